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
