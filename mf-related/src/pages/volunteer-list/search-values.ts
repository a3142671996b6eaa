import { formFilters } from '@pm/domain/utils';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '@pm/domain/workflow';
import type { ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword, paging and sort aside). */
export const VOLUNTEER_FILTERS = ['status', 'areaCode', 'skill'] as const;

export interface SearchValues {
  keyword?: string;
  status?: VolunteerStatus[];
  areaCode?: string;
  skill?: string;
}

/** The statuses of a `status=active,applied` filter that exist (a pasted URL may hold others). */
export function knownStatuses(status: string | undefined): VolunteerStatus[] {
  return (status ?? '')
    .split(',')
    .filter((entry): entry is VolunteerStatus => (VOLUNTEER_STATUSES as readonly string[]).includes(entry));
}

export function toSearchValues(query: ListQuery): SearchValues {
  const status = knownStatuses(query.filters.status);
  return {
    keyword: query.keyword,
    status: status.length > 0 ? status : undefined,
    areaCode: query.filters.areaCode,
    skill: query.filters.skill,
  };
}

/** The form's values as URL filters, empty ones left out. */
export function toFilters(values: SearchValues): Record<string, string> {
  return formFilters({ status: values.status, areaCode: values.areaCode, skill: values.skill });
}

/** The filters the server gets: the URL's, with unknown statuses dropped. */
export function requestFilters(filters: Record<string, string>): Record<string, string> {
  const { status, ...rest } = filters;
  const statuses = knownStatuses(status);
  return statuses.length > 0 ? { ...rest, status: statuses.join(',') } : rest;
}
