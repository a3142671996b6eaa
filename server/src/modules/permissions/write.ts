import { buttonCodeForm } from '@pm/domain/forms/role-form';
import { flattenRoutes, staffRoutes } from '@pm/domain/routes/catalogue';
import { MENU_ICONS, type RouteMeta } from '@pm/domain/shapes/menu';
import type { PermissionNode, PermissionNodeValues } from '@pm/domain/shapes/permission';
import { ADMIN_ROLE_CODE } from '@pm/domain/shapes/role';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { conflict, invalid, isUniqueViolation, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { permissionTree, SEEDED_BUTTONS, type PermissionRow } from './tree';

async function lockNode(tx: Transaction, request: FastifyRequest, id: number): Promise<PermissionRow> {
  const [row] = await tx.select().from(permissions).where(eq(permissions.id, id)).for('update');
  if (!row) throw notFound(request.t('permission.notFound'));
  return row;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The node's meta with the edit applied: order, icon, and `hideInMenu` only while hidden. */
function metaOf(row: PermissionRow, values: PermissionNodeValues): RouteMeta {
  const { hideInMenu: _hidden, icon: _icon, ...kept } = row.meta ?? { locale: row.name, requiresAuth: true };
  const icon = values.icon.trim();
  return {
    ...kept,
    order: values.order,
    ...(icon === '' ? {} : { icon }),
    ...(values.hidden ? { hideInMenu: true } : {}),
  };
}

/** Renames, re-orders, hides or re-icons a menu node: every user's menu shows it at the next load. */
export async function updateMenuNode(
  db: Database,
  request: FastifyRequest,
  id: number,
  values: PermissionNodeValues,
): Promise<PermissionNode[]> {
  const { userId } = staffOf(request);
  const icon = values.icon.trim();
  if (icon !== '' && !(MENU_ICONS as readonly string[]).includes(icon)) {
    throw invalid(request.t('permission.unknownIcon', { icon }));
  }
  await db.transaction(async (tx) => {
    const before = await lockNode(tx, request, id);
    if (before.kind !== 'menu') throw invalid(request.t('permission.notMenu'));
    const [after] = await tx
      .update(permissions)
      .set({
        titleZh: blankToNull(values.titleZh),
        titleEn: blankToNull(values.titleEn),
        meta: metaOf(before, values),
        sort: values.order,
        updatedAt: new Date(),
      })
      .where(eq(permissions.id, id))
      .returning();
    await withAudit(tx, { id: userId }, 'update', 'permission', id, before, after);
  });
  return permissionTree(db);
}

/** New nodes go to the built-in administrator role, which holds everything (as the seed does). */
async function grantToAdministrators(tx: Transaction, permissionId: number) {
  const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
  if (admin)
    await tx.insert(rolePermissions).values({ roleId: admin.id, permissionId }).onConflictDoNothing();
}

async function duplicateButton(request: FastifyRequest, code: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(request.t('permission.duplicateCode', { code }));
    throw error;
  }
}

/** A button code under a page node (a menu node without menu children). */
export async function addButton(
  db: Database,
  request: FastifyRequest,
  pageId: number,
  body: { code: string },
): Promise<PermissionNode[]> {
  const { userId } = staffOf(request);
  const code = body.code.trim();
  assertForm(request, buttonCodeForm, { code });
  await duplicateButton(request, code, () =>
    db.transaction(async (tx) => {
      const page = await lockNode(tx, request, pageId);
      const [child] = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(and(eq(permissions.parentId, pageId), eq(permissions.kind, 'menu')))
        .limit(1);
      if (page.kind !== 'menu' || child) throw invalid(request.t('permission.notPage'));
      const [existing] = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(eq(permissions.code, code))
        .limit(1);
      if (existing) throw conflict(request.t('permission.duplicateCode', { code }));
      const [last] = await tx
        .select({ value: max(permissions.sort) })
        .from(permissions)
        .where(eq(permissions.parentId, pageId));
      const [row] = await tx
        .insert(permissions)
        .values({ kind: 'button', name: code, code, parentId: pageId, sort: (last?.value ?? 0) + 1 })
        .returning();
      await grantToAdministrators(tx, row!.id);
      await withAudit(tx, { id: userId }, 'create', 'permission', row!.id, null, row);
    }),
  );
  return permissionTree(db);
}

/** Removes a button added here (with its grants); the seeded ones guard routes and stay. */
export async function removeButton(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<PermissionNode[]> {
  const { userId } = staffOf(request);
  await db.transaction(async (tx) => {
    const before = await lockNode(tx, request, id);
    if (before.kind !== 'button') throw invalid(request.t('permission.notButton'));
    if (SEEDED_BUTTONS.has(before.name)) {
      throw conflict(request.t('permission.builtInButton', { code: before.name }));
    }
    await tx.delete(permissions).where(eq(permissions.id, id));
    await withAudit(tx, { id: userId }, 'delete', 'permission', id, before, null);
  });
  return permissionTree(db);
}

const catalogue = flattenRoutes(staffRoutes);
const parentOf = new Map(
  catalogue.flatMap((route) => (route.children ?? []).map((child) => [child.name, route.name] as const)),
);

/**
 * A menu node for a catalogue route missing from the tree (the route catalogue stays the source of paths: any
 * other path is a 422).
 */
export async function addMenuNode(
  db: Database,
  request: FastifyRequest,
  path: string,
): Promise<PermissionNode[]> {
  const { userId } = staffOf(request);
  const route = catalogue.find((candidate) => candidate.path === path.trim());
  if (!route) throw invalid(request.t('permission.unknownPath', { path }));
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.kind, 'menu'), eq(permissions.name, route.name)));
    if (existing) throw conflict(request.t('permission.pathExists', { path: route.path }));
    const parentName = parentOf.get(route.name);
    const [parent] = parentName
      ? await tx
          .select({ id: permissions.id })
          .from(permissions)
          .where(and(eq(permissions.kind, 'menu'), eq(permissions.name, parentName)))
      : [];
    const [row] = await tx
      .insert(permissions)
      .values({
        kind: 'menu',
        name: route.name,
        code: route.meta.permission ?? null,
        path: route.path,
        redirect: route.redirect ?? null,
        meta: route.meta,
        sort: route.meta.order ?? 0,
        parentId: parent?.id ?? null,
      })
      .returning();
    await grantToAdministrators(tx, row!.id);
    await withAudit(tx, { id: userId }, 'create', 'permission', row!.id, null, row);
  });
  return permissionTree(db);
}
