import { formFilters } from '@pm/domain/utils';
import type { ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword, paging and sort aside). */
export const USER_FILTERS = ['status', 'roleId', 'departmentId'] as const;

export interface SearchValues {
  keyword?: string;
  status?: string;
  roleId?: number;
}

export function toSearchValues(query: ListQuery): SearchValues {
  const roleId = Number(query.filters.roleId);
  return {
    keyword: query.keyword,
    status: query.filters.status,
    roleId: Number.isInteger(roleId) && roleId > 0 ? roleId : undefined,
  };
}

/** The form's values as URL filters; the department (chosen in the tree) is kept as it is. */
export function toFilters(values: SearchValues): Record<string, string> {
  return formFilters({
    status: values.status,
    roleId: values.roleId === undefined ? undefined : String(values.roleId),
  });
}
