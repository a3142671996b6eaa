import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClientReportDetail, ClientReportItem, ClientReportItemDetail } from '@pm/domain/shapes';
import { fieldsOf } from '@pm/domain/report-templates';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import {
  agreementReportItems,
  agreements,
  approvalHistory,
  approvalInstances,
  beneficiaries,
  files,
  operationLogs,
  projects,
  stageReports,
} from '../src/db/schema';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE } from './helper';
import { actOn, latestInstance, pendingAt, tokenOf } from './support/approvals';
import { caller, expectStatus } from './support/records';
import { uploadPdf } from './support/uploads';
import { valuesFor } from './support/report-values';

const app = await buildTestApp();
const call = caller(app);
const client = await clientLogin(app, DEMO_CLIENT_MOBILE);
const admin = await tokenOf(app, 'admin');
const [me] = await app.db
  .select({ id: beneficiaries.id, name: beneficiaries.name })
  .from(beneficiaries)
  .where(eq(beneficiaries.name, '张晓梅'));

/** Uploads a PDF through the portal as the beneficiary. */
const clientUpload = (token = client) => uploadPdf(app, token, '报告附件.pdf', '/client/files');

const items = async (query = '') =>
  expectStatus(await call<ClientReportItem[]>(client, 'GET', `/client/report-items${query}`), 200);

