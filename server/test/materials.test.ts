import type { Page } from '@pm/domain/contracts';
import type { MaterialDetail, MaterialListItem } from '@pm/domain/shapes/material';
import { businessDate } from '@pm/domain/utils/business-date';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  departments,
  materialBorrowings,
  materials,
  projects,
  roles,
  userRoles,
  users,
} from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { caller, expectStatus, insertProject, logsOf } from './support/records';
import { PDF, uploadPdf } from './support/uploads';
import { firstSheet } from './support/workbook';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const call = caller(app);
const today = businessDate('Asia/Shanghai');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const [project] = await app.db
  .select()
  .from(projects)
  .where(eq(projects.id, await insertProject(app, 'in_progress')));

type FormErrors = { errors: { field: string; message: string }[] };

const entry = (overrides: Record<string, unknown> = {}) => ({
  projectId: project!.id,
  category: 'agreement',
  title: '项目协议书',
  confidentiality: 'internal',
  retentionUntil: '2056-11-30',
  fileIds: [] as number[],
  ...overrides,
});

async function created(token = officer, overrides: Record<string, unknown> = {}): Promise<MaterialDetail> {
  return expectStatus(await call<MaterialDetail>(token, 'POST', '/pm/materials', entry(overrides)), 200);
}

const step = (token: string, record: MaterialDetail, action: string, body: object = {}) =>
  call<MaterialDetail>(token, 'POST', `/pm/materials/${record.id}/${action}`, {
    version: record.version,
    ...body,
  });

const download = (token: string, fileId: number, preview = false) =>
  app.inject({ url: `${API}/pm/files/${fileId}${preview ? '/preview' : ''}`, headers: bearer(token) });

describe('filing an entry', () => {
  it('files several uploads at once, numbered by the rule, each a document at version 1 with its sha256', async () => {
    const first = await uploadPdf(app, officer, '协议书正文.pdf');
    const second = await uploadPdf(app, officer, '协议附件.pdf');
    const record = await created(officer, { fileIds: [first.id, second.id] });
    const year = today.slice(0, 4);
    assert.equal(record.code, `DA-${year}-${project!.code}-0001`);
    assert.deepEqual(
      [record.status, record.projectCode, record.documentCount],
      ['pending', project!.code, 2],
    );
    assert.deepEqual(
      record.documents.map((document) => [document.name, document.currentVersion, document.versions.length]),
      [
        ['协议书正文.pdf', 1, 1],
        ['协议附件.pdf', 1, 1],
      ],
    );
    const version = record.documents[0]!.versions[0]!;
    assert.deepEqual(
      [version.fileId, version.sha256, version.size, version.mime, version.createdBy],
      [first.id, sha256(PDF), PDF.length, 'application/pdf', '王丽'],
    );
    assert.equal((await created()).code, `DA-${year}-${project!.code}-0002`);
    const [log] = await logsOf(app, 'material', record.id);
    assert.deepEqual([log!.action, log!.projectId], ['create', project!.id]);
  });

  it('refuses a form with every field’s message, in the caller’s language', async () => {
    const empty = {
      projectId: null,
      category: '',
      title: '',
      confidentiality: '',
      retentionUntil: '',
      fileIds: [],
    };
    const chinese = await call<FormErrors>(officer, 'POST', '/pm/materials', empty);
    assert.equal(chinese.status, 422);
    assert.deepEqual(
      chinese.body.data.errors.map((error) => error.message),
      ['请选择所属项目', '请选择材料类别', '请填写材料名称', '请选择密级', '请选择保管期限至'],
    );
    const english = await call<FormErrors>(officer, 'POST', '/pm/materials', empty, 'en-US');
    assert.equal(english.body.msg, 'Project is required');
    const past = await call<FormErrors>(
      officer,
      'POST',
      '/pm/materials',
      entry({ retentionUntil: '2020-01-01' }),
    );
    assert.deepEqual(past.body.data.errors, [{ field: 'retentionUntil', message: '保管期限至不能早于今天' }]);
    const category = await call<FormErrors>(
      officer,
      'POST',
      '/pm/materials',
      entry({ category: 'nonsense' }),
    );
    assert.deepEqual(category.body.data.errors, [{ field: 'category', message: '材料类别的取值无效' }]);
  });

  it('files only the caller’s own uploads, each once', async () => {
    const adminsUpload = await uploadPdf(app, admin);
    const refused = await call<FormErrors>(
      officer,
      'POST',
      '/pm/materials',
      entry({ fileIds: [adminsUpload.id] }),
    );
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors[0]!.field, 'fileIds');
    const mine = await uploadPdf(app, officer);
    await created(officer, { fileIds: [mine.id] });
    const again = await call(officer, 'POST', '/pm/materials', entry({ fileIds: [mine.id] }));
    assert.equal(again.status, 422);
  });
});

