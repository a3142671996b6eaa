import { Dec } from '../utils/decimal';

/**
 * Amounts travel as strings (numeric(18,2) columns in the database, at most MAX_AMOUNT each) and are computed with decimal.js, never with `number`
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

/**
 * The largest amount any single money field accepts: 1 000 000 000 000.00 (一万亿). A foundation's largest single
 * amount (a project, agreement, payment or expense) is orders of magnitude below it, and a column of
 * numeric(18,2) holds 9 999 of them before a sum of that type would overflow; sums are never computed in that
 * type anyway (they are unbounded numeric in the database and decimal here).
 */
export const MAX_AMOUNT = '1000000000000.00';

/** Why a typed amount is not one a form may submit, as a person would fix it: the first that applies. */
export type AmountProblem = 'notANumber' | 'negative' | 'decimals' | 'tooLarge' | 'zero';

/** Digits with optional decimals and sign: anything else (an exponent, a separator, a letter) is no number. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * What is wrong with an amount as typed (`'-1000'` is negative, `'1234.567'` has too many decimals, 20 digits are
 * above the maximum), or null when a form may submit it. Zero passes only when `zeroAllowed`.
 */
export function amountProblem(value: string, { zeroAllowed = false } = {}): AmountProblem | null {
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return 'notANumber';
  const amount = new Dec(text);
  if (amount.isNegative() && !amount.isZero()) return 'negative';
  if ((text.split('.')[1]?.length ?? 0) > MONEY_DECIMALS) return 'decimals';
  if (amount.gt(MAX_AMOUNT)) return 'tooLarge';
  if (amount.isZero() && !zeroAllowed) return 'zero';
  return null;
}

/** Positive, at most 2 decimals, not above MAX_AMOUNT: what a form may submit. */
export function isValidAmount(value: string): boolean {
  return amountProblem(value) === null;
}

/**
 * An amount as it is being typed ('12.', '', a stray letter) for a running total: the text when it is digits with
 * at most 2 decimals (a trailing dot allowed), else null, which sums count as zero. Never throws.
 */
export function amountSoFar(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d+(\.\d{0,2})?$/.test(text) ? text : null;
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
