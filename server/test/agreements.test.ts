import type { AgreementDetail, AgreementListItem } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { eq } from 'drizzle-orm';
import { agreementInstalments, agreements, projects } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { caller, expectStatus, insertFile, insertProject, logsOf } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { actOn, approveAll, latestInstance, pendingAt, rejectOnce, tokenOf } from './support/approvals';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const call = caller(app);
const reviewer = await tokenOf(app, 'reviewer');

type Detail = AgreementDetail;
type FormErrors = { errors: { field: string; message: string }[] };

async function draft(projectId?: number, total = '300000.00') {
  const id = projectId ?? (await insertProject(app, 'approved', '300000.00'));
  return expectStatus(
    await call<Detail>(officer, 'POST', '/pm/agreements', agreementValues(id, { total })),
    200,
  );
}

const act = (token: string, agreement: Detail, action: string, body: object = {}) =>
  call<Detail>(token, 'POST', `/pm/agreements/${agreement.id}/${action}`, {
    version: agreement.version,
    ...body,
  });

const detail = async (id: number) =>
  expectStatus(await call<Detail>(officer, 'GET', `/pm/agreements/${id}`), 200);

/** The agreement's running approval and its one pending task, which the engine gave the reviewer. */
async function reviewerTask(agreementId: number) {
  const instance = await latestInstance(app, 'agreement', agreementId);
  assert.equal(instance?.status, 'running');
  const tasks = await pendingAt(app, instance!.id);
  assert.deepEqual(
    tasks.map((task) => task.username),
    ['reviewer'],
  );
  return { instanceId: instance!.id, taskId: tasks[0]!.id };
}

async function projectStatus(id: number) {
  const [row] = await app.db.select({ status: projects.status }).from(projects).where(eq(projects.id, id));
  return row!.status;
}

