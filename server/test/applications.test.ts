import type { ApplicationDetail, ApplicationListItem } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { compareMoney } from '@pm/domain/money/money';
import { eq } from 'drizzle-orm';
import { applications, partners, projects } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { actOn, approveAll, latestInstance, pendingAt, rejectOnce, tokenOf } from './support/approvals';
import {
  caller,
  expectStatus,
  insertFile,
  insertProject,
  logsOf,
  personBeneficiary,
} from './support/records';
import { applicationValues } from './fixtures/application';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const [reviewer, head] = [await tokenOf(app, 'reviewer'), await tokenOf(app, 'head')];
const call = caller(app);
const applicantId = await personBeneficiary(app);

type Detail = ApplicationDetail;

async function create(projectStatus: 'draft' | 'withdrawn' | 'applying' = 'draft') {
  const projectId = await insertProject(app, projectStatus);
  const created = await call<Detail>(
    officer,
    'POST',
    '/pm/applications',
    applicationValues(projectId, applicantId),
  );
  return { projectId, application: expectStatus(created, 200) };
}

const act = (token: string, application: Detail, action: string, body: object = {}, locale?: 'en-US') =>
  call<Detail>(
    token,
    'POST',
    `/pm/applications/${application.id}/${action}`,
    { version: application.version, ...body },
    locale,
  );

const detail = async (id: number) =>
  expectStatus(await call<Detail>(officer, 'GET', `/pm/applications/${id}`), 200);

/**
 * The pending task of the application's running approval, asserting who the engine picked for it (the default
 * definition: the reviewer, then the officer's department head).
 */
async function taskOf(applicationId: number, username: 'reviewer' | 'head') {
  const instance = await latestInstance(app, 'application', applicationId);
  assert.equal(instance?.status, 'running');
  const tasks = await pendingAt(app, instance!.id);
  assert.deepEqual(
    tasks.map((task) => task.username),
    [username],
  );
  return { instanceId: instance!.id, taskId: tasks[0]!.id };
}

/** The approver the engine picked decides: `approve` (with its body) or `reject` (with a reason). */
async function decide(
  applicationId: number,
  username: 'reviewer' | 'head',
  action: 'approve' | 'reject',
  body: { comment?: string; approvedAmount?: string } = {},
) {
  const { instanceId, taskId } = await taskOf(applicationId, username);
  return actOn(app, username === 'reviewer' ? reviewer : head, instanceId, action, { taskId, ...body });
}

async function project(id: number) {
  const [row] = await app.db.select().from(projects).where(eq(projects.id, id));
  return row!;
}