describe('versions, preview and download', () => {
  it('adds a version that becomes current, keeps the earlier one readable, and refuses a file filed already', async () => {
    const original = await uploadPdf(app, officer, '报告-初稿.pdf');
    let record = await created(officer, { category: 'report', fileIds: [original.id] });
    const document = record.documents[0]!;
    const revised = await uploadPdf(app, officer, '报告-定稿.pdf');
    record = expectStatus(
      await call<MaterialDetail>(
        officer,
        'POST',
        `/pm/materials/${record.id}/documents/${document.id}/versions`,
        {
          version: record.version,
          fileId: revised.id,
        },
      ),
      200,
    );
    const [current] = record.documents;
    assert.deepEqual(
      [
        current!.name,
        current!.currentVersion,
        current!.versions.map((version) => [version.version, version.fileId]),
      ],
      [
        '报告-定稿.pdf',
        2,
        [
          [2, revised.id],
          [1, original.id],
        ],
      ],
    );
    const duplicate = await call(
      officer,
      'POST',
      `/pm/materials/${record.id}/documents/${document.id}/versions`,
      {
        version: record.version,
        fileId: revised.id,
      },
    );
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.msg, '该文件已是本档案“报告-定稿.pdf”的第 2 版');
    const stale = await call(officer, 'POST', `/pm/materials/${record.id}/documents`, {
      version: record.version - 1,
      fileIds: [(await uploadPdf(app, officer)).id],
    });
    assert.equal(stale.status, 409);
    const more = await call<MaterialDetail>(officer, 'POST', `/pm/materials/${record.id}/documents`, {
      version: record.version,
      fileIds: [(await uploadPdf(app, officer, '附表.pdf')).id],
    });
    assert.deepEqual(
      expectStatus(more, 200).documents.map((entry) => entry.name),
      ['报告-定稿.pdf', '附表.pdf'],
    );
  });

  it('serves a version inline for preview and as an attachment, to whoever may read the entry', async () => {
    const upload = await uploadPdf(app, officer, '回单.pdf');
    const record = await created(officer, { category: 'invoice', fileIds: [upload.id] });
    const reader = await staffWith(app, 'archive-reader', ['fileArchive']);
    const attachment = await download(reader.token, upload.id);
    assert.equal(attachment.statusCode, 200);
    assert.match(String(attachment.headers['content-disposition']), /^attachment;/);
    const preview = await download(reader.token, upload.id, true);
    assert.equal(preview.statusCode, 200);
    assert.equal(preview.headers['content-type'], 'application/pdf');
    assert.match(
      String(preview.headers['content-disposition']),
      /^inline; filename=.*UTF-8''%E5%9B%9E%E5%8D%95\.pdf$/,
    );
    assert.equal(sha256(preview.rawPayload), record.documents[0]!.versions[0]!.sha256);
    const outsider = await staffWith(app, 'no-archive', ['project']);
    assert.equal((await download(outsider.token, upload.id, true)).statusCode, 404);
  });

  it('previews only images and PDF files', async () => {
    const boundary = '----preview';
    const response = await app.inject({
      method: 'POST',
      url: `${API}/pm/files`,
      headers: { ...bearer(officer), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="说明.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n说明文字\r\n--${boundary}--\r\n`,
    });
    const text = response.json().data as { id: number };
    const refused = await download(officer, text.id, true);
    assert.equal(refused.statusCode, 415);
    assert.equal(refused.json().msg, '只能在线预览图片和 PDF 文件，请下载查看');
  });
});

/** A member of staff with the archive's key whose one role sees only a department of its own (no projects). */
async function departmentReader(name: string, codes: string[]) {
  const user = await staffWith(app, name, codes);
  const [department] = await app.db
    .insert(departments)
    .values({ name: `${name}部` })
    .returning();
  await app.db.update(users).set({ departmentId: department!.id }).where(eq(users.id, user.id));
  const [link] = await app.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  await app.db.update(roles).set({ dataScope: 'department' }).where(eq(roles.id, link!.roleId));
  return user;
}

