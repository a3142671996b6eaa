import type { ImportJob, ImportJobDetail } from '@pm/domain/shapes/imports';
import type { Page } from '@pm/domain/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { beneficiaries, beneficiaryClientAccounts, importJobs, operationLogs } from '../src/db/schema';
import { decryptIdNumber } from '../src/db/id-number-encryption';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { PERSON_HEADER, personRow, uploadImport } from './support/imports';
import { caller, expectStatus } from './support/records';
import { firstSheet, sheetTexts, workbookOf } from './support/workbook';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

let fileCount = 0;
/** Rows with distinct ID numbers and names of their own (`<prefix>` + number). */
function rows(count: number, prefix: string, from = 0): string[][] {
  fileCount += 1;
  return Array.from({ length: count }, (_, index) =>
    personRow(from + index + fileCount * 1000, `${prefix}${index + 1}`),
  );
}

const upload = async (data: readonly (readonly unknown[])[], token = admin) =>
  expectStatus(await uploadImport(app, token, await workbookOf([PERSON_HEADER, ...data])), 200).job;

const check = async (id: number, locale?: 'en-US') =>
  expectStatus(
    await call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${id}/check`, undefined, locale),
    200,
  );

const commit = (id: number, mode: 'all' | 'valid') =>
  call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${id}/commit`, { mode });

const download = (url: string, token = admin) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });

const countNamed = async (prefix: string) =>
  (
    await app.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(like(beneficiaries.name, `${prefix}%`))
  ).length;

describe('import templates', () => {
  it('downloads a person template with headers, a sample row that imports, and drop-down lists', async () => {
    const response = await download('/pm/import/template?type=beneficiaryPerson');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment/);
    const sheet = await firstSheet(response.rawPayload);
    const [header, sample] = sheetTexts(sheet);
    assert.deepEqual(header, [...PERSON_HEADER]);
    assert.equal(sample?.[1], '男');
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    const gender = Object.entries(validations).find(([range]) => range.startsWith('B2'));
    assert.ok(gender, JSON.stringify(Object.keys(validations)));
    assert.match(gender[1].formulae[0]!, /选项/);
    // The sample row passes the dry run.
    const job = await upload([sample!]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 0], JSON.stringify(detail.errors));
  });

  it('writes the headers in English for an English caller, and the company template too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${API}/pm/import/template?type=beneficiaryCompany`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    const [header] = sheetTexts(await firstSheet(response.rawPayload));
    assert.equal(header?.[0], 'Organisation name');
    assert.equal(header?.[1], 'Unified social credit code');
  });
});

