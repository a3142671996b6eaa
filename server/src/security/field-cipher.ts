import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data stored encrypted (AES-256-GCM): an ID number's column holds `v1:` and base64 of the 12-byte IV,
 * the 16-byte tag and the ciphertext. `context` (the column, `volunteers.id_number`) is bound in as associated
 * data, so a value copied into another column does not decrypt. The key (FIELD_ENCRYPTION_KEY, 32 bytes as 64 hex
 * characters) lives outside the database; development and test generate one into server/.data.
 */
export interface FieldCipher {
  encrypt(plain: string, context: string): string;
  /** Throws when the value was not made by this key for this context. */
  decrypt(stored: string, context: string): string;
}

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** 64 hexadecimal characters: the 32 bytes of an AES-256 key (`openssl rand -hex 32`). */
export const FIELD_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

export function fieldCipher(hexKey: string): FieldCipher {
  if (!FIELD_KEY_PATTERN.test(hexKey)) throw new Error('FIELD_ENCRYPTION_KEY must be 64 hex characters');
  const key = Buffer.from(hexKey, 'hex');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored, context) {
      if (!stored.startsWith(VERSION)) throw new Error('not an encrypted field value');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
