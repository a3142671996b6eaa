import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { localSearchHashKey } from './search-hash';

/**
 * Personal data at rest (a person's ID number): AES-256-GCM under FIELD_ENCRYPTION_KEY, which lives outside the
 * database. Each value gets its own random 96-bit IV; the stored text is `v1.<iv>.<tag>.<ciphertext>` (base64url),
 * and the purpose (`beneficiary.idNumber`) is bound in as additional data, so a value copied into another column
 * does not decrypt there.
 */
export interface FieldCipher {
  encrypt(plain: string, purpose: string): string;
  /** Throws on a value not made by `encrypt` with this key and purpose (tampered, another key). */
  decrypt(stored: string, purpose: string): string;
}

const VERSION = 'v1';

/** The key: 64 hex digits (`openssl rand -hex 32`), i.e. 32 bytes. */
export const FIELD_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

export function isEncrypted(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

export function fieldCipher(hexKey: string): FieldCipher {
  if (!FIELD_KEY_PATTERN.test(hexKey)) throw new Error('The field encryption key must be 64 hex digits');
  const key = Buffer.from(hexKey, 'hex');
  return {
    encrypt(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored, purpose) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key of development and test: generated once into `file` (32 random bytes, hex) and read from it after
 * that, exactly as the search-hash key is (two processes starting at once agree on one key).
 */
export function localFieldEncryptionKey(file: string): string {
  return localSearchHashKey(file);
}

/** What a person's ID number is encrypted for (the additional data). */
export const ID_NUMBER_PURPOSE = 'beneficiary.idNumber';