describe('data scope and confidentiality', () => {
  it('answers an entry of a project out of scope as not found: list, detail, files, preview and actions', async () => {
    const upload = await uploadPdf(app, officer);
    const record = await created(officer, { fileIds: [upload.id] });
    const reader = await departmentReader('scoped-archivist', [
      'fileArchive',
      'archive:create',
      'archive:update',
    ]);
    assert.equal((await call(reader.token, 'GET', `/pm/materials/${record.id}`)).status, 404);
    const list = expectStatus(await call<Page<MaterialListItem>>(reader.token, 'GET', '/pm/materials'), 200);
    assert.equal(list.total, 0);
    assert.equal((await download(reader.token, upload.id)).statusCode, 404);
    assert.equal((await download(reader.token, upload.id, true)).statusCode, 404);
    assert.equal((await step(reader.token, record, 'archive')).status, 404);
    const refused = await call(reader.token, 'POST', '/pm/materials', entry());
    assert.deepEqual(refused.body.data, { errors: [{ field: 'projectId', message: '所选项目不存在' }] });
  });

  it('shows confidential entries only to holders of archive:confidential, and lets only them file one', async () => {
    const plain = await staffWith(app, 'plain-archivist', ['fileArchive', 'archive:create', 'project']);
    const refused = await call(
      plain.token,
      'POST',
      '/pm/materials',
      entry({ confidentiality: 'confidential' }),
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data, {
      errors: [{ field: 'confidentiality', message: '您没有机密档案权限，不能将档案设为机密' }],
    });
    const upload = await uploadPdf(app, admin, '审计报告.pdf');
    const secret = await created(admin, {
      category: 'finance',
      title: '专项审计报告',
      confidentiality: 'confidential',
      fileIds: [upload.id],
    });
    assert.equal((await call(plain.token, 'GET', `/pm/materials/${secret.id}`)).status, 404);
    const hidden = expectStatus(
      await call<Page<MaterialListItem>>(
        plain.token,
        'GET',
        `/pm/materials?projectId=${project!.id}&pageSize=100`,
      ),
      200,
    );
    assert.ok(!hidden.list.some((row) => row.id === secret.id));
    assert.equal((await download(plain.token, upload.id)).statusCode, 404);
    const cleared = await staffWith(app, 'cleared-archivist', ['fileArchive', 'archive:confidential']);
    assert.equal((await call(cleared.token, 'GET', `/pm/materials/${secret.id}`)).status, 200);
    assert.equal((await download(cleared.token, upload.id, true)).statusCode, 200);
    const shown = expectStatus(
      await call<Page<MaterialListItem>>(cleared.token, 'GET', '/pm/materials?confidentiality=confidential'),
      200,
    );
    assert.ok(shown.list.some((row) => row.id === secret.id));
  });
});

describe('borrowing', () => {
  it('lends an archived entry out, flags it once overdue, and takes it back with its history', async () => {
    let record = await created(officer, { title: '借阅测试档案' });
    const early = await step(officer, record, 'borrow', { borrower: '李明', purpose: '审计', dueOn: today });
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '当前状态“待处理”不能执行“借出”');
    record = expectStatus(await step(officer, record, 'archive'), 200);
    const invalid = await call<FormErrors>(officer, 'POST', `/pm/materials/${record.id}/borrow`, {
      version: record.version,
      borrower: '',
      purpose: '',
      dueOn: '2020-01-01',
    });
    assert.deepEqual(
      invalid.body.data.errors.map((error) => error.message),
      ['请填写借阅人', '请填写借阅用途', '应还日期不能早于今天'],
    );
    record = expectStatus(
      await step(officer, record, 'borrow', { borrower: ' 审计署 李明 ', purpose: '专项审计', dueOn: today }),
      200,
    );
    assert.deepEqual(
      [record.status, record.borrower, record.dueOn, record.overdue],
      ['borrowed', '审计署 李明', today, false],
    );
    const overdueList = () =>
      call<Page<MaterialListItem>>(officer, 'GET', `/pm/materials?overdue=true&projectId=${project!.id}`);
    assert.ok(!expectStatus(await overdueList(), 200).list.some((row) => row.id === record.id));
    await app.db
      .update(materialBorrowings)
      .set({ borrowedOn: '2026-01-01', dueOn: '2026-01-02' })
      .where(eq(materialBorrowings.materialId, record.id));
    const overdue = expectStatus(await overdueList(), 200).list.find((row) => row.id === record.id);
    assert.deepEqual([overdue?.overdue, overdue?.borrower], [true, '审计署 李明']);
    assert.equal(
      (await step(admin, record, 'destroy', { reason: '到期' })).body.msg,
      '当前状态“借出中”不能执行“销毁”',
    );
    record = expectStatus(await step(officer, record, 'give-back', { comment: '完好归还' }), 200);
    assert.deepEqual([record.status, record.borrower, record.overdue], ['archived', null, false]);
    assert.deepEqual(
      record.borrowings.map((row) => [row.borrower, row.dueOn, row.returnedOn, row.lentBy, row.receivedBy]),
      [['审计署 李明', '2026-01-02', today, '王丽', '王丽']],
    );
    assert.deepEqual(
      record.history.map((line) => [line.action, line.status, line.comment]),
      [
        ['material.giveBack', 'archived', '完好归还'],
        ['material.borrow', 'borrowed', null],
        ['material.archive', 'archived', null],
        ['material.create', 'pending', null],
      ],
    );
  });
});

