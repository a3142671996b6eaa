import { Type, type TEnum, type TSchema } from 'typebox';
import type { FieldRule, Labels } from '../forms/rules';
import { FormId, FormText } from './form-fields';
import { IsoDate, Money } from './primitives';

/**
 * One field of an entity, described once: its label, the form's rules, what a request body carries, what a
 * response says, and its empty form value. An entity's field table (`appropriationFields`…) is the one place a
 * field is added; the body and response schemas, the form schema, the empty values and the mapper between a
 * record and its form values are derived from it (below), and the server writes and reads its columns from it.
 */
export interface FieldSpec<
  Value = unknown,
  Detail extends TSchema | null = TSchema | null,
  Listed = boolean,
> {
  label: readonly [zhCN: string, enUS: string];
  /** The form's rules, run by the page as it is typed and by the server before it writes (422 under the field). */
  rules: readonly FieldRule[];
  /** The request body's schema: loose (`FormText`, `FormId`), so the rules, not the body's shape, say what is wrong. */
  body: TSchema;
  /** The response's schema; null: the response says it another way (budget line ids → the lines themselves). */
  detail: Detail;
  /** In the list's rows too, not only in the detail. */
  listed: Listed;
  /** A column of the entity's table under the same name: the server writes it from the body and reads it back. */
  column: boolean;
  /** The value of a new, empty form. */
  empty: Value;
  /** The form value of a saved record; default: the record's property of the same name. */
  fromRecord?(record: Record<string, unknown>): Value;
  /** The value as stored; default: text trimmed, anything else as sent. */
  toColumn?(value: Value): unknown;
}

export type FieldTable = Record<string, FieldSpec>;

interface FieldOptions<Listed extends boolean, Value = unknown> {
  rules?: readonly FieldRule[];
  listed?: Listed;
  /** The value as stored, when not the default (text trimmed). */
  toColumn?: (value: Value) => unknown;
  /** The request body's schema, when not the kind's loose one (a body that may leave the field out, say). */
  body?: TSchema;
}

function spec<Value, Detail extends TSchema | null, Listed extends boolean>(
  label: readonly [string, string],
  options: FieldOptions<Listed, Value>,
  rest: Pick<FieldSpec<Value, Detail>, 'body' | 'detail' | 'empty'> &
    Partial<Pick<FieldSpec<Value, Detail>, 'column' | 'fromRecord' | 'toColumn'>>,
): FieldSpec<Value, Detail, Listed> {
  return {
    label,
    rules: options.rules ?? [],
    listed: (options.listed ?? false) as Listed,
    column: true,
    ...rest,
    ...(options.toColumn ? { toColumn: options.toColumn } : {}),
    ...(options.body ? { body: options.body } : {}),
  };
}

/** A text typed in: blank when empty, trimmed when stored. */
export const textField = <const Listed extends boolean = false>(
  label: readonly [string, string],
  options: FieldOptions<Listed, string> = {},
) =>
  spec<string, ReturnType<typeof Type.String>, Listed>(label, options, {
    body: FormText,
    detail: Type.String(),
    empty: '',
  });

/** A row chosen from a list (a project, an agreement): null until chosen. */
export const idField = <const Listed extends boolean = false>(
  label: readonly [string, string],
  options: FieldOptions<Listed, number | null> = {},
) =>
  spec<number | null, ReturnType<typeof Type.Integer>, Listed>(label, options, {
    body: FormId,
    detail: Type.Integer(),
    empty: null,
  });

/** One of a fixed set of values (a type, a method): blank until chosen. */
export const choiceField = <const Value extends string, const Listed extends boolean = false>(
  label: readonly [string, string],
  values: readonly Value[],
  options: FieldOptions<Listed, Value | ''> = {},
) =>
  spec<Value | '', TEnum<Value[]>, Listed>(label, options, {
    body: FormText,
    detail: Type.Enum<Value[]>(values),
    empty: '',
  });

/** An amount of money typed as text; stored as the decimal it names (`normalize` it when stored). */
export const moneyField = <const Listed extends boolean = false>(
  label: readonly [string, string],
  normalize: (amount: string) => string,
  options: FieldOptions<Listed, string> = {},
) =>
  spec<string, typeof Money, Listed>(label, options, {
    body: FormText,
    detail: Money,
    empty: '',
    toColumn: (amount) => normalize(amount.trim()),
  });

/** A day (`YYYY-MM-DD`), picked. */
export const dateField = <const Listed extends boolean = false>(
  label: readonly [string, string],
  options: FieldOptions<Listed, string> = {},
) => spec<string, typeof IsoDate, Listed>(label, options, { body: FormText, detail: IsoDate, empty: '' });