describe('applications: the way to approval', () => {
  it('files, submits, is reviewed and approved through its approval, moving the project with it', async () => {
    const fileId = await insertFile(app);
    const projectId = await insertProject(app, 'draft');
    const values = { ...applicationValues(projectId, applicantId), attachmentIds: [fileId] };
    let application = expectStatus(await call<Detail>(officer, 'POST', '/pm/applications', values), 200);
    assert.match(application.code, /^SQ\d{4}\d{6}$/);
    assert.ok(application.code.endsWith(String(application.id).padStart(6, '0')));
    assert.equal(application.status, 'new');
    assert.deepEqual(
      application.attachments.map((file) => [file.id, file.version]),
      [[fileId, 1]],
    );

    application = expectStatus(await act(officer, application, 'submit'), 200);
    assert.equal(application.status, 'submitted');
    assert.ok(application.submittedAt);
    assert.deepEqual(
      application.snapshots.map((snapshot) => [snapshot.round, snapshot.content.attachmentIds]),
      [[1, [fileId]]],
    );
    assert.equal((await project(projectId)).status, 'applying');

    // The reviewer's approval, the first decision, puts it under review; the head's, the last, approves it.
    expectStatus(await decide(application.id, 'reviewer', 'approve', { comment: '材料齐全' }), 200);
    assert.equal((await detail(application.id)).status, 'in_review');
    assert.equal((await project(projectId)).status, 'under_review');

    expectStatus(
      await decide(application.id, 'head', 'approve', { approvedAmount: '250000', comment: '同意' }),
      200,
    );
    application = await detail(application.id);
    assert.equal(application.status, 'approved');
    assert.equal(application.reviewComment, '同意');
    assert.equal(application.approvedAmount, '250000.00');
    const approved = await project(projectId);
    assert.deepEqual(
      [approved.status, approved.approvedAmount, approved.beneficiaryId],
      ['approved', '250000.00', applicantId],
    );
  });

  it('logs every write with before, after and the project', async () => {
    const { projectId, application } = await create();
    expectStatus(await act(officer, application, 'submit'), 200);
    expectStatus(await decide(application.id, 'reviewer', 'approve'), 200);
    const logs = await logsOf(app, 'application', application.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['create', 'submit', 'review'],
    );
    for (const log of logs) assert.equal(log.projectId, projectId);
    assert.equal(logs[0]!.before, null);
    assert.deepEqual(
      logs
        .slice(1)
        .map((log) => [(log.before as { status: string }).status, (log.after as { status: string }).status]),
      [
        ['new', 'submitted'],
        ['submitted', 'in_review'],
      ],
    );
  });

  it('keeps each round as submitted through a rejection (rework) and resubmission', async () => {
    const { projectId, application } = await create();
    expectStatus(await act(officer, application, 'submit'), 200);
    const empty = await decide(application.id, 'reviewer', 'reject', { comment: ' ' });
    assert.equal(empty.status, 422);
    assert.equal((await detail(application.id)).status, 'submitted');
    expectStatus(await decide(application.id, 'reviewer', 'reject', { comment: '请细化费用' }), 200);
    let current = await detail(application.id);
    assert.deepEqual([current.status, current.reviewComment], ['rework_requested', '请细化费用']);
    assert.equal((await project(projectId)).status, 'applying');

    const edited = {
      ...applicationValues(projectId, applicantId),
      title: '第二版申请',
      version: current.version,
    };
    current = expectStatus(await call<Detail>(officer, 'PUT', `/pm/applications/${current.id}`, edited), 200);
    current = expectStatus(await act(officer, current, 'resubmit'), 200);
    assert.equal(current.status, 'resubmitted');
    assert.deepEqual(
      current.snapshots.map((snapshot) => [snapshot.round, snapshot.content.title]),
      [
        [1, '乡村阅读角建设申请'],
        [2, '第二版申请'],
      ],
    );
    expectStatus(await decide(current.id, 'reviewer', 'approve'), 200);
    assert.equal((await detail(current.id)).status, 'in_review');
    assert.equal((await project(projectId)).status, 'under_review');
    const log = (await logsOf(app, 'application', current.id)).find((row) => row.action === 'rework');
    assert.equal(log?.comment, '请细化费用');
  });

  it('a rejection at the last node, with a reason, sends it back to the applicant and the project applying', async () => {
    const { projectId, application } = await create();
    expectStatus(await act(officer, application, 'submit'), 200);
    expectStatus(await decide(application.id, 'reviewer', 'approve'), 200);
    assert.equal((await project(projectId)).status, 'under_review');
    assert.equal((await decide(application.id, 'head', 'reject', { comment: '' })).status, 422);
    const rejected = expectStatus(
      await rejectOnce(app, 'application', application.id, '不符合资助方向'),
      200,
    );
    assert.equal(rejected.status, 'rejected');
    const current = await detail(application.id);
    assert.deepEqual([current.status, current.reviewComment], ['rework_requested', '不符合资助方向']);
    assert.equal(current.approvedAmount, null);
    assert.equal((await project(projectId)).status, 'applying');
  });
});

