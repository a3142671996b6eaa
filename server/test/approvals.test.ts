import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApplicationDetail, MessageItem } from '@pm/domain/shapes';
import type {
  ApprovalBusinessType,
  ApprovalInboxRow,
  ApprovalInstanceDetail,
  ApprovalNode,
} from '@pm/domain/shapes/approval';
import type { Page } from '@pm/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { approvalTasks, messages, operationLogs, projects, users } from '../src/db/schema';
import { buildTestApp, TEST_DB } from './helper';
import { actOn, latestInstance, pendingAt, tokenOf } from './support/approvals';
import { caller, expectStatus, insertProject, personBeneficiary } from './support/records';
import { applicationValues } from './fixtures/application';

const app = await buildTestApp();
const call = caller(app);
const admin = await tokenOf(app, 'admin');
const officer = await tokenOf(app, 'officer');
const reviewer = await tokenOf(app, 'reviewer');
const head = await tokenOf(app, 'head');
const finance = await tokenOf(app, 'finance');
const auditor = await tokenOf(app, 'auditor');
const applicantId = await personBeneficiary(app);

async function userId(username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}
const ids = {
  admin: await userId('admin'),
  reviewer: await userId('reviewer'),
  head: await userId('head'),
  finance: await userId('finance'),
  officer: await userId('officer'),
  auditor: await userId('auditor'),
};

const node = (name: string, more: Partial<ApprovalNode> = {}): ApprovalNode => ({
  name,
  source: 'users',
  userIds: [],
  roleId: null,
  mode: 'or',
  threshold: null,
  minAmount: null,
  ccUserIds: [],
  ...more,
});

/** Publishes a definition as the administrator (the test file's own database: other files are not affected). */
async function publish(businessType: ApprovalBusinessType, nodes: ApprovalNode[]) {
  return call(admin, 'POST', `/pm/approvals/definitions/${businessType}`, { nodes });
}

/** A new application of the officer's, submitted: its approval starts. */
async function submittedApplication(): Promise<ApplicationDetail> {
  const projectId = await insertProject(app, 'draft');
  const created = expectStatus(
    await call<ApplicationDetail>(
      officer,
      'POST',
      '/pm/applications',
      applicationValues(projectId, applicantId),
    ),
    200,
  );
  return expectStatus(
    await call<ApplicationDetail>(officer, 'POST', `/pm/applications/${created.id}/submit`, {
      version: created.version,
    }),
    200,
  );
}

const application = async (id: number) =>
  expectStatus(await call<ApplicationDetail>(officer, 'GET', `/pm/applications/${id}`), 200);

const detail = async (token: string, instanceId: number) =>
  call<ApprovalInstanceDetail>(token, 'GET', `/pm/approvals/instances/${instanceId}`);

async function running(applicationId: number) {
  const instance = await latestInstance(app, 'application', applicationId);
  assert.ok(instance);
  return instance;
}

const todoCount = async (token: string) =>
  expectStatus(await call<{ todo: number }>(token, 'GET', '/pm/approvals/counts'), 200).todo;

