import type { Page } from '@pm/domain/contracts';
import type { AgreementDetail, AppropriationDetail, ProjectDetail, ReportDetail } from '@pm/domain/shapes';
import type { MaterialDetail, MaterialListItem } from '@pm/domain/shapes/material';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { materialDocuments, materials, projects } from '../src/db/schema';
import { missingArchiveCategories } from '../src/modules/materials/archive-gate';
import { DEMO_PROJECTS } from '../src/seed/demo/projects';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { agreementValues } from './fixtures/agreement';
import { paymentValues } from './fixtures/appropriation';
import { reportValues } from './fixtures/report';
import { fundsFixtures } from './support/funds';
import { approveAll, latestInstance, pendingAt, rejectOnce } from './support/approvals';
import { expectStatus, insertProject } from './support/records';
import { uploadPdf } from './support/uploads';

/** What other records file in the archive, the close gate, and the demo archive. */

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const fx = fundsFixtures(app, { officer, admin });
const { call, act } = fx;

/** A payment of `amount` on the agreement, created by the officer and verified through its approval (finance). */
async function verifiedPayment(amount: string, agreement: AgreementDetail): Promise<AppropriationDetail> {
  const created = await fx.submitted(amount, agreement);
  const instance = await latestInstance(app, 'appropriation', created.id);
  assert.deepEqual(
    (await pendingAt(app, instance!.id)).map((task) => task.username),
    ['finance'],
  );
  await approveAll(app, 'appropriation', created.id);
  const verified = expectStatus(
    await call<AppropriationDetail>(finance, 'GET', `/pm/appropriations/${created.id}`),
    200,
  );
  assert.equal(verified.status, 'verified');
  return verified;
}

/** Finance verified the payments (their approval's approver), so another holder of the pay button pays them. */
const payer = admin;

/** The entries a record filed (at most one), as the archive shows them. */
async function filedBy(entity: string, id: number): Promise<MaterialDetail[]> {
  const rows = await app.db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.sourceEntity, entity as 'agreement'), eq(materials.sourceId, id)));
  return Promise.all(
    rows.map(async (row) =>
      expectStatus(await call<MaterialDetail>(admin, 'GET', `/pm/materials/${row.id}`), 200),
    ),
  );
}