describe('applications: refusals', () => {
  it('refuses a transition the machine does not allow (409, in the caller’s language)', async () => {
    const { application } = await create();
    const early = await act(officer, application, 'resubmit');
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '当前状态“新建”不能执行“重新提交”');
    const english = await act(officer, application, 'resubmit', {}, 'en-US');
    assert.equal(english.body.msg, 'A application that is "New" cannot be "Resubmit"');
    const submitted = expectStatus(await act(officer, application, 'submit'), 200);
    assert.equal((await act(officer, submitted, 'submit')).status, 409);
    assert.equal((await act(officer, submitted, 'resubmit')).status, 409);
    const edit = { ...applicationValues(submitted.projectId, applicantId), version: submitted.version };
    const refused = await call(officer, 'PUT', `/pm/applications/${submitted.id}`, edit);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '申请当前状态为“已提交”，不能修改');
  });

  it('refuses a stale version and leaves the row as it was', async () => {
    const { application } = await create();
    const fresh = {
      ...applicationValues(application.projectId, applicantId),
      title: '新标题',
      version: application.version,
    };
    expectStatus(await call(officer, 'PUT', `/pm/applications/${application.id}`, fresh), 200);
    const stale = await call(officer, 'PUT', `/pm/applications/${application.id}`, {
      ...fresh,
      title: '旧副本',
    });
    assert.equal(stale.status, 409);
    assert.match(stale.body.msg, /已被他人修改/);
    const staleSubmit = await act(officer, application, 'submit');
    assert.equal(staleSubmit.status, 409);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, application.id));
    assert.deepEqual([row!.title, row!.status, row!.version], ['新标题', 'new', application.version + 1]);
  });

  it('is decided only through its approval, by the approver the engine picked', async () => {
    const { application } = await create();
    const submitted = expectStatus(await act(officer, application, 'submit'), 200);
    // The one-step decisions are no routes any more, whoever calls them.
    for (const action of ['review', 'approve', 'reject', 'rework', 'withdraw']) {
      const removed = await act(admin, submitted, action, { approvedAmount: '1', comment: 'x' });
      assert.equal(removed.status, 404, action);
    }
    // The maker (the officer), an administrator and the head (a later node) hold no task of the first node.
    const { instanceId, taskId } = await taskOf(application.id, 'reviewer');
    for (const token of [officer, admin, head]) {
      for (const action of ['approve', 'reject'] as const) {
        const refused = await actOn(app, token, instanceId, action, { taskId, comment: 'x' });
        assert.equal(refused.status, 409, action);
        assert.equal(refused.body.msg, '这不是您待处理的审批任务');
      }
    }
    assert.equal((await detail(application.id)).status, 'submitted');
    expectStatus(await decide(application.id, 'reviewer', 'approve'), 200);
    // Nor does the reviewer decide the head's node.
    const next = await taskOf(application.id, 'head');
    const late = await actOn(app, reviewer, next.instanceId, 'approve', { taskId: next.taskId });
    assert.equal(late.status, 409);
    assert.equal((await detail(application.id)).status, 'in_review');
  });

  it('checks the form with the shared rules (422 naming the field)', async () => {
    const projectId = await insertProject(app, 'draft');
    const values = applicationValues(projectId, applicantId);
    const bad = { ...values, amountRequested: '310000.00' };
    const zh = await call<{ errors: { field: string; message: string }[] }>(
      officer,
      'POST',
      '/pm/applications',
      bad,
    );
    assert.equal(zh.status, 422);
    assert.deepEqual(zh.body.data.errors, [
      { field: 'costItems', message: '费用明细合计 300000.00，须等于申请金额 310000.00' },
    ]);
    const en = await call<{ errors: { field: string; message: string }[] }>(
      officer,
      'POST',
      '/pm/applications',
      bad,
      'en-US',
    );
    assert.equal(
      en.body.data.errors[0]!.message,
      'Cost items add up to 300000.00; they must equal the Amount requested 310000.00',
    );
    const wrongType = await call<{ errors: { field: string }[] }>(officer, 'POST', '/pm/applications', {
      ...values,
      applicantType: 'company',
    });
    assert.deepEqual([wrongType.status, wrongType.body.data.errors[0]!.field], [422, 'applicantId']);
    const blank = await call<{ errors: { field: string }[] }>(officer, 'POST', '/pm/applications', {
      projectId,
      applicantType: 'person',
      applicantId: null,
    });
    assert.deepEqual(
      blank.body.data.errors.map((error) => error.field),
      ['applicantId', 'title', 'summary', 'startDate', 'endDate', 'amountRequested', 'costItems'],
    );
    const missingFile = await call<{ errors: { field: string }[] }>(officer, 'POST', '/pm/applications', {
      ...values,
      attachmentIds: [999999],
    });
    assert.deepEqual([missingFile.status, missingFile.body.data.errors[0]!.field], [422, 'attachmentIds']);
  });

  it('approves no more than was requested', async () => {
    const { application } = await create();
    expectStatus(await act(officer, application, 'submit'), 200);
    expectStatus(await decide(application.id, 'reviewer', 'approve'), 200);
    const over = await decide(application.id, 'head', 'approve', { approvedAmount: '300000.01' });
    assert.equal(over.status, 422);
    assert.deepEqual((over.body.data as unknown as { errors: unknown[] }).errors, [
      { field: 'approvedAmount', message: '批准金额不能超过申请金额 300000.00' },
    ]);
    // Nothing moved: the head's task still waits, the application is still under review.
    await taskOf(application.id, 'head');
    assert.equal((await detail(application.id)).status, 'in_review');
  });

  it('takes one open application per project, and only while the project is being prepared', async () => {
    const { projectId } = await create();
    const second = await call(officer, 'POST', '/pm/applications', applicationValues(projectId, applicantId));
    assert.equal(second.status, 409);
    assert.match(second.body.msg, /已有未完成的立项申请 SQ\d{10}/);
    const approvedProject = await insertProject(app, 'approved', '100000.00');
    const late = await call(
      officer,
      'POST',
      '/pm/applications',
      applicationValues(approvedProject, applicantId),
    );
    assert.deepEqual([late.status, late.body.msg], [409, '项目当前状态为“已批准”，不能提交立项申请']);
    const withdrawn = await create('withdrawn');
    const submitted = expectStatus(await act(officer, withdrawn.application, 'submit'), 200);
    assert.equal(submitted.status, 'submitted');
    assert.equal((await project(withdrawn.projectId)).status, 'applying');
  });
});

