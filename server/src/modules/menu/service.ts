import type { AccessItem, MenuItem, RouteMeta } from '@pm/domain/shapes';
import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permissions } from '../../db/schema';
import { grantedCodes } from '../../security/rbac';

export interface StaffIdentity {
  userId: number;
  isAdmin: boolean;
}

type MenuNode = typeof permissions.$inferSelect;

/** A node's place among its siblings: the menu's order (`meta.order`), else the stored sort. */
export const orderOf = (node: MenuNode) => node.meta?.order ?? node.sort;

/** The codes the user holds; null means all of them (administrators). */
async function heldCodes(db: Executor, staff: StaffIdentity): Promise<Set<string> | null> {
  return staff.isAdmin ? null : grantedCodes(db, staff.userId);
}

/** The node's meta, with the names an administrator gave it (`/system/permission`) as `title`. */
function metaOf(node: MenuNode): RouteMeta {
  // The order always goes along: the shell sorts siblings by it, and a leaf's place is its stored sort.
  const meta = { ...(node.meta ?? { locale: node.name, requiresAuth: true }), order: orderOf(node) };
  if (node.titleZh === null && node.titleEn === null) return meta;
  return {
    ...meta,
    title: {
      ...(node.titleZh === null ? {} : { 'zh-CN': node.titleZh }),
      ...(node.titleEn === null ? {} : { 'en-US': node.titleEn }),
    },
  };
}

function toMenuItems(
  nodes: MenuNode[],
  parentId: number | null,
  visible: (node: MenuNode) => boolean,
): MenuItem[] {
  return nodes
    .filter((node) => node.parentId === parentId && visible(node))
    .sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id)
    .map((node) => {
      const item: MenuItem = { path: node.path, name: node.name, meta: metaOf(node) };
      if (node.redirect) item.redirect = node.redirect;
      const children = toMenuItems(nodes, node.id, visible);
      if (children.length > 0) item.children = children;
      return item;
    });
}

/** The menu tree the user may see; a hidden parent hides its children. */
export async function menuFor(db: Executor, staff: StaffIdentity): Promise<MenuItem[]> {
  const nodes = await db.select().from(permissions).where(eq(permissions.kind, 'menu'));
  const held = await heldCodes(db, staff);
  return toMenuItems(nodes, null, (node) => node.code === null || held === null || held.has(node.code));
}

export async function accessListFor(db: Executor, staff: StaffIdentity): Promise<AccessItem[]> {
  const held =
    (await heldCodes(db, staff)) ??
    new Set(
      (
        await db
          .selectDistinct({ code: permissions.code })
          .from(permissions)
          .where(isNotNull(permissions.code))
      ).map((row) => row.code as string),
    );
  return [...held].sort().map((permission) => ({ permission }));
}
