import { formFilters } from '@pm/domain/utils';
import { tidyAmount, type ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword and paging aside). */
export const PROJECT_FILTERS = [
  'status',
  'type',
  'departmentId',
  'areaCode',
  'startFrom',
  'startTo',
  'amountMin',
  'amountMax',
  'topLevel',
] as const;

/** The search form's fields: the URL's filters in the shape of the controls (a range picker, a number select). */
export interface SearchValues {
  keyword?: string;
  status?: string;
  type?: string;
  departmentId?: number;
  areaCode?: string;
  startRange?: string[];
  amountMin?: string;
  amountMax?: string;
  topLevel?: string;
}

export function toSearchValues(query: ListQuery): SearchValues {
  const { filters } = query;
  const department = Number(filters.departmentId);
  return {
    keyword: query.keyword,
    status: filters.status,
    type: filters.type,
    departmentId: Number.isInteger(department) && department > 0 ? department : undefined,
    areaCode: filters.areaCode,
    startRange: filters.startFrom && filters.startTo ? [filters.startFrom, filters.startTo] : undefined,
    amountMin: filters.amountMin,
    amountMax: filters.amountMax,
    topLevel: filters.topLevel,
  };
}

/**
 * The form's values as URL filters: empty fields are left out, so the URL keeps only what filters; an amount
 * still being typed ('12.') goes as the server's filter takes it (Enter submits without leaving the field).
 */
export function toFilters(values: SearchValues): Record<string, string> {
  const [startFrom, startTo] = values.startRange ?? [];
  return formFilters({
    status: values.status,
    type: values.type,
    departmentId: values.departmentId,
    areaCode: values.areaCode,
    startFrom,
    startTo,
    amountMin: tidyAmount(values.amountMin),
    amountMax: tidyAmount(values.amountMax),
    topLevel: values.topLevel,
  });
}
