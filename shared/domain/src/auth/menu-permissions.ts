import type { MenuItem, PermissionNode } from '../contracts/menu';

/** Every permission key of the tree, parents before children, each once (specification §6). */
export function flattenPermissions(tree: readonly PermissionNode[]): string[] {
  const keys = new Set<string>();
  const visit = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (node.permission) keys.add(node.permission);
      visit(node.children ?? []);
    }
  };
  visit(tree);
  return [...keys];
}

/**
 * Menu and route visibility (specification §6): a route stays when it has no permission key or its key is in the
 * list, and its children are filtered the same way. A kept group whose children all go stays, with no children:
 * whether to show an empty group is the menu's decision, not the rule's.
 */
export function filterMenuByPermissions(
  menu: readonly MenuItem[],
  keys: ReadonlySet<string> | readonly string[],
): MenuItem[] {
  const allowed: ReadonlySet<string> = keys instanceof Set ? keys : new Set(keys);
  return menu
    .filter(({ meta }) => !meta?.permission || allowed.has(meta.permission))
    .map((item) =>
      item.children ? { ...item, children: filterMenuByPermissions(item.children, allowed) } : { ...item },
    );
}
