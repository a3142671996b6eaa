import type { BudgetDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { budgetExpenses } from '../src/db/schema';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { budgetCalls, insertAppropriation } from './support/budgets';
import { budgetValues, expenseValues } from './fixtures/budget';

const postgresOnly = { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' };

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const { call, draft, act, approve, detail } = budgetCalls(app);

async function approvedBudget(plannedAmount: string): Promise<BudgetDetail> {
  const values = budgetValues();
  values.periods = [values.periods[0]!];
  values.lines = [{ ...values.lines[0]!, plannedAmount }];
  return approve(officer, await draft(officer, values));
}

describe('expenses at the same time', () => {
  it(
    '20 parallel expenses of 100.00 against a paid appropriation of 1 000.00: exactly 10 go through',
    postgresOnly,
    async () => {
      const budget = await approvedBudget('5000.00');
      const appropriationId = await insertAppropriation(app, budget.projectId, '1000.00');
      const lineId = budget.lines[0]!.id;
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(index % 2 === 0 ? officer : finance, 'POST', `/pm/budgets/${budget.id}/expenses`, {
            ...expenseValues(lineId, '100.00'),
            appropriationId,
          }),
        ),
      );
      const accepted = replies.filter((reply) => reply.status === 200).length;
      const refused = replies.filter((reply) => reply.status === 422);
      const [spent] = await app.db
        .select({
          total: sql<string>`coalesce(sum(${budgetExpenses.amount}), 0)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(budgetExpenses)
        .where(eq(budgetExpenses.appropriationId, appropriationId));
      const after = await detail(officer, budget.id);
      console.log(
        `20 parallel expenses of 100.00 against 1000.00: ${accepted} accepted, ${refused.length} refused (422), ` +
          `linked sum ${spent!.total} in ${spent!.count} rows; line actual ${after.lines[0]!.actualAmount}, ` +
          `rate ${after.executionRate} %, variance ${after.variance}`,
      );
      assert.equal(accepted, 10);
      assert.equal(refused.length, 10);
      assert.deepEqual([spent!.total, spent!.count], ['1000.00', 10]);
      assert.equal(after.actualAmount, '1000.00');
      assert.equal(after.executionRate, '20.00');
      for (const reply of refused)
        assert.match(reply.body.msg, /^支出金额不能超过该笔拨款未列支金额 \d+\.\d{2}$/);
    },
  );

  it(
    'an expense and a lock of the same budget take turns: the expense lands before the lock or is refused after it',
    postgresOnly,
    async () => {
      const budget = await approvedBudget('5000.00');
      const lineId = budget.lines[0]!.id;
      const [expense, lock] = await Promise.all([
        call(officer, 'POST', `/pm/budgets/${budget.id}/expenses`, expenseValues(lineId, '100.00')),
        act(admin, budget, 'lock'),
      ]);
      assert.equal(lock.status, 200);
      assert.ok([200, 409].includes(expense.status), JSON.stringify(expense.body));
      const after = await detail(officer, budget.id);
      assert.equal(after.status, 'locked');
      assert.equal(after.actualAmount, expense.status === 200 ? '100.00' : '0.00');
    },
  );
});
