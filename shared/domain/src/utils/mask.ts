/** Stars the last character: what the specification asks for short ID numbers, and the fallback for odd input. */
function starLast(text: string): string {
  return text.length === 0 ? text : `${text.slice(0, -1)}*`;
}

/**
 * ID number masking (specification §5): with 8 or more characters, those from the 4th up to the third-last are
 * starred (the first 3 and the last 2 stay); shorter values get only the last character starred.
 */
export function maskIdNumber(id: string): string {
  if (id.length < 8) return starLast(id);
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 5)}${id.slice(-2)}`;
}

/**
 * Mobile masking as carriers print it: the first 3 and last 4 digits stay ('13812345678' → '138****5678').
 * Shorter than 8 characters there would be too little hidden, so it falls back to starring the last character.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return starLast(mobile);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

/**
 * Bank account masking as statements print it: the first 4 and last 4 digits stay, the rest starred in groups of
 * four ('6222021234567891234' → '6222 **** **** 1234'). Shorter than 9 characters only the last one is starred.
 */
export function maskBankAccount(accountNo: string): string {
  const digits = accountNo.replace(/\s/g, '');
  if (digits.length < 9) return starLast(digits);
  const hidden = digits.length - 8;
  const groups = Array.from({ length: Math.ceil(hidden / 4) }, (_, i) =>
    '*'.repeat(Math.min(4, hidden - i * 4)),
  );
  return [digits.slice(0, 4), ...groups, digits.slice(-4)].join(' ');
}
