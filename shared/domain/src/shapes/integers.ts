import { Type, type TNumberOptions } from 'typebox';

/**
 * Integers that reach the database: every id and count column is PostgreSQL `integer` (int4), so a request's
 * integer is bounded to that range here; a larger one is a 422 naming the field, never a database error (500).
 * The server's `requireBoundedNumbers` refuses, at start-up, a route whose schema forgets the bounds.
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
