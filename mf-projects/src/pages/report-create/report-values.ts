import type { ReportDetail, ReportItem } from '@pm/domain/shapes';
import {
  emptyReportValues,
  fieldsOf,
  normalizeReportValues,
  type ReportTemplateDefinition,
  type ReportValues,
} from '@pm/domain/report-templates';
import type { ReportStatus } from '@pm/domain/workflow';
import type { ReportBody } from '../../features/report/api/create-report';

/** What the report page's form holds: the schedule item, and the values of its template's fields beside it. */
export type ReportFormState = { reportItemId: number | null } & ReportValues;

/**
 * A new report of the template: empty values, a table that needs rows starting with that many empty ones (the
 * standard report's one indicator row), attachments empty.
 */
export function newReportValues(definition: ReportTemplateDefinition): ReportValues {
  const values = emptyReportValues(definition);
  for (const field of fieldsOf(definition)) {
    if (field.type !== 'table') continue;
    const rows = Math.max(field.minRows ?? 0, field.required ? 1 : 0);
    const empty = Object.fromEntries((field.columns ?? []).map((column) => [column.key, '']));
    values[field.key] = Array.from({ length: rows }, () => ({ ...empty }));
  }
  return values;
}

/**
 * A saved report as form values. Upload fields hold only the files added in this visit (FileUpload lists the
 * attached ones beside them); `toReportBody` adds the attached ones back, since a save unlinks any file it omits.
 */
export function reportValuesOf(report: ReportDetail, definition: ReportTemplateDefinition): ReportValues {
  const values = normalizeReportValues(definition, report.values);
  for (const field of fieldsOf(definition)) {
    if (field.type === 'attachment') values[field.key] = [];
  }
  return values;
}

/** What the form holds as the server takes it: the values of the template, attachments kept with the new ones. */
export function toReportBody(
  state: Partial<ReportFormState>,
  definition: ReportTemplateDefinition,
  saved: ReportValues = {},
): ReportBody {
  const { reportItemId, ...held } = state;
  const values = normalizeReportValues(definition, held);
  for (const field of fieldsOf(definition)) {
    if (field.type !== 'attachment') continue;
    const kept = Array.isArray(saved[field.key]) ? (saved[field.key] as number[]) : [];
    values[field.key] = [...new Set([...kept, ...(values[field.key] as number[])])];
  }
  return { reportItemId: reportItemId ?? null, values };
}

/** A report in one of these holds its schedule item: a new one may be filed only after a rejection. */
const LIVE_REPORT_STATUSES: readonly ReportStatus[] = ['draft', 'submitted', 'accepted', 'rework'];

/** The status of the report that holds the item against a new one, or null when the item is free. */
export function takenBy(item: ReportItem, editingReportId: number | null): ReportStatus | null {
  if (item.reportId === null || item.reportId === editingReportId || item.reportStatus === null) return null;
  return LIVE_REPORT_STATUSES.includes(item.reportStatus) ? item.reportStatus : null;
}
