import type { Locale } from '../contracts/remote';
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
  /**
   * Rules across fields; their errors name the field they belong to. `context` carries what the rule needs from
   * outside the form (the amount still available, say): the page passes what it loaded, the server what it read
   * under lock, so both apply the same rule to the same figures.
   */
  checks?: (values: Values, context: Context) => FieldError[];
}

export function defineForm<Values, Context = undefined>(
  schema: FormSchema<Values, Context>,
): FormSchema<Values, Context> {
  return schema;
}

function fieldErrors(field: string, rules: readonly FieldRule[] | undefined, value: unknown): FieldError[] {
  for (const rule of rules ?? []) {
    const failed = checkRule(rule, value);
    if (failed) return [{ field, ...failed }];
  }
  return [];
}

/** Every error of the form: one per field at most (its first failing rule), then the cross-field checks. */
export function validateForm<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: Values,
  ...context: Context extends undefined ? [] : [Context]
): FieldError[] {
  const record = values as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [field, rules] of Object.entries(schema.fields) as [string, readonly FieldRule[]][]) {
    errors.push(...fieldErrors(field, rules, record[field]));
  }
  for (const [field, columns] of Object.entries(schema.lists ?? {}) as [
    string,
    Record<string, readonly FieldRule[]>,
  ][]) {
    const rows = Array.isArray(record[field]) ? (record[field] as Record<string, unknown>[]) : [];
    rows.forEach((row, index) => {
      for (const [column, rules] of Object.entries(columns)) {
        errors.push(...fieldErrors(`${field}[${index}].${column}`, rules, row?.[column]));
      }
    });
  }
  // Cross-field checks only speak once every field is itself valid, so a field shows one message at a time.
  if (errors.length === 0 && schema.checks) errors.push(...schema.checks(values, context[0] as Context));
  return errors;
}

/** The first error for one field (for a form item's own validator), or null. */
export function validateField<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: Values,
  field: string,
  ...context: Context extends undefined ? [] : [Context]
): FieldError | null {
  return validateForm(schema, values, ...context).find((error) => error.field === field) ?? null;
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
