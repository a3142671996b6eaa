import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Masked fields (ID numbers, mobiles, bank accounts) are searched only by their exact value: each is stored beside
 * its keyed hash, and a keyword is compared by its own hash. A substring search over the clear value would let
 * anyone who sees `530*************13` walk to the full number one digit at a time; a plain hash would let anyone
 * with a copy of the database try every mobile number. The key lives outside the database.
 */
export type SearchHasher = (value: string | null | undefined) => string | null;

/** What is typed and what is stored compare alike: no spaces or hyphens, letters upper case (an ID's X). */
export function normalizeMasked(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** HMAC-SHA256 of the normalised value, hex; null for a blank value (nothing to find it by). */
export function searchHasher(key: string): SearchHasher {
  return (value) => {
    const normalized = normalizeMasked(value ?? '');
    return normalized === '' ? null : createHmac('sha256', key).update(normalized).digest('hex');
  };
}

/** At least 32 characters (e.g. `openssl rand -hex 32`): 128 bits and more of key, whatever its alphabet. */
export const SEARCH_HASH_KEY_MIN_LENGTH = 32;

/**
 * The key of development and test: generated once into `file` and read from it after that, so hashes written
 * by one start are found by the next. Created under a temporary name and linked into place, so two processes
 * starting at once agree on one key.
 */
export function localSearchHashKey(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
