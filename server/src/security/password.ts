import {
  randomBytes,
  randomInt,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** The work factor of every hash the product makes: N = 2^15 (about 0.1 s and 32 MiB a hash). */
export const PASSWORD_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default 32 MiB ceiling is exactly too small for N = 2^15, r = 8.
  const maxmem = 256 * (options.N ?? PASSWORD_COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. `cost` is for the
 * test databases' demo accounts only (a cheaper hash makes their thousands of sign-ins fast); the product never
 * passes it.
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * What an account without a password stores (an imported user, until "reset password" gives them one): not a hash,
 * so no password matches it; sign-in checks such an account against the decoy, as an unknown name.
 */
export const NO_PASSWORD = 'none';

/** The stored hash to check a sign-in against: the account's own, or the decoy when it has none. */
export async function hashToCheck(stored: string | undefined): Promise<string> {
  return stored !== undefined && stored.startsWith('scrypt$') ? stored : decoyPasswordHash();
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/** A hash of nothing in particular: verifying against it makes an unknown user cost as much as a known one. */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

const CHARACTER_CLASSES = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnopqrstuvwxyz',
  '23456789',
  '!@#%^&*-_=+',
];

/** A random 20-character password that meets the policy (one of each class, the rest from all of them). */
export function generatePassword(length = 20): string {
  const all = CHARACTER_CLASSES.join('');
  const pick = (chars: string) => chars.charAt(randomInt(chars.length));
  const characters = [
    ...CHARACTER_CLASSES.map(pick),
    ...Array.from({ length: length - CHARACTER_CLASSES.length }, () => pick(all)),
  ];
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join('');
}