describe('the default application flow: reviewer, then the department head', () => {
  it('runs the journey: approve, reject with a reason, resubmit, approve twice', async () => {
    const headTodos = await todoCount(head);
    const submitted = await submittedApplication();
    let instance = await running(submitted.id);
    assert.equal(instance.status, 'running');
    assert.deepEqual(
      (await pendingAt(app, instance.id)).map((task) => task.username),
      ['reviewer'],
    );
    // The reviewer has a todo that opens the instance.
    const [todo] = await app.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.userId, ids.reviewer),
          eq(messages.link, `/archives/approva?instance=${instance.id}`),
        ),
      );
    assert.equal(todo?.type, 'todo');
    assert.equal(todo?.messageType, 1);

    const [task] = await pendingAt(app, instance.id);
    expectStatus(
      await actOn(app, reviewer, instance.id, 'approve', { taskId: task!.id, comment: '材料齐全' }),
      200,
    );
    assert.equal((await application(submitted.id)).status, 'in_review');
    assert.deepEqual(
      (await pendingAt(app, instance.id)).map((row) => row.username),
      ['head'],
    );
    assert.equal(await todoCount(head), headTodos + 1);
    // The reviewer's todo is done.
    const [done] = await app.db.select().from(messages).where(eq(messages.id, todo!.id));
    assert.deepEqual([done?.messageType, done?.status], [2, 1]);

    // The head rejects with a reason: the application goes back to the officer, editable.
    const [headTask] = await pendingAt(app, instance.id);
    const noReason = await actOn(app, head, instance.id, 'reject', { taskId: headTask!.id, comment: ' ' });
    assert.equal(noReason.status, 422);
    const rejected = expectStatus(
      await actOn(app, head, instance.id, 'reject', { taskId: headTask!.id, comment: '预算偏高，请调整' }),
      200,
    );
    assert.equal(rejected.status, 'rejected');
    assert.equal((await application(submitted.id)).status, 'rework_requested');
    const inbox = expectStatus(
      await call<MessageItem[]>(officer, 'GET', '/pm/messages?type=message', undefined, 'en-US'),
      200,
    );
    const news = inbox.find((message) => message.link === `/archives/approva?instance=${instance.id}`);
    assert.ok(news, 'the officer is told');
    assert.match(news.title, /^Rejected: Application/);
    assert.match(news.content, /预算偏高，请调整/);

    // Resubmitted: a new approval, decided by both.
    const reworked = await application(submitted.id);
    expectStatus(
      await call(officer, 'POST', `/pm/applications/${submitted.id}/resubmit`, { version: reworked.version }),
      200,
    );
    instance = await running(submitted.id);
    assert.notEqual(instance.id, rejected.id);
    for (const [token, username] of [
      [reviewer, 'reviewer'],
      [head, 'head'],
    ] as const) {
      const [next] = await pendingAt(app, instance.id);
      assert.equal(next?.username, username);
      expectStatus(
        await actOn(app, token, instance.id, 'approve', { taskId: next!.id, comment: '同意' }),
        200,
      );
    }
    const approved = await application(submitted.id);
    assert.equal(approved.status, 'approved');
    assert.equal(approved.approvedAmount, approved.amountRequested);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, approved.projectId));
    assert.equal(project?.status, 'approved');
    assert.equal((await latestInstance(app, 'application', submitted.id))?.status, 'approved');
  });

  it('keeps who did what in the history and the operation log', async () => {
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [task] = await pendingAt(app, instance.id);
    const after = expectStatus(
      await actOn(app, reviewer, instance.id, 'approve', { taskId: task!.id, comment: '可以' }),
      200,
    );
    assert.deepEqual(
      after.history.map((entry) => [entry.action, entry.actor, entry.comment]),
      [
        ['start', '王丽', null],
        ['approve', '陈静', '可以'],
      ],
    );
    const logged = await app.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'approval'), eq(operationLogs.entityId, String(instance.id))));
    assert.deepEqual(
      logged.map((row) => row.action),
      ['submit', 'approve'],
    );
  });
});

