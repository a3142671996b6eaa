import type { BudgetListItem, BudgetProject } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { budgetRevisions, projects } from '../src/db/schema';
import { API, buildTestApp, loginAs } from './helper';
import { actOn, approveAll, latestInstance, pendingAt, tokenOf } from './support/approvals';
import { budgetCalls, valuesOf } from './support/budgets';
import { expectStatus, insertProject, logsOf } from './support/records';
import { budgetValues } from './fixtures/budget';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const { call, draft, act, submit, approve, update, detail } = budgetCalls(app);

type FormErrors = { errors: { field: string; message: string }[] };

describe('budgets: drafting', () => {
  it('stores the periods and lines of an approved project, numbered in order, with nothing spent', async () => {
    const budget = await draft(officer);
    assert.equal(budget.status, 'draft');
    assert.equal(budget.revision, 0);
    assert.equal(budget.projectAmount, '1000000.00');
    assert.deepEqual(
      budget.periods.map((period) => [period.seq, period.name, period.plannedAmount, period.executionRate]),
      [
        [1, '2026 上半年', '600.00', '0.00'],
        [2, '2026 下半年', '400.00', '0.00'],
      ],
    );
    assert.deepEqual(
      budget.lines.map((line) => [line.name, line.periodName, line.plannedAmount, line.actualAmount]),
      [
        ['教师培训', '2026 上半年', '600.00', '0.00'],
        ['图书采购', '2026 下半年', '400.00', '0.00'],
      ],
    );
    assert.equal(budget.plannedAmount, '1000.00');
    assert.equal(budget.variance, '1000.00');
    assert.equal(budget.executionRate, '0.00');
    const [log] = await logsOf(app, 'budget', budget.id);
    assert.equal(log!.action, 'create');
    assert.equal(log!.projectId, budget.projectId);
    assert.equal((log!.after as { lines: unknown[] }).lines.length, 2);
  });

  it('makes one budget per project (409) and none before the project is approved (409)', async () => {
    const budget = await draft(officer);
    const again = await call(officer, 'POST', '/pm/budgets', {
      projectId: budget.projectId,
      ...budgetValues(),
    });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /已有预算/);
    const applying = await insertProject(app, 'applying');
    const early = await call(officer, 'POST', '/pm/budgets', { projectId: applying, ...budgetValues() });
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '项目当前状态为“申请中”，批准后才能编制预算');
  });

  it("refuses lines planning more than the project's approved amount, in both languages (422)", async () => {
    const projectId = await insertProject(app, 'approved', '999.99');
    const body = { projectId, ...budgetValues() };
    const zh = await call<FormErrors>(officer, 'POST', '/pm/budgets', body);
    assert.equal(zh.status, 422);
    assert.deepEqual(zh.body.data.errors, [
      { field: 'lines', message: '预算科目不能超过项目批准金额 999.99' },
    ]);
    const en = await call<FormErrors>(officer, 'POST', '/pm/budgets', body, 'en-US');
    assert.deepEqual(en.body.data.errors, [
      { field: 'lines', message: "Budget lines cannot exceed the project's approved amount 999.99" },
    ]);
  });

  it('uses the planned budget as the ceiling while the project has no approved amount', async () => {
    const budget = await draft(officer, budgetValues(), null);
    assert.equal(budget.projectAmount, '500000.00');
  });

  it('names the field of a blank or unknown value, in both languages (422)', async () => {
    const projectId = await insertProject(app, 'approved', '1000000.00');
    const values = budgetValues();
    values.lines[0]!.category = 'fireworks';
    values.lines[1]!.plannedAmount = '';
    const blank = await call<FormErrors>(officer, 'POST', '/pm/budgets', { projectId, ...values });
    assert.equal(blank.status, 422);
    assert.deepEqual(blank.body.data.errors, [
      { field: 'lines[1].plannedAmount', message: '请填写第 2 行预算金额' },
    ]);
    values.lines[1]!.plannedAmount = '400.00';
    const unknown = await call<FormErrors>(officer, 'POST', '/pm/budgets', { projectId, ...values }, 'en-US');
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.data.errors[0]!.field, 'lines[0].category');
    assert.equal(unknown.body.msg, 'Category (row 1) has an invalid value');
  });

  it('keeps the ids of periods and lines sent back, adds new ones and removes the missing', async () => {
    const budget = await draft(officer);
    const values = valuesOf(budget);
    const [first, second] = budget.lines;
    values.periods.push({ name: '2027 上半年', startDate: '2027-01-01', endDate: '2027-06-30' });
    values.lines = [
      { ...values.lines[0]!, plannedAmount: '650.00' },
      { periodSeq: 3, category: 'travel', name: '回访差旅', plannedAmount: '120.50', fundSource: 'own' },
    ];
    const saved = expectStatus(await update(officer, budget, values), 200);
    assert.equal(saved.version, budget.version + 1);
    assert.equal(saved.lines[0]!.id, first!.id);
    assert.equal(saved.lines[0]!.plannedAmount, '650.00');
    assert.ok(!saved.lines.some((line) => line.id === second!.id));
    assert.deepEqual(
      saved.periods.map((period) => [period.seq, period.name, period.plannedAmount]),
      [
        [1, '2026 上半年', '650.00'],
        [2, '2026 下半年', '0.00'],
        [3, '2027 上半年', '120.50'],
      ],
    );
    assert.equal(saved.plannedAmount, '770.50');
    // A save based on the version before is refused: someone else changed it.
    const stale = await update(officer, budget, values);
    assert.equal(stale.status, 409);
    const logs = await logsOf(app, 'budget', budget.id);
    assert.equal(logs.at(-1)!.action, 'update');
    assert.equal((logs.at(-1)!.before as { lines: unknown[] }).lines.length, 2);
  });
});