describe('agreements: drafting', () => {
  it('stores the schedules, links instalments to report items by position and numbers the agreement', async () => {
    const fileId = await insertFile(app, '协议.pdf');
    const projectId = await insertProject(app, 'approved', '300000.00');
    const values = { ...agreementValues(projectId), fileIds: [fileId] };
    const agreement = expectStatus(await call<Detail>(officer, 'POST', '/pm/agreements', values), 200);
    assert.match(agreement.number, /^XY\d{4}\d{6}$/);
    assert.equal(agreement.status, 'draft');
    assert.deepEqual(
      agreement.instalments.map((row) => [row.seq, row.amount, row.reportSeq]),
      [
        [1, '150000.00', null],
        [2, '150000.00', 1],
      ],
    );
    assert.equal(agreement.instalments[1]!.reportItemId, agreement.reportItems[0]!.id);
    assert.deepEqual(
      agreement.reportItems.map((item) => [item.seq, item.title, item.overdue, item.reportId]),
      [
        [1, '中期报告', true, null],
        [2, '结项报告', false, null],
      ],
    );
    assert.deepEqual(agreement.clauses, [{ title: '资金用途', content: '专款专用' }]);
    assert.deepEqual(
      agreement.files.map((file) => [file.id, file.version]),
      [[fileId, 1]],
    );
    const [log] = await logsOf(app, 'agreement', agreement.id);
    assert.equal(log!.projectId, projectId);
    assert.equal((log!.after as { instalments: unknown[] }).instalments.length, 2);
  });

  it('says in both languages when the instalments do not add up to the total (422 on `instalments`)', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const values = agreementValues(projectId);
    values.instalments[1]!.amount = '149999.99';
    const zh = await call<FormErrors>(officer, 'POST', '/pm/agreements', values);
    assert.equal(zh.status, 422);
    assert.deepEqual(zh.body.data.errors, [
      { field: 'instalments', message: '拨付计划合计 299999.99，须等于协议总金额 300000.00' },
    ]);
    const en = await call<FormErrors>(officer, 'POST', '/pm/agreements', values, 'en-US');
    assert.deepEqual(en.body.data.errors, [
      {
        field: 'instalments',
        message: 'Payment schedule add up to 299999.99; they must equal the Total amount 300000.00',
      },
    ]);
    values.instalments[1]!.reportSeq = 3;
    values.instalments[1]!.amount = '150000.00';
    const link = await call<FormErrors>(officer, 'POST', '/pm/agreements', values);
    assert.equal(link.body.data.errors[0]!.field, 'instalments[1].reportSeq');
    const { projectId: _project, ...noProject } = agreementValues(projectId);
    const missing = await call<FormErrors>(officer, 'POST', '/pm/agreements', noProject);
    assert.deepEqual(missing.body.data.errors, [{ field: 'projectId', message: '请选择所属项目' }]);
  });

  it("keeps the total within the project's approved amount less its other live agreements", async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const first = await draft(projectId, '200000.00');
    const over = await call<FormErrors>(
      officer,
      'POST',
      '/pm/agreements',
      agreementValues(projectId, { total: '100000.02' }),
    );
    assert.equal(over.status, 422);
    assert.deepEqual(over.body.data.errors, [
      { field: 'totalAmount', message: '协议总金额不能超过项目可签约余额 100000.00' },
    ]);
    expectStatus(await act(officer, first, 'submit'), 200);
    const submitted = expectStatus(await call<Detail>(admin, 'GET', `/pm/agreements/${first.id}`), 200);
    expectStatus(await act(admin, submitted, 'terminate', { comment: '合作方变更' }), 200);
    expectStatus(
      await call(officer, 'POST', '/pm/agreements', agreementValues(projectId, { total: '300000.00' })),
      200,
    );
    // Editing an agreement does not count its own old total against it.
    const other = await insertProject(app, 'approved', '300000.00');
    const own = await draft(other);
    const edit = {
      ...agreementValues(other, { total: '300000.00' }),
      partyB: '新乙方',
      version: own.version,
    };
    expectStatus(await call(officer, 'PUT', `/pm/agreements/${own.id}`, edit), 200);
  });

  it('is signed only by an approved, signed or running project (409)', async () => {
    const projectId = await insertProject(app, 'under_review');
    const refused = await call(officer, 'POST', '/pm/agreements', agreementValues(projectId));
    assert.deepEqual([refused.status, refused.body.msg], [409, '项目当前状态为“审核中”，不能签订协议']);
  });

  it('replaces the schedules on edit, refuses a stale version and edits after submission', async () => {
    const agreement = await draft();
    const values = agreementValues(agreement.projectId);
    values.instalments = [{ plannedDate: '2026-04-01', amount: '300000.00', reportSeq: 2 }];
    const edited = expectStatus(
      await call<Detail>(officer, 'PUT', `/pm/agreements/${agreement.id}`, {
        ...values,
        version: agreement.version,
      }),
      200,
    );
    assert.deepEqual(
      edited.instalments.map((row) => [row.seq, row.amount, row.reportSeq]),
      [[1, '300000.00', 2]],
    );
    const stale = await call(officer, 'PUT', `/pm/agreements/${agreement.id}`, {
      ...agreementValues(agreement.projectId),
      version: agreement.version,
    });
    assert.equal(stale.status, 409);
    const rows = await app.db
      .select()
      .from(agreementInstalments)
      .where(eq(agreementInstalments.agreementId, agreement.id));
    assert.equal(rows.length, 1);
    const submitted = expectStatus(await act(officer, edited, 'submit'), 200);
    const late = await call(officer, 'PUT', `/pm/agreements/${agreement.id}`, {
      ...values,
      version: submitted.version,
    });
    assert.deepEqual([late.status, late.body.msg], [409, '协议当前状态为“待审批”，不能修改']);
    const logs = await logsOf(app, 'agreement', agreement.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['create', 'update', 'submit'],
    );
    const update = logs[1]!;
    assert.equal((update.before as { instalments: unknown[] }).instalments.length, 2);
    assert.equal((update.after as { instalments: unknown[] }).instalments.length, 1);
  });
});

