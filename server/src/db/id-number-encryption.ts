import {
  birthDateFromResidentId,
  genderFromResidentId,
  normalizeIdNumber,
  residentIdProblem,
} from '@pm/domain/identity';
import { maskIdNumber } from '@pm/domain/utils/mask';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { ID_NUMBER_PURPOSE, type FieldCipher } from '../security/field-cipher';
import { protectIdNumber } from '../security/protected-id';
import type { SearchHasher } from '../security/search-hash';
import type { Executor } from './client';
import { beneficiaries } from './schema';

const BATCH = 500;

/** What a person's ID number is stored as: ciphertext, keyed hash, masked form (lists read only these). */
export function storedIdNumber(cipher: FieldCipher, hash: SearchHasher, idNumber: string) {
  return protectIdNumber({ cipher, hash }, idNumber, ID_NUMBER_PURPOSE);
}

/** A person's ID number in the clear, for the one who may reveal it (and the start-up hash sync). */
export function decryptIdNumber(cipher: FieldCipher, stored: string | null): string {
  return stored ? cipher.decrypt(stored, ID_NUMBER_PURPOSE) : '';
}

/**
 * Encrypts every ID number still in the clear (`id_number`: rows a migration carried over, rows the demo seed
 * wrote) and clears that column; fills the ID type, birth date and gender a valid resident ID carries where they
 * are missing. Runs at every start after the seed, before the search-hash sync (the migration cannot: the key is
 * not in the database). Returns how many rows it encrypted.
 */
export async function encryptPendingIdNumbers(
  db: Executor,
  cipher: FieldCipher,
  hash: SearchHasher,
): Promise<number> {
  let encrypted = 0;
  for (;;) {
    const rows = await db
      .select({
        id: beneficiaries.id,
        type: beneficiaries.type,
        pending: beneficiaries.pendingIdNumber,
        idType: beneficiaries.idType,
        birthDate: beneficiaries.birthDate,
        gender: beneficiaries.gender,
      })
      .from(beneficiaries)
      .where(isNotNull(beneficiaries.pendingIdNumber))
      .orderBy(asc(beneficiaries.id))
      .limit(BATCH);
    for (const row of rows) {
      const number = normalizeIdNumber(row.pending!);
      if (row.type === 'company') {
        await db
          .update(beneficiaries)
          .set({ creditCode: number, idNumberMasked: maskIdNumber(number), pendingIdNumber: null })
          .where(eq(beneficiaries.id, row.id));
        continue;
      }
      const resident = residentIdProblem(number) === null;
      const idType = row.idType ?? (resident ? 'resident_id' : 'other');
      const fromId = idType === 'resident_id' && resident;
      await db
        .update(beneficiaries)
        .set({
          ...storedIdNumber(cipher, hash, number),
          idType,
          birthDate: row.birthDate ?? (fromId ? birthDateFromResidentId(number) : null),
          gender: row.gender ?? (fromId ? genderFromResidentId(number) : null),
          pendingIdNumber: null,
        })
        .where(eq(beneficiaries.id, row.id));
    }
    encrypted += rows.length;
    if (rows.length < BATCH) return encrypted;
  }
}