describe('budgets: approval and revisions', () => {
  it('is decided by its approval, by the head it names: the one-step route is gone (404), others are refused', async () => {
    const budget = await draft(officer);
    // The removed one-step route answers 404, for anyone.
    assert.equal((await act(officer, budget, 'approve')).status, 404);
    assert.equal((await act(admin, budget, 'approve')).status, 404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/pm/budgets/${budget.id}/submit`,
      payload: { version: budget.version },
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await app.inject({ url: `${API}/pm/budgets` })).statusCode, 401);

    const submitted = expectStatus(await submit(officer, budget), 200);
    assert.equal(submitted.status, 'draft');
    const instance = await latestInstance(app, 'budget', budget.id);
    assert.equal(instance?.status, 'running');
    const [task] = await pendingAt(app, instance!.id);
    assert.equal(task?.username, 'head');
    // Neither the maker nor the administrator decides the head's task; nobody signed out does.
    for (const token of [officer, admin]) {
      const refused = await actOn(app, token, instance!.id, 'approve', { taskId: task!.id });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.msg, '这不是您待处理的审批任务');
    }
    const signedOut = await app.inject({
      method: 'POST',
      url: `${API}/pm/approvals/instances/${instance!.id}/approve`,
      payload: { version: instance!.version, taskId: task!.id },
    });
    assert.equal(signedOut.statusCode, 401);
    assert.equal((await detail(officer, budget.id)).status, 'draft');
    expectStatus(
      await actOn(app, await tokenOf(app, 'head'), instance!.id, 'approve', { taskId: task!.id }),
      200,
    );
    assert.equal((await detail(officer, budget.id)).status, 'approved');
  });

  it('revise → edit → approve makes revision 2, and the snapshot of revision 1 stays as approved', async () => {
    const budget = await draft(officer);
    expectStatus(await submit(officer, budget), 200);
    await approveAll(app, 'budget', budget.id, { comment: '首版预算' });
    const approved = await detail(officer, budget.id);
    assert.equal(approved.status, 'approved');
    assert.equal(approved.revision, 1);
    assert.deepEqual(
      approved.revisions.map((revision) => [revision.revision, revision.plannedAmount, revision.comment]),
      [[1, '1000.00', '首版预算']],
    );
    // The head who approved it, not its maker.
    assert.equal(approved.revisions[0]!.approvedByName, '赵敏');
    // Approved plans are not edited in place.
    const refused = await update(officer, approved, valuesOf(approved));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '预算当前状态为“已批准”，不能修改（请先发起修订）');

    const revising = expectStatus(await act(officer, approved, 'revise'), 200);
    assert.equal(revising.status, 'revising');
    const values = valuesOf(revising);
    values.lines[1]!.plannedAmount = '450.00';
    const edited = expectStatus(await update(officer, revising, values), 200);
    expectStatus(await submit(officer, edited), 200);
    await approveAll(app, 'budget', budget.id, { comment: '追加图书' });
    const second = await detail(officer, budget.id);
    assert.equal(second.revision, 2);
    assert.deepEqual(
      second.revisions.map((revision) => [revision.revision, revision.plannedAmount]),
      [
        [2, '1050.00'],
        [1, '1000.00'],
      ],
    );
    const [first] = await app.db
      .select()
      .from(budgetRevisions)
      .where(and(eq(budgetRevisions.budgetId, budget.id), eq(budgetRevisions.revision, 1)));
    assert.deepEqual(
      first!.snapshot.lines.map((line) => [line.name, line.plannedAmount]),
      [
        ['教师培训', '600.00'],
        ['图书采购', '400.00'],
      ],
    );
    assert.equal(first!.snapshot.periods.length, 2);
    const actions = (await logsOf(app, 'budget', budget.id)).map((log) => log.action);
    assert.deepEqual(actions, ['create', 'submit', 'approve', 'revise', 'update', 'submit', 'approve']);
  });

  it('refuses a step the machine does not allow (409, in both languages) and a stale version (409)', async () => {
    const budget = await draft(officer);
    const lock = await act(admin, budget, 'lock');
    assert.equal(lock.status, 409);
    assert.equal(lock.body.msg, '当前状态“草稿”不能执行“锁定”');
    const en = await call(
      admin,
      'POST',
      `/pm/budgets/${budget.id}/lock`,
      { version: budget.version },
      'en-US',
    );
    assert.equal(en.body.msg, 'A budget that is "Draft" cannot be "Lock"');
    const approved = await approve(officer, budget);
    assert.equal(approved.status, 'approved');
    // An approved plan is not submitted again (only a draft or a revision is).
    assert.equal((await submit(officer, approved)).status, 409);
    assert.equal((await act(admin, budget, 'lock')).status, 409);
    assert.equal(expectStatus(await act(admin, approved, 'lock'), 200).status, 'locked');
  });

  it("refuses to approve a plan above the project's amount decided after the draft (409)", async () => {
    const budget = await draft(officer, budgetValues(), null);
    expectStatus(await submit(officer, budget), 200);
    await app.db.update(projects).set({ approvedAmount: '900.00' }).where(eq(projects.id, budget.projectId));
    const instance = await latestInstance(app, 'budget', budget.id);
    const [task] = await pendingAt(app, instance!.id);
    const refused = await actOn(app, await tokenOf(app, 'head'), instance!.id, 'approve', {
      taskId: task!.id,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '预算合计 1000.00 超过项目批准金额 900.00，请先调整预算');
    // Nothing moved: the plan is still a draft and its approval still waits for the head.
    assert.equal((await detail(officer, budget.id)).status, 'draft');
    assert.equal((await latestInstance(app, 'budget', budget.id))?.status, 'running');
    assert.equal((await pendingAt(app, instance!.id))[0]?.id, task!.id);
  });
});

describe('budgets: lists', () => {
  it('pages budgets by project keyword and status, with planned totals; budget-projects shows the budget', async () => {
    const budget = await draft(officer);
    const listed = expectStatus(
      await call<Page<BudgetListItem>>(officer, 'GET', `/pm/budgets?keyword=${budget.projectCode}`),
      200,
    );
    assert.equal(listed.total, 1);
    assert.deepEqual(
      [
        listed.list[0]!.id,
        listed.list[0]!.plannedAmount,
        listed.list[0]!.actualAmount,
        listed.list[0]!.overrunCount,
      ],
      [budget.id, '1000.00', '0.00', 0],
    );
    const approvedOnly = expectStatus(
      await call<Page<BudgetListItem>>(
        officer,
        'GET',
        `/pm/budgets?keyword=${budget.projectCode}&status=approved`,
      ),
      200,
    );
    assert.equal(approvedOnly.total, 0);
    const sorted = expectStatus(
      await call<Page<BudgetListItem>>(
        officer,
        'GET',
        '/pm/budgets?sortField=projectCode&sortOrder=ascend&pageSize=100',
      ),
      200,
    );
    const codes = sorted.list.map((item) => item.projectCode);
    assert.deepEqual(codes, [...codes].sort());
    const choices = expectStatus(
      await call<BudgetProject[]>(officer, 'GET', `/pm/budget-projects?keyword=${budget.projectCode}`),
      200,
    );
    assert.deepEqual(choices, [
      {
        id: budget.projectId,
        code: budget.projectCode,
        name: budget.projectName,
        projectAmount: '1000000.00',
        budgetId: budget.id,
      },
    ]);
  });

  it('answers 404 for a budget that does not exist, in both languages', async () => {
    const zh = await call(officer, 'GET', '/pm/budgets/999999');
    assert.equal(zh.status, 404);
    assert.equal(zh.body.msg, '预算不存在');
    const en = await call(officer, 'GET', '/pm/budgets/999999', undefined, 'en-US');
    assert.equal(en.body.msg, 'Budget not found');
  });

  it('lets the user role read and draft budgets', async () => {
    const budget = await draft(officer);
    const read = await detail(officer, budget.id);
    assert.equal(read.id, budget.id);
  });
});
