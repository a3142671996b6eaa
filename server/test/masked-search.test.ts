import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, getTableColumns, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beneficiaries, partners, users } from '../src/db/schema';
import { MASKED_FIELDS, syncSearchHashes } from '../src/db/search-hashes';
import { decryptIdNumber } from '../src/db/id-number-encryption';
import { searchHasher } from '../src/security/search-hash';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

interface Found {
  total: number;
  list: { name?: string; username?: string; idNumber?: string; mobile: string }[];
}

async function search(list: 'beneficiaries' | 'users', keyword: string): Promise<Found> {
  const response = await app.inject({
    url: `${API}/pm/${list}?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
    headers: bearer(admin),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as Found;
}

/** Every substring of `value` of at least `min` characters that is not the whole value. */
const fragments = (value: string, min: number) =>
  Array.from({ length: value.length - min + 1 }, (_, start) =>
    Array.from({ length: value.length - start - min + 1 }, (_, extra) =>
      value.slice(start, start + min + extra),
    ),
  )
    .flat()
    .filter((fragment) => fragment !== value);

/** The property a selected row holds the column under (`beneficiaries.idNumberHash` → `idNumberHash`). */
const keyOf = (table: PgTable, column: AnyPgColumn) =>
  Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0];

const [zhangRow] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.name, '张晓梅'));
/** The row and its ID number in the clear (stored encrypted). */
const zhang = { ...zhangRow!, idNumber: decryptIdNumber(app.fieldCipher, zhangRow!.idNumberCipher) };

describe('masked fields are found only by their exact value', () => {
  it('an ID number: no fragment finds it (not even from its mask), the exact number does', async () => {
    const idNumber = zhang!.idNumber;
    const [shown] = (await search('beneficiaries', '张晓梅')).list;
    assert.equal(shown!.idNumber, `${idNumber.slice(0, 3)}${'*'.repeat(13)}${idNumber.slice(-2)}`);
    // The 48-request walk from the mask: the shown ends plus one more digit each time.
    for (const fragment of [
      idNumber.slice(0, 4),
      idNumber.slice(0, 10),
      idNumber.slice(-6),
      idNumber.slice(1),
    ]) {
      assert.equal((await search('beneficiaries', fragment)).total, 0, fragment);
    }
    const exact = await search('beneficiaries', ` ${idNumber.toLowerCase()} `);
    assert.deepEqual(
      exact.list.map((row) => row.name),
      ['张晓梅'],
    );
  });

  it('a mobile: its fragments find nothing, the full number finds both records that share it', async () => {
    for (const fragment of fragments('13800000001', 4).filter((_, index) => index % 5 === 0)) {
      assert.equal((await search('beneficiaries', fragment)).total, 0, fragment);
    }
    const exact = await search('beneficiaries', '13800000001');
    assert.deepEqual(
      exact.list.map((row) => row.name).sort(),
      ['五华区晓梅手工艺专业合作社', '张晓梅'].sort(),
    );
  });

  it('a bank account: found by the whole number (spaces allowed), never by a part', async () => {
    const account = zhang!.bankAccountNo;
    assert.ok(account.length >= 16);
    assert.equal((await search('beneficiaries', account.slice(0, 12))).total, 0);
    const grouped = account.replace(/(\d{4})(?=\d)/g, '$1 ');
    assert.deepEqual(
      (await search('beneficiaries', grouped)).list.map((row) => row.name),
      ['张晓梅'],
    );
  });

  it('names are still searched by any part', async () => {
    assert.deepEqual(
      (await search('beneficiaries', '晓梅')).list.map((row) => row.name).sort(),
      ['五华区晓梅手工艺专业合作社', '张晓梅'].sort(),
    );
  });

  it("a user's mobile: by the full number only; username and name by any part", async () => {
    assert.equal((await search('users', '0003')).total, 0);
    assert.equal((await search('users', '1380000000')).total, 0);
    assert.deepEqual(
      (await search('users', '13800000003')).list.map((row) => row.username),
      ['finance'],
    );
    assert.deepEqual(
      (await search('users', 'fin')).list.map((row) => row.username),
      ['finance'],
    );
  });
});

describe('the search hashes stay in step with the values', () => {
  it('every masked value of the seed has its hash under the configured key, blanks none', async () => {
    let checked = 0;
    for (const { table, fields } of MASKED_FIELDS) {
      const rows = (await app.db.select().from(table)) as Record<string, unknown>[];
      for (const row of rows) {
        for (const [value, hash, stored] of fields) {
          const raw = row[keyOf(table, value)] as string | null;
          const plain = stored === 'encrypted' ? decryptIdNumber(app.fieldCipher, raw) : raw;
          assert.equal(
            row[keyOf(table, hash)],
            app.searchHash(plain),
            `${value.name} of row ${String(row.id)}`,
          );
          checked += 1;
        }
      }
    }
    assert.ok(checked > 40, `checked ${checked}`);
    const [admin] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    assert.equal(admin!.mobileHash, null, 'no mobile, no hash');
    const hashed = await app.db.select().from(partners).where(isNotNull(partners.mobileHash));
    assert.ok(hashed.length > 0);
  });

  it('the start-up sync fills missing hashes, corrects stale ones, and rehashes all under a new key', async () => {
    await app.db.update(beneficiaries).set({ idNumberHash: null }).where(eq(beneficiaries.id, zhang!.id));
    await app.db.update(users).set({ mobileHash: 'stale' }).where(eq(users.username, 'finance'));
    assert.equal((await search('beneficiaries', zhang!.idNumber)).total, 0);
    assert.equal(await syncSearchHashes(app.db, app.searchHash, app.fieldCipher), 2);
    assert.equal(await syncSearchHashes(app.db, app.searchHash, app.fieldCipher), 0, 'nothing left to do');
    assert.equal((await search('beneficiaries', zhang!.idNumber)).total, 1);
    assert.equal((await search('users', '13800000003')).total, 1);

    const rotated = searchHasher('another key of at least thirty-two characters');
    const rows = (await app.db.select({ id: beneficiaries.id }).from(beneficiaries)).length;
    assert.ok((await syncSearchHashes(app.db, rotated, app.fieldCipher)) >= rows);
    assert.equal((await search('beneficiaries', zhang!.idNumber)).total, 0, 'hashed under the other key now');
    await syncSearchHashes(app.db, app.searchHash, app.fieldCipher);
    assert.equal((await search('beneficiaries', zhang!.idNumber)).total, 1);
  });
});
