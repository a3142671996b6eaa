import type {
  AgreementDetail,
  ApplicationDetail,
  ProjectDetail,
  ReportDetail,
  ReportListItem,
  ScheduledReportItem,
} from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { isReportOverdue } from '@pm/domain/workflow/report-machine';
import { asc, eq } from 'drizzle-orm';
import {
  agreementReportItems,
  agreements,
  departments,
  projects,
  stageReports,
  users,
} from '../src/db/schema';
import { overdueSql, scheduledItems } from '../src/modules/records/report-items';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import {
  caller,
  expectStatus,
  insertProject,
  logsOf,
  personBeneficiary,
  type Reply,
  someoneWaitsForALock,
} from './support/records';
import { agreementValues } from './fixtures/agreement';
import { applicationValues } from './fixtures/application';
import { reportValues } from './fixtures/report';
import { projectValues } from './fixtures/project';
import { actOn, approveAll, latestInstance, pendingAt, rejectOnce, tokenOf } from './support/approvals';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const call = caller(app);
const reviewer = await tokenOf(app, 'reviewer');

type Detail = ReportDetail;
type Item = ScheduledReportItem;
type FormErrors = { errors: { field: string; message: string }[] };

const act = <T extends { id: number; version: number }>(
  token: string,
  path: string,
  record: T,
  action: string,
  body = {},
) => call<T>(token, 'POST', `/pm/${path}/${record.id}/${action}`, { version: record.version, ...body });

/** An agreement in force on a freshly approved project, with the given reporting schedule. */
async function activeAgreement(dueDates = ['2026-08-31', '2027-02-28']): Promise<AgreementDetail> {
  const projectId = await insertProject(app, 'approved', '300000.00');
  const values = agreementValues(projectId);
  values.reportItems = dueDates.map((dueDate, index) => ({ title: `第${index + 1}期`, dueDate }));
  values.instalments = [{ plannedDate: '2026-03-15', amount: '300000.00', reportSeq: null }];
  const draft = expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
  expectStatus(await act(officer, 'agreements', draft, 'submit'), 200);
  await approveAll(app, 'agreement', draft.id);
  return expectStatus(await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${draft.id}`), 200);
}

const reportOf = async (id: number) =>
  expectStatus(await call<Detail>(officer, 'GET', `/pm/reports/${id}`), 200);

const fileReport = (itemId: number) => call<Detail>(officer, 'POST', '/pm/reports', reportValues(itemId));

describe('from a new project to an accepted stage report', () => {
  it('applies, is approved, signs an agreement and reports against it', async () => {
    const [department] = await app.db.select({ id: departments.id }).from(departments).limit(1);
    const [manager] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'officer'));
    const project = expectStatus(
      await call<ProjectDetail>(
        officer,
        'POST',
        '/pm/projects',
        projectValues({ name: '端到端测试项目', departmentId: department!.id, managerId: manager!.id }),
      ),
      200,
    );
    const applicantId = await personBeneficiary(app);
    let application = expectStatus(
      await call<ApplicationDetail>(
        officer,
        'POST',
        '/pm/applications',
        applicationValues(project.id, applicantId),
      ),
      200,
    );
    application = expectStatus(await act(officer, 'applications', application, 'submit'), 200);
    await approveAll(app, 'application', application.id, { approvedAmount: '280000.00', comment: '同意' });
    application = expectStatus(
      await call<ApplicationDetail>(officer, 'GET', `/pm/applications/${application.id}`),
      200,
    );
    assert.equal(application.status, 'approved');
    let detail = expectStatus(await call<ProjectDetail>(officer, 'GET', `/pm/projects/${project.id}`), 200);
    assert.deepEqual([detail.status, detail.approvedAmount], ['approved', '280000.00']);

    const values = agreementValues(project.id, { total: '280000.00' });
    let agreement = expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
    assert.equal(agreement.instalments.length, 2);
    agreement = expectStatus(await act(officer, 'agreements', agreement, 'submit'), 200);
    await approveAll(app, 'agreement', agreement.id);
    assert.equal(
      expectStatus(await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`), 200).status,
      'active',
    );
    detail = expectStatus(await call<ProjectDetail>(officer, 'GET', `/pm/projects/${project.id}`), 200);
    assert.equal(detail.status, 'agreement_signed');

    const items = expectStatus(
      await call<Item[]>(officer, 'GET', `/pm/report-items?projectId=${project.id}`),
      200,
    );
    assert.deepEqual(
      items.map((item) => [item.agreementId, item.agreementNumber, item.seq, item.reportId]),
      [
        [agreement.id, agreement.number, 1, null],
        [agreement.id, agreement.number, 2, null],
      ],
    );
    let report = expectStatus(await fileReport(items[0]!.id), 200);
    assert.match(report.code, /^BG\d{4}\d{6}$/);
    assert.deepEqual(
      [report.projectId, report.agreementId, report.status],
      [project.id, agreement.id, 'draft'],
    );
    report = expectStatus(await act(officer, 'reports', report, 'submit'), 200);
    assert.ok(report.submittedAt);
    await approveAll(app, 'report', report.id, { comment: '通过' });
    report = await reportOf(report.id);
    assert.deepEqual([report.status, report.reviewComment], ['accepted', '通过']);
    const after = expectStatus(
      await call<Item[]>(officer, 'GET', `/pm/report-items?projectId=${project.id}`),
      200,
    );
    assert.deepEqual(
      [after[0]!.reportId, after[0]!.reportStatus, after[0]!.overdue],
      [report.id, 'accepted', false],
    );

    const timeline = expectStatus(
      await call<{ entity: string; action: string }[]>(officer, 'GET', `/pm/projects/${project.id}/timeline`),
      200,
    );
    for (const entity of ['project', 'application', 'agreement', 'report']) {
      assert.ok(
        timeline.some((entry) => entry.entity === entity),
        entity,
      );
    }
  });
});

