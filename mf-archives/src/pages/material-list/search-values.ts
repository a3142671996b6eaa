import { formFilters } from '@pm/domain/utils';
import {
  MATERIAL_CONFIDENTIALITY,
  MATERIAL_STATUSES,
  type MaterialConfidentiality,
  type MaterialStatus,
} from '@pm/domain/workflow';
import type { ListQuery } from '@pm/web/ui';

/** The list's filters as the URL and the server name them (keyword, paging and sort aside). */
export const MATERIAL_FILTERS = [
  'projectId',
  'category',
  'status',
  'confidentiality',
  'overdue',
  'retentionOver',
] as const;

/** The yes-only filters: checked, the URL says `true`; unchecked, nothing. */
const FLAGS = ['overdue', 'retentionOver'] as const;
type Flag = (typeof FLAGS)[number];

export interface SearchValues {
  keyword?: string;
  projectId?: number;
  category?: string;
  status?: MaterialStatus[];
  confidentiality?: MaterialConfidentiality;
  /** Which yes-only filters are on. */
  flags?: Flag[];
}

const known = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** The statuses of a `status=archived,borrowed` filter that exist (a pasted URL may hold others). */
export function knownStatuses(status: string | undefined): MaterialStatus[] {
  return (status ?? '').split(',').filter((entry) => known(MATERIAL_STATUSES, entry));
}

export function toSearchValues(query: ListQuery): SearchValues {
  const status = knownStatuses(query.filters.status);
  const projectId = Number(query.filters.projectId);
  const confidentiality = query.filters.confidentiality;
  return {
    keyword: query.keyword,
    projectId: Number.isInteger(projectId) && projectId > 0 ? projectId : undefined,
    category: query.filters.category,
    status: status.length > 0 ? status : undefined,
    confidentiality: known(MATERIAL_CONFIDENTIALITY, confidentiality) ? confidentiality : undefined,
    flags: FLAGS.filter((flag) => query.filters[flag] === 'true'),
  };
}

/** The form's values as URL filters, empty ones left out. */
export function toFilters(values: SearchValues): Record<string, string> {
  const flags = values.flags ?? [];
  return formFilters({
    projectId: values.projectId === undefined ? undefined : String(values.projectId),
    category: values.category,
    status: values.status,
    confidentiality: values.confidentiality,
    overdue: flags.includes('overdue') ? 'true' : undefined,
    retentionOver: flags.includes('retentionOver') ? 'true' : undefined,
  });
}

/** The filters the server gets: the URL's, with what it would refuse (unknown statuses, odd flags) dropped. */
export function requestFilters(filters: Record<string, string>): Record<string, string> {
  const values = toSearchValues({ page: 1, pageSize: 10, filters });
  return toFilters(values);
}