describe('dry run and commit', () => {
  it('counts valid and bad rows, names the column in each message, and writes an error file', async () => {
    const data = rows(20, '校验');
    data[3]![3] = '110101199001011234'; // a wrong check digit
    data[7]![1] = '未知'; // not a gender
    data[9]![0] = ''; // no name
    data[12]![3] = data[2]![3]!; // the same ID number as row 4
    data[12]![4] = data[2]![4]!;
    const job = await upload(data);
    assert.equal(job.status, 'uploaded');
    const detail = await check(job.id);
    assert.equal(detail.job.status, 'checked');
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [20, 16, 4]);
    assert.deepEqual(
      detail.errors.map((error) => error.row),
      [5, 9, 11, 14],
    );
    assert.match(detail.errors[0]!.messages.join(), /证件号码/);
    assert.match(detail.errors[1]!.messages.join(), /性别/);
    assert.match(detail.errors[2]!.messages.join(), /姓名/);
    assert.match(detail.errors[3]!.messages.join(), /证件号码：与第 4 行重复/);
    assert.ok(detail.job.errorFile);
    const file = await download(`/pm/import/jobs/${job.id}/files/errors`);
    assert.equal(file.statusCode, 200);
    const texts = sheetTexts(await firstSheet(file.rawPayload));
    assert.deepEqual(texts[0], [...PERSON_HEADER, '原行号', '错误信息']);
    assert.equal(texts.length, 5);
    assert.deepEqual(
      texts.slice(1).map((row) => row[PERSON_HEADER.length]),
      ['5', '9', '11', '14'],
    );
    assert.match(texts[2]![PERSON_HEADER.length + 1]!, /性别/);
    // English messages for an English caller.
    const english = await check(job.id, 'en-US');
    assert.match(english.errors[2]!.messages.join(), /Name is required/);
  });

  it('refuses "all" while rows are bad, imports the valid rows only, one log entry for the job', async () => {
    const data = rows(30, '部分导入');
    data[0]![3] = 'bad';
    const job = await upload(data);
    await check(job.id);
    const refused = await commit(job.id, 'all');
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /1 行数据有误/);
    assert.equal(await countNamed('部分导入'), 0);
    const done = expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(done.job.status, 'committed');
    assert.equal(done.job.imported, 29);
    assert.equal(await countNamed('部分导入'), 29);
    const logs = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'importJob'), eq(operationLogs.entityId, String(job.id))));
    assert.equal(logs.length, 1);
    assert.equal((logs[0]!.after as { imported: number }).imported, 29);
    const again = await commit(job.id, 'valid');
    assert.equal(again.status, 409);
  });

  it('writes rows as the create page does: encrypted ID number, hashes, portal phone', async () => {
    const data = rows(2, '写入');
    data[0]![5] = '139 1234 5678';
    const job = await upload(data);
    await check(job.id);
    expectStatus(await commit(job.id, 'all'), 200);
    const [row] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.name, '写入1'));
    assert.equal(row!.pendingIdNumber, null);
    assert.equal(row!.idNumberHash, app.searchHash(data[0]![3]!));
    assert.equal(decryptIdNumber(app.fieldCipher, row!.idNumberCipher), data[0]![3]);
    assert.equal(row!.mobile, '13912345678');
    assert.equal(row!.mobileHash, app.searchHash('13912345678'));
    assert.deepEqual(row!.vulnerabilityTags, ['low_income']);
    assert.equal(row!.source, 'application');
    const phones = await app.db
      .select()
      .from(beneficiaryClientAccounts)
      .where(eq(beneficiaryClientAccounts.beneficiaryId, row!.id));
    assert.equal(phones.length, 1);
    // The detail reads it like any other person.
    expectStatus(await call(admin, 'GET', `/pm/beneficiaries/${row!.id}`), 200);
  });

  it('finds duplicates of saved records, and rolls back an "all" commit on a row gone bad since the dry run', async () => {
    const data = rows(10, '回滚');
    const job = await upload(data);
    const checked = await check(job.id);
    assert.equal(checked.job.invalid, 0);
    // Someone saves a person with row 6's ID number meanwhile.
    const other = await upload([
      personRow(999_001, '抢先'),
      ...[data[5]!.map((cell, i) => (i === 0 ? '抢先2' : cell))],
    ]);
    await check(other.id);
    expectStatus(await commit(other.id, 'all'), 200);
    const refused = await commit(job.id, 'all');
    assert.equal(refused.status, 409);
    assert.equal(await countNamed('回滚'), 0);
    const detail = expectStatus(await call<ImportJobDetail>(admin, 'GET', `/pm/import/jobs/${job.id}`), 200);
    assert.equal(detail.job.status, 'checked');
    assert.equal(detail.job.invalid, 1);
    assert.match(detail.errors[0]!.messages.join(), /系统中已有相同记录/);
    // The dry run of a fresh file sees the saved duplicate too.
    const again = await upload([data[5]!]);
    assert.equal((await check(again.id)).job.invalid, 1);
  });

  it('imports companies through the same pipeline', async () => {
    const template = await download('/pm/import/template?type=beneficiaryCompany');
    const [header, sample] = sheetTexts(await firstSheet(template.rawPayload));
    const job = expectStatus(
      await uploadImport(app, admin, await workbookOf([header!, sample!, sample!]), {
        type: 'beneficiaryCompany',
      }),
      200,
    ).job;
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 1]);
    assert.match(detail.errors[0]!.messages.join(), /统一社会信用代码：与第 2 行重复/);
    expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(await countNamed(sample![0]!), 1);
  });
});

