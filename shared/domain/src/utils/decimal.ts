import Decimal from 'decimal.js';

/**
 * A private Decimal constructor: amounts are numeric(18,2) and sums of many of them must stay exact, so we want more
 * than decimal.js's default 20 significant digits — without changing the global Decimal other code may configure.
 */
export const Dec = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -64,
  toExpPos: 64,
});
export type Dec = InstanceType<typeof Dec>;

/** A Decimal for a number or numeric string, or null when it is not a finite number. */
export function toDecimal(value: number | string): Dec | null {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  try {
    const decimal = new Dec(text);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}
