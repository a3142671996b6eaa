import {
  APPROVAL_BUSINESS_TYPES,
  INBOX_SORT_FIELDS,
  INSTANCE_STATUSES,
  type ApprovalBusinessType,
  type ApprovalInboxRow,
  type ApprovalInstanceStatus,
  type InboxTab,
} from '@pm/domain/shapes';
import { formFilters } from '@pm/domain/utils';
import { toRequestParams, type ListQuery } from '@pm/web/ui';
import type { InboxParams } from '../../features/approval/api/get-inbox';

/** What the URL holds besides keyword, paging and order: the tab (kept by every search) and the filters. */
export const INBOX_FILTERS = ['tab', 'businessType', 'status'] as const;

/** The search form's fields. */
export interface SearchValues {
  keyword?: string;
  businessType?: ApprovalBusinessType;
  status?: ApprovalInstanceStatus;
}

const within = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((entry) => entry === value);

export function toSearchValues(query: ListQuery): SearchValues {
  return {
    keyword: query.keyword,
    businessType: within(APPROVAL_BUSINESS_TYPES, query.filters.businessType),
    status: within(INSTANCE_STATUSES, query.filters.status),
  };
}

/** The form's values as URL filters, the open tab kept. */
export function toFilters(values: SearchValues, kept: Record<string, string>): Record<string, string> {
  return formFilters({ tab: kept.tab, businessType: values.businessType, status: values.status });
}

/**
 * The inbox call of a tab: its paging, keyword and order, and the filters the server knows (a pasted URL may hold
 * others). Every task to do is running, so the to-do tab filters by business type only.
 */
export function inboxParams(tab: InboxTab, query: ListQuery): InboxParams {
  const { businessType, status } = toSearchValues(query);
  const sortField = within(INBOX_SORT_FIELDS, query.sortField);
  const params = toRequestParams({
    ...query,
    sortField,
    filters: formFilters({ businessType, status: tab === 'todo' ? undefined : status }),
  });
  return { ...params, tab };
}

/** A row of the inbox as the table keys it: by the caller's task where there is one (to do, done), else its instance. */
export type InboxItem = ApprovalInboxRow & { id: number };

export const toInboxItem = (row: ApprovalInboxRow): InboxItem => ({
  ...row,
  id: row.taskId ?? row.instanceId,
});
