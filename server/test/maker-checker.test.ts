import type {
  ApplicationDetail,
  AppropriationDetail,
  BatchResult,
  BudgetDetail,
  ReportDetail,
} from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { agreements, applications, appropriations, budgets, stageReports, users } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { actOn, approveAll, latestInstance, pendingAt, rejectOnce, tokenOf } from './support/approvals';
import { budgetCalls } from './support/budgets';
import { fundsFixtures } from './support/funds';
import { expectStatus, insertProject, personBeneficiary } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { appropriationValues } from './fixtures/appropriation';
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

/** What the engine answers whoever acts on a task that is not theirs (a maker never holds one). */
const NOT_YOURS = '这不是您待处理的审批任务';
const NOT_YOURS_EN = 'This is not an approval task waiting for you';

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

/**
 * Four eyes in the engine: the record's running approval waits for `approver`, never for the maker; the maker's
 * approve and reject of that task are refused (409), and the approver cannot pass the task to the maker (reassign,
 * add approver: 422 on `userId`) though the maker is otherwise someone a task may go to.
 */
async function makerIsNoApprover(
  entity: string,
  id: number,
  maker: { token: string; username: 'admin' | 'officer' | 'finance' },
  approver: 'reviewer' | 'finance' | 'head' | 'admin',
) {
  const instance = await latestInstance(app, entity, id);
  assert.equal(instance?.status, 'running', `${entity} ${id} is in approval`);
  const makerId = await userId(maker.username);
  assert.ok(instance!.makerIds.includes(makerId), 'the maker is recorded as such');
  const pending = await pendingAt(app, instance!.id);
  assert.deepEqual(
    pending.map((task) => task.username),
    [approver],
  );
  const [task] = pending;
  for (const action of ['approve', 'reject'] as const) {
    const refused = await actOn(app, maker.token, instance!.id, action, {
      taskId: task!.id,
      comment: '自己决定',
    });
    assert.deepEqual([refused.status, refused.body.msg], [409, NOT_YOURS], action);
  }
  const approverToken = await tokenOf(app, approver);
  for (const action of ['reassign', 'addApprover'] as const) {
    const refused = await actOn(app, approverToken, instance!.id, action, {
      taskId: task!.id,
      userId: makerId,
    });
    assert.equal(refused.status, 422, `${action}: ${JSON.stringify(refused.body)}`);
    assert.deepEqual(
      (refused.body.data as unknown as { errors: { field: string }[] }).errors.map((error) => error.field),
      ['userId'],
    );
  }
  assert.deepEqual(
    (await pendingAt(app, instance!.id)).map((each) => each.id),
    [task!.id],
    'nothing moved',
  );
}

const payment = async (token: string, id: number) =>
  expectStatus(await call<AppropriationDetail>(token, 'GET', `/pm/appropriations/${id}`), 200);

