const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-digit resident ID number (GB 11643) with a correct check character. */
export function residentIdNumber(areaCode: string, birthDate: string, sequence: number): string {
  const body = `${areaCode}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (ID_WEIGHTS[index] ?? 0), 0);
  return body + ID_CHECK.charAt(sum % 11);
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** An 18-character unified social credit code (GB 32100) with a correct check character. */
export function creditCode(kind: string, areaCode: string, organisationCode: string): string {
  const body = `${kind}${areaCode}${organisationCode}`;
  const sum = [...body].reduce(
    (total, char, index) => total + CREDIT_CHARS.indexOf(char) * (CREDIT_WEIGHTS[index] ?? 0),
    0,
  );
  return body + CREDIT_CHARS.charAt((31 - (sum % 31)) % 31);
}
