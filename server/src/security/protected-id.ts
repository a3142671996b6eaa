import { normalizeIdNumber } from '@pm/domain/identity';
import { maskIdNumber } from '@pm/domain/utils/mask';
import type { FieldCipher } from './field-cipher';
import type { SearchHasher } from './search-hash';

/** What an ID number is stored as: never in clear. */
export interface ProtectedId {
  idNumberMasked: string;
  idNumberHash: string;
  idNumberCipher: string;
}

/** The keys an ID number is protected with: the search hash's and the field cipher's. */
export interface IdProtection {
  hash: SearchHasher;
  cipher: FieldCipher;
}

/**
 * An ID number as stored: masked by the specification's rule (§5) for every page, its keyed hash for exact search
 * and uniqueness, and its ciphertext bound to `context`, what it is encrypted for (`volunteers.id_number`,
 * `beneficiary.idNumber`): the one way an ID number is stored.
 */
export function protectIdNumber(protection: IdProtection, idNumber: string, context: string): ProtectedId {
  const number = normalizeIdNumber(idNumber);
  return {
    idNumberMasked: maskIdNumber(number),
    idNumberHash: protection.hash(number)!,
    idNumberCipher: protection.cipher.encrypt(number, context),
  };
}
