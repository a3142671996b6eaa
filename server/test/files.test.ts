import type { FileRef } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { and, asc, desc, eq } from 'drizzle-orm';
import { applications, entityFiles, files, operationLogs } from '../src/db/schema';
import { UPLOAD_MAX_BYTES } from '@pm/domain/contracts/files';
import { cleanFileName } from '../src/http/file-name';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----pm${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(fileName: string, content: Buffer, { english = false, field = 'file' } = {}) {
  const body = multipart(fileName, content, field);
  return app.inject({
    method: 'POST',
    url: `${API}/pm/files`,
    headers: { ...bearer(officer), ...body.headers, ...(english ? { 'accept-language': 'en-US' } : {}) },
    payload: body.payload,
  });
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)]);
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(64)]);

describe('POST /pm/files and GET /pm/files/:id', () => {
  it('stores an upload and gives the same bytes back as an attachment', async () => {
    const response = await upload('项目协议（盖章版）.pdf', PDF);
    assert.equal(response.statusCode, 200, response.body);
    const file = response.json().data as FileRef;
    assert.deepEqual(
      { name: file.name, size: file.size, mime: file.mime, version: file.version, by: file.uploadedBy },
      { name: '项目协议（盖章版）.pdf', size: PDF.length, mime: 'application/pdf', version: 1, by: '王丽' },
    );
    const [row] = await app.db.select().from(files).where(eq(files.id, file.id));
    assert.equal(row?.sha256, createHash('sha256').update(PDF).digest('hex'));
    assert.match(row!.storageKey, /^\d{4}\/[0-9a-f]{32}$/);
    const download = await app.inject({ url: `${API}/pm/files/${file.id}`, headers: bearer(officer) });
    assert.equal(download.statusCode, 200);
    assert.ok(download.rawPayload.equals(PDF));
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="_________.pdf"; filename*=UTF-8''${encodeURIComponent('项目协议（盖章版）.pdf')}`,
    );
  });

  it('accepts each allowed type whose content matches', async () => {
    const cases: [string, Buffer][] = [
      ['photo.PNG', PNG],
      ['photo.jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)])],
      ['plan.docx', ZIP],
      ['budget.xlsx', ZIP],
      ['archive.zip', ZIP],
      ['old.doc', OLE2],
      ['old.xls', OLE2],
      ['notes.txt', Buffer.from('第一行\n第二行\n', 'utf8')],
    ];
    for (const [name, content] of cases) {
      assert.equal((await upload(name, content)).statusCode, 200, name);
    }
  });

  it('logs each upload in the operation log', async () => {
    const file = (await upload('log.pdf', PDF)).json().data as FileRef;
    const [log] = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'file'), eq(operationLogs.entityId, String(file.id))));
    assert.equal(log?.action, 'upload');
    assert.equal((log?.after as { name: string }).name, 'log.pdf');
  });

  it('refuses content that does not match the extension, and leaves nothing stored', async () => {
    const before = await storedCount();
    const spoofs: [string, Buffer][] = [
      ['invoice.pdf', Buffer.concat([Buffer.from('MZ'), randomBytes(256)])],
      ['photo.png', PDF],
      ['plan.docx', OLE2],
      ['old.doc', ZIP],
      ['binary.txt', Buffer.from([0x68, 0x69, 0x00, 0x01])],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])],
    ];
    for (const [name, content] of spoofs) {
      const response = await upload(name, content);
      assert.equal(response.statusCode, 422, name);
      assert.equal(response.json().msg, `文件内容与扩展名 .${name.split('.').pop()} 不符`);
    }
    assert.equal(await storedCount(), before);
    const english = await upload('invoice.pdf', PNG, { english: true });
    assert.equal(english.json().msg, "The file's content does not match its .pdf extension");
  });

  it('refuses other types, empty files and requests without a file (422)', async () => {
    const exe = await upload('setup.exe', Buffer.from('MZ'));
    assert.equal(exe.statusCode, 422);
    assert.match(exe.json().msg, /^只能上传以下类型的文件：pdf、doc/);
    assert.equal((await upload('empty.pdf', Buffer.alloc(0))).json().msg, '文件是空的');
    assert.equal((await upload('a.pdf', PDF, { field: 'other' })).json().msg, '请选择要上传的文件');
    const json = await app.inject({
      method: 'POST',
      url: `${API}/pm/files`,
      headers: bearer(officer),
      payload: {},
    });
    assert.equal(json.statusCode, 422);
  });

  it('takes a file of exactly 20 MB and refuses one byte more (413)', async () => {
    const limit = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_MAX_BYTES - 9, 0x20)]);
    assert.equal((await upload('big.pdf', limit)).statusCode, 200);
    const before = await storedCount();
    const over = await upload('bigger.pdf', Buffer.concat([limit, Buffer.from(' ')]));
    assert.equal(over.statusCode, 413);
    assert.equal(over.json().msg, '文件不能超过 20 MB');
    assert.equal(await storedCount(), before);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await app.inject({ url: `${API}/pm/files/999999`, headers: bearer(officer) });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().msg, '文件不存在');
  });
});

describe('GET /pm/projects/:id/files', () => {
  it('lists the files of the project’s records, newest first', async () => {
    const [application] = await app.db
      .select({ id: applications.id, projectId: applications.projectId })
      .from(applications)
      .orderBy(asc(applications.id))
      .limit(1);
    assert.ok(application, 'the demo seed has applications');
    const file = (await upload('申请书.pdf', PDF)).json().data as FileRef;
    await app.db
      .insert(entityFiles)
      .values({ entity: 'application', entityId: application.id, fileId: file.id });
    const response = await app.inject({
      url: `${API}/pm/projects/${application.projectId}/files`,
      headers: bearer(officer),
    });
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json().data as FileRef[];
    assert.deepEqual(list[0], file);
    const linked = await app.db
      .select({ id: entityFiles.fileId })
      .from(entityFiles)
      .innerJoin(applications, eq(applications.id, entityFiles.entityId))
      .where(and(eq(entityFiles.entity, 'application'), eq(applications.projectId, application.projectId)))
      .orderBy(desc(entityFiles.id));
    assert.ok(linked.every((row) => list.some((item) => item.id === row.id)));
  });
});

describe('cleanFileName', () => {
  it('keeps the name without folders or control characters', () => {
    assert.equal(cleanFileName('C:\\Users\\王丽\\报告.pdf'), '报告.pdf');
    assert.equal(cleanFileName('../../etc/passwd.txt'), 'passwd.txt');
    assert.equal(cleanFileName('a\u0000b\r\n.pdf'), 'ab.pdf');
    assert.equal(cleanFileName(`${'长'.repeat(300)}.pdf`).length, 200);
  });

  it('drops bidirectional controls, zero-width and format characters, separators and lone surrogates', () => {
    assert.equal(cleanFileName('invoice\u202Efdp.exe'), 'invoicefdp.exe');
    assert.equal(cleanFileName('\u2066合同\u2069\u200F\u061C.pdf'), '合同.pdf');
    assert.equal(cleanFileName('\uFEFFre\u200Bport\u2028\u00AD.pdf'), 'report.pdf');
    assert.equal(cleanFileName('a\u0085\u009Fb\uD800.pdf'), 'ab.pdf');
  });
});

describe('right-to-left override in file names', () => {
  it('is stripped from an upload: stored, listed and sent without it', async () => {
    const response = await upload('报告\u202Efdp.pdf', PDF);
    assert.equal(response.statusCode, 200, response.body);
    const file = response.json().data as FileRef;
    assert.equal(file.name, '报告fdp.pdf');
    const [row] = await app.db.select().from(files).where(eq(files.id, file.id));
    assert.equal(row?.name, '报告fdp.pdf');
    const download = await app.inject({ url: `${API}/pm/files/${file.id}`, headers: bearer(officer) });
    assert.ok(!String(download.headers['content-disposition']).includes('%E2%80%AE'));
  });

  it('cannot disguise a type: what is left after stripping is the name checked', async () => {
    const response = await upload('invoice\u202Efdp.exe', PDF);
    assert.equal(response.statusCode, 422);
    assert.match(response.json().msg, /^只能上传以下类型的文件/);
  });

  it('is left out of the download header of a name stored before uploads were cleaned', async () => {
    const file = (await upload('old.pdf', PDF)).json().data as FileRef;
    await app.db.update(files).set({ name: '旧\u202Efdp.exe\u202C.pdf' }).where(eq(files.id, file.id));
    const download = await app.inject({ url: `${API}/pm/files/${file.id}`, headers: bearer(officer) });
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="_fdp.exe.pdf"; filename*=UTF-8''${encodeURIComponent('旧fdp.exe.pdf')}`,
    );
  });
});

/** Files on disk under the app's upload folder. */
async function storedCount(): Promise<number> {
  const entries = await readdir(app.config.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
