import type { Locale } from '../contracts/locale';
import { checkRule, formatFieldError, type FieldError, type FieldRule, type Labels } from './rules';

/**
 * One form's rules, shared by the page (Arco Form rules) and the server (422 with the same messages): the rules of
 * each field, the rules of each field of each row of a list field, and checks across fields.
 */
export interface FormSchema<Values, Context = undefined> {
  /** The form's name, for messages and tests. */
  name: string;
  labels: Labels;
  fields: Partial<Record<keyof Values & string, readonly FieldRule[]>>;
  /** List fields: the rules of each row's fields (`instalments: { amount: [...] }`). */
  lists?: Partial<Record<keyof Values & string, Record<string, readonly FieldRule[]>>>;
  /** Rules across fields, each run once the fields it reads pass their own rules. */
  checks?: readonly CrossCheck<Values, Context>[];
}

/**
 * A rule across fields; its errors name the field they belong to. `context` carries what the rule needs from
 * outside the form (the amount still available, say): the page passes what it loaded, the server what it read
 * under lock, so both apply the same rule to the same figures.
 */
export interface CrossCheck<Values, Context = undefined> {
  /**
   * The fields it reads (a list field: every row): it speaks once these pass their own rules — the end date's
   * order as soon as both dates are valid, whatever else the form still lacks — and never sees a malformed value.
   */
  uses: readonly (keyof Values & string)[];
  run: (values: Values, context: Context) => FieldError[];
}

export function defineForm<Values, Context = undefined>(
  schema: FormSchema<Values, Context>,
): FormSchema<Values, Context> {
  return schema;
}

function firstFailure(
  field: string,
  rules: readonly FieldRule[] | undefined,
  value: unknown,
): FieldError | null {
  for (const rule of rules ?? []) {
    const failed = checkRule(rule, value);
    if (failed) return { field, ...failed };
  }
  return null;
}

const listRows = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** Each field's first failing rule, then each list row's; lazily, so a caller may stop at the first. */
function* ruleErrors<Values, Context>(
  schema: FormSchema<Values, Context>,
  record: Record<string, unknown>,
): Generator<FieldError> {
  for (const [field, rules] of Object.entries(schema.fields) as [string, readonly FieldRule[]][]) {
    const error = firstFailure(field, rules, record[field]);
    if (error) yield error;
  }
  for (const [field, columns] of Object.entries(schema.lists ?? {}) as [
    string,
    Record<string, readonly FieldRule[]>,
  ][]) {
    for (const [index, row] of listRows(record[field]).entries()) {
      for (const [column, rules] of Object.entries(columns)) {
        const error = firstFailure(`${field}[${index}].${column}`, rules, row?.[column]);
        if (error) yield error;
      }
    }
  }
}

/** Every error of the form: one per field at most (its first failing rule), then the cross-field checks. */
export function validateForm<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: Values,
  ...context: Context extends undefined ? [] : [Context]
): FieldError[] {
  const errors = [...ruleErrors(schema, values as Record<string, unknown>)];
  const failing = new Set(errors.map((error) => rootOf(error.field)));
  for (const check of schema.checks ?? []) {
    if (check.uses.some((field) => failing.has(field))) continue;
    // A field shows one message at a time: its own rule's before any check's.
    errors.push(...check.run(values, context[0] as Context).filter((error) => !failing.has(error.field)));
  }
  return errors;
}

/** `instalments[1].amount` → `instalments`. */
const rootOf = (field: string) => field.replace(/\[.*$/, '');

const ROW_FIELD = /^([^[\].]+)\[(\d+)\]\.(.+)$/;

/** The rules of one field; a list row's field (`instalments[1].amount`) takes its column's rules. */
export function rulesOf<Values, Context>(
  schema: FormSchema<Values, Context>,
  field: string,
): readonly FieldRule[] {
  const row = ROW_FIELD.exec(field);
  if (!row) return schema.fields[field as keyof Values & string] ?? [];
  const columns = schema.lists?.[row[1] as keyof Values & string] as
    Record<string, readonly FieldRule[]> | undefined;
  return columns?.[row[3]!] ?? [];
}

/** The field's own first failing rule, as validateForm reports it (a row it does not have reports nothing). */
function ownError<Values, Context>(
  schema: FormSchema<Values, Context>,
  record: Record<string, unknown>,
  field: string,
): FieldError | null {
  const rules = rulesOf(schema, field);
  const row = ROW_FIELD.exec(field);
  if (!row) return firstFailure(field, rules, record[field]);
  const rows = listRows(record[row[1]!]);
  const index = Number(row[2]);
  return index < rows.length ? firstFailure(field, rules, rows[index]?.[row[3]!]) : null;
}

/** Whether a field (a list field: its own rules and every row's) passes its own rules. */
function fieldPasses<Values, Context>(
  schema: FormSchema<Values, Context>,
  record: Record<string, unknown>,
  field: string,
): boolean {
  if (firstFailure(field, schema.fields[field as keyof Values & string], record[field])) return false;
  const columns = schema.lists?.[field as keyof Values & string] as
    Record<string, readonly FieldRule[]> | undefined;
  if (!columns) return true;
  return listRows(record[field]).every((row) =>
    Object.entries(columns).every(([column, rules]) => !firstFailure(field, rules, row?.[column])),
  );
}

/**
 * The first error for one field (for a form item's own validator), or null: what validateForm reports for it,
 * reading only the fields its rules and checks need (a form's validate() asks this of every field).
 */
export function validateField<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: Values,
  field: string,
  ...context: Context extends undefined ? [] : [Context]
): FieldError | null {
  const record = values as Record<string, unknown>;
  const own = ownError(schema, record, field);
  if (own) return own;
  if (!fieldPasses(schema, record, rootOf(field))) return null;
  for (const check of schema.checks ?? []) {
    if (!check.uses.every((used) => fieldPasses(schema, record, used))) continue;
    const flagged = check.run(values, context[0] as Context).find((error) => error.field === field);
    if (flagged) return flagged;
  }
  return null;
}

export function formErrorMessages<Values, Context>(
  schema: FormSchema<Values, Context>,
  errors: FieldError[],
  locale: Locale,
): { field: string; message: string }[] {
  return errors.map((error) => ({
    field: error.field,
    message: formatFieldError(error, schema.labels, locale),
  }));
}
