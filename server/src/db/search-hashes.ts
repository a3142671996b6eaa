import { asc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldCipher } from '../security/field-cipher';
import type { SearchHasher } from '../security/search-hash';
import type { Executor } from './client';
import { decryptIdNumber } from './id-number-encryption';
import { beneficiaries, partnerContacts, partners, users, volunteers } from './schema';

interface MaskedTable {
  table: PgTable;
  id: AnyPgColumn;
  /**
   * Each masked column and the column of its search hash; `encrypted`: the column holds the value encrypted
   * (security/field-cipher.ts), so the sync decrypts it to hash it.
   */
  fields: readonly (readonly [value: AnyPgColumn, hash: AnyPgColumn, stored?: 'encrypted'])[];
}

/**
 * Every masked field, with the hash it is searched by. A write that sets one of these values sets its hash in the
 * same statement (`app.searchHash`); `syncSearchHashes` brings any row that missed it back in step at start-up.
 */
export const MASKED_FIELDS: readonly MaskedTable[] = [
  {
    table: beneficiaries,
    id: beneficiaries.id,
    fields: [
      [beneficiaries.idNumberCipher, beneficiaries.idNumberHash, 'encrypted'],
      [beneficiaries.mobile, beneficiaries.mobileHash],
      [beneficiaries.bankAccountNo, beneficiaries.bankAccountNoHash],
    ],
  },
  { table: users, id: users.id, fields: [[users.mobile, users.mobileHash]] },
  { table: partners, id: partners.id, fields: [[partners.mobile, partners.mobileHash]] },
  {
    table: partnerContacts,
    id: partnerContacts.id,
    fields: [[partnerContacts.mobile, partnerContacts.mobileHash]],
  },
  { table: volunteers, id: volunteers.id, fields: [[volunteers.mobile, volunteers.mobileHash]] },
];

/** Rows are read and written this many at a time: 100 000 beneficiaries never sit in memory at once. */
const BATCH = 1000;

type Row = Record<string, unknown> & { id: number };

/** The rows of one batch whose hashes differ from what `hash` makes of their values, with the right hashes. */
function staleRows(
  { fields }: MaskedTable,
  rows: Row[],
  hash: SearchHasher,
  cipher: FieldCipher,
): (string | null)[][] {
  return rows.flatMap((row) => {
    const wanted = fields.map(([, , stored], index) => {
      const value = row[`v${index}`] as string | null;
      return hash(stored === 'encrypted' ? decryptIdNumber(cipher, value) : value);
    });
    const stale = wanted.some((value, index) => value !== row[`h${index}`]);
    return stale ? [[String(row.id), ...wanted]] : [];
  });
}

function updateHashes({ table, id, fields }: MaskedTable, rows: (string | null)[][]): SQL {
  const name = sql.identifier(getTableName(table));
  const hashes = fields.map((_, index) => sql.identifier(`h${index}`));
  const assignments = fields.map(
    ([, hash], index) => sql`${sql.identifier(hash.name)} = data.${hashes[index]!}`,
  );
  const values = rows.map(
    ([rowId, ...wanted]) =>
      sql`(${Number(rowId)}::int, ${sql.join(
        wanted.map((value) => sql`${value}::text`),
        sql`, `,
      )})`,
  );
  return sql`update ${name} set ${sql.join(assignments, sql`, `)}
    from (values ${sql.join(values, sql`, `)}) as data(id, ${sql.join(hashes, sql`, `)})
    where ${name}.${sql.identifier(id.name)} = data.id`;
}

/**
 * Makes every search hash match its value under the current key: fills the hashes of rows written before the hash
 * columns existed (the migration cannot: the key is not in the database), of rows written without one, and all
 * of them after the key changes. Runs at every start, after the seed; returns how many rows it corrected.
 */
export async function syncSearchHashes(
  db: Executor,
  hash: SearchHasher,
  cipher: FieldCipher,
): Promise<number> {
  let corrected = 0;
  for (const masked of MASKED_FIELDS) {
    const columns = Object.fromEntries(
      masked.fields.flatMap(([value, hashColumn], index) => [
        [`v${index}`, value],
        [`h${index}`, hashColumn],
      ]),
    );
    for (let offset = 0; ; offset += BATCH) {
      const rows = (await db
        .select({ id: masked.id, ...columns })
        .from(masked.table)
        .orderBy(asc(masked.id))
        .limit(BATCH)
        .offset(offset)) as Row[];
      const stale = staleRows(masked, rows, hash, cipher);
      if (stale.length > 0) await db.execute(updateHashes(masked, stale));
      corrected += stale.length;
      if (rows.length < BATCH) break;
    }
  }
  return corrected;
}
