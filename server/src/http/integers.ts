import { INT32_MAX, INT32_MIN } from '@pm/domain/shapes/integers';
import { Type, type TNumberOptions } from 'typebox';

/** Any other integer a request carries, within int4 unless narrowed (a page size, a count, a sequence). */
export function int32(options: TNumberOptions = {}) {
  const bounded = { minimum: INT32_MIN, maximum: INT32_MAX, ...options };
  if (Number(bounded.minimum) < INT32_MIN || Number(bounded.maximum) > INT32_MAX) {
    throw new Error('int32: bounds must stay within a PostgreSQL integer');
  }
  return Type.Integer(bounded);
}