describe('the job list and access', () => {
  it('lists jobs newest first with who, counts and files, filtered by type and status', async () => {
    const page = expectStatus(
      await call<Page<ImportJob>>(admin, 'GET', '/pm/import/jobs?status=committed&type=beneficiaryPerson'),
      200,
    );
    assert.ok(page.total >= 2);
    assert.ok(page.list.every((job) => job.status === 'committed' && job.type === 'beneficiaryPerson'));
    assert.equal(page.list[0]!.createdBy, '系统管理员');
    assert.ok(page.list[0]!.original?.name.endsWith('.xlsx'));
    const sorted = expectStatus(
      await call<Page<ImportJob>>(admin, 'GET', '/pm/import/jobs?sortField=total&sortOrder=descend'),
      200,
    );
    const totals = sorted.list.map((job) => job.total);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
  });

  it('needs the import key for every call', async () => {
    const stranger = await staffWith(app, 'import-stranger', ['beneficiary']);
    const refused = await uploadImport(app, stranger.token, await workbookOf([PERSON_HEADER, personRow(1)]));
    assert.equal(refused.status, 403);
    assert.equal(
      (await download('/pm/import/template?type=beneficiaryPerson', stranger.token)).statusCode,
      403,
    );
    assert.equal((await call(stranger.token, 'GET', '/pm/import/jobs')).status, 403);
    const importer = await staffWith(app, 'import-clerk', ['import']);
    const job = await upload(rows(1, '授权'), importer.token);
    const detail = expectStatus(
      await call<ImportJobDetail>(importer.token, 'GET', `/pm/import/jobs/${job.id}`),
      200,
    );
    assert.equal(detail.job.createdBy, 'import-clerk');
  });
});

describe('hostile files', () => {
  const refused = async (body: Buffer, pattern: RegExp, options: Parameters<typeof uploadImport>[3] = {}) => {
    const before = (await app.db.select({ id: importJobs.id }).from(importJobs)).length;
    const reply = await uploadImport(app, admin, body, options);
    assert.equal(reply.status, 400, JSON.stringify(reply.body));
    assert.match(reply.body.msg, pattern);
    assert.equal((await app.db.select({ id: importJobs.id }).from(importJobs)).length, before);
  };

  it('refuses what is not a workbook, an empty file, another type, wrong headers, no rows', async () => {
    await refused(Buffer.from('PK\u0003\u0004 not really a zip'), /无法作为 Excel 工作簿读取/);
    await refused(Buffer.from('name,id\n'), /只能导入 \.xlsx/, { name: 'x.csv', mime: 'text/csv' });
    await refused(Buffer.from('%PDF-1.7'), /只能导入 \.xlsx/, { name: 'x.pdf' });
    await refused(await workbookOf([['名字', '证件号码']]), /无法识别的列：名字/);
    await refused(await workbookOf([PERSON_HEADER.slice(1)]), /缺少列：姓名/);
    await refused(await workbookOf([[...PERSON_HEADER, '姓名']]), /重复的列：姓名/);
    await refused(await workbookOf([PERSON_HEADER]), /没有数据行/);
    await refused(await workbookOf([PERSON_HEADER.slice(1)]), /missing columns: Name/, { locale: 'en-US' });
    const empty = await uploadImport(app, admin, Buffer.alloc(0));
    assert.equal(empty.status >= 400 && empty.status < 500, true);
    const wrongType = await uploadImport(app, admin, await workbookOf([PERSON_HEADER]), { type: 'projects' });
    assert.equal(wrongType.status, 422);
  });

  it('reports formula cells and huge cells row by row and keeps formula-looking text as text', async () => {
    const data = rows(3, '恶意');
    const formula = [...data[0]!] as unknown[];
    formula[0] = { formula: '1+1', result: 2 };
    const huge = [...data[1]!];
    huge[7] = 'x'.repeat(30_000);
    const text = [...data[2]!];
    text[0] = '=HYPERLINK("http://x","y")';
    const job = await upload([formula, huge, text]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 2]);
    assert.match(detail.errors[0]!.messages.join(), /姓名：不能是公式/);
    assert.match(detail.errors[1]!.messages.join(), /详细地址/);
    // Text that looks like a formula is only text: stored as typed, escaped by every export.
    expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(await countNamed('=HYPERLINK'), 1);
  });
});
