import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { residentIdNumber, creditCode } from '@pm/domain/identity';
import { emptyValues, companyFields } from '@pm/domain/shapes';
import type {
  BatchResult,
  BeneficiaryDetail,
  BeneficiaryPayments,
  ClientAccount,
  Duplicates,
} from '@pm/domain/shapes';
import { and, eq, sql } from 'drizzle-orm';
import {
  applications,
  beneficiaries,
  beneficiaryClientAccounts,
  operationLogs,
  projects,
  sessions,
} from '../src/db/schema';
import { decryptIdNumber, encryptPendingIdNumbers } from '../src/db/id-number-encryption';
import { fieldCipher } from '../src/security/field-cipher';
import { API, bearer, buildTestApp, clientLogin, loginAs, staffWith } from './helper';
import { firstSheet } from './support/workbook';
import { personValues } from './fixtures/beneficiary';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

type Json = Record<string, unknown>;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { token = admin, body, locale }: { token?: string; body?: unknown; locale?: 'zh-CN' | 'en-US' } = {},
) {
  const response = await app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(token), ...(locale ? { 'accept-language': locale } : {}) },
    ...(body === undefined ? {} : { payload: body as Json }),
  });
  return { status: response.statusCode, json: response.json() as { data: unknown; msg: string } };
}

/** A valid person with a fresh resident ID number (born 1990). */
const newPerson = (overrides: Json = {}) => personValues(overrides);

async function createPerson(body: Json) {
  return call('POST', '/pm/beneficiaries/persons', { body });
}

describe('ID numbers are personal data', () => {
  it('never stores the plain number; lists and the detail show it masked', async () => {
    const body = newPerson();
    const created = await createPerson(body);
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const detail = created.json.data as BeneficiaryDetail;
    const plain = body.idNumber as string;
    assert.equal(detail.idNumber, `${plain.slice(0, 3)}${'*'.repeat(13)}${plain.slice(-2)}`);
    assert.equal(detail.person!.idNumber, detail.idNumber);
    const raw = await app.db.execute(sql`select * from beneficiaries where id = ${detail.id}`);
    const row = (raw as unknown as { rows: Json[] }).rows[0]!;
    assert.equal(row.id_number, null, 'the clear column is empty');
    assert.match(String(row.id_number_cipher), /^v1\./);
    assert.ok(!JSON.stringify(row).includes(plain), 'no column holds the number');
    assert.ok(!JSON.stringify(row).includes(plain.slice(3, 15)), 'nor its middle');
    const logs = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.entityId, String(detail.id))));
    assert.ok(logs.length > 0 && !JSON.stringify(logs).includes(plain), 'nor the operation log');
  });

  it('every seeded person is encrypted at start-up', async () => {
    const clear = await app.db.execute(
      sql`select count(*)::int as n from beneficiaries where id_number is not null or (type = 'person' and id_number_cipher is null)`,
    );
    assert.equal((clear as unknown as { rows: { n: number }[] }).rows[0]!.n, 0);
  });

  it('is found by its exact number through the keyed hash, never by a fragment', async () => {
    const body = newPerson();
    const created = (await createPerson(body)).json.data as BeneficiaryDetail;
    const plain = body.idNumber as string;
    const search = async (keyword: string) =>
      (
        (await call('GET', `/pm/beneficiaries?keyword=${encodeURIComponent(keyword)}`)).json.data as {
          list: { id: number }[];
        }
      ).list.map((row) => row.id);
    assert.deepEqual(await search(plain.toLowerCase()), [created.id]);
    for (const fragment of [plain.slice(0, 10), plain.slice(-6), plain.slice(1)]) {
      assert.deepEqual(await search(fragment), [], fragment);
    }
  });

  it('is revealed only with beneficiary:reveal, and every reveal is logged', async () => {
    const body = newPerson();
    const { id } = (await createPerson(body)).json.data as BeneficiaryDetail;
    const reader = await staffWith(app, 'benef-reader', ['beneficiary']);
    const refused = await call('POST', `/pm/beneficiaries/${id}/reveal`, { token: reader.token });
    assert.equal(refused.status, 403);
    const reveals = () =>
      app.db
        .select()
        .from(operationLogs)
        .where(
          and(
            eq(operationLogs.entity, 'beneficiary'),
            eq(operationLogs.entityId, String(id)),
            eq(operationLogs.action, 'reveal'),
          ),
        );
    assert.equal((await reveals()).length, 0);
    for (let time = 1; time <= 2; time += 1) {
      const revealed = await call('POST', `/pm/beneficiaries/${id}/reveal`);
      assert.equal(revealed.status, 200);
      assert.deepEqual(revealed.json.data, { idType: 'resident_id', idNumber: body.idNumber });
      const logged = await reveals();
      assert.equal(logged.length, time);
      assert.ok(!JSON.stringify(logged).includes(body.idNumber as string));
    }
  });
});

