import type { BatchResult, Certificate, CertTemplate } from '@pm/domain/certificates/shapes';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { PDFRawStream } from 'pdf-lib';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { certNumberCounters, certificates } from '../src/db/schema';
import { nextCertificateNumber } from '../src/modules/certificates/numbering';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { templateBody, volunteerWithHours } from './support/certificates';
import { caller, expectStatus, insertProject } from './support/records';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');
const certKeeper = await staffWith(app, 'cert-keeper', ['cert']);

const createTemplate = async (overrides: Record<string, unknown> = {}) =>
  expectStatus(await call<CertTemplate>(admin, 'POST', '/pm/cert/templates', templateBody(overrides)), 200);

/**
 * The fonts' embedded programs (FontFile2/3 of each descriptor) and every ToUnicode map, inflated: what a reader
 * draws and extracts the text with.
 */
async function fontsOf(bytes: Uint8Array): Promise<{ programs: number; maps: string }> {
  const doc = await PDFDocument.load(bytes);
  const maps: string[] = [];
  let programs = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('FontFile3')) || object.get(PDFName.of('FontFile2'))) programs += 1;
    if (object.get(PDFName.of('ToUnicode'))) {
      const stream = doc.context.lookup(object.get(PDFName.of('ToUnicode'))) as PDFRawStream;
      maps.push(inflateSync(Buffer.from(stream.getContents())).toString('latin1'));
    }
  }
  return { programs, maps: maps.join('\n') };
}

const hex = (text: string) =>
  [...text].map((char) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));

describe('certificate templates', () => {
  it('saves a template and shows its next number', async () => {
    const template = await createTemplate({ prefix: 'ZYA' });
    assert.equal(template.issuedCount, 0);
    assert.match(template.nextNumber, /^ZYA-\d{4}-0001$/);
    const list = expectStatus(await call<CertTemplate[]>(certKeeper.token, 'GET', '/pm/cert/templates'), 200);
    assert.ok(list.some((row) => row.id === template.id));
  });

  it('refuses a layout without a name, with a field twice or off the page, in the caller’s words', async () => {
    const body = templateBody({
      layout: {
        width: 842,
        height: 595,
        fields: [
          { kind: 'project', x: 10, y: 10, size: 12 },
          { kind: 'project', x: 10, y: 30, size: 12 },
          { kind: 'qr', x: 800, y: 10, size: 100 },
        ],
      },
    });
    const zh = await call<{ errors: { field: string; message: string }[] }>(
      admin,
      'POST',
      '/pm/cert/templates',
      body,
    );
    assert.equal(zh.status, 422);
    assert.deepEqual(
      zh.body.data.errors.map((error) => error.field),
      ['layout', 'layout.fields.1', 'layout.fields.2'],
    );
    assert.equal(zh.body.msg, '请放置获证人姓名');
    const en = await call(admin, 'POST', '/pm/cert/templates', body, 'en-US');
    assert.equal(en.body.msg, 'Place the recipient’s name');
    const badShape = await call(admin, 'POST', '/pm/cert/templates', templateBody({ prefix: 'lower' }));
    assert.equal(badShape.status, 422);
    // An image that is not there (fuzz seed 3001886250 sent the largest id): a refusal under its field.
    for (const field of ['backgroundFileId', 'sealFileId', 'signatureFileId']) {
      const missing = await call<{ errors: { field: string }[] }>(
        admin,
        'POST',
        '/pm/cert/templates',
        templateBody({ [field]: 2147483647 }),
      );
      assert.equal(missing.status, 422);
      assert.deepEqual(
        missing.body.data.errors.map((error) => error.field),
        [field],
      );
    }
  });

  it('refuses a second template of the same name and a stale version', async () => {
    const template = await createTemplate();
    const again = await call(admin, 'POST', '/pm/cert/templates', templateBody({ name: template.name }));
    assert.equal(again.status, 422);
    const { id, version, issuedCount: _i, nextNumber: _n, updatedAt: _u, ...body } = template;
    const saved = await call<CertTemplate>(admin, 'PUT', `/pm/cert/templates/${id}`, {
      ...body,
      enabled: false,
      version,
    });
    assert.equal(expectStatus(saved, 200).enabled, false);
    const stale = await call(admin, 'PUT', `/pm/cert/templates/${id}`, { ...body, version });
    assert.equal(stale.status, 409);
  });

  it('is closed to staff without the cert key', async () => {
    assert.equal((await call(officer, 'GET', '/pm/cert/templates')).status, 403);
    assert.equal(
      (await call(officer, 'POST', '/pm/cert/issued', { templateId: 1, recipientId: 1 })).status,
      403,
    );
  });
});

