import Decimal from 'decimal.js';
import { isDeepStrictEqual } from 'node:util';
import type { Built, FuzzCase } from './cases';

/** What came back: the status and the parsed body (undefined when it is not JSON). */
export interface Outcome {
  status: number;
  json: unknown;
}

interface Wrapper {
  data: unknown;
  status: unknown;
  msg: unknown;
  code: unknown;
}

const isWrapper = (json: unknown): json is Wrapper =>
  typeof json === 'object' && json !== null && ['data', 'status', 'msg', 'code'].every((key) => key in json);

function fieldErrorsOf(data: unknown): { field: string; message: string }[] | null | 'malformed' {
  if (data === null || typeof data !== 'object' || !('errors' in data)) return null;
  const errors = (data as { errors: unknown }).errors;
  const wellFormed =
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error: unknown) =>
        typeof (error as { field?: unknown })?.field === 'string' &&
        typeof (error as { message?: unknown })?.message === 'string' &&
        (error as { message: string }).message.trim() !== '',
    );
  return wellFormed ? (errors as { field: string; message: string }[]) : 'malformed';
}

/**
 * What is wrong with an answer, if anything: a 5xx; a refusal that is not the wrapper `{data, status:'fail', msg,
 * code}` with a message; a 422 for a value the schema refuses that does not name the field; a value the schema
 * refuses that was accepted (types must not be converted).
 */
export function problemsOf(kase: FuzzCase, built: Built, outcome: Outcome): string[] {
  const { status, json } = outcome;
  if (status >= 500) return [`answered ${status}`];
  if (status >= 200 && status < 300) {
    return built.mustRefuse ? [`accepted (${status}) a request its schema refuses`] : [];
  }
  if (status < 400) return [];
  if (!isWrapper(json) || json.status !== 'fail' || typeof json.code !== 'number') {
    return [`a ${status} that is not the failure wrapper`];
  }
  if (typeof json.msg !== 'string' || json.msg.trim() === '') return [`a ${status} without a message`];
  if (status !== 422) return [];
  const errors = fieldErrorsOf(json.data);
  if (errors === 'malformed') return ['a 422 whose data.errors is not a list of {field, message}'];
  if (built.mustRefuse && kase.field && kase.part !== 'request') {
    if (!errors) return [`a 422 without data.errors naming ${kase.field} ("${json.msg}")`];
    if (!related(errors[0]!.field, kase.field)) {
      return [`a 422 naming ${errors[0]!.field} instead of ${kase.field} ("${json.msg}")`];
    }
  }
  return [];
}

/**
 * A refusal names the changed field, or a place in it (a list of nulls: its first row), or the list or object
 * holding it (a row removed: the list is now too short).
 */
function related(named: string, changed: string): boolean {
  const within = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return within(named, changed) || within(changed, named);
}

/**
 * Fields that are compared rather than stored: `version` is the optimistic lock (the one the caller read; the
 * record answers with its next version), and a list row's `id` left null asks for a new row, which gets its own.
 */
export function storedAsSent(path: readonly (string | number)[], value: unknown): boolean {
  const name = String(path[path.length - 1]);
  return name !== 'version' && !(name === 'id' && value === null) && !NEVER_READ_AS_SENT.has(name);
}

/**
 * Fields the API never answers as they were sent: an ID number reads back masked, and a blank one on an edit keeps
 * the stored number (beneficiaries.test.ts proves both), so comparing it would only ever find a difference.
 */
const NEVER_READ_AS_SENT = new Set(['idNumber']);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Whether a stored value is the value sent. Text is trimmed on the way in (the one normalisation of text, as the
 * forms trim what they check; an optional text left blank is kept as none, null), and a decimal amount is kept
 * in its two-decimal form (`1` → `1.00`); anything else must come back exactly.
 */
export function readsBack(sent: unknown, stored: unknown): boolean {
  const blank = sent === null || (typeof sent === 'string' && sent.trim() === '');
  if (blank && stored === null) return true;
  if (typeof sent === 'string' && typeof stored === 'string') {
    const trimmed = sent.trim();
    if (stored === trimmed) return true;
    return DECIMAL.test(trimmed) && DECIMAL.test(stored) && new Decimal(trimmed).eq(stored);
  }
  // JSON does not tell -0 from 0.
  if (typeof sent === 'number') return sent === stored;
  return isDeepStrictEqual(sent, stored);
}