describe('the encryption at rest', () => {
  it('encrypts a number written in the clear (a migration, the seed) at start-up, filling what it carries', async () => {
    const plain = residentIdNumber('620102', '1975-08-09', 901);
    const [row] = await app.db
      .insert(beneficiaries)
      .values({ type: 'person', name: '迁移前的人', pendingIdNumber: plain, mobile: '', areaCode: '620102' })
      .returning();
    assert.ok((await encryptPendingIdNumbers(app.db, app.fieldCipher, app.searchHash)) >= 1);
    const [after] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, row!.id));
    assert.equal(after!.pendingIdNumber, null);
    assert.equal(decryptIdNumber(app.fieldCipher, after!.idNumberCipher), plain);
    assert.equal(after!.idNumberHash, app.searchHash(plain));
    assert.deepEqual([after!.idType, after!.birthDate, after!.gender], ['resident_id', '1975-08-09', 'male']);
    assert.equal(after!.idNumberMasked, `620${'*'.repeat(13)}${plain.slice(-2)}`);
  });

  it('uses a fresh IV each time and refuses a tampered value or another purpose', () => {
    const cipher = fieldCipher('ab'.repeat(32));
    const one = cipher.encrypt('110105194912310029', 'beneficiary.idNumber');
    const two = cipher.encrypt('110105194912310029', 'beneficiary.idNumber');
    assert.notEqual(one, two);
    assert.equal(cipher.decrypt(one, 'beneficiary.idNumber'), '110105194912310029');
    const parts = one.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    assert.throws(() => cipher.decrypt(tampered, 'beneficiary.idNumber'));
    assert.throws(() => cipher.decrypt(one, 'partner.idNumber'));
    assert.throws(() => fieldCipher('cd'.repeat(32)).decrypt(one, 'beneficiary.idNumber'));
  });
});

describe('uniqueness', () => {
  it('a second person with the same ID type and number is a 409 naming the first', async () => {
    const body = newPerson();
    const first = (await createPerson(body)).json.data as BeneficiaryDetail;
    const again = await createPerson({
      ...body,
      name: '另一个人',
      idNumber: ` ${(body.idNumber as string).toLowerCase()} `,
    });
    assert.equal(again.status, 409);
    assert.deepEqual(again.json.data, {
      existing: { id: first.id, type: 'person', name: first.name, status: 'active' },
    });
    assert.match(again.json.msg, new RegExp(first.name));
    // Under another ID type the same characters are another document.
    const passport = await createPerson({ ...body, idType: 'other', name: '另一个人' });
    assert.equal(passport.status, 200, JSON.stringify(passport.json));
  });

  it('two creates of the same person at once: one is saved, the other is a 409', async () => {
    const body = newPerson();
    const results = await Promise.all([createPerson(body), createPerson(body)]);
    assert.deepEqual(results.map((result) => result.status).sort(), [200, 409]);
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(beneficiaries)
      .where(eq(beneficiaries.name, body.name as string));
    assert.equal(row!.n, 1);
  });

  it('a second company with the same credit code is a 409 naming the first', async () => {
    const code = creditCode('91', '530102', 'MA7TEKX01');
    const body = {
      ...emptyValues(companyFields),
      name: '测试单位',
      creditCode: code,
      legalRepresentative: '法人甲',
      orgType: 'enterprise',
      areaCode: '530102',
    };
    const first = await call('POST', '/pm/beneficiaries/companies', { body });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    const again = await call('POST', '/pm/beneficiaries/companies', {
      body: { ...body, name: '另一单位', creditCode: code.toLowerCase() },
    });
    assert.equal(again.status, 409);
    assert.equal(
      (again.json.data as { existing: { id: number } }).existing.id,
      (first.json.data as BeneficiaryDetail).id,
    );
  });
});