describe('issuing certificates', () => {
  it('issues one with a number, a verify code and a PDF with the Chinese font embedded', async () => {
    const template = await createTemplate({ prefix: 'ZYB' });
    const projectId = await insertProject(app, 'in_progress');
    const volunteerId = await volunteerWithHours(app, '欧阳明月', projectId, ['3.50', '2.25']);
    const issued = expectStatus(
      await call<Certificate>(certKeeper.token, 'POST', '/pm/cert/issued', {
        templateId: template.id,
        recipientId: volunteerId,
        projectId,
      }),
      200,
    );
    assert.match(issued.number, /^ZYB-\d{4}-0001$/);
    assert.match(issued.verifyCode, /^[A-Za-z0-9_-]{22}$/);
    assert.ok(issued.verifyUrl.endsWith(`/verify/${issued.verifyCode}`));
    assert.equal(issued.hours, '5.75');
    assert.equal(issued.recipientName, '欧阳明月');

    const pdf = await app.inject({
      method: 'GET',
      url: `${API}/pm/files/${issued.pdfFileId}`,
      headers: bearer(certKeeper.token),
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const bytes = pdf.rawPayload;
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const doc = await PDFDocument.load(bytes);
    assert.equal(doc.getPageCount(), 1);
    const { programs, maps } = await fontsOf(bytes);
    assert.equal(programs, 1, 'the font program is embedded');
    assert.ok(bytes.length < 200_000, `a subset, not the 8 MB font (${bytes.length} bytes)`);
    for (const code of hex('欧阳明月')) assert.ok(maps.includes(`<${code}>`), `ToUnicode maps ${code}`);

    const stranger = await call(officer, 'GET', `/pm/files/${issued.pdfFileId}`);
    assert.equal(stranger.status, 404);

    const again = await call(admin, 'POST', '/pm/cert/issued', {
      templateId: template.id,
      recipientId: volunteerId,
      projectId,
    });
    assert.equal(again.status, 409);
    const mine = expectStatus(
      await call<Certificate[]>(
        admin,
        'GET',
        `/pm/cert/recipient?recipientType=volunteer&recipientId=${volunteerId}`,
      ),
      200,
    );
    assert.deepEqual(
      mine.map((row) => row.number),
      [issued.number],
    );
  });

  it('issues to every volunteer of a project with enough verified hours, skipping holders', async () => {
    const template = await createTemplate({ prefix: 'ZYC' });
    const projectId = await insertProject(app, 'in_progress');
    const [first, second] = [
      await volunteerWithHours(app, '张一', projectId, ['4.00', '4.00']),
      await volunteerWithHours(app, '王二', projectId, ['8.00']),
    ];
    await volunteerWithHours(app, '李三', projectId, ['2.00']);
    expectStatus(
      await call(admin, 'POST', '/pm/cert/issued', {
        templateId: template.id,
        recipientId: first,
        projectId,
      }),
      200,
    );
    const batch = { templateId: template.id, projectId, minHours: '8' };
    const preview = expectStatus(
      await call<BatchResult>(admin, 'POST', '/pm/cert/issued/batch', { ...batch, preview: true }),
      200,
    );
    assert.deepEqual(preview, { eligible: 2, skipped: 1, issued: 1, numbers: [] });
    const result = expectStatus(await call<BatchResult>(admin, 'POST', '/pm/cert/issued/batch', batch), 200);
    assert.equal(result.issued, 1);
    assert.equal(result.skipped, 1);
    assert.match(result.numbers[0]!, /^ZYC-\d{4}-0002$/);
    const page = expectStatus(
      await call<{ list: Certificate[]; total: number }>(
        admin,
        'GET',
        `/pm/cert/issued?projectId=${projectId}&sortField=number&sortOrder=ascend`,
      ),
      200,
    );
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.list.map((row) => row.recipientId),
      [first, second],
    );
  });

  it('refuses a disabled template and a missing recipient', async () => {
    const template = await createTemplate({ enabled: false });
    const projectId = await insertProject(app, 'in_progress');
    const disabled = await call(admin, 'POST', '/pm/cert/issued', {
      templateId: template.id,
      recipientId: 1,
      projectId,
    });
    assert.equal(disabled.status, 422);
    const open = await createTemplate();
    const missing = await call(admin, 'POST', '/pm/cert/issued', {
      templateId: open.id,
      recipientId: 999999,
      projectId,
    });
    assert.equal(missing.status, 422);
  });

  it('a rolled-back issue gives its number back', async () => {
    const rule = { prefix: 'ROLLB', digits: 4 };
    await app.db
      .transaction(async (tx) => {
        await nextCertificateNumber(tx, rule, '2026-05-01');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const number = await app.db.transaction((tx) => nextCertificateNumber(tx, rule, '2026-05-01'));
    assert.equal(number, 'ROLLB-2026-0001');
    const [counter] = await app.db
      .select()
      .from(certNumberCounters)
      .where(eq(certNumberCounters.prefix, 'ROLLB'));
    assert.equal(counter!.lastSequence, 1);
  });
});

describe('revoking and the public verify page', () => {
  const issue = async () => {
    const template = await createTemplate();
    const projectId = await insertProject(app, 'in_progress');
    const volunteerId = await volunteerWithHours(app, '赵子龙', projectId, ['6.00']);
    return expectStatus(
      await call<Certificate>(admin, 'POST', '/pm/cert/issued', {
        templateId: template.id,
        recipientId: volunteerId,
        projectId,
      }),
      200,
    );
  };

  it('shows number, masked name, issuer, date and status, and nothing personal', async () => {
    const issued = await issue();
    const response = await app.inject({ method: 'GET', url: `${API}/pm/cert/verify/${issued.verifyCode}` });
    assert.equal(response.statusCode, 200);
    const data = response.json().data as Record<string, unknown>;
    assert.deepEqual(Object.keys(data).sort(), [
      'issuedOn',
      'issuer',
      'number',
      'recipientName',
      'revokedOn',
      'status',
    ]);
    assert.equal(data.recipientName, '赵*龙');
    assert.equal(data.status, 'valid');
    assert.equal(data.issuer, '示例公益基金会');
    const text = response.body;
    assert.ok(!text.includes('赵子龙'));
    assert.ok(!/"(id|recipientId|mobile|idNumber\w*|hours)"/.test(text));
    assert.ok(!/1[3-9]\d{9}/.test(text), 'no mobile number');

    const page = await app.inject({ method: 'GET', url: `/verify/${issued.verifyCode}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.ok(
      page.body.includes(issued.number) && page.body.includes('赵*龙') && !page.body.includes('赵子龙'),
    );
    assert.ok(page.headers['content-security-policy']);
  });

  it('answers an unknown code with a not-found page, not an error', async () => {
    const api = await app.inject({ method: 'GET', url: `${API}/pm/cert/verify/AAAAAAAAAAAAAAAAAAAAAA` });
    assert.equal(api.statusCode, 404);
    const page = await app.inject({
      method: 'GET',
      url: '/verify/nope',
      headers: { 'accept-language': 'en-US' },
    });
    assert.equal(page.statusCode, 404);
    assert.ok(page.body.includes('No certificate matches this code'));
  });

  it('revokes only with a reason, then shows the certificate as revoked', async () => {
    const issued = await issue();
    const url = `/pm/cert/issued/${issued.id}/revoke`;
    const blank = await call(admin, 'POST', url, { reason: '  ', version: issued.version });
    assert.equal(blank.status, 422);
    const revoked = expectStatus(
      await call<Certificate>(admin, 'POST', url, { reason: '信息有误', version: issued.version }),
      200,
    );
    assert.equal(revoked.status, 'revoked');
    assert.equal((await call(admin, 'POST', url, { reason: '再次', version: revoked.version })).status, 409);
    const verify = await app.inject({ method: 'GET', url: `${API}/pm/cert/verify/${issued.verifyCode}` });
    assert.equal(verify.json().data.status, 'revoked');
    const page = await app.inject({ method: 'GET', url: `/verify/${issued.verifyCode}` });
    assert.ok(page.body.includes('已作废'));
    const [row] = await app.db.select().from(certificates).where(eq(certificates.id, issued.id));
    assert.equal(row!.revokeReason, '信息有误');
  });
});

describe('demo certificates', () => {
  it('are seeded with one revoked, and render their PDF on first download', async () => {
    const page = expectStatus(
      await call<{ list: Certificate[]; total: number }>(
        admin,
        'GET',
        '/pm/cert/issued?keyword=ZYFW-&pageSize=100',
      ),
      200,
    );
    const demo = page.list.filter((row) => row.number.startsWith('ZYFW-'));
    assert.ok(demo.length >= 2);
    const revoked = demo.find((row) => row.status === 'revoked')!;
    assert.ok(revoked.revokeReason);
    const verify = await app.inject({ method: 'GET', url: `${API}/pm/cert/verify/${revoked.verifyCode}` });
    assert.equal(verify.json().data.status, 'revoked');
    const pdf = await app.inject({
      method: 'GET',
      url: `${API}/pm/cert/issued/${demo[0]!.id}/pdf`,
      headers: bearer(certKeeper.token),
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const [row] = await app.db.select().from(certificates).where(eq(certificates.id, demo[0]!.id));
    assert.ok(row!.pdfFileId, 'the rendered PDF is kept');
    const denied = await app.inject({
      method: 'GET',
      url: `${API}/pm/cert/issued/${demo[0]!.id}/pdf`,
      headers: bearer(officer),
    });
    assert.equal(denied.statusCode, 403);
  });
});