describe('maker–checker: payments', () => {
  it('never lets the creator verify or reject (409, both languages); finance, its approver, verifies', async () => {
    const created = await fx.submitted('3000.00');
    assert.deepEqual(
      [created.createdById, created.submittedById],
      [await userId('officer'), await userId('officer')],
    );
    await makerIsNoApprover('appropriation', created.id, { token: officer, username: 'officer' }, 'finance');
    const instance = await latestInstance(app, 'appropriation', created.id);
    const [task] = await pendingAt(app, instance!.id);
    const english = await call(
      officer,
      'POST',
      `/pm/approvals/instances/${instance!.id}/approve`,
      { version: instance!.version, taskId: task!.id },
      'en-US',
    );
    assert.deepEqual([english.status, english.body.msg], [409, NOT_YOURS_EN]);
    // The one-step verify route is gone.
    assert.equal((await fx.step(officer, created, 'verify')).status, 404);
    const [untouched] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual(
      [untouched!.status, untouched!.version, untouched!.reviewedBy],
      ['submitted', created.version, null],
    );
    await approveAll(app, 'appropriation', created.id);
    const verified = await payment(officer, created.id);
    const [row] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual([verified.status, row!.reviewedBy], ['verified', await userId('finance')]);
  });

  it('makes whoever resubmits a maker too; the finance officer who rejected it decides again', async () => {
    const created = await fx.submitted('2000.00');
    expectStatus(await rejectOnce(app, 'appropriation', created.id, '金额有误'), 200);
    const rejected = await payment(officer, created.id);
    assert.equal(rejected.status, 'rejected');
    const resubmitted = expectStatus(await fx.step(admin, rejected, 'resubmit'), 200);
    assert.deepEqual(
      [resubmitted.createdById, resubmitted.submittedById],
      [await userId('officer'), await userId('admin')],
    );
    // A new approval, waiting for finance (who rejected the first); neither maker may be given it.
    await makerIsNoApprover('appropriation', created.id, { token: admin, username: 'admin' }, 'finance');
    await makerIsNoApprover('appropriation', created.id, { token: officer, username: 'officer' }, 'finance');
    const batch = expectStatus(
      await call<BatchResult>(finance, 'POST', '/pm/appropriations/batch/verify', {
        items: [{ id: resubmitted.id, version: resubmitted.version }],
        comment: '',
      }),
      200,
    );
    assert.deepEqual(batch, { succeeded: [resubmitted.id], failed: [] });
    assert.equal((await payment(officer, created.id)).status, 'verified');
  });

  it('leaves out a maker who holds the approving role, and refuses the batch item of one’s own', async () => {
    // Finance makes the payment: the finance node passes over them to the administrator.
    const agreement = await fx.activeAgreement();
    const own = expectStatus(await fx.create(finance, appropriationValues(agreement, '1500.00')), 200);
    assert.equal(own.createdById, await userId('finance'));
    await makerIsNoApprover('appropriation', own.id, { token: finance, username: 'finance' }, 'admin');
    const batch = expectStatus(
      await call<BatchResult>(finance, 'POST', '/pm/appropriations/batch/verify', {
        items: [{ id: own.id, version: own.version }],
        comment: '',
      }),
      200,
    );
    assert.deepEqual(batch, { succeeded: [], failed: [{ id: own.id, code: '409', message: NOT_YOURS }] });
    assert.equal((await payment(finance, own.id)).status, 'submitted');
    await approveAll(app, 'appropriation', own.id);
    const [row] = await app.db.select().from(appropriations).where(eq(appropriations.id, own.id));
    assert.deepEqual([row!.status, row!.reviewedBy], ['verified', await userId('admin')]);
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
  it('never lets the administrator decide the application they submitted', async () => {
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
    assert.equal((await act(admin, 'applications', submitted, 'review')).status, 404);
    await makerIsNoApprover('application', draft.id, { token: admin, username: 'admin' }, 'reviewer');
    const [row] = await app.db.select().from(applications).where(eq(applications.id, draft.id));
    assert.deepEqual([row!.status, row!.reviewedBy], ['submitted', null]);
    await backstopRefuses(
      () =>
        app.db.update(applications).set({ reviewedBy: row!.submittedBy }).where(eq(applications.id, row!.id)),
      'applications_maker_checker_check',
    );
  });

  it('never lets one approve or send back one’s own agreement', async () => {
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
    for (const action of ['approve', 'return'] as const) {
      assert.equal((await act(admin, 'agreements', pending, action, { comment: '请补充附件' })).status, 404);
    }
    await makerIsNoApprover('agreement', draft.id, { token: admin, username: 'admin' }, 'reviewer');
    const [row] = await app.db.select().from(agreements).where(eq(agreements.id, draft.id));
    assert.equal(row!.reviewedBy, null);
    await backstopRefuses(
      () => app.db.update(agreements).set({ reviewedBy: row!.createdBy }).where(eq(agreements.id, row!.id)),
      'agreements_maker_checker_check',
    );
  });

  it('never lets one accept one’s own stage report', async () => {
    const agreement = await fx.activeAgreement();
    const draft = expectStatus(
      await call<ReportDetail>(admin, 'POST', '/pm/reports', reportValues(agreement.reportItems[0]!.id)),
      200,
    );
    const submitted = expectStatus(await act(admin, 'reports', draft, 'submit'), 200);
    assert.equal((await act(admin, 'reports', submitted, 'accept', { comment: '通过' })).status, 404);
    await makerIsNoApprover('report', draft.id, { token: admin, username: 'admin' }, 'reviewer');
    await backstopRefuses(
      () =>
        app.db
          .update(stageReports)
          .set({ reviewedBy: submitted.createdById })
          .where(eq(stageReports.id, draft.id)),
      'stage_reports_maker_checker_check',
    );
  });

  it('never lets one approve a budget one drafted or revised, even as the only administrator', async () => {
    const budgetsApi = budgetCalls(app);
    // The administrator's own draft: no head above them, and the fallback administrators leave out the maker, so
    // nobody may approve it and it is not put up for approval (409, naming the node).
    const own = await budgetsApi.draft(admin);
    const refused = await budgetsApi.submit(admin, own);
    assert.deepEqual(
      [refused.status, refused.body.msg],
      [409, '审批节点“部门负责人审批”找不到可以审批的人（发起人和经办人不能审批自己的记录）'],
    );
    assert.equal(await latestInstance(app, 'budget', own.id), undefined);
    assert.equal((await budgetsApi.detail(admin, own.id)).status, 'draft');

    const drafted = await budgetsApi.draft(officer);
    expectStatus(await budgetsApi.submit(officer, drafted), 200);
    await makerIsNoApprover('budget', drafted.id, { token: officer, username: 'officer' }, 'head');
    await approveAll(app, 'budget', drafted.id);
    const approved = await budgetsApi.detail(officer, drafted.id);
    // Finance revises and submits it: a maker now, passed over by the fallback to the administrator.
    const revising = expectStatus(await budgetsApi.act(finance, approved, 'revise'), 200);
    const [row] = await app.db.select().from(budgets).where(eq(budgets.id, drafted.id));
    assert.deepEqual(
      [row!.submittedBy, row!.reviewedBy, (revising as BudgetDetail).submittedById],
      [await userId('finance'), null, await userId('finance')],
    );
    expectStatus(await budgetsApi.submit(finance, revising), 200);
    await makerIsNoApprover('budget', drafted.id, { token: finance, username: 'finance' }, 'admin');
    await makerIsNoApprover('budget', drafted.id, { token: officer, username: 'officer' }, 'admin');
    await backstopRefuses(
      () => app.db.update(budgets).set({ reviewedBy: row!.submittedBy }).where(eq(budgets.id, row!.id)),
      'budgets_maker_checker_check',
    );
  });
});