describe('destroying', () => {
  it('refuses before the retention date has passed, naming it, and destroys after', async () => {
    let record = expectStatus(await step(officer, await created(), 'archive'), 200);
    const early = await step(admin, record, 'destroy', { reason: '保管期满' });
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '档案保管期限至 2056-11-30，期满后方可销毁');
    const english = await call(
      admin,
      'POST',
      `/pm/materials/${record.id}/destroy`,
      { version: record.version, reason: 'x' },
      'en-US',
    );
    assert.equal(
      english.body.msg,
      'The entry is kept until 2056-11-30; it may be destroyed only after that day',
    );
    const noReason = await step(admin, record, 'destroy', { reason: ' ' });
    assert.equal(noReason.body.msg, '请填写销毁原因');
    assert.equal((await step(officer, record, 'destroy', { reason: '保管期满' })).status, 403);
    await app.db.update(materials).set({ retentionUntil: today }).where(eq(materials.id, record.id));
    assert.equal((await step(admin, record, 'destroy', { reason: '保管期满' })).status, 409);
    await app.db.update(materials).set({ retentionUntil: '2026-01-01' }).where(eq(materials.id, record.id));
    const retentionOver = expectStatus(
      await call<Page<MaterialListItem>>(
        officer,
        'GET',
        `/pm/materials?retentionOver=true&projectId=${project!.id}`,
      ),
      200,
    );
    assert.ok(retentionOver.list.some((row) => row.id === record.id && row.retentionOver));
    record = expectStatus(await step(admin, record, 'destroy', { reason: '保管期满，经鉴定销毁' }), 200);
    assert.equal(record.status, 'destroyed');
    assert.equal(record.history[0]!.comment, '保管期满，经鉴定销毁');
    const closed = await call(officer, 'POST', `/pm/materials/${record.id}/documents`, {
      version: record.version,
      fileIds: [(await uploadPdf(app, officer)).id],
    });
    assert.equal(closed.status, 409);
    assert.equal(closed.body.msg, '档案当前状态为“已销毁”，不能再添加文件');
  });
});

describe('the list and its export', () => {
  it('finds entries by number, title and any version’s file name, and filters by category and status', async () => {
    const upload = await uploadPdf(app, officer, '独一无二的回执.pdf');
    const record = await created(officer, { category: 'photo', title: '关键词测试', fileIds: [upload.id] });
    const find = async (query: string) =>
      expectStatus(
        await call<Page<MaterialListItem>>(officer, 'GET', `/pm/materials?${query}`),
        200,
      ).list.map((row) => row.id);
    assert.deepEqual(await find(`keyword=${encodeURIComponent('独一无二')}`), [record.id]);
    assert.deepEqual(await find(`keyword=${encodeURIComponent(record.code)}`), [record.id]);
    assert.ok(
      (await find(`keyword=${encodeURIComponent('关键词')}&category=photo&status=pending`)).includes(
        record.id,
      ),
    );
    assert.ok(!(await find(`keyword=${encodeURIComponent('关键词')}&status=archived`)).includes(record.id));
    const sorted = await call<Page<MaterialListItem>>(
      officer,
      'GET',
      '/pm/materials?sortField=code&sortOrder=ascend&pageSize=3',
    );
    const codes = expectStatus(sorted, 200).list.map((row) => row.code);
    assert.deepEqual(codes, [...codes].sort());
    assert.equal((await call(officer, 'GET', '/pm/materials?sortField=fileName')).status, 422);
  });

  it('exports the filtered entries with headers in the caller’s language, formulas escaped', async () => {
    const formula = '=HYPERLINK("http://example.com","点我")';
    await created(officer, { title: formula });
    const exported = await app.inject({
      url: `${API}/pm/materials/export?keyword=${encodeURIComponent('HYPERLINK')}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    assert.equal(exported.statusCode, 200);
    assert.match(String(exported.headers['content-disposition']), /material-archive-\d{8}\.xlsx/);
    const sheet = await firstSheet(exported.rawPayload);
    assert.equal(sheet.getRow(1).getCell(1).value, 'Archive number');
    assert.equal(sheet.getRow(2).getCell(2).value, `'${formula}`);
    assert.equal(sheet.getRow(2).getCell(7).value, 'To archive');
    assert.equal(sheet.rowCount, 2);
    assert.equal(
      (await app.inject({ url: `${API}/pm/materials/export`, headers: bearer(officer) })).statusCode,
      403,
    );
  });
});
