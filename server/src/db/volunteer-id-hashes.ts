import { normalizeIdNumber } from '@pm/domain/identity';
import { asc, eq, gt } from 'drizzle-orm';
import type { FieldCipher } from '../security/field-cipher';
import type { SearchHasher } from '../security/search-hash';
import type { Executor } from './client';
import { volunteers } from './schema';

/** The column a volunteer's ID number is encrypted for (the cipher's additional data). */
export const VOLUNTEER_ID_CONTEXT = 'volunteers.id_number';

const BATCH = 1000;

/**
 * A volunteer's ID number is stored only encrypted, so `syncSearchHashes` (which hashes clear values) cannot
 * bring its hash in step after SEARCH_HASH_KEY changes: this does, from the decrypted number. Runs at every start
 * after the seed; returns how many rows it corrected. A ciphertext the configured key does not open stops the
 * start (FIELD_ENCRYPTION_KEY changed without re-encrypting).
 */
export async function syncVolunteerIdHashes(
  db: Executor,
  hash: SearchHasher,
  cipher: FieldCipher,
): Promise<number> {
  let corrected = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: volunteers.id, cipher: volunteers.idNumberCipher, hash: volunteers.idNumberHash })
      .from(volunteers)
      .where(gt(volunteers.id, after))
      .orderBy(asc(volunteers.id))
      .limit(BATCH);
    for (const row of rows) {
      let plain: string;
      try {
        plain = cipher.decrypt(row.cipher, VOLUNTEER_ID_CONTEXT);
      } catch {
        throw new Error(
          `volunteer ${row.id}: its ID number does not decrypt under FIELD_ENCRYPTION_KEY (was the key changed?)`,
        );
      }
      const wanted = hash(normalizeIdNumber(plain))!;
      if (wanted === row.hash) continue;
      await db.update(volunteers).set({ idNumberHash: wanted }).where(eq(volunteers.id, row.id));
      corrected += 1;
    }
    if (rows.length < BATCH) return corrected;
    after = rows[rows.length - 1]!.id;
  }
}