describe('the forms answer 422 in the caller’s language', () => {
  it('a wrong check digit, a birth date the ID contradicts, a minor without a guardian', async () => {
    const good = newPerson({ birthDate: '2015-06-01' });
    const id = residentIdNumber('530102', '2015-06-01', 777);
    const wrong = id.slice(0, 17) + (id.endsWith('1') ? '2' : '1');
    const body = { ...good, idNumber: wrong, gender: 'male' };
    const zh = await call('POST', '/pm/beneficiaries/persons', { body, locale: 'zh-CN' });
    assert.equal(zh.status, 422);
    const zhErrors = (zh.json.data as { errors: { field: string; message: string }[] }).errors;
    assert.deepEqual(
      zhErrors.find((error) => error.field === 'idNumber'),
      {
        field: 'idNumber',
        message: '证件号码校验位不正确，请核对',
      },
    );
    const en = await call('POST', '/pm/beneficiaries/persons', {
      body: { ...body, idNumber: id, birthDate: '2015-06-02' },
      locale: 'en-US',
    });
    assert.equal(en.status, 422);
    const enErrors = (en.json.data as { errors: { field: string; message: string }[] }).errors;
    assert.deepEqual(enErrors.map((error) => error.field).sort(), [
      'birthDate',
      'guardianMobile',
      'guardianName',
      'guardianRelation',
    ]);
    assert.equal(
      enErrors.find((error) => error.field === 'birthDate')!.message,
      'Birth date must match the ID number (2015-06-01)',
    );
  });

  it('a tag the dictionary lacks and a bad credit code', async () => {
    const tagged = await call('POST', '/pm/beneficiaries/persons', {
      body: newPerson({ vulnerabilityTags: ['nonsense'] }),
      locale: 'en-US',
    });
    assert.equal(tagged.status, 422);
    assert.equal(tagged.json.msg, 'Vulnerability tags has an invalid value');
    const company = await call('POST', '/pm/beneficiaries/companies', {
      body: { ...emptyValues(companyFields), name: '甲', creditCode: '91350100M000100Y44' },
      locale: 'zh-CN',
    });
    assert.equal(company.status, 422);
    const errors = (company.json.data as { errors: { field: string; message: string }[] }).errors;
    assert.equal(
      errors.find((error) => error.field === 'creditCode')!.message,
      '统一社会信用代码校验码不正确，请核对',
    );
  });
});

