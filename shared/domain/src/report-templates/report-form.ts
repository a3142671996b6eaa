import { defineForm, type FormSchema } from '../forms/form-schema';
import { CHOSEN, type FieldRule, type Labels } from '../forms/rules';
import {
  fieldsOf,
  MAX_FILES,
  MAX_TABLE_ROWS,
  type ReportField,
  type ReportTableColumn,
  type ReportTemplateDefinition,
  type ReportValues,
} from './definition';

const DEFAULT_TEXT_LENGTH = 5000;
const DEFAULT_SCALE = 2;

const numberRule = (spec: { scale?: number; min?: string; max?: string }): FieldRule => ({
  kind: 'decimal',
  scale: spec.scale ?? DEFAULT_SCALE,
  ...(spec.min ? { min: spec.min } : {}),
  ...(spec.max ? { max: spec.max } : {}),
});

function columnRules(column: ReportTableColumn): FieldRule[] {
  const required: FieldRule[] = column.required ? [{ kind: 'required' }] : [];
  if (column.type === 'number') return [...required, numberRule(column)];
  return [...required, { kind: 'maxLength', max: column.maxLength ?? DEFAULT_TEXT_LENGTH }];
}

/** The rules of one field's value. */
function fieldRules(field: ReportField): FieldRule[] {
  const required: FieldRule[] = field.required ? [{ kind: 'required' }] : [];
  switch (field.type) {
    case 'text':
      return [...required, { kind: 'maxLength', max: field.maxLength ?? DEFAULT_TEXT_LENGTH }];
    case 'number':
      return [...required, field.money ? { kind: 'amountOrZero' } : numberRule(field)];
    case 'indicator':
      return [...required, numberRule(field)];
    case 'date':
      return [...(field.required ? [CHOSEN] : []), { kind: 'date' }];
    case 'choice':
      return [
        ...(field.required ? [CHOSEN] : []),
        { kind: 'oneOf', values: (field.options ?? []).map((option) => option.value) },
      ];
    case 'table':
      return [
        { kind: 'minItems', min: Math.max(field.minRows ?? 0, field.required ? 1 : 0) },
        { kind: 'maxItems', max: field.maxRows ?? MAX_TABLE_ROWS },
      ];
    case 'attachment':
      return [
        ...(field.required ? [{ kind: 'minItems', min: 1 } as const] : []),
        { kind: 'maxItems', max: field.maxFiles ?? MAX_FILES },
      ];
  }
}

/**
 * A template version as a shared form schema: the report page's Arco rules and the server's 422 run it, with the
 * template's own labels in both languages. Table fields are list fields (`indicators[0].target`).
 */
export function reportFormOf(definition: ReportTemplateDefinition): FormSchema<ReportValues> {
  const labels: Labels = {};
  const fields: Record<string, readonly FieldRule[]> = {};
  const lists: Record<string, Record<string, readonly FieldRule[]>> = {};
  for (const field of fieldsOf(definition)) {
    labels[field.key] = [field.label.zh, field.label.en];
    fields[field.key] = fieldRules(field);
    if (field.type !== 'table') continue;
    lists[field.key] = {};
    for (const column of field.columns ?? []) {
      labels[`${field.key}.${column.key}`] = [column.label.zh, column.label.en];
      lists[field.key]![column.key] = columnRules(column);
    }
  }
  return defineForm<ReportValues>({ name: 'reportTemplate', labels, fields, lists });
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

function valueOf(field: ReportField, value: unknown): unknown {
  switch (field.type) {
    case 'table':
      return Array.isArray(value)
        ? value.map((row: unknown) =>
            Object.fromEntries(
              (field.columns ?? []).map((column) => [
                column.key,
                textOf(row && typeof row === 'object' ? (row as Record<string, unknown>)[column.key] : ''),
              ]),
            ),
          )
        : [];
    case 'attachment':
      return idsOf(value);
    default:
      return textOf(value);
  }
}

/**
 * The values a report keeps: each field of the template once, trimmed, as text (numbers too: exact decimal
 * strings), table rows with the table's columns only, attachments as file ids. Keys the template lacks are dropped.
 */
export function normalizeReportValues(
  definition: ReportTemplateDefinition,
  values: Record<string, unknown>,
): ReportValues {
  return Object.fromEntries(
    fieldsOf(definition).map((field) => [field.key, valueOf(field, values[field.key])]),
  );
}

/** An empty report of the template: what the page starts from. */
export function emptyReportValues(definition: ReportTemplateDefinition): ReportValues {
  return normalizeReportValues(definition, {});
}
