import type { AccessItem, MenuItem } from '@pm/domain/shapes';
import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permissions } from '../../db/schema';
import { grantedCodes } from '../../security/rbac';

export interface StaffIdentity {
  userId: number;
  isAdmin: boolean;
}

type MenuNode = typeof permissions.$inferSelect;

/** The codes the user holds; null means all of them (administrators). */
async function heldCodes(db: Executor, staff: StaffIdentity): Promise<Set<string> | null> {
  return staff.isAdmin ? null : grantedCodes(db, staff.userId);
}

function toMenuItems(
  nodes: MenuNode[],
  parentId: number | null,
  visible: (node: MenuNode) => boolean,
): MenuItem[] {
  return nodes
    .filter((node) => node.parentId === parentId && visible(node))
    .sort((a, b) => (a.meta?.order ?? a.sort) - (b.meta?.order ?? b.sort) || a.id - b.id)
    .map((node) => {
      const item: MenuItem = {
        path: node.path,
        name: node.name,
        meta: node.meta ?? { locale: node.name, requiresAuth: true },
      };
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
