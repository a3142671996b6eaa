import { Type, type TNumberOptions } from 'typebox';

/**
 * Integers that reach the database: every id and count column is PostgreSQL `integer` (int4), so a request's
 * integer is bounded to that range here; a larger one is a 422 naming the field, never a database error (500).
 * `requireBoundedNumbers` refuses, at start-up, a route whose schema forgets the bounds.
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** The id of a row: positive, within int4. Path parameters, query filters and body references alike. */
export function Id(options: Pick<TNumberOptions, 'description' | 'examples'> = {}) {
  return Type.Integer({ ...options, minimum: 1, maximum: INT32_MAX });
}

/** The version a save was based on (optimistic lock). */
export const Version = Type.Integer({
  minimum: 1,
  maximum: INT32_MAX,
  description: 'The version the caller read; another one is a 409',
});

/** Any other integer a request carries, within int4 unless narrowed (a page size, a count, a sequence). */
export function int32(options: TNumberOptions = {}) {
  const bounded = { minimum: INT32_MIN, maximum: INT32_MAX, ...options };
  if (Number(bounded.minimum) < INT32_MIN || Number(bounded.maximum) > INT32_MAX) {
    throw new Error('int32: bounds must stay within a PostgreSQL integer');
  }
  return Type.Integer(bounded);
}
