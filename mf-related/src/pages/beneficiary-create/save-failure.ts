import type { BeneficiaryRef } from '@pm/domain/shapes';
import { errorText } from '@pm/web/api';
import { formErrorsOf } from '@pm/web/ui';

/** What a refused save means for the page: messages under fields, a record it clashes with, or a plain failure. */
export type SaveFailure =
  | { kind: 'fields' }
  | { kind: 'conflict'; existing: BeneficiaryRef; message: string }
  | { kind: 'other'; message: string };

const isRef = (value: unknown): value is BeneficiaryRef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as BeneficiaryRef).id === 'number' &&
  typeof (value as BeneficiaryRef).name === 'string' &&
  ((value as BeneficiaryRef).type === 'person' || (value as BeneficiaryRef).type === 'company');

/** Sorts a save's error: 422 with field messages, 409 naming the existing record (`data.existing`), the rest. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (formErrorsOf(error)) return { kind: 'fields' };
  const data = (error as { data?: unknown } | null)?.data;
  const existing = data && typeof data === 'object' ? (data as { existing?: unknown }).existing : undefined;
  const message = errorText(error) ?? '';
  if (isRef(existing)) return { kind: 'conflict', existing, message };
  return { kind: 'other', message };
}
