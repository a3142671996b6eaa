import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../router';
import { parseListQuery, toSearchParams, withListQuery, type ListQuery } from './list-query';

/**
 * A list page's query kept in the URL: reload, back/forward and shared links show the same rows. Changing the
 * keyword or a filter goes back to page 1; the page's other parameters (a tab) stay.
 */
export function useListQuery(filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  const parsed = parseListQuery(params, filterNames);
  // Stable by value: the page's other parameters (a tab, an open record) change `params`, not the query, and
  // must not fetch the list again.
  const queryKey = toSearchParams(parsed).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value through `queryKey`
  const query = useMemo(() => parsed, [queryKey]);

  const update = useCallback(
    (change: Partial<ListQuery>) => {
      const resetsPage = 'keyword' in change || 'filters' in change || 'pageSize' in change;
      const next: ListQuery = { ...query, ...change, page: change.page ?? (resetsPage ? 1 : query.page) };
      setParams((current) => withListQuery(current, next, filterNames));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterNames is compared by value through `key`
    [query, setParams, key],
  );

  return { query, update };
}