describe('applications: list and partners', () => {
  it('lists with filters, keyword over code, title and applicant name, and sorting', async () => {
    const [partner] = await app.db
      .insert(partners)
      .values({ type: 'company', name: '星火公益服务社', creditCode: '91110101MA01TEST01' })
      .returning({ id: partners.id });
    const projectId = await insertProject(app, 'draft');
    const values = {
      ...applicationValues(projectId, partner!.id),
      applicantType: 'partner' as const,
      title: '伙伴申请',
    };
    const filed = expectStatus(await call<Detail>(officer, 'POST', '/pm/applications', values), 200);
    assert.deepEqual(
      [filed.applicantType, filed.applicantName, filed.applicantId],
      ['partner', '星火公益服务社', partner!.id],
    );

    const list = async (query: string) =>
      expectStatus(await call<Page<ApplicationListItem>>(officer, 'GET', `/pm/applications?${query}`), 200);
    assert.deepEqual(
      (await list('keyword=星火公益')).list.map((item) => item.id),
      [filed.id],
    );
    assert.deepEqual(
      (await list(`keyword=${filed.code}`)).list.map((item) => item.id),
      [filed.id],
    );
    assert.deepEqual(
      (await list(`projectId=${projectId}`)).list.map((item) => item.title),
      ['伙伴申请'],
    );
    const drafts = await list('status=new&pageSize=100');
    assert.ok(drafts.list.length > 0 && drafts.list.every((item) => item.status === 'new'));
    const sorted = (await list('sortField=amountRequested&sortOrder=descend&pageSize=100')).list;
    const amounts = sorted.map((item) => item.amountRequested);
    assert.deepEqual(
      amounts,
      [...amounts].sort((a, b) => compareMoney(b, a)),
    );
    assert.equal((await call(officer, 'GET', '/pm/applications?sortField=summary')).status, 422);

    expectStatus(await act(officer, filed, 'submit'), 200);
    await approveAll(app, 'application', filed.id, { approvedAmount: '300000.00' });
    assert.equal((await detail(filed.id)).approvedAmount, '300000.00');
    const approved = await project(projectId);
    assert.deepEqual([approved.status, approved.beneficiaryId], ['approved', null]);
  });

  it('lists the seeded applications, 404 for an unknown one', async () => {
    const page = expectStatus(
      await call<Page<ApplicationListItem>>(officer, 'GET', '/pm/applications?pageSize=100'),
      200,
    );
    assert.ok(page.total >= 27);
    assert.equal((await call(officer, 'GET', '/pm/applications/999999')).status, 404);
  });
});
