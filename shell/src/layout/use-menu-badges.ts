import { useMemo } from 'react';
import type { MenuItem } from '@pm/domain/shapes';
import { APPROVAL_COUNTS_POLL_MS, useGetApprovalCountsQuery } from '@pm/web/api';

/** The approver's inbox: its menu entry and its group carry the count of tasks waiting. */
export const APPROVAL_INBOX_PATH = '/archives/approva';

/** The names of the entry at `path` and of the groups above it; empty when the menu does not hold it. */
function namesUpTo(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [item.name];
    const below = namesUpTo(item.children ?? [], path);
    if (below.length > 0) return [item.name, ...below];
  }
  return [];
}

/**
 * The counts the menu shows beside its entries, by entry name: the caller's pending approval tasks on the inbox and
 * its group. Asked only of a user whose menu holds the inbox; again every minute (tasks arrive without the user
 * doing anything) and when the window gets the focus back; at once after an action in the inbox, which invalidates
 * the counts in the one store.
 */
export function useMenuBadges(items: readonly MenuItem[]): Readonly<Record<string, number>> {
  const names = useMemo(() => namesUpTo(items, APPROVAL_INBOX_PATH), [items]);
  const { data } = useGetApprovalCountsQuery(undefined, {
    skip: names.length === 0,
    pollingInterval: APPROVAL_COUNTS_POLL_MS,
    refetchOnFocus: true,
  });
  const todo = names.length > 0 ? (data?.todo ?? 0) : 0;
  return useMemo(() => Object.fromEntries(todo > 0 ? names.map((name) => [name, todo]) : []), [names, todo]);
}