describe('agreements: approval', () => {
  it('signs an approved project when approved; later agreements leave the project as it is', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const first = await draft(projectId, '100000.00');
    const current = expectStatus(await act(officer, first, 'submit'), 200);
    // Decided through its approval only: the one-step route is gone, and only the reviewer holds the task.
    assert.equal((await act(admin, current, 'approve')).status, 404);
    const { instanceId, taskId } = await reviewerTask(first.id);
    for (const token of [officer, admin]) {
      const refused = await actOn(app, token, instanceId, 'approve', { taskId });
      assert.equal(refused.status, 409);
    }
    assert.equal((await detail(first.id)).status, 'pending_approval');
    expectStatus(await actOn(app, reviewer, instanceId, 'approve', { taskId, comment: '同意' }), 200);
    const approved = await detail(first.id);
    assert.equal(approved.status, 'active');
    assert.equal(await projectStatus(projectId), 'agreement_signed');
    const second = expectStatus(await act(officer, await draft(projectId, '100000.00'), 'submit'), 200);
    await approveAll(app, 'agreement', second.id);
    assert.equal((await detail(second.id)).status, 'active');
    assert.equal(await projectStatus(projectId), 'agreement_signed');
    const completed = expectStatus(await act(admin, approved, 'complete'), 200);
    assert.equal(completed.status, 'completed');
    const log = (await logsOf(app, 'agreement', first.id)).find((row) => row.action === 'approve');
    assert.deepEqual(
      [(log!.before as { status: string }).status, (log!.after as { status: string }).status],
      ['pending_approval', 'active'],
    );
  });

  it('a rejection returns it with a reason, and refuses what the machine does not allow', async () => {
    const agreement = await draft();
    const early = await act(admin, agreement, 'complete');
    assert.deepEqual([early.status, early.body.msg], [409, '当前状态“草稿”不能执行“履行完毕”']);
    const submitted = expectStatus(await act(officer, agreement, 'submit'), 200);
    assert.equal((await act(admin, submitted, 'return', { comment: '补充条款' })).status, 404);
    const { instanceId, taskId } = await reviewerTask(agreement.id);
    const noReason = await actOn(app, reviewer, instanceId, 'reject', { taskId, comment: '' });
    assert.equal(noReason.status, 422);
    assert.equal((await detail(agreement.id)).status, 'pending_approval');
    expectStatus(await rejectOnce(app, 'agreement', agreement.id, '补充条款'), 200);
    const returned = await detail(agreement.id);
    assert.equal(returned.status, 'draft');
    assert.equal((await act(admin, returned, 'complete')).status, 409);
    assert.equal((await act(admin, returned, 'terminate', { comment: 'x' })).status, 409);
    const [row] = await app.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    assert.equal(row!.version, returned.version);
    const log = (await logsOf(app, 'agreement', agreement.id)).find((entry) => entry.action === 'return');
    assert.deepEqual([log!.comment, log!.projectId], ['补充条款', agreement.projectId]);
  });

  it('adds file versions until the agreement is terminated', async () => {
    const agreement = await draft();
    const [first, second] = [await insertFile(app, 'v1.pdf'), await insertFile(app, 'v2.pdf')];
    const add = (fileId: number) =>
      call<Detail>(officer, 'POST', `/pm/agreements/${agreement.id}/files`, { fileId });
    expectStatus(await add(first), 200);
    const withTwo = expectStatus(await add(second), 200);
    assert.deepEqual(
      withTwo.files.map((file) => [file.name, file.version]),
      [
        ['v1.pdf', 1],
        ['v2.pdf', 2],
      ],
    );
    assert.equal((await add(first)).status, 409);
    assert.equal((await add(999999)).status, 422);
    const logs = (await logsOf(app, 'agreement', agreement.id)).filter((log) => log.action === 'addFile');
    assert.deepEqual(
      logs.map((log) => (log.after as { version: number }).version),
      [1, 2],
    );
    const submitted = expectStatus(await act(officer, withTwo, 'submit'), 200);
    expectStatus(await act(admin, submitted, 'terminate', { comment: '项目取消' }), 200);
    const refused = await add(await insertFile(app, 'v3.pdf'));
    assert.deepEqual([refused.status, refused.body.msg], [409, '协议当前状态为“已终止”，不能再添加文件']);
  });
});

describe('agreements: list', () => {
  it('filters by status, project and keyword (number or parties)', async () => {
    const agreement = await draft();
    const list = async (query: string) =>
      expectStatus(await call<Page<AgreementListItem>>(officer, 'GET', `/pm/agreements?${query}`), 200);
    assert.deepEqual(
      (await list(`keyword=${agreement.number}`)).list.map((item) => item.id),
      [agreement.id],
    );
    assert.deepEqual(
      (await list(`projectId=${agreement.projectId}`)).list.map((item) => item.id),
      [agreement.id],
    );
    assert.ok(
      (await list('keyword=乡村阅读服务中心&pageSize=100')).list.some((item) => item.id === agreement.id),
    );
    const active = await list('status=active&pageSize=100');
    assert.ok(active.total >= 8 && active.list.every((item) => item.status === 'active'));
    assert.equal((await call(officer, 'GET', '/pm/agreements/999999')).status, 404);
  });
});