describe('stage reports: rules', () => {
  it('files only against an item of an agreement in force, once per item unless rejected', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const draft = expectStatus(
      await call<AgreementDetail>(officer, 'POST', '/pm/agreements', agreementValues(projectId)),
      200,
    );
    const early = await fileReport(draft.reportItems[0]!.id);
    assert.deepEqual([early.status, early.body.msg], [409, '协议当前状态为“草稿”，不能提交阶段报告']);

    const agreement = await activeAgreement();
    const itemId = agreement.reportItems[0]!.id;
    const first = expectStatus(await fileReport(itemId), 200);
    const again = await fileReport(itemId);
    assert.equal(again.status, 409);
    assert.equal(again.body.msg, `该报告计划项已有阶段报告 ${first.code}`);
    expectStatus(await act(officer, 'reports', first, 'submit'), 200);
    assert.equal((await rejectOnce(app, 'report', first.id, '')).status, 422);
    expectStatus(await rejectOnce(app, 'report', first.id, '数据不完整'), 200);
    // Rejected through its approval, it goes back to its author to rework: the item is still taken.
    const reworked = await reportOf(first.id);
    assert.deepEqual([reworked.status, reworked.reviewComment], ['rework', '数据不完整']);
    assert.equal((await fileReport(itemId)).status, 409);
    // A report rejected for good (as decided before the approval engine; no step takes it there now) frees it.
    await app.db.update(stageReports).set({ status: 'rejected' }).where(eq(stageReports.id, first.id));
    expectStatus(await fileReport(itemId), 200);

    await app.db.update(projects).set({ status: 'suspended' }).where(eq(projects.id, agreement.projectId));
    const paused = await fileReport(agreement.reportItems[1]!.id);
    assert.deepEqual([paused.status, paused.body.msg], [409, '项目当前状态为“已暂停”，不能提交阶段报告']);
  });

  it(
    'waits for a termination of its agreement in progress, then refuses (409)',
    { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' },
    async () => {
      const agreement = await activeAgreement();
      let filed: Promise<Reply<Detail>> | undefined;
      // What terminating does: the agreement locked, its status changed, committed.
      await app.db.transaction(async (tx) => {
        await tx.select().from(agreements).where(eq(agreements.id, agreement.id)).for('update');
        filed = fileReport(agreement.reportItems[0]!.id);
        await someoneWaitsForALock(app);
        await tx.update(agreements).set({ status: 'terminated' }).where(eq(agreements.id, agreement.id));
      });
      const refused = await filed!;
      assert.deepEqual([refused.status, refused.body.msg], [409, '协议当前状态为“已终止”，不能提交阶段报告']);
    },
  );

  it('checks the form with the shared rules (422 naming the field)', async () => {
    const agreement = await activeAgreement();
    const missing = await call<FormErrors>(officer, 'POST', '/pm/reports', {
      ...reportValues(0),
      reportItemId: null,
    });
    assert.deepEqual(missing.body.data.errors, [{ field: 'reportItemId', message: '请选择报告计划项' }]);
    const unknown = await call<FormErrors>(officer, 'POST', '/pm/reports', reportValues(999999));
    assert.deepEqual([unknown.status, unknown.body.data.errors[0]!.field], [422, 'reportItemId']);
    const { beneficiariesReached: _reached, ...withoutCount } = reportValues(agreement.reportItems[0]!.id);
    const noCount = await call<FormErrors>(officer, 'POST', '/pm/reports', withoutCount, 'en-US');
    assert.deepEqual(noCount.body.data.errors, [
      { field: 'beneficiariesReached', message: 'Beneficiaries reached is required' },
    ]);
  });

  it('edits a draft or reworked report only, at its current version; its approver alone decides', async () => {
    const agreement = await activeAgreement();
    let report = expectStatus(await fileReport(agreement.reportItems[0]!.id), 200);
    const values = { ...reportValues(report.reportItemId), title: '修订稿' };
    report = expectStatus(
      await call<Detail>(officer, 'PUT', `/pm/reports/${report.id}`, { ...values, version: report.version }),
      200,
    );
    const stale = await call(officer, 'PUT', `/pm/reports/${report.id}`, {
      ...values,
      title: '旧稿',
      version: report.version - 1,
    });
    assert.equal(stale.status, 409);
    const [row] = await app.db.select().from(stageReports).where(eq(stageReports.id, report.id));
    assert.deepEqual([row!.title, row!.version], ['修订稿', report.version]);

    report = expectStatus(await act(officer, 'reports', report, 'submit'), 200);
    const locked = await call(officer, 'PUT', `/pm/reports/${report.id}`, {
      ...values,
      version: report.version,
    });
    assert.deepEqual([locked.status, locked.body.msg], [409, '阶段报告当前状态为“已提交”，不能修改']);
    // The one-step decisions are gone; the approval's task is the reviewer's, not the author's nor the admin's.
    for (const action of ['accept', 'reject', 'rework']) {
      assert.equal((await act(admin, 'reports', report, action, { comment: '意见' })).status, 404, action);
    }
    const instance = await latestInstance(app, 'report', report.id);
    const [task] = await pendingAt(app, instance!.id);
    assert.equal(task?.username, 'reviewer');
    for (const token of [officer, admin]) {
      const refused = await actOn(app, token, instance!.id, 'reject', { taskId: task!.id, comment: '意见' });
      assert.equal(refused.status, 409);
    }
    assert.equal((await reportOf(report.id)).status, 'submitted');
    assert.equal((await act(admin, 'reports', report, 'submit')).status, 409);
    expectStatus(
      await actOn(app, reviewer, instance!.id, 'reject', { taskId: task!.id, comment: '补充照片' }),
      200,
    );
    report = await reportOf(report.id);
    assert.equal(report.status, 'rework');
    report = expectStatus(
      await call<Detail>(officer, 'PUT', `/pm/reports/${report.id}`, { ...values, version: report.version }),
      200,
    );
    report = expectStatus(await act(officer, 'reports', report, 'submit'), 200);
    await approveAll(app, 'report', report.id);
    report = await reportOf(report.id);
    assert.equal(report.status, 'accepted');
    // Decided: its approval has ended, nothing more is decided on it.
    const accepted = await latestInstance(app, 'report', report.id);
    const late = await actOn(app, reviewer, accepted!.id, 'reject', { taskId: task!.id, comment: '晚了' });
    assert.equal(late.status, 409);
    assert.equal((await reportOf(report.id)).status, 'accepted');

    const logs = await logsOf(app, 'report', report.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['create', 'update', 'submit', 'rework', 'update', 'submit', 'accept'],
    );
    for (const log of logs) assert.equal(log.projectId, agreement.projectId);
    assert.deepEqual(
      [
        (logs[3]!.before as { status: string }).status,
        (logs[3]!.after as { status: string }).status,
        logs[3]!.comment,
      ],
      ['submitted', 'rework', '补充照片'],
    );
  });
});

