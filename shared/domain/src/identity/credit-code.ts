/**
 * Unified social credit codes (GB 32100-2015): registering authority (1 character), organisation kind (1),
 * area code (6 digits), organisation code (9) and a check character (ISO 7064 MOD 31-3) over a 31-character
 * alphabet that leaves out I, O, S, V and Z.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export type CreditCodeProblem = 'format' | 'checkCharacter';

/** The check character the first 17 characters call for. */
export function creditCodeCheckCharacter(body: string): string {
  const sum = [...body.slice(0, 17)].reduce(
    (total, char, index) => total + ALPHABET.indexOf(char) * WEIGHTS[index]!,
    0,
  );
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** An 18-character code with a correct check character (seed data and tests). */
export function creditCode(kind: string, areaCode: string, organisationCode: string): string {
  const body = `${kind}${areaCode}${organisationCode}`;
  return body + creditCodeCheckCharacter(body);
}

/** Spaces and hyphens dropped, letters raised. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** What a credit code is wrong by, or null when it is well formed with the right check character. */
export function creditCodeProblem(value: string): CreditCodeProblem | null {
  const code = normalizeCreditCode(value);
  if (!SHAPE.test(code)) return 'format';
  return creditCodeCheckCharacter(code) === code.charAt(17) ? null : 'checkCharacter';
}
