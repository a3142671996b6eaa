/**
 * A certificate's number: `<prefix>-<year>-<sequence>`, the sequence zero-padded to the template's digits and
 * counting the prefix's certificates of that year from 1 without gaps (the server draws it from a counter row in
 * the issuing transaction). A sequence that outgrows its digits simply gets another one.
 */
export const CERT_PREFIX_PATTERN = '^[A-Z][A-Z0-9]{0,11}$';
export const CERT_DIGITS_MIN = 3;
export const CERT_DIGITS_MAX = 8;

export function certificateNumber(prefix: string, year: number, sequence: number, digits: number): string {
  if (!new RegExp(CERT_PREFIX_PATTERN).test(prefix)) throw new RangeError(`prefix ${prefix}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence}`);
  if (!Number.isInteger(digits) || digits < CERT_DIGITS_MIN || digits > CERT_DIGITS_MAX) {
    throw new RangeError(`digits ${digits}`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(digits, '0')}`;
}

/**
 * A name as the public verify page shows it: the first character kept, the rest starred, except that a name of
 * three or more characters keeps its last one too ('张三丰' → '张*丰', '张三' → '张*', 'Alice' → 'A***e').
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