describe('client stage reports', () => {
  it("lists only the identity's own schedule, soonest due first, with filters", async () => {
    const list = await items();
    assert.ok(list.length > 0);
    const dates = list.map((item) => item.dueDate);
    assert.deepEqual(dates, [...dates].sort());
    assert.ok(list.some((item) => item.fillable));
    for (const item of await items('?overdue=true')) assert.equal(item.overdue, true);
    for (const item of await items('?status=none')) assert.equal(item.reportStatus, null);
    const [mine] = await app.db
      .select({ n: count() })
      .from(agreementReportItems)
      .innerJoin(agreements, eq(agreements.id, agreementReportItems.agreementId))
      .innerJoin(projects, eq(projects.id, agreements.projectId))
      .where(and(eq(projects.beneficiaryId, me!.id), inArray(agreements.status, ['active', 'completed'])));
    assert.equal(list.length, mine!.n);
    assert.equal((await call(client, 'GET', '/client/report-items?status=bogus')).status, 422);
  });

  it('drafts, submits, is accepted by staff through the approvals, and reads the outcome', async () => {
    const item = (await items()).find((row) => row.fillable)!;
    const form = expectStatus(
      await call<ClientReportItemDetail>(client, 'GET', `/client/report-items/${item.id}`),
      200,
    );
    const file = await clientUpload();
    const [stored] = await app.db.select().from(files).where(eq(files.id, file.id));
    assert.deepEqual([stored!.uploadedBy, stored!.uploadedByBeneficiaryId], [null, me!.id]);
    const hasAttachment = fieldsOf(form.definition).some((field) => field.type === 'attachment');

    // Invalid values: 422 naming fields, as for staff.
    const empty = await call<unknown>(client, 'POST', '/client/reports', {
      reportItemId: item.id,
      values: {},
    });
    assert.equal(empty.status, 422, JSON.stringify(empty.body));

    let report = expectStatus(
      await call<ClientReportDetail>(client, 'POST', '/client/reports', {
        reportItemId: item.id,
        values: valuesFor(form, hasAttachment ? [file.id] : []),
      }),
      200,
    );
    assert.equal(report.status, 'draft');
    if (hasAttachment)
      assert.deepEqual(
        report.attachments.map((row) => row.id),
        [file.id],
      );
    const download = await app.inject({ url: `${API}/client/files/${file.id}`, headers: bearer(client) });
    assert.equal(download.statusCode, 200);

    report = expectStatus(
      await call<ClientReportDetail>(client, 'PUT', `/client/reports/${report.id}`, {
        values: valuesFor(form, hasAttachment ? [file.id] : []),
        version: report.version,
      }),
      200,
    );
    // A stale version is a conflict.
    assert.equal(
      (await call(client, 'POST', `/client/reports/${report.id}/submit`, { version: report.version - 1 }))
        .status,
      409,
    );
    report = expectStatus(
      await call<ClientReportDetail>(client, 'POST', `/client/reports/${report.id}/submit`, {
        version: report.version,
      }),
      200,
    );
    assert.equal(report.status, 'submitted');
    const [row] = await app.db.select().from(stageReports).where(eq(stageReports.id, report.id));
    assert.deepEqual(
      [row!.createdBy, row!.createdByBeneficiaryId, row!.submittedBy, row!.submittedByBeneficiaryId],
      [null, me!.id, null, me!.id],
    );
    const instance = (await latestInstance(app, 'report', report.id))!;
    assert.deepEqual([instance.initiatorId, instance.initiatorBeneficiaryId], [null, me!.id]);
    const detail = expectStatus(
      await call<{ initiator: string; history: { action: string; actor: string }[] }>(
        admin,
        'GET',
        `/pm/approvals/instances/${instance.id}`,
      ),
      200,
    );
    assert.equal(detail.initiator, me!.name);
    assert.deepEqual(detail.history[0], { ...detail.history[0], action: 'start', actor: me!.name });
    const logged = await app.db
      .select({ username: operationLogs.username, userId: operationLogs.userId })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.entity, 'report'),
          eq(operationLogs.entityId, String(report.id)),
          eq(operationLogs.action, 'submit'),
        ),
      );
    assert.deepEqual(logged, [{ username: me!.name, userId: null }]);

    // Staff accept through the approvals inbox.
    for (let step = 0; step < 10; step += 1) {
      const running = (await latestInstance(app, 'report', report.id))!;
      if (running.status !== 'running') break;
      const [task] = await pendingAt(app, running.id);
      const token = await tokenOf(app, task!.username as 'admin');
      expectStatus(
        await actOn(app, token, running.id, 'approve', { taskId: task!.id, comment: '同意' }),
        200,
      );
    }
    report = expectStatus(await call<ClientReportDetail>(client, 'GET', `/client/reports/${report.id}`), 200);
    assert.equal(report.status, 'accepted');
    const after = (await items()).find((row) => row.id === item.id)!;
    assert.deepEqual([after.reportStatus, after.fillable], ['accepted', false]);
    const history = await app.db
      .select({ action: approvalHistory.action })
      .from(approvalHistory)
      .innerJoin(approvalInstances, eq(approvalInstances.id, approvalHistory.instanceId))
      .where(eq(approvalInstances.id, instance.id));
    assert.equal(history[0]!.action, 'start');
  });

  it('is sent back for rework with a comment, edited and resubmitted', async () => {
    // One more item on an agreement in force of the beneficiary's, as a schedule edit would add.
    const reportable = (await items()).find((row) => row.reportStatus === 'accepted')!;
    const [agreement] = await app.db
      .select({ id: agreementReportItems.agreementId })
      .from(agreementReportItems)
      .where(eq(agreementReportItems.id, reportable.id));
    const [added] = await app.db
      .insert(agreementReportItems)
      .values({ agreementId: agreement!.id, seq: 90, title: '补充报告', dueDate: '2026-12-31' })
      .returning();
    const item = (await items()).find((row) => row.id === added!.id)!;
    assert.equal(item.fillable, true);
    const form = expectStatus(
      await call<ClientReportItemDetail>(client, 'GET', `/client/report-items/${item.id}`),
      200,
    );
    let report = expectStatus(
      await call<ClientReportDetail>(client, 'POST', '/client/reports', {
        reportItemId: item.id,
        values: valuesFor(form),
      }),
      200,
    );
    report = expectStatus(
      await call<ClientReportDetail>(client, 'POST', `/client/reports/${report.id}/submit`, {
        version: report.version,
      }),
      200,
    );
    const instance = (await latestInstance(app, 'report', report.id))!;
    const [task] = await pendingAt(app, instance.id);
    const token = await tokenOf(app, task!.username as 'admin');
    expectStatus(
      await actOn(app, token, instance.id, 'reject', { taskId: task!.id, comment: '请补充照片' }),
      200,
    );
    report = expectStatus(await call<ClientReportDetail>(client, 'GET', `/client/reports/${report.id}`), 200);
    assert.deepEqual([report.status, report.reviewComment], ['rework', '请补充照片']);
    assert.equal((await items()).find((row) => row.id === item.id)!.reviewComment, '请补充照片');
    report = expectStatus(
      await call<ClientReportDetail>(client, 'PUT', `/client/reports/${report.id}`, {
        values: valuesFor(report),
        version: report.version,
      }),
      200,
    );
    report = expectStatus(
      await call<ClientReportDetail>(client, 'POST', `/client/reports/${report.id}/submit`, {
        version: report.version,
      }),
      200,
    );
    assert.equal(report.status, 'submitted');
    assert.equal((await latestInstance(app, 'report', report.id))!.status, 'running');
  });

  it("answers 404 for unknown and another beneficiary's ids", async () => {
    const [other] = await app.db
      .select({ id: stageReports.id, item: stageReports.reportItemId })
      .from(stageReports)
      .innerJoin(projects, eq(projects.id, stageReports.projectId))
      .where(ne(projects.beneficiaryId, me!.id))
      .limit(1);
    const foreignReport = other!.id;
    const foreignItem = other!.item;
    const staffFile = await uploadPdf(app, admin);
    const mine = (await items()).find((row) => row.fillable) ?? (await items())[0]!;
    const form = expectStatus(
      await call<ClientReportItemDetail>(client, 'GET', `/client/report-items/${mine.id}`),
      200,
    );
    for (const [method, url, body] of [
      ['GET', `/client/report-items/${foreignItem}`],
      ['GET', '/client/report-items/999999'],
      ['GET', `/client/reports/${foreignReport}`],
      ['GET', '/client/reports/999999'],
      ['PUT', `/client/reports/${foreignReport}`, { values: {}, version: 1 }],
      ['POST', `/client/reports/${foreignReport}/submit`, { version: 1 }],
      ['POST', '/client/reports/999999/submit', { version: 1 }],
      ['POST', '/client/reports', { reportItemId: foreignItem, values: {} }],
      ['GET', `/client/files/${staffFile.id}`],
      ['GET', '/client/files/999999'],
    ] as const) {
      const reply = await call(client, method, url, body);
      assert.equal(reply.status, 404, `${method} ${url}: ${JSON.stringify(reply.body)}`);
    }
    if (fieldsOf(form.definition).some((field) => field.type === 'attachment') && mine.fillable) {
      const reply = await call(client, 'POST', '/client/reports', {
        reportItemId: mine.id,
        values: valuesFor(form, [staffFile.id]),
      });
      assert.equal(reply.status, 404, JSON.stringify(reply.body));
    }
  });

  it('keeps staff and client tokens on their own routes', async () => {
    assert.ok([401, 403].includes((await call(admin, 'GET', '/client/report-items')).status));
    const reply = await call(client, 'GET', '/pm/reports');
    assert.ok([401, 403].includes(reply.status), String(reply.status));
    assert.ok([401, 403].includes((await call(client, 'POST', '/pm/reports', {})).status));
  });
});
