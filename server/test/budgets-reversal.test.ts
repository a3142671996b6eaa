import type { BudgetDetail, ExpenseItem, SpendableAppropriation } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { eq } from 'drizzle-orm';
import { budgetExpenses } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { budgetCalls, insertAppropriation } from './support/budgets';
import { expectStatus, logsOf } from './support/records';
import { expenseValues } from './fixtures/budget';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const { call, draft, act, approve, detail } = budgetCalls(app);

type FormErrors = { errors: { field: string; message: string }[] };

const spend = (budget: BudgetDetail, body: object) =>
  call<ExpenseItem>(officer, 'POST', `/pm/budgets/${budget.id}/expenses`, body);

const reverse = (token: string, budgetId: number, expenseId: number, reason: unknown, locale?: 'en-US') =>
  call<ExpenseItem>(
    token,
    'POST',
    `/pm/budgets/${budgetId}/expenses/${expenseId}/reverse`,
    { reason },
    locale,
  );

const expenses = async (budget: BudgetDetail) =>
  expectStatus(await call<Page<ExpenseItem>>(officer, 'GET', `/pm/budgets/${budget.id}/expenses`), 200);

const approvedBudget = async () => approve(officer, await draft(officer));

const storedRow = async (id: number) =>
  (await app.db.select().from(budgetExpenses).where(eq(budgetExpenses.id, id)))[0]!;

describe('reversing a wrongly recorded expense', () => {
  it('keeps the row, marks it reversed with who and why, and leaves it out of every figure', async () => {
    const budget = await approvedBudget();
    const line = budget.lines[0]!;
    const appropriationId = await insertAppropriation(app, budget.projectId, '500.00');
    const kept = expectStatus(await spend(budget, expenseValues(line.id, '100.00')), 200);
    const wrong = expectStatus(
      await spend(budget, expenseValues(line.id, '400.00', { appropriationId, date: '2026-04-01' })),
      200,
    );
    assert.equal((await detail(officer, budget.id)).actualAmount, '500.00');

    const reversed = expectStatus(
      await reverse(admin, budget.id, wrong.id, '  金额录入错误，应为 40.00  '),
      200,
    );
    assert.equal(reversed.reversal?.reason, '金额录入错误，应为 40.00');
    assert.equal(reversed.reversal?.reversedByName, '系统管理员');
    assert.equal(reversed.amount, '400.00', 'the amount recorded stays as it was');

    const after = await detail(officer, budget.id);
    const figures = after.lines.find((row) => row.id === line.id)!;
    assert.deepEqual(
      [after.actualAmount, figures.actualAmount, figures.executionRate, after.periods[0]!.actualAmount],
      ['100.00', '100.00', '16.67', '100.00'],
    );
    assert.equal(figures.expenseCount, 2, 'a reversed expense still belongs to its line');
    // What it took of the appropriation is free again.
    const spendable = expectStatus(
      await call<SpendableAppropriation[]>(
        officer,
        'GET',
        `/pm/budgets/${budget.id}/spendable-appropriations`,
      ),
      200,
    );
    assert.deepEqual(
      spendable.map((row) => [row.id, row.spentAmount, row.availableAmount]),
      [[appropriationId, '0.00', '500.00']],
    );
    expectStatus(await spend(budget, expenseValues(line.id, '500.00', { appropriationId })), 200);

    // Still listed, with the reversal; the other expense untouched.
    const listed = await expenses(budget);
    assert.equal(listed.total, 3);
    const reasons = new Map(listed.list.map((row) => [row.id, row.reversal?.reason ?? null]));
    assert.equal(reasons.get(wrong.id), '金额录入错误，应为 40.00');
    assert.equal(reasons.get(kept.id), null);
    const stored = await storedRow(wrong.id);
    assert.equal(stored.amount, '400.00');
    assert.ok(stored.reversedAt instanceof Date);

    const [created, reversal] = await logsOf(app, 'expense', wrong.id);
    assert.equal(created!.action, 'create');
    assert.deepEqual(
      [reversal!.action, reversal!.comment, reversal!.projectId],
      ['reverse', '金额录入错误，应为 40.00', budget.projectId],
    );
    assert.equal((reversal!.before as { reversalReason: string | null }).reversalReason, null);
    assert.equal((reversal!.after as { reversalReason: string }).reversalReason, '金额录入错误，应为 40.00');
  });

  it('needs a reason (422 on `reason`, both languages) and changes nothing without one', async () => {
    const budget = await approvedBudget();
    const expense = expectStatus(await spend(budget, expenseValues(budget.lines[0]!.id, '10.00')), 200);
    const blank = await reverse(admin, budget.id, expense.id, '   ');
    assert.equal(blank.status, 422);
    assert.deepEqual((blank.body.data as unknown as FormErrors).errors, [
      { field: 'reason', message: '请填写冲销原因' },
    ]);
    const english = await reverse(admin, budget.id, expense.id, '', 'en-US');
    assert.deepEqual((english.body.data as unknown as FormErrors).errors, [
      { field: 'reason', message: 'Reason for the reversal is required' },
    ]);
    const long = await reverse(admin, budget.id, expense.id, '长'.repeat(501));
    assert.equal(long.status, 422);
    assert.equal((await storedRow(expense.id)).reversedAt, null);
    assert.equal((await logsOf(app, 'expense', expense.id)).length, 1);
  });

  it('is the holder of budget:expenseReverse: the officer who records expenses gets 403', async () => {
    const budget = await approvedBudget();
    const expense = expectStatus(await spend(budget, expenseValues(budget.lines[0]!.id, '10.00')), 200);
    assert.equal((await reverse(officer, budget.id, expense.id, '录错了')).status, 403);
    assert.equal((await storedRow(expense.id)).reversedAt, null);
  });

  it('happens once, on a budget that takes expenses, for an expense of that budget', async () => {
    const budget = await approvedBudget();
    const expense = expectStatus(await spend(budget, expenseValues(budget.lines[0]!.id, '10.00')), 200);
    expectStatus(await reverse(admin, budget.id, expense.id, '重复登记'), 200);
    const again = await reverse(admin, budget.id, expense.id, '重复登记');
    assert.equal(again.status, 409);
    assert.equal(again.body.msg, '这笔支出已冲销，不能再次冲销');

    const other = await approvedBudget();
    const foreign = await reverse(admin, other.id, expense.id, '录错了');
    assert.equal(foreign.status, 404);
    assert.equal((await reverse(admin, budget.id, 999999, '录错了')).status, 404);

    const second = expectStatus(await spend(budget, expenseValues(budget.lines[0]!.id, '20.00')), 200);
    const current = await detail(officer, budget.id);
    expectStatus(await act(admin, current, 'lock', '年度结账'), 200);
    const locked = await reverse(admin, budget.id, second.id, '录错了', 'en-US');
    assert.equal(locked.status, 409);
    assert.equal(locked.body.msg, 'A budget that is "Locked" takes no reversals: revise it first');
  });
});
