/**
 * Which pages stay mounted. `cache` is the tab bar's cache set, or null when there is no tab bar (then only the
 * current page is mounted). A page stays while its key is cached; the current page is always there; the others
 * unmount. Kept pages keep their first description (their remote, their location filter) and their order, so
 * React never remounts them. Returns `previous` itself when nothing changed.
 */
export function retainPanes<P extends { key: string }>(
  previous: readonly P[],
  current: P,
  cache: readonly string[] | null,
): readonly P[] {
  const kept = previous.filter(
    (pane) => pane.key === current.key || (cache !== null && cache.includes(pane.key)),
  );
  const next = kept.some((pane) => pane.key === current.key) ? kept : [...kept, current];
  const unchanged = next.length === previous.length && next.every((pane, index) => pane === previous[index]);
  return unchanged ? previous : next;
}
