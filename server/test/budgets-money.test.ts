import type { BudgetDetail, BudgetListItem, ExpenseItem } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { sql } from 'drizzle-orm';
import { moneySum } from '../src/db/money-sql';
import { budgetExpenses } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { budgetCalls } from './support/budgets';
import { expectStatus } from './support/records';
import { expenseValues } from './fixtures/budget';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');
const { call, draft, approve, detail } = budgetCalls(app);

type FormErrors = { errors: { field: string; message: string }[] };

const spend = (budget: BudgetDetail, body: object, locale?: 'en-US') =>
  call<ExpenseItem>(officer, 'POST', `/pm/budgets/${budget.id}/expenses`, body, locale);

const listed = async (budget: BudgetDetail) =>
  call<Page<BudgetListItem>>(officer, 'GET', `/pm/budgets?keyword=${budget.projectCode}`);

describe('an expense amount cannot break the budgets', () => {
  it('refuses an amount above the bound (422 on `amount`, both languages); the budget still reads', async () => {
    const budget = await approve(officer, await draft(officer));
    const line = budget.lines[0]!;
    const huge = expenseValues(line.id, '9999999999999999.99');
    for (const attempt of [1, 2]) {
      const refused = await spend(budget, huge);
      assert.equal(refused.status, 422, `attempt ${attempt}: ${JSON.stringify(refused.body)}`);
      assert.deepEqual((refused.body.data as unknown as FormErrors).errors, [
        { field: 'amount', message: '支出金额不能超过 1,000,000,000,000.00' },
      ]);
    }
    const english = await spend(budget, huge, 'en-US');
    assert.deepEqual((english.body.data as unknown as FormErrors).errors, [
      { field: 'amount', message: 'Amount must be at most 1,000,000,000,000.00' },
    ]);
    assert.equal(expectStatus(await listed(budget), 200).total, 1);
    assert.equal((await detail(officer, budget.id)).actualAmount, '0.00');
  });

  it('sums far beyond one column (10 001 expenses of the largest amount) read back exactly, never a 500', async () => {
    const budget = await approve(officer, await draft(officer));
    const line = budget.lines[0]!;
    // Beyond what numeric(18,2) holds (< 10^16): 10 001 × 10^12. Inserted in one statement: the API would take
    // 10 001 calls to say the same thing.
    await app.db.execute(sql`
      insert into ${budgetExpenses} (budget_id, line_id, amount, date, payee, voucher_no)
      select ${budget.id}, ${line.id}, 1000000000000.00, '2026-03-15', '某某书店', 'V' || n
      from generate_series(1, 10001) as n`);
    const total = '10001000000000000.00';
    const after = await detail(officer, budget.id);
    assert.deepEqual(
      [after.actualAmount, after.lines[0]!.actualAmount, after.periods[0]!.actualAmount],
      [total, total, total],
    );
    assert.equal(after.lines[0]!.overrun, true);
    const [item] = expectStatus(await listed(budget), 200).list;
    assert.deepEqual([item!.actualAmount, item!.overrunCount], [total, 1]);
    const page = expectStatus(
      await call<Page<ExpenseItem>>(officer, 'GET', `/pm/budgets/${budget.id}/expenses?pageSize=1`),
      200,
    );
    assert.equal(page.total, 10001);
  });

  it('refuses an amount above the bound in the database too (CHECK), whoever writes it', async () => {
    const budget = await approve(officer, await draft(officer));
    const insert = (amount: string) =>
      app.db.insert(budgetExpenses).values({
        budgetId: budget.id,
        lineId: budget.lines[0]!.id,
        amount,
        date: '2026-03-15',
        payee: '某某书店',
        voucherNo: 'V-check',
      });
    await assert.rejects(insert('1000000000000.01'), (error: Error & { cause?: { message?: string } }) =>
      /budget_expenses_amount_check/.test(`${error.message} ${error.cause?.message ?? ''}`),
    );
    await insert('1000000000000.00');
  });
});

describe('money sums in SQL', () => {
  it('add numeric(18,2) values beyond what that type holds, as text with 2 decimals', async () => {
    const result = (await app.db.execute(sql`
      select ${moneySum(sql`x`)} as total, ${moneySum(sql`x`, sql`false`)} as none
      from (select 9999999999999999.99::numeric(18, 2) as x from generate_series(1, 3)) as rows`)) as unknown as {
      rows: { total: string; none: string }[];
    };
    const [row] = result.rows;
    assert.deepEqual(row, { total: '29999999999999999.97', none: '0.00' });
  });
});