describe('who may act', () => {
  it('only the task’s approver acts on it; an instance is not found by who takes no part', async () => {
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [task] = await pendingAt(app, instance.id);
    assert.equal((await actOn(app, head, instance.id, 'approve', { taskId: task!.id })).status, 409);
    assert.equal((await actOn(app, admin, instance.id, 'approve', { taskId: task!.id })).status, 409);
    assert.equal((await detail(finance, instance.id)).status, 404);
    assert.equal((await detail(auditor, instance.id)).status, 404);
    const seen = expectStatus(await detail(reviewer, instance.id), 200);
    assert.deepEqual(seen.actions, ['approve', 'reject', 'reassign', 'addApprover']);
    assert.equal(seen.myTaskId, task!.id);
    const own = expectStatus(await detail(officer, instance.id), 200);
    assert.deepEqual(own.actions, ['withdraw']);
    assert.ok(own.snapshot.some((field) => field.label === '申请金额' && field.value === '¥300,000.00'));
  });

  it('never makes the maker an approver: a reassign to them is refused on the field', async () => {
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [task] = await pendingAt(app, instance.id);
    const refused = await actOn(app, reviewer, instance.id, 'reassign', {
      taskId: task!.id,
      userId: ids.officer,
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(
      (refused.body.data as unknown as { errors: { field: string }[] }).errors.map((error) => error.field),
      ['userId'],
    );
  });
});

describe('withdraw, reassign, add an approver, return', () => {
  it('the initiator withdraws while nobody has acted, and not after', async () => {
    const first = await submittedApplication();
    const instance = await running(first.id);
    assert.equal((await actOn(app, reviewer, instance.id, 'withdraw')).status, 403);
    const withdrawn = expectStatus(await actOn(app, officer, instance.id, 'withdraw'), 200);
    assert.equal(withdrawn.status, 'withdrawn');
    assert.equal((await application(first.id)).status, 'rework_requested');
    const tasks = await app.db.select().from(approvalTasks).where(eq(approvalTasks.instanceId, instance.id));
    assert.deepEqual(
      tasks.map((task) => task.status),
      ['cancelled'],
    );

    const second = await submittedApplication();
    const acted = await running(second.id);
    const [task] = await pendingAt(app, acted.id);
    expectStatus(await actOn(app, reviewer, acted.id, 'approve', { taskId: task!.id }), 200);
    const late = await actOn(app, officer, acted.id, 'withdraw');
    assert.equal(late.status, 409);
  });

  it('reassign passes the task on; add approver waits for the new one too (and)', async () => {
    expectStatus(
      await publish('application', [
        node('联合评审', { userIds: [ids.reviewer], mode: 'and' }),
        node('负责人', { source: 'department_head' }),
      ]),
      200,
    );
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [task] = await pendingAt(app, instance.id);
    expectStatus(
      await actOn(app, reviewer, instance.id, 'addApprover', { taskId: task!.id, userId: ids.finance }),
      200,
    );
    assert.deepEqual(
      (await pendingAt(app, instance.id)).map((row) => row.username),
      ['reviewer', 'finance'],
    );
    expectStatus(await actOn(app, reviewer, instance.id, 'approve', { taskId: task!.id }), 200);
    // The added approver still decides (all must approve).
    const [financeTask] = await pendingAt(app, instance.id);
    assert.equal(financeTask?.username, 'finance');
    expectStatus(
      await actOn(app, finance, instance.id, 'reassign', {
        taskId: financeTask!.id,
        userId: ids.admin,
        comment: '出差',
      }),
      200,
    );
    const [adminTask] = await pendingAt(app, instance.id);
    assert.equal(adminTask?.username, 'admin');
    expectStatus(await actOn(app, admin, instance.id, 'approve', { taskId: adminTask!.id }), 200);
    assert.deepEqual(
      (await pendingAt(app, instance.id)).map((row) => row.username),
      ['head'],
    );
    const history = expectStatus(await detail(officer, instance.id), 200).history;
    assert.deepEqual(
      history.map((entry) => [entry.action, entry.target]),
      [
        ['start', null],
        ['addApprover', '刘强'],
        ['approve', null],
        ['reassign', '系统管理员'],
        ['approve', null],
      ],
    );
  });

  it('return sends it to an earlier node with a reason, whose approvers decide again', async () => {
    expectStatus(
      await publish('application', [
        node('初审', { userIds: [ids.reviewer] }),
        node('复审', { userIds: [ids.head] }),
      ]),
      200,
    );
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [first] = await pendingAt(app, instance.id);
    expectStatus(await actOn(app, reviewer, instance.id, 'approve', { taskId: first!.id }), 200);
    const [second] = await pendingAt(app, instance.id);
    assert.equal((await actOn(app, head, instance.id, 'return', { taskId: second!.id })).status, 422);
    const returned = expectStatus(
      await actOn(app, head, instance.id, 'return', {
        taskId: second!.id,
        toNode: 0,
        comment: '请初审补充意见',
      }),
      200,
    );
    assert.equal(returned.currentNode, 0);
    const [again] = await pendingAt(app, instance.id);
    assert.equal(again?.username, 'reviewer');
    assert.notEqual(again?.id, first!.id);
    // The first round's approval does not count: the node waits for the new task.
    assert.equal(returned.status, 'running');
    assert.equal((await application(submitted.id)).status, 'in_review');
  });
});

describe('modes and conditions', () => {
  it('vote: passes at the threshold, and fails once it cannot be reached', async () => {
    expectStatus(
      await publish('application', [
        node('评审委员会', { userIds: [ids.reviewer, ids.head, ids.finance], mode: 'vote', threshold: 2 }),
      ]),
      200,
    );
    const passes = await submittedApplication();
    const voting = await running(passes.id);
    const tasks = await pendingAt(app, voting.id);
    const tokenFor = { reviewer, head, finance } as Record<string, string>;
    const vote = (index: number, action: 'approve' | 'reject') =>
      actOn(app, tokenFor[tasks[index]!.username]!, voting.id, action, {
        taskId: tasks[index]!.id,
        comment: '意见',
      });
    expectStatus(await vote(0, 'reject'), 200);
    expectStatus(await vote(1, 'approve'), 200);
    assert.equal((await latestInstance(app, 'application', passes.id))?.status, 'running');
    const passed = expectStatus(await vote(2, 'approve'), 200);
    assert.equal(passed.status, 'approved');

    const fails = await submittedApplication();
    const second = await running(fails.id);
    const [a, b] = await pendingAt(app, second.id);
    const tokenOfTask = (task: { username: string }) => tokenFor[task.username]!;
    expectStatus(
      await actOn(app, tokenOfTask(a!), second.id, 'reject', { taskId: a!.id, comment: '不同意' }),
      200,
    );
    const failed = expectStatus(
      await actOn(app, tokenOfTask(b!), second.id, 'reject', { taskId: b!.id, comment: '不同意' }),
      200,
    );
    assert.equal(failed.status, 'rejected');
    assert.equal((await application(fails.id)).status, 'rework_requested');
  });

  it('a node with a minimum amount applies from that amount on', async () => {
    expectStatus(
      await publish('application', [
        node('评审', { userIds: [ids.reviewer] }),
        node('大额复核', { userIds: [ids.head], minAmount: '300000.00' }),
      ]),
      200,
    );
    const large = await submittedApplication();
    assert.deepEqual(
      (await running(large.id)).nodes.map((each) => each.name),
      ['评审', '大额复核'],
    );
    const projectId = await insertProject(app, 'draft');
    const small = expectStatus(
      await call<ApplicationDetail>(
        officer,
        'POST',
        '/pm/applications',
        applicationValues(projectId, applicantId, {
          amountRequested: '1000.00',
          costItems: [{ name: '图书', amount: '1000.00', note: '' }],
        }),
      ),
      200,
    );
    expectStatus(
      await call(officer, 'POST', `/pm/applications/${small.id}/submit`, { version: small.version }),
      200,
    );
    assert.deepEqual(
      (await running(small.id)).nodes.map((each) => each.name),
      ['评审'],
    );
  });

  it('an instance keeps the version it started with', async () => {
    expectStatus(await publish('application', [node('旧流程', { userIds: [ids.reviewer] })]), 200);
    const pinned = await submittedApplication();
    const published = expectStatus(
      await publish('application', [node('新流程', { userIds: [ids.head] })]),
      200,
    ) as { version: number };
    const before = expectStatus(await detail(officer, (await running(pinned.id)).id), 200);
    assert.equal(before.definitionVersion, published.version - 1);
    assert.deepEqual(
      before.nodes.map((each) => each.name),
      ['旧流程'],
    );
    const fresh = await submittedApplication();
    assert.deepEqual(
      (await running(fresh.id)).nodes.map((each) => each.name),
      ['新流程'],
    );
  });
});

describe('definitions', () => {
  it('refuses what cannot run, on its field', async () => {
    const refused = await publish('fund_payment', [
      node('', { userIds: [] }),
      node('投票', { userIds: [ids.head], mode: 'vote', threshold: 3, minAmount: '10.00' }),
    ]);
    assert.equal(refused.status, 422);
    const allConditional = await publish('fund_payment', [
      node('大额', { userIds: [ids.head], minAmount: '1.00' }),
    ]);
    assert.equal(allConditional.status, 422);
    assert.equal(
      (await call(officer, 'POST', '/pm/approvals/definitions/fund_payment', { nodes: [] })).status,
      403,
    );
  });

  it('lists each business type with its published version', async () => {
    const list = expectStatus(
      await call<{ businessType: string; current: { version: number } | null }[]>(
        reviewer,
        'GET',
        '/pm/approvals/definitions',
      ),
      200,
    );
    assert.equal(list.length, 6);
    assert.ok(list.every((summary) => summary.current !== null));
  });
});

describe('the inbox', () => {
  it('lists to do, done, initiated and copied, paged', async () => {
    expectStatus(
      await publish('application', [node('评审', { userIds: [ids.reviewer], ccUserIds: [ids.auditor] })]),
      200,
    );
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const tab = async (token: string, name: string) =>
      expectStatus(
        await call<Page<ApprovalInboxRow>>(token, 'GET', `/pm/approvals/inbox?tab=${name}&pageSize=100`),
        200,
      );
    const todo = await tab(reviewer, 'todo');
    const row = todo.list.find((item) => item.instanceId === instance.id);
    assert.ok(row?.taskId);
    assert.equal(row.subject.entity, 'application');
    assert.ok((await tab(officer, 'initiated')).list.some((item) => item.instanceId === instance.id));
    assert.ok((await tab(auditor, 'copied')).list.some((item) => item.instanceId === instance.id));
    expectStatus(await actOn(app, reviewer, instance.id, 'approve', { taskId: row.taskId }), 200);
    assert.ok(!(await tab(reviewer, 'todo')).list.some((item) => item.instanceId === instance.id));
    assert.ok((await tab(reviewer, 'done')).list.some((item) => item.instanceId === instance.id));
    const keyword = await call<Page<ApprovalInboxRow>>(
      officer,
      'GET',
      `/pm/approvals/inbox?tab=initiated&keyword=${encodeURIComponent(submitted.code)}`,
    );
    assert.deepEqual(
      expectStatus(keyword, 200).list.map((item) => item.instanceId),
      [instance.id],
    );
  });

  it('done holds one row per instance, the caller’s latest decision, newest first, and counts instances', async () => {
    expectStatus(
      await publish('application', [
        node('初审', { userIds: [ids.reviewer] }),
        node('复审', { userIds: [ids.head] }),
      ]),
      200,
    );
    const done = async () =>
      expectStatus(
        await call<Page<ApprovalInboxRow>>(reviewer, 'GET', '/pm/approvals/inbox?tab=done&pageSize=100'),
        200,
      );
    const before = (await done()).total;
    // The reviewer approves one, then another that the head returns, and approves that one again.
    const earlier = await running((await submittedApplication()).id);
    const [earlierTask] = await pendingAt(app, earlier.id);
    expectStatus(await actOn(app, reviewer, earlier.id, 'approve', { taskId: earlierTask!.id }), 200);
    const returned = await running((await submittedApplication()).id);
    const [first] = await pendingAt(app, returned.id);
    expectStatus(await actOn(app, reviewer, returned.id, 'approve', { taskId: first!.id }), 200);
    const [second] = await pendingAt(app, returned.id);
    expectStatus(
      await actOn(app, head, returned.id, 'return', { taskId: second!.id, toNode: 0, comment: '请补充意见' }),
      200,
    );
    const [again] = await pendingAt(app, returned.id);
    expectStatus(await actOn(app, reviewer, returned.id, 'approve', { taskId: again!.id }), 200);

    const page = await done();
    assert.equal(page.total, before + 2);
    const rows = page.list.filter((row) => [earlier.id, returned.id].includes(row.instanceId));
    assert.deepEqual(
      rows.map((row) => [row.instanceId, row.taskId]),
      [
        [returned.id, again!.id],
        [earlier.id, earlierTask!.id],
      ],
    );
    const times = page.list.map((row) => Date.parse(row.at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  it('decides several tasks in a batch, each on its own', async () => {
    expectStatus(await publish('application', [node('评审', { userIds: [ids.reviewer] })]), 200);
    const [one, two] = [await submittedApplication(), await submittedApplication()];
    const tasks = await Promise.all(
      [one, two].map(async (each) => (await pendingAt(app, (await running(each.id)).id))[0]!.id),
    );
    const result = expectStatus(
      await call<{ succeeded: number[]; failed: { id: number }[] }>(reviewer, 'POST', '/pm/approvals/batch', {
        action: 'approve',
        taskIds: [...tasks, tasks[0]! + 100000],
      }),
      200,
    );
    assert.deepEqual(result.succeeded, tasks);
    assert.equal(result.failed.length, 1);
    assert.equal((await application(one.id)).status, 'approved');
  });
});

describe('concurrency', { skip: TEST_DB !== 'postgres' && 'PGlite has one connection' }, () => {
  it('two approvals of one task at once: one wins, the other is told', async () => {
    expectStatus(await publish('application', [node('评审', { userIds: [ids.reviewer] })]), 200);
    const submitted = await submittedApplication();
    const instance = await running(submitted.id);
    const [task] = await pendingAt(app, instance.id);
    const replies = await Promise.all(
      [0, 1].map(() => actOn(app, reviewer, instance.id, 'approve', { taskId: task!.id })),
    );
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [200, 409]);
    const logs = await app.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.entity, 'application'),
          eq(operationLogs.entityId, String(submitted.id)),
          eq(operationLogs.action, 'approve'),
        ),
      );
    assert.equal(logs.length, 1);
  });
});
