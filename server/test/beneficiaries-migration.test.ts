import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { creditCode, residentIdNumber } from '@pm/domain/identity';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { decryptIdNumber, encryptPendingIdNumbers } from '../src/db/id-number-encryption';
import { migrateDatabase } from '../src/db/migrate';
import { beneficiaries, beneficiaryClientAccounts } from '../src/db/schema';
import { syncSearchHashes } from '../src/db/search-hashes';
import { fieldCipher } from '../src/security/field-cipher';
import { searchHasher } from '../src/security/search-hash';
import { migrationsBefore } from './support/migrations';

const handle = await openDatabase({ driver: 'pglite' });
after(() => handle.close());

describe('the warehouse migration and the start-up encryption', () => {
  it('moves credit codes out, links each mobile as a portal phone, and the next start encrypts ID numbers', async () => {
    if (handle.driver !== 'pglite') return;
    await migrate(handle.db, { migrationsFolder: await migrationsBefore('beneficiaries_warehouse') });
    const person = residentIdNumber('530102', '1986-04-12', 123);
    const code = creditCode('93', '530102', 'MA6K3X2L7');
    await handle.db.execute(sql`insert into beneficiaries (type, name, id_number, mobile, area_code)
      values ('person', '张晓梅', ${person}, '13800000001', '530102'),
             ('company', '晓梅合作社', ${code}, '13800000001', '530102')`);

    await migrateDatabase(handle);
    const rows = await handle.db.select().from(beneficiaries).orderBy(beneficiaries.id);
    assert.deepEqual(
      rows.map((row) => [row.type, row.pendingIdNumber, row.creditCode, row.status]),
      [
        ['person', person, null, 'active'],
        ['company', null, code, 'active'],
      ],
    );
    assert.equal(rows[1]!.idNumberMasked, `${code.slice(0, 3)}${'*'.repeat(13)}${code.slice(-2)}`);
    const phones = await handle.db.select().from(beneficiaryClientAccounts);
    assert.deepEqual(
      phones.map((phone) => [phone.beneficiaryId, phone.mobile]).sort(),
      rows.map((row) => [row.id, '13800000001']).sort(),
    );

    const cipher = fieldCipher('ab'.repeat(32));
    const hash = searchHasher('a search hash key of at least thirty-two characters');
    assert.equal(await encryptPendingIdNumbers(handle.db, cipher, hash), 1);
    assert.equal(await encryptPendingIdNumbers(handle.db, cipher, hash), 0, 'once');
    await syncSearchHashes(handle.db, hash, cipher);
    const [encrypted] = await handle.db.select().from(beneficiaries).where(eq(beneficiaries.id, rows[0]!.id));
    assert.equal(encrypted!.pendingIdNumber, null);
    assert.equal(decryptIdNumber(cipher, encrypted!.idNumberCipher), person);
    assert.equal(encrypted!.idNumberHash, hash(person));
    assert.deepEqual(
      [encrypted!.birthDate, encrypted!.gender, encrypted!.idType],
      ['1986-04-12', 'male', 'resident_id'],
    );
    const dump = await handle.db.execute(sql`select * from beneficiaries`);
    assert.ok(!JSON.stringify(dump).includes(person), 'the number is nowhere in the clear');
  });
});
