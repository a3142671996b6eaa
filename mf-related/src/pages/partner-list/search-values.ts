import { formFilters } from '@pm/domain/utils';
import type { ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword and paging aside). */
export const PARTNER_FILTERS = ['type', 'areaCode', 'rating', 'blacklisted', 'expiring', 'category'] as const;

/** The search form's fields. */
export interface SearchValues {
  keyword?: string;
  areaCode?: string;
  rating?: string;
  blacklisted?: string;
  expiring?: string;
  category?: string;
}

export function toSearchValues(query: ListQuery): SearchValues {
  const { filters } = query;
  return {
    keyword: query.keyword,
    areaCode: filters.areaCode,
    rating: filters.rating,
    blacklisted: filters.blacklisted,
    expiring: filters.expiring,
    category: filters.category,
  };
}

/** The form's values as URL filters (empty ones left out); the kind (`type`) is the page's, kept as it is. */
export function toFilters(values: SearchValues, type: string | undefined): Record<string, string> {
  return formFilters({
    type,
    areaCode: values.areaCode,
    rating: values.rating,
    blacklisted: values.blacklisted,
    expiring: values.expiring,
    category: values.category,
  });
}
