// Test-only: helpers shared by the jest tests of the shell, the remotes and this package.
import userEvent from '@testing-library/user-event';
import type { Page } from '@pm/domain/contracts';

/** The one user of the page tests. Arco's popups turn pointer events off while they animate in; jsdom never finishes. */
export const user = userEvent.setup({ pointerEventsCheck: 0 });

/** A list call's reply: the first page holding `list` (`total` rows in all). */
export function pageOf<T>(list: T[], total = list.length, pageSize = 10): Page<T> {
  return { list, total, page: 1, pageSize };
}
