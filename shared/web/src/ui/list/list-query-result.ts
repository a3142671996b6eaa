import type { Page } from '@pm/domain/contracts';

/** The result of an RTK Query list hook, as far as a list page needs it. */
export interface ListQueryResult<T> {
  data?: Page<T>;
  isFetching: boolean;
  error?: unknown;
}
