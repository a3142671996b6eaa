import type { DepartmentNode } from '@pm/domain/shapes';

/** The key of the top level in the loaded levels. */
export const ROOT_KEY = 'root';

export const keyOf = (parentId: number | null) => (parentId === null ? ROOT_KEY : String(parentId));

export interface DepartmentTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  disabled?: boolean;
  children?: DepartmentTreeNode[];
  node: DepartmentNode;
}

export interface TreeDataOptions {
  /** A branch left out (the department being moved: neither it nor anything below it can be its new parent). */
  excludeId?: number;
  /** Disabled departments are shown but cannot be chosen. */
  disableInactive?: boolean;
}

/**
 * Arco tree data from the loaded levels: a level not loaded yet has no `children`, so the tree offers to expand
 * it; a department without sub-departments is a leaf.
 */
export function toTreeData(
  levels: ReadonlyMap<string, DepartmentNode[]>,
  options: TreeDataOptions = {},
  parentId: number | null = null,
): DepartmentTreeNode[] {
  const level = levels.get(keyOf(parentId)) ?? [];
  return level
    .filter((node) => node.id !== options.excludeId)
    .map((node) => {
      const loaded = levels.has(keyOf(node.id));
      return {
        key: String(node.id),
        title: node.name,
        isLeaf: node.childCount === 0,
        ...(options.disableInactive && node.status !== 'active' ? { disabled: true } : {}),
        ...(loaded ? { children: toTreeData(levels, options, node.id) } : {}),
        node,
      };
    });
}

/** Siblings in a new order after moving `id` one place up or down; null when it cannot move that way. */
export function shiftedOrder(siblings: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = siblings.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= siblings.length) return null;
  const order = [...siblings];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
