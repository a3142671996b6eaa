import type { PermissionNode } from '@pm/domain/shapes/permission';
import { permissionSeeds } from '../../seed/permission-tree';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permissions } from '../../db/schema';
import { orderOf } from '../menu/service';

export type PermissionRow = typeof permissions.$inferSelect;

/** The button codes the server itself checks (the seed's): they guard routes, so they cannot be removed. */
export const SEEDED_BUTTONS: ReadonlySet<string> = new Set(
  permissionSeeds()
    .filter((seed) => seed.kind === 'button')
    .map((seed) => seed.name),
);

function toNode(row: PermissionRow): PermissionNode {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    name: row.name,
    code: row.code,
    path: row.path,
    locale: row.meta?.locale ?? null,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    icon: row.meta?.icon ?? null,
    order: orderOf(row),
    hidden: row.meta?.hideInMenu === true,
    builtIn: row.kind === 'menu' || SEEDED_BUTTONS.has(row.name),
    children: [],
  };
}

/** Rows as a tree: siblings in order (menu nodes before buttons), then by id. */
export function treeOf(rows: PermissionRow[]): PermissionNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: PermissionNode[] = [];
  const sorted = [...rows].sort(
    (a, b) => (a.kind === b.kind ? 0 : a.kind === 'menu' ? -1 : 1) || orderOf(a) - orderOf(b) || a.id - b.id,
  );
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The whole menu/permission tree. */
export async function permissionTree(db: Executor): Promise<PermissionNode[]> {
  return treeOf(await db.select().from(permissions).orderBy(asc(permissions.id)));
}
