import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toSearchParams, type ListQuery } from './list-query';

/**
 * A list page's query kept in the URL: reload, back/forward and shared links show the same rows. Changing the
 * keyword or a filter goes back to page 1.
 */
export function useListQuery(filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filterNames is compared by value through `key`
  const query = useMemo(() => parseListQuery(params, filterNames), [params, key]);

  const update = useCallback(
    (change: Partial<ListQuery>) => {
      const resetsPage = 'keyword' in change || 'filters' in change || 'pageSize' in change;
      const next: ListQuery = { ...query, ...change, page: change.page ?? (resetsPage ? 1 : query.page) };
      setParams(toSearchParams(next));
    },
    [query, setParams],
  );

  return { query, update };
}
