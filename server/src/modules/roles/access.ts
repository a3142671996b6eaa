import type { RoleAccess } from '@pm/domain/shapes/permission';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { RoleAccessBody } from '@pm/domain/shapes/role';
import { withAudit } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { grantedCodes } from '../../security/rbac';
import { permissionTree } from '../permissions/tree';
import { assertNotOwnRole, lockRole } from './guards';
import { isBuiltIn } from './rows';

async function grantedIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The permission keys and button codes of these nodes, sorted: what the log shows a grant changed. */
async function codesOf(db: Executor, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ code: permissions.code })
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
  return rows.flatMap((row) => (row.code ? [row.code] : [])).sort();
}

/** The whole tree and the role's granted nodes (the page checks them). */
export async function roleAccess(db: Executor, request: FastifyRequest, roleId: number): Promise<RoleAccess> {
  const [role] = await db.select({ version: roles.version }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound(request.t('role.notFound'));
  return {
    roleId,
    version: role.version,
    tree: await permissionTree(db),
    checkedIds: await grantedIds(db, roleId),
  };
}

/**
 * Replaces the role's grants. Holders see the change at their next request (menu and access list are read per
 * request; no sign-out). Nobody raises their own rights: a non-administrator grants only codes they hold and
 * never changes a role they hold; the built-in administrator role loses nothing.
 */
export async function updateRoleAccess(
  db: Database,
  request: FastifyRequest,
  roleId: number,
  body: Static<typeof RoleAccessBody>,
): Promise<RoleAccess> {
  const staff = staffOf(request);
  const wanted = [...new Set(body.permissionIds)];
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, request, roleId);
    await assertNotOwnRole(tx, request, staff, roleId);
    assertVersion(request, role.version, body.version);
    const nodes = wanted.length
      ? await tx
          .select({ id: permissions.id, code: permissions.code })
          .from(permissions)
          .where(inArray(permissions.id, wanted))
      : [];
    const missing = wanted.filter((id) => !nodes.some((node) => node.id === id));
    if (missing.length > 0) throw invalid(request.t('role.unknownNodes', { ids: missing.join(', ') }));
    const before = await grantedIds(tx, roleId);
    const removed = before.filter((id) => !wanted.includes(id));
    const added = nodes.filter((node) => !before.includes(node.id));
    if (isBuiltIn(role) && removed.length > 0) throw conflict(request.t('role.builtIn'));
    if (!staff.isAdmin) {
      const held = await grantedCodes(tx, staff.userId);
      const lacking = [
        ...new Set(added.flatMap((node) => (node.code && !held.has(node.code) ? [node.code] : []))),
      ];
      if (lacking.length > 0)
        throw forbidden(request, request.t('role.codeNotHeld', { codes: lacking.join(', ') }));
    }
    if (removed.length > 0) {
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(rolePermissions).values(added.map((node) => ({ roleId, permissionId: node.id })));
    }
    await tx
      .update(roles)
      .set({ version: role.version + 1, updatedAt: new Date() })
      .where(eq(roles.id, roleId));
    await withAudit(
      tx,
      { id: staff.userId },
      'grant',
      'role',
      roleId,
      { codes: await codesOf(tx, before), permissionIds: before },
      { codes: await codesOf(tx, wanted), permissionIds: [...wanted].sort((a, b) => a - b) },
    );
  });
  return roleAccess(db, request, roleId);
}
