/**
 * Resident ID numbers (GB 11643-1999): 6-digit area code, 8-digit birth date, 3-digit sequence (odd for men, even
 * for women) and a check character computed over the first 17 digits (ISO 7064 MOD 11-2).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** What a resident ID number is wrong by, or null when it is a well-formed number. */
export type ResidentIdProblem = 'format' | 'birthDate' | 'checkDigit';

/** The check character the first 17 digits call for. */
export function residentIdCheckCharacter(body: string): string {
  const sum = [...body.slice(0, 17)].reduce(
    (total, digit, index) => total + Number(digit) * WEIGHTS[index]!,
    0,
  );
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** An 18-character number with a correct check character (seed data and tests). */
export function residentIdNumber(areaCode: string, birthDate: string, sequence: number): string {
  const body = `${areaCode}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return body + residentIdCheckCharacter(body);
}

/** Spaces and hyphens dropped, a lower-case x raised: what people type and what is stored compare alike. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The birth date a resident ID number carries, as `YYYY-MM-DD`; null when it holds no real date. */
export function birthDateFromResidentId(value: string): string | null {
  const id = normalizeIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(id)) return null;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || !isCalendarDate(year, month, day)) return null;
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** 'male' for an odd sequence digit, 'female' for an even one; null for a malformed number. */
export function genderFromResidentId(value: string): 'male' | 'female' | null {
  const id = normalizeIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(id)) return null;
  return Number(id.charAt(16)) % 2 === 1 ? 'male' : 'female';
}

/**
 * Checks a resident ID number: 17 digits and a digit or X, a real birth date (not after `today` when given,
 * `YYYY-MM-DD`), and the right check character.
 */
export function residentIdProblem(value: string, today?: string): ResidentIdProblem | null {
  const id = normalizeIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const birthDate = birthDateFromResidentId(id);
  if (birthDate === null || (today !== undefined && birthDate > today)) return 'birthDate';
  return residentIdCheckCharacter(id) === id.charAt(17) ? null : 'checkDigit';
}
