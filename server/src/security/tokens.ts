import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes: what the client holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}
