import type { FieldError, FormSchema } from '@pm/domain/forms';
import type { ImportType } from '@pm/domain/shapes/imports';
import type { Executor, Transaction } from '../../../db/client';
import type { IdentityServices } from '../../beneficiaries/write-guards';

/** Values as the pipeline handles them: one per form field. */
export type RowValues = Record<string, unknown>;

/** One value a choice column accepts: stored as `value`, written either way in the sheet. */
export interface Choice {
  value: string;
  zh: string;
  en: string;
  /**
   * Other texts that pick it (a code, an account). A reference's value is a record's id, which nobody types: when
   * `keys` is given, they replace the value as a text that picks the choice.
   */
  keys?: readonly string[];
}

/**
 * A column of the template, tied to a field of the type's shared form: its header is the field's label (so the
 * form's own messages name the column), its cell becomes the field's value as the page would send it.
 */
export interface ImportColumn {
  /** A form field, or `list.field` for that field of the list's first item (a partner's first contact). */
  field: string;
  width: number;
  /** text: as typed; integer: a whole number or blank (null); date: YYYY-MM-DD; choice: one of `choices`;
   * choices: several, separated by commas (stored as a list); reference: one record of `choices` (its id, a
   * number, or null when blank); references: several records (a list of ids). */
  kind: 'text' | 'integer' | 'date' | 'choice' | 'choices' | 'reference' | 'references';
  sample: string;
}

/** A row whose own rules passed, given to the type's database checks and insert. */
export interface ParsedRow {
  /** Its index among the file's data rows. */
  index: number;
  /** Its row number in the sheet. */
  row: number;
  values: RowValues;
}

/**
 * A row's problem the database found (a duplicate, a reference that does not exist): the field it concerns and
 * its server text key, given `label` (the column's header in the caller's language), `row`, `params` and `texts`.
 */
export interface RowProblem {
  index: number;
  field: string;
  key: string;
  row?: number;
  params?: Record<string, string | number>;
  /** Parameters that are themselves server text keys (a status), named in the caller's language. */
  texts?: Record<string, string>;
}

export interface ImportServices extends IdentityServices {
  actorId: number;
  /** The importer is an administrator (who may give any right, as on the type's create page). */
  actorIsAdmin: boolean;
}

/** What one import type is: its form, its columns, where its choices come from, its checks and insert. */
export interface ImportDefinition {
  type: ImportType;
  /** The code the type's create route needs besides `import` (the importer creates only what they could by hand). */
  permission?: string;
  form: FormSchema<RowValues, unknown>;
  /** The form's context for a new record today (what the page passes when creating). */
  context: (today: string) => unknown;
  columns: readonly ImportColumn[];
  /** A new record's values (the form's empty values), which the row's cells fill. */
  empty: () => RowValues;
  /** Each choice column's allowed values (fixed lists and dictionaries). */
  choices: (db: Executor) => Promise<Record<string, readonly Choice[]>>;
  /** What only the database knows, for every row at once (a few queries, never one per row). */
  problems: (db: Executor, rows: readonly ParsedRow[], services: ImportServices) => Promise<RowProblem[]>;
  /** Inserts checked rows (a batch) as the normal create path writes them; returns how many. */
  insert: (tx: Transaction, rows: readonly ParsedRow[], services: ImportServices) => Promise<number>;
}

/** Splits rows into batches of `size` for multi-row statements. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Duplicates of a key within the file (each after the first names the first's row) and against the keys the
 * database already holds.
 */
export function duplicateProblems(
  rows: readonly ParsedRow[],
  field: string,
  keyOf: (row: ParsedRow) => string | null,
  existing: ReadonlySet<string>,
): RowProblem[] {
  const first = new Map<string, ParsedRow>();
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    if (existing.has(key)) {
      problems.push({ index: row.index, field, key: 'import.duplicateExisting' });
      continue;
    }
    const earlier = first.get(key);
    if (earlier) problems.push({ index: row.index, field, key: 'import.duplicateInFile', row: earlier.row });
    else first.set(key, row);
  }
  return problems;
}

export type { FieldError };
