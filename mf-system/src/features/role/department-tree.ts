import type { DepartmentOption } from '@pm/domain/shapes';

export interface DepartmentTreeNode {
  key: string;
  title: string;
  children: DepartmentTreeNode[];
}

/**
 * The flat department options as a tree for Arco's TreeSelect (keys are the ids as text). A department whose
 * parent is not among the options (disabled) becomes a root, so it can still be chosen.
 */
export function departmentTree(options: readonly DepartmentOption[]): DepartmentTreeNode[] {
  const nodes = new Map(
    options.map((option) => [
      option.id,
      { key: String(option.id), title: option.name, children: [] as DepartmentTreeNode[] },
    ]),
  );
  const roots: DepartmentTreeNode[] = [];
  for (const option of options) {
    const node = nodes.get(option.id)!;
    const parent = option.parentId === null ? undefined : nodes.get(option.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
