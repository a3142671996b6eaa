import { formFilters } from '@pm/domain/utils';
import type { ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword and paging aside). */
export const BENEFICIARY_FILTERS = ['status', 'areaCode', 'tag', 'orgType', 'expiring'] as const;

/** The search form's fields. */
export interface SearchValues {
  keyword?: string;
  status?: string;
  areaCode?: string;
  tag?: string;
  orgType?: string;
  /** 'true': companies with a qualification expired or expiring within 30 days. */
  expiring?: string;
}

export function toSearchValues(query: ListQuery): SearchValues {
  const { filters } = query;
  return {
    keyword: query.keyword,
    status: filters.status,
    areaCode: filters.areaCode,
    tag: filters.tag,
    orgType: filters.orgType,
    expiring: filters.expiring,
  };
}

/** The form's values as URL filters: empty fields are left out, so the URL keeps only what filters. */
export function toFilters(values: SearchValues): Record<string, string> {
  return formFilters({
    status: values.status,
    areaCode: values.areaCode,
    tag: values.tag,
    orgType: values.orgType,
    expiring: values.expiring,
  });
}
