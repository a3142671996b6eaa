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

/**
 * An amount written as plain digits (what the database and the forms send: '-1234.5', '0.00') as an exact integer
 * of units of 10^-scale. Sums, differences and comparisons of these are integer arithmetic: exact like decimal.js,
 * and many times cheaper (a list page computes hundreds of balances). Any other form (an exponent, a number) goes
 * through decimal.js.
 */
interface Exact {
  units: bigint;
  scale: number;
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
const ZERO: Exact = { units: 0n, scale: 0 };

function exactOf(value: MoneyValue): Exact | null {
  if (value === null || value === undefined) return ZERO;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return ZERO;
  const match = PLAIN.exec(text);
  if (!match) return null;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

const TEN = 10n;
const scaled = (exact: Exact, scale: number) => exact.units * TEN ** BigInt(scale - exact.scale);

/** Every value as units of one common scale; null when one is not plain digits. */
function aligned(values: readonly MoneyValue[]): { units: bigint[]; scale: number } | null {
  const exact: Exact[] = [];
  let scale = 0;
  for (const value of values) {
    const one = exactOf(value);
    if (one === null) return null;
    exact.push(one);
    if (one.scale > scale) scale = one.scale;
  }
  return { units: exact.map((one) => scaled(one, scale)), scale };
}

/** As `fixed`: 2 decimals, half away from zero, and '-0.00' for a negative amount that rounds to zero. */
function fixedExact(units: bigint, scale: number): string {
  const negative = units < 0n;
  let magnitude = negative ? -units : units;
  if (scale <= MONEY_DECIMALS) magnitude *= TEN ** BigInt(MONEY_DECIMALS - scale);
  else {
    const divisor = TEN ** BigInt(scale - MONEY_DECIMALS);
    const rest = magnitude % divisor;
    magnitude /= divisor;
    if (rest * 2n >= divisor) magnitude += 1n;
  }
  const digits = magnitude.toString().padStart(MONEY_DECIMALS + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -MONEY_DECIMALS)}.${digits.slice(-MONEY_DECIMALS)}`;
}

/** The amount with exactly 2 decimals ('12.5' → '12.50'). */
export function normalizeMoney(value: MoneyValue): string {
  const exact = exactOf(value);
  return exact ? fixedExact(exact.units, exact.scale) : fixed(decimalOf(value));
}

export function addMoney(a: MoneyValue, b: MoneyValue): string {
  const both = aligned([a, b]);
  if (both) return fixedExact(both.units[0]! + both.units[1]!, both.scale);
  return fixed(decimalOf(a).plus(decimalOf(b)));
}

export function subMoney(a: MoneyValue, b: MoneyValue): string {
  const both = aligned([a, b]);
  if (both) return fixedExact(both.units[0]! - both.units[1]!, both.scale);
  return fixed(decimalOf(a).minus(decimalOf(b)));
}

/** Sums exactly and rounds once at the end, so rounding errors do not pile up over long lists. */
export function sumMoney(list: readonly MoneyValue[]): string {
  const all = aligned(list);
  if (all)
    return fixedExact(
      all.units.reduce((total, units) => total + units, 0n),
      all.scale,
    );
  return fixed(list.reduce<Dec>((total, value) => total.plus(decimalOf(value)), new Dec(0)));
}

export function compareMoney(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  const both = aligned([a, b]);
  if (both) {
    const [x, y] = both.units as [bigint, bigint];
    return x < y ? -1 : x > y ? 1 : 0;
  }
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
