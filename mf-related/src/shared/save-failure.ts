import type { ExistingRecordData } from '@pm/domain/shapes';
import { errorText } from '@pm/web/api';
import { formErrorsOf } from '@pm/web/ui';

/** The record a refused save clashes with, as the server's 409 names it (`data.existing`). */
export type ExistingRecord = ExistingRecordData['existing'];

/** What a refused save means for a form: messages under fields, a record it clashes with, or a plain failure. */
export type SaveFailure =
  | { kind: 'fields' }
  | { kind: 'conflict'; existing: ExistingRecord; message: string }
  | { kind: 'other'; message: string };

const isExisting = (value: unknown): value is ExistingRecord =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ExistingRecord).id === 'number' &&
  typeof (value as ExistingRecord).name === 'string';

/** Sorts a save's error: 422 with field messages, 409 naming the existing record (`data.existing`), the rest. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (formErrorsOf(error)) return { kind: 'fields' };
  const data = (error as { data?: unknown } | null)?.data;
  const existing = data && typeof data === 'object' ? (data as { existing?: unknown }).existing : undefined;
  const message = errorText(error) ?? '';
  if (isExisting(existing)) return { kind: 'conflict', existing, message };
  return { kind: 'other', message };
}