describe('edits', () => {
  it('a blank ID number keeps the stored one; a stale version is a 409', async () => {
    const body = newPerson();
    const created = (await createPerson(body)).json.data as BeneficiaryDetail;
    const form = (await call('GET', `/pm/beneficiaries/${created.id}/form`)).json.data as {
      version: number;
      person: Json;
    };
    assert.equal(form.person.idNumber, '');
    assert.equal(form.person.mobile, body.mobile, 'the edit opens with the mobile in full');
    const saved = await call('PUT', `/pm/beneficiaries/persons/${created.id}`, {
      body: { ...form.person, address: '新地址', version: form.version },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    assert.equal((saved.json.data as BeneficiaryDetail).idNumber, created.idNumber);
    const revealed = await call('POST', `/pm/beneficiaries/${created.id}/reveal`);
    assert.equal((revealed.json.data as { idNumber: string }).idNumber, body.idNumber);
    const stale = await call('PUT', `/pm/beneficiaries/persons/${created.id}`, {
      body: { ...form.person, version: form.version },
    });
    assert.equal(stale.status, 409);
  });
});

describe('possible duplicates', () => {
  it('finds the same name and birth date, the same mobile and the same ID, and says why', async () => {
    const body = newPerson();
    const created = (await createPerson(body)).json.data as BeneficiaryDetail;
    const check = async (probe: Json) =>
      (
        (await call('POST', '/pm/beneficiaries/duplicates', { body: { type: 'person', ...probe } })).json
          .data as Duplicates
      ).list;
    const byName = await check({ name: body.name, birthDate: body.birthDate });
    assert.deepEqual(
      byName.map((row) => [row.id, row.reasons]),
      [[created.id, ['nameBirthDate']]],
    );
    const all = await check({
      name: body.name,
      birthDate: body.birthDate,
      mobile: body.mobile,
      idNumber: body.idNumber,
    });
    assert.deepEqual(all[0]!.reasons, ['idNumber', 'nameBirthDate', 'mobile']);
    assert.deepEqual(await check({ mobile: body.mobile, excludeId: created.id }), []);
    const seeded = (await call('GET', '/pm/beneficiaries?keyword=%E9%83%91%E7%A7%80%E8%8A%AC')).json.data as {
      list: { id: number }[];
    };
    const ofSeeded = (await call('GET', `/pm/beneficiaries/${seeded.list[0]!.id}/duplicates`)).json
      .data as Duplicates;
    assert.deepEqual(ofSeeded.list[0]!.reasons, ['mobile'], 'the seed has a pair sharing a mobile');
    const twins = await app.db.select().from(beneficiaries).where(eq(beneficiaries.name, '黄志刚'));
    assert.equal(twins.length, 2, 'the seed registers 黄志刚 twice');
    const later = twins.reduce((a, b) => (a.id > b.id ? a : b));
    const ofLater = (await call('GET', `/pm/beneficiaries/${later.id}/duplicates`)).json.data as Duplicates;
    const earlier = ofLater.list.find((row) => row.name === '黄志刚')!;
    assert.deepEqual(earlier.reasons, ['nameBirthDate']);
    const paid = (await call('GET', `/pm/beneficiaries/${earlier.id}/payments`)).json
      .data as BeneficiaryPayments;
    assert.ok(paid.list.length > 0, 'the one registered first has payments to show after a merge');
  });
});

describe('merge', () => {
  it('moves every link to the survivor, takes the picked fields, and leaves the other merged', async () => {
    // The other: a demo person with projects, applications, payments, a portal phone and a session.
    const [other] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.name, '李建国'));
    const otherSession = await clientLogin(app, other!.mobile);
    assert.ok(otherSession);
    const before = {
      projects: await app.db.select().from(projects).where(eq(projects.beneficiaryId, other!.id)),
      applications: await app.db.select().from(applications).where(eq(applications.beneficiaryId, other!.id)),
      sessions: await app.db.select().from(sessions).where(eq(sessions.beneficiaryId, other!.id)),
      payments: (await call('GET', `/pm/beneficiaries/${other!.id}/payments`)).json
        .data as BeneficiaryPayments,
    };
    assert.ok(before.projects.length > 0 && before.applications.length > 0 && before.sessions.length > 0);
    assert.ok(before.payments.list.length > 0);

    // A change of the other's own before the merge: its history, which the merge must leave where it is.
    assert.equal((await call('POST', `/pm/beneficiaries/${other!.id}/reveal`)).status, 200);
    const body = newPerson({ name: '李建国（新登记）' });
    const survivor = (await createPerson(body)).json.data as BeneficiaryDetail;
    const preview = await call('GET', `/pm/beneficiaries/${survivor.id}/merge-preview?otherId=${other!.id}`);
    assert.equal(preview.status, 200, JSON.stringify(preview.json));
    const links = (preview.json.data as { links: { projects: number } }).links;
    assert.equal(links.projects, before.projects.length);

    const merged = await call('POST', `/pm/beneficiaries/${survivor.id}/merge`, {
      body: {
        otherId: other!.id,
        version: survivor.version,
        otherVersion: other!.version,
        pick: { name: 'other', bank: 'other' },
      },
    });
    assert.equal(merged.status, 200, JSON.stringify(merged.json));
    const result = merged.json.data as { survivor: BeneficiaryDetail; moved: Json };
    assert.equal(result.survivor.name, '李建国', 'the picked name');
    assert.equal(result.survivor.idNumber, survivor.idNumber, "the survivor's own ID");
    assert.equal(result.moved.projects, before.projects.length);

    // What the database holds now.
    const [gone] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, other!.id));
    assert.deepEqual([gone!.status, gone!.mergedIntoId], ['merged', survivor.id]);
    const [kept] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, survivor.id));
    assert.equal(kept!.bankAccountNo, other!.bankAccountNo);
    for (const [table, column] of [
      [projects, projects.beneficiaryId],
      [applications, applications.beneficiaryId],
      [sessions, sessions.beneficiaryId],
      [beneficiaryClientAccounts, beneficiaryClientAccounts.beneficiaryId],
    ] as const) {
      assert.equal((await app.db.select().from(table).where(eq(column, other!.id))).length, 0);
    }
    assert.equal(
      (await app.db.select().from(projects).where(eq(projects.beneficiaryId, survivor.id))).length,
      before.projects.length,
    );
    // The log is append-only: the other's history stays on it, and the survivor's timeline reads it too.
    const otherLogs = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.entityId, String(other!.id))));
    assert.ok(otherLogs.length > 1, 'its own history stays, with the merge');
    assert.equal(otherLogs.filter((log) => log.action === 'merge').length, 1);
    const timeline = (await call('GET', `/pm/beneficiaries/${survivor.id}/timeline`)).json.data as {
      id: number;
    }[];
    const shown = new Set(timeline.map((entry) => entry.id));
    assert.ok(
      otherLogs.every((log) => shown.has(log.id)),
      "the survivor's timeline shows the merged record's history",
    );
    const payments = (await call('GET', `/pm/beneficiaries/${survivor.id}/payments`)).json
      .data as BeneficiaryPayments;
    assert.equal(payments.totalPaid, before.payments.totalPaid);
    assert.equal(payments.list.length, before.payments.list.length);

    // The other's portal session is the survivor's now, and its phone signs in as the survivor.
    const me = await app.inject({ url: `${API}/client/auth_user`, headers: bearer(otherSession) });
    assert.equal((me.json().data as { id: number }).id, survivor.id);
    const phones = await app.db
      .select()
      .from(beneficiaryClientAccounts)
      .where(eq(beneficiaryClientAccounts.mobile, other!.mobile));
    assert.deepEqual(
      phones.map((phone) => phone.beneficiaryId),
      [survivor.id],
    );

    // A merged record cannot be merged, edited or moved along again.
    const again = await call('POST', `/pm/beneficiaries/${survivor.id}/merge`, {
      body: { otherId: other!.id, version: result.survivor.version, otherVersion: gone!.version, pick: {} },
    });
    assert.equal(again.status, 404);
  });

  it('two merges of one record at once: one moves it, the other is refused', async () => {
    const other = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const first = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const second = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const merge = (survivor: BeneficiaryDetail) =>
      call('POST', `/pm/beneficiaries/${survivor.id}/merge`, {
        body: { otherId: other.id, version: survivor.version, otherVersion: other.version, pick: {} },
      });
    const results = await Promise.all([merge(first), merge(second)]);
    const statuses = results.map((result) => result.status).sort();
    assert.equal(statuses[0], 200);
    assert.ok([404, 409].includes(statuses[1]!), JSON.stringify(results[1]!.json));
    const [row] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, other.id));
    assert.equal(row!.status, 'merged');
    assert.ok([first.id, second.id].includes(row!.mergedIntoId!));
  });

  it('refuses two types, one record, and a stale version', async () => {
    const person = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const [company] = await app.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.type, 'company'))
      .limit(1);
    const body = (otherId: number, otherVersion: number, version = person.version) => ({
      body: { otherId, version, otherVersion, pick: {} },
    });
    assert.equal(
      (await call('POST', `/pm/beneficiaries/${person.id}/merge`, body(company!.id, company!.version)))
        .status,
      422,
    );
    assert.equal(
      (await call('POST', `/pm/beneficiaries/${person.id}/merge`, body(person.id, person.version))).status,
      422,
    );
    const other = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    assert.equal(
      (await call('POST', `/pm/beneficiaries/${person.id}/merge`, body(other.id, other.version + 1))).status,
      409,
    );
  });
});

