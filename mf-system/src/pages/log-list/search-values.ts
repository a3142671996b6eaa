import { formFilters } from '@pm/domain/utils';
import type { ListQuery } from '@pm/web/ui';

/** The log's filters as the URL and the server name them (paging aside). */
export const LOG_FILTERS = [
  'userId',
  'who',
  'module',
  'action',
  'entity',
  'entityId',
  'from',
  'to',
  'ip',
] as const;

/** The search form's fields. */
export interface SearchValues {
  keyword?: string;
  who?: string;
  module?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  dateRange?: string[];
  ip?: string;
}

export function toSearchValues(query: ListQuery): SearchValues {
  const { filters } = query;
  return {
    who: filters.who,
    module: filters.module,
    action: filters.action,
    entity: filters.entity,
    entityId: filters.entityId,
    dateRange: filters.from && filters.to ? [filters.from, filters.to] : undefined,
    ip: filters.ip,
  };
}

/** The form's values as URL filters (empty ones left out); a user picked elsewhere (`userId`) stays. */
export function toFilters(values: SearchValues, userId: string | undefined): Record<string, string> {
  const [from, to] = values.dateRange ?? [];
  return formFilters({
    userId,
    who: values.who?.trim(),
    module: values.module,
    action: values.action,
    entity: values.entity,
    entityId: values.entityId?.trim(),
    from,
    to,
    ip: values.ip?.trim(),
  });
}
