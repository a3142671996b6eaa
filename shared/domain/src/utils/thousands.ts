import { toDecimal } from './decimal';

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * The digits of a number written out in full. A plain numeric string is kept as given so that '1234.50' from a
 * numeric column keeps its trailing zero; anything else (numbers, exponents) goes through Decimal to avoid '1e+21'.
 */
function plainDigits(value: number | string): string | null {
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'string' && PLAIN_NUMBER.test(text)) return text.replace(/^\+/, '');
  return toDecimal(text)?.toFixed() ?? null;
}

/** Thousands separator every 3 digits of the integer part (specification §9); decimals kept; not a number → as is. */
export function thousands(value: number | string): string {
  const digits = plainDigits(value);
  if (digits === null) return String(value);
  const [integer = '', fraction] = digits.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
