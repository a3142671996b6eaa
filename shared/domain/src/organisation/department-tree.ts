/**
 * The department tree's move rule, shared by the server (which enforces it) and the page (whose parent picker
 * offers only the places the server accepts): a department cannot go under itself or under one of its descendants,
 * which would cut the branch off the tree.
 */
export type MoveRefusal = 'self' | 'descendant';

/**
 * Why `nodeId` may not go under `targetId`, or null when it may. `targetAncestors`: the target's ancestors from its
 * parent up to the root (the target's own path, without the target).
 */
export function moveRefusal(
  nodeId: number,
  targetId: number | null,
  targetAncestors: readonly number[],
): MoveRefusal | null {
  if (targetId === null) return null;
  if (targetId === nodeId) return 'self';
  if (targetAncestors.includes(nodeId)) return 'descendant';
  return null;
}

/** Whether a node whose path (root first, the node last) is `path` lies in the branch of `branchId`. */
export function isInBranch(path: readonly number[], branchId: number): boolean {
  return path.includes(branchId);
}

/** Sibling ids in the order given, each with its new sort value (1, 2, …); refuses repeats. */
export function orderedSorts(ids: readonly number[]): { id: number; sort: number }[] | null {
  if (new Set(ids).size !== ids.length) return null;
  return ids.map((id, index) => ({ id, sort: index + 1 }));
}
