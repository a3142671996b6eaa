import { formErrorMessages, validateForm } from '@pm/domain/forms';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { requestLocale } from '../../http/locale';
import { businessDate } from '../../records/today';
import type { ReadSheet } from '../../workbook/reader';
import { choiceIndexes, columnPositions, rowValues } from './columns';
import type { ImportDefinition, ImportServices, ParsedRow } from './types/definition';

/** Every data row of the file with its messages (none: the row is valid). */
export interface Evaluation {
  rows: { row: number; messages: string[] }[];
  valid: ParsedRow[];
  invalid: number;
}

/** Reports progress (0..100 of the evaluation) every this many rows. */
const PROGRESS_EVERY = 500;

/**
 * The dry run: each row through the type's shared form (the create page's rules, its messages naming the column
 * in the caller's language), its choices (dictionaries, fixed lists), then what only the database knows
 * (duplicates within the file and against saved records) for all rows at once. The commit runs it again.
 */
export async function evaluate(
  db: Executor,
  request: FastifyRequest,
  definition: ImportDefinition,
  sheet: ReadSheet,
  services: ImportServices,
  onProgress: (percent: number) => Promise<void>,
): Promise<Evaluation> {
  const locale = requestLocale(request);
  const positions = columnPositions(request, definition, sheet.header);
  const choices = choiceIndexes(await definition.choices(db));
  const context = definition.context(businessDate());
  const labelOf = (field: string) => {
    const [zh, en] = definition.form.labels[field] ?? [field, field];
    return locale === 'en-US' ? en : zh;
  };
  const results: Evaluation['rows'] = [];
  const parsed: ParsedRow[] = [];
  for (const [index, { row, cells }] of sheet.rows.entries()) {
    const { values, problems } = rowValues(definition, positions, cells, choices);
    const seen = new Set(problems.map((problem) => problem.field));
    const messages = problems.map((problem) =>
      request.t(problem.key, { label: labelOf(problem.field), value: (problem.value ?? '').slice(0, 40) }),
    );
    const errors = validateForm(definition.form, values, context as never).filter(
      (error) => !seen.has(error.field),
    );
    messages.push(...formErrorMessages(definition.form, errors, locale).map((error) => error.message));
    results.push({ row, messages });
    if (messages.length === 0) parsed.push({ index, row, values });
    if ((index + 1) % PROGRESS_EVERY === 0)
      await onProgress(Math.floor(((index + 1) / sheet.rows.length) * 90));
  }
  for (const problem of await definition.problems(db, parsed, services)) {
    results[problem.index]!.messages.push(
      request.t(problem.key, {
        label: labelOf(problem.field),
        row: problem.row ?? 0,
        value: (problem.value ?? '').slice(0, 40),
      }),
    );
  }
  const valid = parsed.filter((row) => results[row.index]!.messages.length === 0);
  await onProgress(95);
  return { rows: results, valid, invalid: results.length - valid.length };
}
