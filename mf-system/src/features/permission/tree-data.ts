import type { PermissionNode } from '@pm/domain/shapes';

export interface TreeNodeData {
  key: string;
  title: string;
  children?: TreeNodeData[];
}

/**
 * What a node is called on the pages: an administrator's name in this language, else the catalogue's text (its
 * locale key), else its route name; a button by its code.
 */
export function nodeLabel(
  node: PermissionNode,
  language: string,
  translate: (key: string) => string,
): string {
  if (node.kind === 'button') return node.code ?? node.name;
  const custom = (language === 'en-US' ? node.titleEn : node.titleZh)?.trim();
  if (custom) return custom;
  return node.locale ? translate(node.locale) : node.name;
}

/** The tree as Arco's Tree takes it (keys are the ids as text). */
export function treeData(
  nodes: readonly PermissionNode[],
  label: (node: PermissionNode) => string,
): TreeNodeData[] {
  return nodes.map((node) => ({
    key: String(node.id),
    title: label(node),
    ...(node.children.length > 0 ? { children: treeData(node.children, label) } : {}),
  }));
}

export function flattenNodes(nodes: readonly PermissionNode[]): PermissionNode[] {
  return nodes.flatMap((node) => [node, ...flattenNodes(node.children)]);
}

/**
 * The keys to check in a cascading Tree: granted leaves only. A granted parent passed as checked would check every
 * child with it; its state follows from its children instead.
 */
export function checkedLeafKeys(nodes: readonly PermissionNode[], granted: readonly number[]): string[] {
  const held = new Set(granted);
  return flattenNodes(nodes)
    .filter((node) => node.children.length === 0 && held.has(node.id))
    .map((node) => String(node.id));
}

/**
 * What a save grants: the checked nodes and every ancestor of a checked one (a page's key for its buttons, a
 * group's for its pages), whatever Arco reports as half checked.
 */
export function grantedIds(nodes: readonly PermissionNode[], checkedKeys: readonly string[]): number[] {
  const checked = new Set(checkedKeys.map(Number));
  const granted = new Set<number>();
  const walk = (node: PermissionNode): boolean => {
    const below = node.children.map(walk).some(Boolean);
    const held = checked.has(node.id) || below;
    if (held) granted.add(node.id);
    return held;
  };
  nodes.forEach(walk);
  return [...granted].sort((a, b) => a - b);
}

/** A page: a menu node with a path and no menu children (its buttons go under it). */
export const isPage = (node: PermissionNode) =>
  node.kind === 'menu' && node.path !== '' && !node.children.some((child) => child.kind === 'menu');