describe('automatic archiving', () => {
  it('files a signed agreement with its files, archived, when it is approved', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const file = await uploadPdf(app, officer, '协议正本.pdf');
    const draft = expectStatus(
      await call<AgreementDetail>(officer, 'POST', '/pm/agreements', {
        ...agreementValues(projectId),
        fileIds: [file.id],
      }),
      200,
    );
    expectStatus(await act(officer, 'agreements', draft, 'submit'), 200);
    assert.deepEqual(await filedBy('agreement', draft.id), []);
    await approveAll(app, 'agreement', draft.id);
    const approved = expectStatus(
      await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${draft.id}`),
      200,
    );
    assert.equal(approved.status, 'active');
    const [entry] = await filedBy('agreement', approved.id);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    assert.deepEqual(
      [entry?.status, entry?.category, entry?.sourceCode, entry?.confidentiality, entry?.code],
      [
        'archived',
        'agreement',
        approved.number,
        'internal',
        `DA-${new Date().getFullYear()}-${project!.code}-0001`,
      ],
    );
    assert.equal(entry?.title, `协议 ${approved.number}（${approved.partyB}）`);
    assert.deepEqual(
      entry?.documents.map((document) => [document.name, document.versions[0]!.fileId]),
      [['协议正本.pdf', file.id]],
    );
    // Kept 30 years from today, the agreements' rule.
    assert.equal(entry?.retentionUntil.slice(0, 4), String(new Date().getFullYear() + 30));
  });

  it('files an accepted report; without files it waits, pending, for its scan', async () => {
    const agreement = await fx.activeAgreement({ reportItems: 1 });
    const draft = expectStatus(
      await call<ReportDetail>(officer, 'POST', '/pm/reports', reportValues(agreement.reportItems[0]!.id)),
      200,
    );
    expectStatus(await act(officer, 'reports', draft, 'submit'), 200);
    expectStatus(await rejectOnce(app, 'report', draft.id, '请补充照片'), 200);
    const rejected = expectStatus(await call<ReportDetail>(officer, 'GET', `/pm/reports/${draft.id}`), 200);
    assert.equal(rejected.status, 'rework');
    assert.deepEqual(await filedBy('report', draft.id), []);
    expectStatus(await act(officer, 'reports', rejected, 'submit'), 200);
    await approveAll(app, 'report', draft.id, { comment: '通过' });
    const [entry] = await filedBy('report', draft.id);
    assert.deepEqual([entry?.status, entry?.category, entry?.documentCount], ['pending', 'report', 0]);
  });

  it('files a payment’s receipt when it is paid, each payment of a batch under the same receipt', async () => {
    const agreement = await fx.activeAgreement();
    const verified = [];
    for (const amount of ['100.00', '200.00', '300.00']) {
      verified.push(await verifiedPayment(amount, agreement));
    }
    // Verified is not paid: nothing is filed yet.
    assert.deepEqual(await filedBy('appropriation', verified[0]!.id), []);
    const receipt = await uploadPdf(app, payer, '银行回单.pdf');
    const paid = expectStatus(await fx.step(payer, verified[0]!, 'pay', paymentValues(receipt.id)), 200);
    const [single] = await filedBy('appropriation', paid.id);
    assert.deepEqual(
      [single?.status, single?.category, single?.documents[0]?.versions[0]?.fileId],
      ['archived', 'invoice', receipt.id],
    );
    const batchReceipt = await uploadPdf(app, payer, '批量回单.pdf');
    const batch = expectStatus(
      await call<{ succeeded: number[]; failed: unknown[] }>(payer, 'POST', '/pm/appropriations/batch/pay', {
        items: verified.slice(1).map(({ id, version }) => ({ id, version })),
        ...paymentValues(batchReceipt.id),
      }),
      200,
    );
    assert.deepEqual(batch.failed, []);
    for (const id of batch.succeeded) {
      const [entry] = await filedBy('appropriation', id);
      assert.equal(entry?.documents[0]?.versions[0]?.fileId, batchReceipt.id);
    }
    const reader = await staffWith(app, 'receipt-reader', ['fileArchive']);
    const read = await app.inject({
      url: `${API}/pm/files/${batchReceipt.id}/preview`,
      headers: bearer(reader.token),
    });
    assert.equal(read.statusCode, 200);
  });

  it('files a bounced payment paid again into the same entry: the new receipt is a document beside the first', async () => {
    const agreement = await fx.activeAgreement();
    const verified = await verifiedPayment('80.00', agreement);
    const first = await uploadPdf(app, payer, '第一次回单.pdf');
    const paid = expectStatus(await fx.step(payer, verified, 'pay', paymentValues(first.id)), 200);
    const bounced = expectStatus(
      await fx.step(admin, paid, 'return', { comment: '账号有误，银行退票' }),
      200,
    );
    const second = await uploadPdf(app, payer, '第二次回单.pdf');
    expectStatus(await fx.step(payer, bounced, 'pay', paymentValues(second.id)), 200);
    const entries = await filedBy('appropriation', paid.id);
    assert.equal(entries.length, 1);
    assert.deepEqual(
      entries[0]!.documents.map((document) => document.name),
      ['第一次回单.pdf', '第二次回单.pdf'],
    );
    assert.deepEqual(
      entries[0]!.history.map((line) => line.action),
      ['material.addFile', 'material.create'],
    );
  });

  it('files a payment without a receipt as pending', async () => {
    const agreement = await fx.activeAgreement();
    const verified = await verifiedPayment('50.00', agreement);
    const paid = expectStatus(await fx.step(payer, verified, 'pay', paymentValues()), 200);
    const [entry] = await filedBy('appropriation', paid.id);
    assert.deepEqual([entry?.status, entry?.documentCount], ['pending', 0]);
  });
});

const close = (token: string, project: { id: number; version: number }, locale?: 'en-US') =>
  call<ProjectDetail>(
    token,
    'POST',
    `/pm/projects/${project.id}/close`,
    { version: project.version },
    locale,
  );

describe('the close gate', () => {
  it('refuses to close a project naming the categories still to archive, then closes once they are', async () => {
    const projectId = await insertProject(app, 'in_progress');
    let project = expectStatus(await call<ProjectDetail>(admin, 'GET', `/pm/projects/${projectId}`), 200);
    assert.deepEqual(await missingArchiveCategories(app.db, projectId), ['agreement', 'report', 'invoice']);
    const refused = await close(admin, project);
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.msg,
      '项目还缺少已归档的材料：协议文件、阶段报告、拨款票据，归档后方可申请结项',
    );
    const english = await close(admin, project, 'en-US');
    assert.equal(
      english.body.msg,
      'The project cannot start closing until these materials are archived: Agreements, Stage reports, Payment vouchers',
    );

    const file = async (category: string) =>
      expectStatus(
        await call<MaterialDetail>(officer, 'POST', '/pm/materials', {
          projectId,
          category,
          title: `${category} 归档`,
          confidentiality: 'internal',
          retentionUntil: '2056-12-31',
          fileIds: [],
        }),
        200,
      );
    const agreement = await file('agreement');
    // A pending entry is not in the archive yet.
    assert.deepEqual(await missingArchiveCategories(app.db, projectId), ['agreement', 'report', 'invoice']);
    expectStatus(
      await call(officer, 'POST', `/pm/materials/${agreement.id}/archive`, { version: agreement.version }),
      200,
    );
    const report = await file('report');
    expectStatus(
      await call(officer, 'POST', `/pm/materials/${report.id}/archive`, { version: report.version }),
      200,
    );
    assert.equal(
      (await close(admin, project)).body.msg,
      '项目还缺少已归档的材料：拨款票据，归档后方可申请结项',
    );
    const invoice = await file('invoice');
    const archivedInvoice = expectStatus(
      await call<MaterialDetail>(officer, 'POST', `/pm/materials/${invoice.id}/archive`, {
        version: invoice.version,
      }),
      200,
    );
    // Lent out is still the archive's.
    expectStatus(
      await call(officer, 'POST', `/pm/materials/${invoice.id}/borrow`, {
        version: archivedInvoice.version,
        borrower: '审计',
        purpose: '抽查',
        dueOn: '2099-01-01',
      }),
      200,
    );
    project = expectStatus(await call<ProjectDetail>(admin, 'GET', `/pm/projects/${projectId}`), 200);
    // Closed by the officer: its closing's approval starts, the officer's department head first (the
    // administrator, the demo's only one, could not start it: nobody but themselves would be left to approve).
    assert.equal(expectStatus(await close(officer, project), 200).status, 'closing');
    const closing = await latestInstance(app, 'project', projectId);
    assert.deepEqual(
      (await pendingAt(app, closing!.id)).map((task) => task.username),
      ['head'],
    );
  });

  it('lets the demo reading project close and refuses the handicraft project, naming what it lacks', async () => {
    const demo = async (index: number) => {
      const [row] = await app.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.code, DEMO_PROJECTS[index]!.code));
      return expectStatus(await call<ProjectDetail>(admin, 'GET', `/pm/projects/${row!.id}`), 200);
    };
    const reading = await demo(2);
    assert.equal(reading.status, 'in_progress');
    assert.equal(expectStatus(await close(officer, reading), 200).status, 'closing');
    const handicraft = await demo(0);
    const refused = await close(officer, handicraft);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '项目还缺少已归档的材料：阶段报告、拨款票据，归档后方可申请结项');
  });
});

describe('the demo archive', () => {
  it('has entries in every status with real files, two versions, an overdue loan and an expired retention', async () => {
    const list = expectStatus(
      await call<Page<MaterialListItem>>(admin, 'GET', '/pm/materials?pageSize=100'),
      200,
    );
    assert.deepEqual([...new Set(list.list.map((row) => row.status))].sort(), [
      'archived',
      'borrowed',
      'destroyed',
      'pending',
    ]);
    const overdue = expectStatus(
      await call<Page<MaterialListItem>>(admin, 'GET', '/pm/materials?overdue=true'),
      200,
    );
    assert.deepEqual(
      overdue.list.map((row) => [row.title, row.overdue]),
      [['助学金拨付凭证', true]],
    );
    const expired = expectStatus(
      await call<Page<MaterialListItem>>(admin, 'GET', '/pm/materials?retentionOver=true'),
      200,
    );
    assert.deepEqual(
      expired.list.map((row) => row.title),
      ['助学金发放仪式照片'],
    );
    const twice = await app.db
      .select({ materialId: materialDocuments.materialId })
      .from(materialDocuments)
      .where(sql`${materialDocuments.currentVersion} = 2`)
      .orderBy(asc(materialDocuments.id));
    assert.equal(twice.length, 1);
    const detail = expectStatus(
      await call<MaterialDetail>(admin, 'GET', `/pm/materials/${twice[0]!.materialId}`),
      200,
    );
    const versions = detail.documents[0]!.versions;
    assert.deepEqual(
      versions.map((version) => [version.version, version.mime, /^[0-9a-f]{64}$/.test(version.sha256)]),
      [
        [2, 'application/pdf', true],
        [1, 'application/pdf', true],
      ],
    );
    const confidential = await app.db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.confidentiality, 'confidential'));
    assert.equal(confidential.length, 1);
    const officerList = expectStatus(
      await call<Page<MaterialListItem>>(officer, 'GET', '/pm/materials?pageSize=100'),
      200,
    );
    assert.equal(officerList.total, list.total - 1);
  });
});
