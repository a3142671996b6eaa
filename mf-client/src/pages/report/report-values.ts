import {
  emptyReportValues,
  fieldsOf,
  normalizeReportValues,
  type ReportTemplateDefinition,
  type ReportValues,
} from '@pm/domain/report-templates';

/** A new report of the template: empty values, a table that needs rows starting with that many empty ones. */
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
 * Saved values as form values. Upload fields hold only the files added in this visit (the upload lists the
 * attached ones beside them); `toReportValues` adds the attached ones back, since a save unlinks any file it omits.
 */
export function formValuesOf(
  definition: ReportTemplateDefinition,
  saved: Record<string, unknown>,
): ReportValues {
  const values = normalizeReportValues(definition, saved);
  for (const field of fieldsOf(definition)) {
    if (field.type === 'attachment') values[field.key] = [];
  }
  return values;
}

/** What the form holds as the server takes it: the template's values, attached files kept with the new ones. */
export function toReportValues(
  held: Record<string, unknown>,
  definition: ReportTemplateDefinition,
  saved: Record<string, unknown> = {},
): ReportValues {
  const values = normalizeReportValues(definition, held);
  for (const field of fieldsOf(definition)) {
    if (field.type !== 'attachment') continue;
    const kept = Array.isArray(saved[field.key]) ? (saved[field.key] as number[]) : [];
    const added = Array.isArray(values[field.key]) ? (values[field.key] as number[]) : [];
    values[field.key] = [...new Set([...kept, ...added])];
  }
  return values;
}
