import type { PageQuery, SortOrder } from '@pm/domain/contracts';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];

/** A list page's query: paging, sorting, keyword and the page's own filters, all as the URL holds them. */
export interface ListQuery extends Required<Pick<PageQuery, 'page' | 'pageSize'>> {
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'pageSize', 'keyword', 'sortField', 'sortOrder']);

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads a list query from URL search params; anything unknown becomes a filter, bad numbers fall back. */
export function parseListQuery(params: URLSearchParams, filterNames: readonly string[] = []): ListQuery {
  const sortOrder = params.get('sortOrder');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value && !RESERVED.has(name)) filters[name] = value;
  }
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    keyword: params.get('keyword') || undefined,
    sortField: params.get('sortField') || undefined,
    sortOrder: sortOrder === 'ascend' || sortOrder === 'descend' ? sortOrder : undefined,
    filters,
  };
}

/** The inverse of parseListQuery, leaving out defaults so URLs stay short. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.sortField && query.sortOrder) {
    params.set('sortField', query.sortField);
    params.set('sortOrder', query.sortOrder);
  }
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  return params;
}

/**
 * The URL after a list query changes: the list's own parameters (paging, keyword, sort, its filters) replaced, any
 * other one the page keeps (a tab, an open record) left as it was.
 */
export function withListQuery(
  current: URLSearchParams,
  query: ListQuery,
  filterNames: readonly string[] = [],
): URLSearchParams {
  const next = toSearchParams(query);
  for (const [name, value] of current) {
    if (!RESERVED.has(name) && !filterNames.includes(name) && !next.has(name)) next.append(name, value);
  }
  return next;
}

/** The request parameters for the server's list calls. */
export function toRequestParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: query.page,
    pageSize: query.pageSize,
    ...query.filters,
  };
  if (query.keyword) params.keyword = query.keyword;
  if (query.sortField && query.sortOrder) {
    params.sortField = query.sortField;
    params.sortOrder = query.sortOrder;
  }
  return params;
}
