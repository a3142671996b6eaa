import type { Locale } from '@pm/domain/contracts/locale';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { importTexts } from '../../texts/imports';
import type { ReadCell } from '../../workbook/reader';
import type { Choice, ImportColumn, ImportDefinition, RowValues } from './types/definition';

/** The header of the column a fresh error file adds (and a re-uploaded one carries): ignored when read. */
const EXTRA_HEADERS = new Set(
  [...importTexts['import.errorColumn']!, ...importTexts['import.rowColumn']!].map((text) =>
    text.toLowerCase(),
  ),
);

export const isExtraHeader = (header: string) => EXTRA_HEADERS.has(header.trim().toLowerCase());

/** A column's header in a language: its form field's label, so the form's messages name the column. */
export function headerOf(definition: ImportDefinition, column: ImportColumn, locale: Locale): string {
  const [zh, en] = definition.form.labels[column.field] ?? [column.field, column.field];
  return locale === 'en-US' ? en : zh;
}

const bad = (message: string) => new AppError(400, message);

/**
 * Where each of the type's columns is in the sheet (headers in either language, in any order): 400 naming the
 * columns missing, unknown or repeated. The error column of an error file is ignored, so a fixed one re-imports.
 */
export function columnPositions(
  request: FastifyRequest,
  definition: ImportDefinition,
  header: readonly string[],
): number[] {
  const byHeader = new Map<string, number>();
  definition.columns.forEach((column, index) => {
    for (const text of definition.form.labels[column.field] ?? []) byHeader.set(text.toLowerCase(), index);
  });
  const positions: number[] = definition.columns.map(() => -1);
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((text, position) => {
    if (text === '' || isExtraHeader(text)) return;
    const index = byHeader.get(text.toLowerCase());
    if (index === undefined) unknown.push(text);
    else if (positions[index] !== -1) repeated.push(text);
    else positions[index] = position;
  });
  const separator = request.t('import.listSeparator');
  const locale = requestLocale(request);
  const list = (texts: string[]) => texts.map((text) => text.slice(0, 40)).join(separator);
  if (unknown.length > 0)
    throw bad(request.t('import.headerUnknown', { columns: list(unknown.slice(0, 10)) }));
  if (repeated.length > 0) throw bad(request.t('import.headerRepeated', { columns: list(repeated) }));
  const missing = definition.columns
    .filter((_, index) => positions[index] === -1)
    .map((column) => headerOf(definition, column, locale));
  if (missing.length > 0) throw bad(request.t('import.headerMissing', { columns: list(missing) }));
  return positions;
}

/**
 * Finds a choice by its stored value (or its `keys`) or its name in either language. A text two choices share
 * (two departments of one name) picks neither: the row names the column and its value instead of guessing.
 */
function choiceIndex(choices: readonly Choice[]): Map<string, string> {
  const index = new Map<string, string>();
  const shared = new Set<string>();
  for (const choice of choices) {
    for (const text of [...(choice.keys ?? [choice.value]), choice.zh, choice.en]) {
      const key = text.trim().toLowerCase();
      if (key === '') continue;
      const earlier = index.get(key);
      if (earlier !== undefined && earlier !== choice.value) shared.add(key);
      index.set(key, choice.value);
    }
  }
  for (const key of shared) index.delete(key);
  return index;
}

export type ChoiceIndex = Record<string, Map<string, string>>;

export const choiceIndexes = (choices: Record<string, readonly Choice[]>): ChoiceIndex =>
  Object.fromEntries(Object.entries(choices).map(([field, list]) => [field, choiceIndex(list)]));

/** `2000/1/2`, `2000.1.2` → `2000-01-02`; anything else as typed (the form's date rule judges it). */
function dateValue(text: string): string {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : text;
}

/** A multi-value cell's parts: separated by commas (either width), 、 or semicolons. */
const splitList = (cell: string) =>
  cell
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A problem a cell has before the form sees it: a formula, a value outside the column's list. */
export interface CellProblem {
  field: string;
  key: 'import.formula' | 'import.unknownChoice';
  value?: string;
}

/** Sets a form field, or (`list.field`) that field of the list's first item, which `empty()` provides. */
function setValue(values: RowValues, field: string, value: unknown) {
  const [list, item] = field.split('.');
  if (item === undefined) values[field] = value;
  else (values[list!] as Record<string, unknown>[])[0]![item] = value;
}

/** A row's cells as the form's values (what the page would send), and the cells' own problems. */
export function rowValues(
  definition: ImportDefinition,
  positions: readonly number[],
  cells: readonly ReadCell[],
  choices: ChoiceIndex,
): { values: RowValues; problems: CellProblem[] } {
  const values = definition.empty();
  const problems: CellProblem[] = [];
  definition.columns.forEach((column, index) => {
    const cell = cells[positions[index]!] ?? '';
    if (typeof cell !== 'string') {
      problems.push({ field: column.field, key: 'import.formula' });
      return;
    }
    const pick = (text: string) => {
      const value = choices[column.field]?.get(text.toLowerCase());
      if (value === undefined)
        problems.push({ field: column.field, key: 'import.unknownChoice', value: text });
      return value ?? '';
    };
    const set = (value: unknown) => setValue(values, column.field, value);
    switch (column.kind) {
      case 'text':
        set(cell);
        break;
      case 'integer':
        set(cell === '' ? null : /^-?\d{1,9}$/.test(cell) ? Number(cell) : cell);
        break;
      case 'date':
        set(dateValue(cell));
        break;
      case 'choice':
        set(cell === '' ? '' : pick(cell));
        break;
      case 'choices':
        // A value written twice is the value once (the create path refuses a repeated one).
        set([...new Set(splitList(cell).map(pick))]);
        break;
      case 'reference': {
        const value = cell === '' ? '' : pick(cell);
        set(value === '' ? null : Number(value));
        break;
      }
      case 'references':
        set([
          ...new Set(
            splitList(cell)
              .map(pick)
              .filter((value) => value !== '')
              .map(Number),
          ),
        ]);
        break;
    }
  });
  return { values, problems };
}
