import type { AppropriationView } from '@pm/domain/workflow';
import { formFilters } from '@pm/domain/utils';
import { tidyAmount, type ListQuery } from '@pm/web/ui';
import {
  APPROPRIATION_TYPES,
  APPROPRIATION_VIEW_STATUSES,
  PAYMENT_METHODS,
  type AppropriationStatus,
} from '@pm/domain/workflow';

/** The list's filters as the URL and the server name them (keyword, paging and sort aside). */
export const APPROPRIATION_FILTERS = [
  'status',
  'type',
  'paymentMethod',
  'amountMin',
  'amountMax',
  'dateFrom',
  'dateTo',
  'projectId',
] as const;

/** The search form's fields: the URL's filters in the shape of the controls. */
export interface SearchValues {
  keyword?: string;
  status?: AppropriationStatus[];
  type?: string;
  paymentMethod?: string;
  amountMin?: string;
  amountMax?: string;
  dateRange?: string[];
}

const within = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((entry) => entry === value);

/** The statuses of a `status=submitted,rejected` filter that belong to the view (a pasted URL may hold others). */
export function viewStatuses(view: AppropriationView, status: string | undefined): AppropriationStatus[] {
  const allowed = APPROPRIATION_VIEW_STATUSES[view];
  return (status ?? '')
    .split(',')
    .filter((entry): entry is AppropriationStatus => (allowed as readonly string[]).includes(entry));
}

export function toSearchValues(view: AppropriationView, query: ListQuery): SearchValues {
  const { filters } = query;
  const status = viewStatuses(view, filters.status);
  return {
    keyword: query.keyword,
    status: status.length > 0 ? status : undefined,
    type: within(APPROPRIATION_TYPES, filters.type),
    paymentMethod: within(PAYMENT_METHODS, filters.paymentMethod),
    amountMin: filters.amountMin,
    amountMax: filters.amountMax,
    dateRange: filters.dateFrom && filters.dateTo ? [filters.dateFrom, filters.dateTo] : undefined,
  };
}

/**
 * The form's values as URL filters: empty fields left out so the URL keeps only what filters; an amount still
 * being typed ('12.') goes as the server takes it. Filters the form does not show (a project the page was linked
 * for) are kept.
 */
export function toFilters(values: SearchValues, kept: Record<string, string> = {}): Record<string, string> {
  const [dateFrom, dateTo] = values.dateRange ?? [];
  return formFilters({
    status: values.status,
    type: values.type,
    paymentMethod: values.paymentMethod,
    amountMin: tidyAmount(values.amountMin),
    amountMax: tidyAmount(values.amountMax),
    dateFrom,
    dateTo,
    projectId: kept.projectId,
  });
}

/** The filters the server gets: the URL's, with statuses outside the view dropped. */
export function requestFilters(
  view: AppropriationView,
  filters: Record<string, string>,
): Record<string, string> {
  const { status, ...rest } = filters;
  const statuses = viewStatuses(view, status);
  return statuses.length > 0 ? { ...rest, status: statuses.join(',') } : rest;
}
