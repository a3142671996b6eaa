import { Dec } from '../utils/decimal';

/**
 * Amounts travel as strings (numeric(18,2) in the database) and are computed with decimal.js, never with `number`
 * arithmetic (ARCHITECTURE.md "Data"). Nullable numeric columns arrive as null: an absent amount counts as zero.
 */
export type MoneyValue = string | number | null | undefined;

/** Amounts are shown and sent with 2 decimals, rounded half away from zero. */
export const MONEY_DECIMALS = 2;

function decimalOf(value: MoneyValue): Dec {
  if (value === null || value === undefined) return new Dec(0);
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return new Dec(0);
  try {
    const decimal = new Dec(text);
    if (decimal.isFinite()) return decimal;
  } catch {
    // Fall through to the error below, which names the value.
  }
  throw new Error(`Invalid amount: ${String(value)}`);
}

function fixed(decimal: Dec): string {
  return decimal.toFixed(MONEY_DECIMALS, Dec.ROUND_HALF_UP);
}

/** The amount with exactly 2 decimals ('12.5' → '12.50'). */
export function normalizeMoney(value: MoneyValue): string {
  return fixed(decimalOf(value));
}

export function addMoney(a: MoneyValue, b: MoneyValue): string {
  return fixed(decimalOf(a).plus(decimalOf(b)));
}

export function subMoney(a: MoneyValue, b: MoneyValue): string {
  return fixed(decimalOf(a).minus(decimalOf(b)));
}

/** Sums exactly and rounds once at the end, so rounding errors do not pile up over long lists. */
export function sumMoney(list: readonly MoneyValue[]): string {
  return fixed(list.reduce<Dec>((total, value) => total.plus(decimalOf(value)), new Dec(0)));
}

export function compareMoney(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  return decimalOf(a).comparedTo(decimalOf(b)) as -1 | 0 | 1;
}

/** Positive, at most 2 decimals, and within numeric(18,2) (16 integer digits): what a form may submit. */
const AMOUNT_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

export function isValidAmount(value: string): boolean {
  const text = value.trim();
  return AMOUNT_PATTERN.test(text) && new Dec(text).gt(0);
}

/**
 * `part` as a percentage of `whole` with 2 decimals, rounded half up ('33.33'): execution rates. Null when the
 * whole is zero or absent (nothing planned: no rate, not an infinite one).
 */
export function percentOf(part: MoneyValue, whole: MoneyValue): string | null {
  const base = decimalOf(whole);
  if (base.isZero()) return null;
  return decimalOf(part).times(100).div(base).toFixed(MONEY_DECIMALS, Dec.ROUND_HALF_UP);
}
