import { randomInt } from 'node:crypto';

// Look-alikes (0/O, 1/l/I) are left out: an administrator reads the password to its owner.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '@#$%&*+=?!';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;
const LENGTH = 12;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * A random password that satisfies the password policy (one of each kind of character, the rest from all kinds),
 * for a new user or a reset: shown once to the administrator, and the user must change it at the next sign-in.
 */
export function oneTimePassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  for (let index = chars.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [chars[index], chars[other]] = [chars[other]!, chars[index]!];
  }
  return chars.join('');
}
