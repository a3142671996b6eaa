import type { ApplicationDetail, BatchResult, BudgetDetail, ReportDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { agreements, applications, appropriations, budgets, stageReports, users } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { budgetCalls } from './support/budgets';
import { fundsFixtures } from './support/funds';
import { expectStatus, insertProject, personBeneficiary } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { applicationValues } from './fixtures/application';
import { reportValues } from './fixtures/report';

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const fx = fundsFixtures(app, { officer, admin });
const { call, act } = fx;

const REFUSED = '双人复核：创建或提交这条记录的人不能审核、核验或批准它，请由其他有权限的同事处理';
const REFUSED_EN =
  'Maker–checker: whoever created or submitted a record cannot review, verify or approve it; ask a colleague who holds the permission';

async function userId(username: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** The database refuses what the server refused: the CHECK behind the rule. */
async function backstopRefuses(write: () => Promise<unknown>, constraint: string) {
  await assert.rejects(write, (error: unknown) => {
    const text = `${String(error)} ${JSON.stringify(error)} ${String((error as { cause?: unknown }).cause)}`;
    assert.match(text, new RegExp(constraint));
    return true;
  });
}

describe('maker–checker: payments', () => {
  it('refuses the creator’s verification and rejection (403, both languages); a colleague verifies', async () => {
    const created = await fx.submitted('3000.00');
    assert.deepEqual(
      [created.createdById, created.submittedById],
      [await userId('officer'), await userId('officer')],
    );
    const verify = await fx.step(officer, created, 'verify');
    assert.deepEqual([verify.status, verify.body.msg], [403, REFUSED]);
    const english = await call(
      officer,
      'POST',
      `/pm/appropriations/${created.id}/verify`,
      { version: created.version },
      'en-US',
    );
    assert.deepEqual([english.status, english.body.msg], [403, REFUSED_EN]);
    const reject = await fx.step(officer, created, 'reject', { comment: '自己驳回' });
    assert.equal(reject.status, 403);
    const [untouched] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual(
      [untouched!.status, untouched!.version, untouched!.reviewedBy],
      ['submitted', created.version, null],
    );
    const verified = expectStatus(await fx.step(finance, created, 'verify'), 200);
    const [row] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual([verified.status, row!.reviewedBy], ['verified', await userId('finance')]);
  });

  it('makes whoever resubmits a maker too, and refuses the batch item of one’s own', async () => {
    const created = await fx.submitted('2000.00');
    const rejected = expectStatus(await fx.step(finance, created, 'reject', { comment: '金额有误' }), 200);
    const resubmitted = expectStatus(await fx.step(admin, rejected, 'resubmit'), 200);
    assert.deepEqual(
      [resubmitted.createdById, resubmitted.submittedById],
      [await userId('officer'), await userId('admin')],
    );
    const batch = expectStatus(
      await call<BatchResult>(admin, 'POST', '/pm/appropriations/batch/verify', {
        items: [{ id: resubmitted.id, version: resubmitted.version }],
        comment: '',
      }),
      200,
    );
    assert.deepEqual(batch, {
      succeeded: [],
      failed: [{ id: resubmitted.id, code: '403', message: REFUSED }],
    });
    // The finance officer who rejected it before may decide on the new submission.
    expectStatus(await fx.step(finance, resubmitted, 'verify'), 200);
  });

  it('has the database refuse a reviewer who made the payment', async () => {
    const created = await fx.submitted('1000.00');
    await backstopRefuses(
      () =>
        app.db
          .update(appropriations)
          .set({ reviewedBy: created.createdById })
          .where(eq(appropriations.id, created.id)),
      'appropriations_maker_checker_check',
    );
  });
});

describe('maker–checker: applications, agreements, reports, budgets', () => {
  it('refuses the administrator reviewing the application they submitted', async () => {
    const projectId = await insertProject(app, 'draft');
    const draft = expectStatus(
      await call<ApplicationDetail>(
        admin,
        'POST',
        '/pm/applications',
        applicationValues(projectId, await personBeneficiary(app)),
      ),
      200,
    );
    const submitted = expectStatus(await act(admin, 'applications', draft, 'submit'), 200);
    assert.equal(submitted.submittedById, await userId('admin'));
    const review = await act(admin, 'applications', submitted, 'review');
    assert.deepEqual([review.status, review.body.msg], [403, REFUSED]);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, draft.id));
    assert.deepEqual([row!.status, row!.reviewedBy], ['submitted', null]);
    await backstopRefuses(
      () =>
        app.db.update(applications).set({ reviewedBy: row!.submittedBy }).where(eq(applications.id, row!.id)),
      'applications_maker_checker_check',
    );
  });

  it('refuses approving or returning one’s own agreement', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const draft = expectStatus(
      await call<{ id: number; version: number }>(
        admin,
        'POST',
        '/pm/agreements',
        agreementValues(projectId),
      ),
      200,
    );
    const pending = expectStatus(await act(admin, 'agreements', draft, 'submit'), 200);
    for (const [action, body] of [
      ['approve', {}],
      ['return', { comment: '请补充附件' }],
    ] as const) {
      const refused = await act(admin, 'agreements', pending, action, body);
      assert.deepEqual([refused.status, refused.body.msg], [403, REFUSED], action);
    }
    const [row] = await app.db.select().from(agreements).where(eq(agreements.id, draft.id));
    await backstopRefuses(
      () => app.db.update(agreements).set({ reviewedBy: row!.createdBy }).where(eq(agreements.id, row!.id)),
      'agreements_maker_checker_check',
    );
  });

  it('refuses accepting one’s own stage report', async () => {
    const agreement = await fx.activeAgreement();
    const draft = expectStatus(
      await call<ReportDetail>(admin, 'POST', '/pm/reports', reportValues(agreement.reportItems[0]!.id)),
      200,
    );
    const submitted = expectStatus(await act(admin, 'reports', draft, 'submit'), 200);
    const refused = await act(admin, 'reports', submitted, 'accept', { comment: '通过' });
    assert.deepEqual([refused.status, refused.body.msg], [403, REFUSED]);
    await backstopRefuses(
      () =>
        app.db
          .update(stageReports)
          .set({ reviewedBy: submitted.createdById })
          .where(eq(stageReports.id, draft.id)),
      'stage_reports_maker_checker_check',
    );
  });

  it('refuses approving a budget one drafted or revised', async () => {
    const budgetsApi = budgetCalls(app);
    const own = await budgetsApi.draft(admin);
    const refused = await budgetsApi.act(admin, own, 'approve');
    assert.deepEqual([refused.status, refused.body.msg], [403, REFUSED]);

    const drafted = await budgetsApi.draft(officer);
    const approved = expectStatus(await budgetsApi.act(admin, drafted, 'approve'), 200);
    const revising = expectStatus(await budgetsApi.act(admin, approved, 'revise'), 200);
    const [row] = await app.db.select().from(budgets).where(eq(budgets.id, drafted.id));
    assert.deepEqual(
      [row!.submittedBy, row!.reviewedBy, (revising as BudgetDetail).submittedById],
      [await userId('admin'), null, await userId('admin')],
    );
    assert.equal((await budgetsApi.act(admin, revising, 'approve')).status, 403);
    await backstopRefuses(
      () => app.db.update(budgets).set({ reviewedBy: row!.submittedBy }).where(eq(budgets.id, row!.id)),
      'budgets_maker_checker_check',
    );
  });
});