describe('companies’ qualifications', () => {
  it('keeps each file with its expiry, lists its files, and filters the ones expiring', async () => {
    const boundary = '----pmqualification';
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 7)]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/pm/files`,
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const fileId = (uploaded.json().data as { id: number }).id;
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await call('POST', '/pm/beneficiaries/companies', {
      body: {
        ...emptyValues(companyFields),
        name: '资质测试单位',
        creditCode: creditCode('52', '530102', 'MJ18QUAL1'),
        legalRepresentative: '法人乙',
        orgType: 'social_org',
        areaCode: '530102',
        qualifications: [{ name: '民办非企业单位登记证书', fileId, expiryDate: soon }],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const detail = created.json.data as BeneficiaryDetail;
    assert.deepEqual(
      detail.company!.qualifications.map((item) => [item.name, item.fileName, item.expiryDate, item.expired]),
      [['民办非企业单位登记证书', 'licence.pdf', soon, false]],
    );
    assert.equal(detail.nextExpiry, soon);
    const files = (await call('GET', `/pm/beneficiaries/${detail.id}/files`)).json.data as {
      id: number;
      purpose: string;
    }[];
    assert.deepEqual(
      files.map((file) => [file.id, file.purpose]),
      [[fileId, 'qualification']],
    );
    const expiring = (await call('GET', '/pm/beneficiaries?type=company&expiring=true&pageSize=100')).json
      .data as {
      list: { id: number; nextExpiry: string | null }[];
    };
    assert.ok(expiring.list.some((row) => row.id === detail.id));
    const limit = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    assert.ok(expiring.list.every((row) => row.nextExpiry !== null && row.nextExpiry <= limit));
    const all = (await call('GET', '/pm/beneficiaries?type=company&pageSize=100')).json.data as {
      total: number;
    };
    assert.ok(all.total > expiring.list.length, 'companies without qualifications are not expiring');
  });
});

describe('status and batches', () => {
  it('answers per row', async () => {
    const one = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const two = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const deactivated = await call('POST', `/pm/beneficiaries/${two.id}/status`, {
      body: { action: 'deactivate', version: two.version },
    });
    assert.equal((deactivated.json.data as BeneficiaryDetail).status, 'inactive');
    const batch = await call('POST', '/pm/beneficiaries/batch/status', {
      body: { ids: [one.id, two.id, 2_000_000_000], action: 'deactivate' },
      locale: 'en-US',
    });
    assert.equal(batch.status, 200);
    const result = batch.json.data as BatchResult;
    assert.deepEqual(result.succeeded, [one.id]);
    assert.deepEqual(
      result.failed.map((row) => [row.id, row.code]),
      [
        [two.id, '409'],
        [2_000_000_000, '404'],
      ],
    );
    const [row] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, one.id));
    assert.equal(row!.status, 'inactive');
  });
});

describe('client accounts', () => {
  it('links a phone to several beneficiaries and unlinks it', async () => {
    const one = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const two = (await createPerson(newPerson())).json.data as BeneficiaryDetail;
    const phone = '18800001234';
    for (const id of [one.id, two.id]) {
      const added = await call('POST', `/pm/beneficiaries/${id}/client-accounts`, {
        body: { mobile: phone },
      });
      assert.equal(added.status, 200, JSON.stringify(added.json));
    }
    assert.equal(
      (await call('POST', `/pm/beneficiaries/${one.id}/client-accounts`, { body: { mobile: phone } })).status,
      409,
    );
    assert.equal(
      (await call('POST', `/pm/beneficiaries/${one.id}/client-accounts`, { body: { mobile: '123' } })).status,
      422,
    );
    const accounts = (await call('GET', `/pm/beneficiaries/${one.id}/client-accounts`)).json
      .data as ClientAccount[];
    const shared = accounts.find((account) => account.mobile === '188****1234')!;
    assert.deepEqual(
      shared.sharedWith.map((ref) => ref.id),
      [two.id],
    );
    const token = await clientLogin(app, phone);
    const roles = await app.inject({ url: `${API}/client/login/roles`, headers: bearer(token) });
    assert.equal(roles.statusCode, 200);
    const ids = (roles.json().data as { id: number }[]).map((role) => role.id);
    assert.ok(ids.includes(one.id) && ids.includes(two.id), 'one phone, two identities');
    const removed = await call('DELETE', `/pm/beneficiaries/${one.id}/client-accounts/${shared.id}`);
    assert.equal(removed.status, 200);
    assert.equal(
      (await call('DELETE', `/pm/beneficiaries/${one.id}/client-accounts/${shared.id}`)).status,
      404,
    );
  });
});

describe('permissions', () => {
  it('every route needs the beneficiary key; writes need their button code', async () => {
    const nobody = await staffWith(app, 'benef-nobody', []);
    const reader = await staffWith(app, 'benef-only-reader', ['beneficiary']);
    const [someone] = await app.db.select().from(beneficiaries).limit(1);
    const id = someone!.id;
    const reads: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/pm/beneficiaries'],
      ['GET', `/pm/beneficiaries/${id}`],
      ['GET', `/pm/beneficiaries/${id}/projects`],
      ['GET', `/pm/beneficiaries/${id}/payments`],
      ['GET', `/pm/beneficiaries/${id}/agreements`],
      ['GET', `/pm/beneficiaries/${id}/reports`],
      ['GET', `/pm/beneficiaries/${id}/files`],
      ['GET', `/pm/beneficiaries/${id}/timeline`],
      ['GET', `/pm/beneficiaries/${id}/client-accounts`],
      ['GET', `/pm/beneficiaries/${id}/duplicates`],
      ['POST', '/pm/beneficiaries/duplicates', { type: 'person', name: 'x' }],
    ];
    const writes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/pm/beneficiaries/export'],
      ['GET', `/pm/beneficiaries/${id}/form`],
      ['POST', `/pm/beneficiaries/${id}/reveal`],
      ['POST', '/pm/beneficiaries/persons', newPerson()],
      ['POST', '/pm/beneficiaries/companies', emptyValues(companyFields)],
      ['PUT', `/pm/beneficiaries/persons/${id}`, { ...newPerson(), version: 1 }],
      ['PUT', `/pm/beneficiaries/companies/${id}`, { ...emptyValues(companyFields), version: 1 }],
      ['POST', `/pm/beneficiaries/${id}/status`, { action: 'activate', version: 1 }],
      ['POST', '/pm/beneficiaries/batch/status', { ids: [id], action: 'activate' }],
      ['GET', `/pm/beneficiaries/${id}/merge-preview?otherId=${id}`],
      ['POST', `/pm/beneficiaries/${id}/merge`, { otherId: id, version: 1, otherVersion: 1, pick: {} }],
      ['POST', `/pm/beneficiaries/${id}/client-accounts`, { mobile: '13912345678' }],
      ['DELETE', `/pm/beneficiaries/${id}/client-accounts/1`],
    ];
    for (const [method, url, body] of [...reads, ...writes]) {
      assert.equal((await call(method, url, { token: nobody.token, body })).status, 403, `${method} ${url}`);
    }
    for (const [method, url, body] of reads) {
      assert.equal((await call(method, url, { token: reader.token, body })).status, 200, `${method} ${url}`);
    }
    for (const [method, url, body] of writes) {
      assert.equal((await call(method, url, { token: reader.token, body })).status, 403, `${method} ${url}`);
    }
  });

  it('exports the filtered list: headers in the caller’s language, numbers masked, formulas escaped', async () => {
    const formula = '=HYPERLINK("http://example.com","点我")';
    const body = newPerson({ name: formula });
    const created = (await createPerson(body)).json.data as BeneficiaryDetail;
    const sheetOf = async (query: string, locale = 'zh-CN') => {
      const response = await app.inject({
        url: `${API}/pm/beneficiaries/export?${query}`,
        headers: { ...bearer(admin), 'accept-language': locale },
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /spreadsheetml/);
      return firstSheet(response.rawPayload);
    };
    const sheet = await sheetOf(`keyword=${body.idNumber}`);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 4), ['编号', '类型', '名称']);
    assert.equal(sheet.rowCount, 2);
    const row = sheet.getRow(2);
    assert.equal(row.getCell(1).value, created.id);
    assert.equal(row.getCell(3).value, `'${formula}`, 'a formula is written as text');
    assert.equal(row.getCell(4).value, created.idNumber, 'the ID number masked');
    assert.match(String(row.getCell(5).value), /^1\d{2}\*{4}\d{4}$/);
    const english = await sheetOf(`keyword=${body.idNumber}`, 'en-US');
    assert.deepEqual((english.getRow(1).values as unknown[]).slice(1, 4), ['No.', 'Type', 'Name']);
    assert.equal(english.getRow(2).getCell(2).value, 'Person');
  });
});