describe('overdue report items', () => {
  const today = '2026-06-10';
  const yesterday = '2026-06-09';
  // Each item: its due date, the steps of the report filed against it (null: none filed), and whether it is
  // overdue `today`.
  const cases: [string, string, string[] | null, boolean][] = [
    ['due today, nothing filed', today, null, false],
    ['due tomorrow, nothing filed', '2026-06-11', null, false],
    ['due yesterday, nothing filed', yesterday, null, true],
    ['due yesterday, report rejected', yesterday, ['submit', 'reject'], true],
    ['due yesterday, report submitted', yesterday, ['submit'], false],
    ['due yesterday, report accepted', yesterday, ['submit', 'accept'], false],
    ['due yesterday, report sent back', yesterday, ['submit', 'rework'], true],
    ['due yesterday, report in draft', yesterday, [], true],
  ];

  it('derives the same flag in SQL (lists) as the shared isReportOverdue (details)', async () => {
    const agreement = await activeAgreement(cases.map(([, dueDate]) => dueDate));
    for (const [index, [, , steps]] of cases.entries()) {
      if (steps === null) continue;
      const report = expectStatus(await fileReport(agreement.reportItems[index]!.id), 200);
      for (const step of steps) {
        if (step === 'submit') expectStatus(await act(officer, 'reports', report, step), 200);
        else if (step === 'accept') await approveAll(app, 'report', report.id, { comment: '意见' });
        else if (step === 'rework') expectStatus(await rejectOnce(app, 'report', report.id, '意见'), 200);
        else {
          // Rejected for good: its approval rejects it, and as no step takes a report there since the approval
          // engine (older reports are), its status is set.
          expectStatus(await rejectOnce(app, 'report', report.id, '意见'), 200);
          await app.db.update(stageReports).set({ status: 'rejected' }).where(eq(stageReports.id, report.id));
        }
      }
      // Each step reached what the case says.
      const reached: Record<string, string> = {
        submit: 'submitted',
        accept: 'accepted',
        reject: 'rejected',
        rework: 'rework',
      };
      const last = steps.at(-1);
      assert.equal((await reportOf(report.id)).status, last === undefined ? 'draft' : reached[last]);
    }
    const where = eq(agreementReportItems.agreementId, agreement.id);
    const inSql = await app.db
      .select({ overdue: overdueSql(today) })
      .from(agreementReportItems)
      .where(where)
      .orderBy(asc(agreementReportItems.seq));
    const shared = await scheduledItems(app.db, where, today);
    for (const [index, [name, dueDate, , expected]] of cases.entries()) {
      assert.equal(inSql[index]!.overdue, expected, `SQL: ${name}`);
      assert.equal(shared[index]!.overdue, expected, `isReportOverdue: ${name}`);
      assert.equal(
        isReportOverdue(dueDate, shared[index]!.reportStatus ? [shared[index]!.reportStatus!] : [], today),
        expected,
        name,
      );
    }
  });

  it('filters the report list by overdue, which agrees with the agreement detail', async () => {
    const agreement = await activeAgreement(['2026-01-10', '2026-01-20']);
    const late = expectStatus(await fileReport(agreement.reportItems[0]!.id), 200);
    const onTime = expectStatus(
      await act(
        officer,
        'reports',
        expectStatus(await fileReport(agreement.reportItems[1]!.id), 200),
        'submit',
      ),
      200,
    );
    const list = async (query: string) =>
      expectStatus(
        await call<Page<ReportListItem>>(
          officer,
          'GET',
          `/pm/reports?projectId=${agreement.projectId}&${query}`,
        ),
        200,
      );
    assert.deepEqual(
      (await list('overdue=true')).list.map((item) => [item.id, item.overdue]),
      [[late.id, true]],
    );
    assert.deepEqual(
      (await list('overdue=false')).list.map((item) => [item.id, item.overdue]),
      [[onTime.id, false]],
    );
    const detail = expectStatus(
      await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`),
      200,
    );
    assert.deepEqual(
      detail.reportItems.map((item) => [item.overdue, item.reportId, item.reportStatus]),
      [
        [true, late.id, 'draft'],
        [false, onTime.id, 'submitted'],
      ],
    );
    const all = await list('overdue=true&pageSize=100&sortField=dueDate');
    assert.ok(all.list.every((item) => item.overdue));
    assert.equal((await call(officer, 'GET', `/pm/reports/${late.id}`)).status, 200);
    assert.equal((await call(officer, 'GET', '/pm/reports/999999')).status, 404);
  });
});