/** A field the table spells out itself (a list of ids a response names otherwise, say). */
export const customField = <Value, Detail extends TSchema | null, const Listed extends boolean = false>(
  label: readonly [string, string],
  options: FieldOptions<Listed, Value>,
  rest: Pick<FieldSpec<Value, Detail>, 'body' | 'detail' | 'empty'> &
    Partial<Pick<FieldSpec<Value, Detail>, 'column' | 'fromRecord' | 'toColumn'>>,
) => spec<Value, Detail, Listed>(label, options, rest);

/** The form's values: each field's value type. */
export type FormValuesOf<Table extends FieldTable> = {
  -readonly [Key in keyof Table]: Table[Key] extends FieldSpec<infer Value, TSchema | null, boolean>
    ? Value
    : never;
};

export type ResponseKeys<Table extends FieldTable, Listed extends boolean> = {
  [Key in keyof Table]: Table[Key] extends FieldSpec<unknown, infer Detail, infer IsListed>
    ? Detail extends TSchema
      ? IsListed extends Listed
        ? Key
        : never
      : never
    : never;
}[keyof Table];

type ResponseProperties<Table extends FieldTable, Listed extends boolean> = {
  [Key in ResponseKeys<Table, Listed>]: Table[Key]['detail'] & TSchema;
};

/** The fields a server writes to and reads from the entity's table (every field but those with `column: false`). */
export function columnKeys<Table extends FieldTable>(table: Table): (keyof Table & string)[] {
  return Object.keys(table).filter((key) => table[key]!.column);
}

/** The fields in every list row (`listed`), or those only the detail adds. */
export function responseKeys<Table extends FieldTable, Listed extends boolean>(
  table: Table,
  listed: Listed,
): ResponseKeys<Table, Listed>[] {
  return Object.keys(table).filter(
    (key) => table[key]!.detail !== null && table[key]!.listed === listed,
  ) as ResponseKeys<Table, Listed>[];
}

/** The response schemas of the list's fields (`listed: true`) or of the detail's own (`false`). */
export function responseProperties<Table extends FieldTable, Listed extends boolean>(
  table: Table,
  listed: Listed,
): ResponseProperties<Table, Listed> {
  return Object.fromEntries(
    responseKeys(table, listed).map((key) => [key, table[key]!.detail]),
  ) as ResponseProperties<Table, Listed>;
}

/** The request body's properties: one loose schema per field. */
export function bodyProperties<Table extends FieldTable>(
  table: Table,
): { [Key in keyof Table]: Table[Key]['body'] } {
  return Object.fromEntries(Object.entries(table).map(([key, field]) => [key, field.body])) as {
    [Key in keyof Table]: Table[Key]['body'];
  };
}

/** Each field's `[zh, en]` label, for the form's messages and the pages' labels. */
export function labelsOf(table: FieldTable): Labels {
  return Object.fromEntries(Object.entries(table).map(([key, field]) => [key, field.label]));
}

/** Each field's rules (fields without rules left out), for `defineForm`. */
export function rulesOfFields<Table extends FieldTable>(
  table: Table,
): Partial<Record<keyof Table & string, readonly FieldRule[]>> {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([, field]) => field.rules.length > 0)
      .map(([key, field]) => [key, field.rules]),
  ) as Partial<Record<keyof Table & string, readonly FieldRule[]>>;
}

/** An empty value of its own (a list is copied, so no form shares it). */
const fresh = (empty: unknown) => (Array.isArray(empty) ? [...(empty as unknown[])] : empty);

/** A new form's values. */
export function emptyValues<Table extends FieldTable>(table: Table): FormValuesOf<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([key, field]) => [key, fresh(field.empty)]),
  ) as FormValuesOf<Table>;
}

/** A saved record as its form opens (an edit, a resubmission's check). */
export function valuesOfRecord<Table extends FieldTable>(
  table: Table,
  record: Record<string, unknown>,
): FormValuesOf<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([key, field]) => [
      key,
      field.fromRecord ? field.fromRecord(record) : (record[key] ?? field.empty),
    ]),
  ) as FormValuesOf<Table>;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The form's values as a request body: every field present (an empty one as its empty value), text trimmed. */
export function bodyOfValues<Table extends FieldTable>(
  table: Table,
  values: Partial<FormValuesOf<Table>>,
): FormValuesOf<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([key, field]) => [
      key,
      trimmed((values as Record<string, unknown>)[key] ?? fresh(field.empty)),
    ]),
  ) as FormValuesOf<Table>;
}

/** The checked values as the entity's table stores them (`column` fields only). */
export function columnValues<Table extends FieldTable>(
  table: Table,
  values: FormValuesOf<Table>,
): Record<string, unknown> {
  return Object.fromEntries(
    columnKeys(table).map((key) => {
      const field = table[key]!;
      const value = (values as Record<string, unknown>)[key];
      return [key, field.toColumn ? field.toColumn(value) : trimmed(value)];
    }),
  );
}
