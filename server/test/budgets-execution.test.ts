import type { BudgetDetail, BudgetListItem, ExpenseItem, SpendableAppropriation } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { buildTestApp, loginAs } from './helper';
import { budgetCalls, insertAppropriation, valuesOf } from './support/budgets';
import { expectStatus, insertFile, insertProject, logsOf } from './support/records';
import { budgetValues, expenseValues } from './fixtures/budget';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const { call, draft, act, approve, update, detail } = budgetCalls(app);

type FormErrors = { errors: { field: string; message: string }[] };

/** A budget approved as revision 1: 1000.00 planned (600.00 in the first half, 400.00 in the second). */
async function approvedBudget(): Promise<BudgetDetail> {
  return approve(officer, await draft(officer));
}

const spend = (budget: BudgetDetail, body: object, locale?: 'en-US') =>
  call<ExpenseItem>(officer, 'POST', `/pm/budgets/${budget.id}/expenses`, body, locale);

const lineOf = (budget: BudgetDetail, name: string) => budget.lines.find((line) => line.name === name)!;

describe('budget execution figures', () => {
  it('rate and variance are exact decimals: 333.33 + 0.01 of a 1000.00 plan is 33.33 %, 666.66 left', async () => {
    const values = budgetValues();
    values.lines = [{ ...values.lines[0]!, plannedAmount: '1000.00' }];
    values.periods = [values.periods[0]!];
    const budget = await approve(officer, await draft(officer, values));
    const line = budget.lines[0]!;
    expectStatus(await spend(budget, expenseValues(line.id, '333.33')), 200);
    expectStatus(await spend(budget, expenseValues(line.id, '0.01')), 200);
    const after = await detail(officer, budget.id);
    const figures = after.lines[0]!;
    assert.deepEqual(
      [figures.actualAmount, figures.variance, figures.executionRate, figures.overrun, figures.expenseCount],
      ['333.34', '666.66', '33.33', false, 2],
    );
    assert.deepEqual(
      [after.actualAmount, after.variance, after.executionRate, after.overrunCount],
      ['333.34', '666.66', '33.33', 0],
    );
    // Half up: 1 of 8 is 12.5 %, 1 of 6 is 16.666… % → 16.67.
    const half = budgetValues();
    half.lines = [{ ...half.lines[0]!, plannedAmount: '6.00' }];
    const small = await approve(officer, await draft(officer, half));
    expectStatus(await spend(small, expenseValues(small.lines[0]!.id, '1.00')), 200);
    assert.equal((await detail(officer, small.id)).lines[0]!.executionRate, '16.67');
  });

  it('aggregates per period and in all, and flags an overrun line (counted in the list, found by its filter)', async () => {
    const budget = await approvedBudget();
    const training = lineOf(budget, '教师培训');
    const books = lineOf(budget, '图书采购');
    expectStatus(await spend(budget, expenseValues(training.id, '600.01')), 200);
    expectStatus(await spend(budget, expenseValues(books.id, '100.00', { date: '2026-07-01' })), 200);
    const after = await detail(officer, budget.id);
    const overrun = lineOf(after, '教师培训');
    assert.deepEqual(
      [overrun.actualAmount, overrun.variance, overrun.executionRate, overrun.overrun],
      ['600.01', '-0.01', '100.00', true],
    );
    assert.deepEqual(
      after.periods.map((period) => [
        period.name,
        period.plannedAmount,
        period.actualAmount,
        period.variance,
        period.executionRate,
        period.overrun,
      ]),
      [
        ['2026 上半年', '600.00', '600.01', '-0.01', '100.00', true],
        ['2026 下半年', '400.00', '100.00', '300.00', '25.00', false],
      ],
    );
    assert.deepEqual(
      [after.plannedAmount, after.actualAmount, after.variance, after.executionRate, after.overrunCount],
      ['1000.00', '700.01', '299.99', '70.00', 1],
    );
    const listed = expectStatus(
      await call<Page<BudgetListItem>>(
        officer,
        'GET',
        `/pm/budgets?keyword=${budget.projectCode}&overrun=true`,
      ),
      200,
    );
    assert.deepEqual(
      listed.list.map((item) => [
        item.id,
        item.plannedAmount,
        item.actualAmount,
        item.executionRate,
        item.overrunCount,
      ]),
      [[budget.id, '1000.00', '700.01', '70.00', 1]],
    );
    // Another budget, spent within plan, is not an overrun.
    const within = await approvedBudget();
    expectStatus(await spend(within, expenseValues(lineOf(within, '教师培训').id, '600.00')), 200);
    const none = expectStatus(
      await call<Page<BudgetListItem>>(
        officer,
        'GET',
        `/pm/budgets?keyword=${within.projectCode}&overrun=true`,
      ),
      200,
    );
    assert.equal(none.total, 0);
  });
});

describe('expenses', () => {
  it('lists the expenses newest first with line, period, file and author; filters by line', async () => {
    const budget = await approvedBudget();
    const training = lineOf(budget, '教师培训');
    const books = lineOf(budget, '图书采购');
    const fileId = await insertFile(app, '发票.pdf');
    const first = expectStatus(await spend(budget, expenseValues(training.id, '10.00', { fileId })), 200);
    assert.equal(first.file?.name, '发票.pdf');
    assert.equal(first.periodName, '2026 上半年');
    assert.equal(first.createdByName, '王丽');
    expectStatus(await spend(budget, expenseValues(books.id, '20.00', { date: '2026-08-01' })), 200);
    const page = expectStatus(
      await call<Page<ExpenseItem>>(officer, 'GET', `/pm/budgets/${budget.id}/expenses`),
      200,
    );
    assert.deepEqual(
      page.list.map((item) => [item.lineName, item.amount, item.date]),
      [
        ['图书采购', '20.00', '2026-08-01'],
        ['教师培训', '10.00', '2026-03-15'],
      ],
    );
    const byLine = expectStatus(
      await call<Page<ExpenseItem>>(
        officer,
        'GET',
        `/pm/budgets/${budget.id}/expenses?lineId=${training.id}`,
      ),
      200,
    );
    assert.deepEqual(
      byLine.list.map((item) => item.id),
      [first.id],
    );
    const [log] = await logsOf(app, 'expense', first.id);
    assert.equal(log!.action, 'create');
    assert.equal(log!.projectId, budget.projectId);
  });

  it("refuses a date outside the line's period, in both languages (422 on `date`)", async () => {
    const budget = await approvedBudget();
    const body = expenseValues(lineOf(budget, '教师培训').id, '10.00', { date: '2026-07-01' });
    const zh = await spend(budget, body);
    assert.equal(zh.status, 422);
    assert.deepEqual((zh.body.data as unknown as FormErrors).errors, [
      { field: 'date', message: '支出日期须在 2026-01-01 至 2026-06-30 之间' },
    ]);
    const en = await spend(budget, body, 'en-US');
    assert.equal(en.status, 422);
    assert.match(en.body.msg, /2026-01-01.*2026-06-30/);
    assert.notEqual(en.body.msg, zh.body.msg);
  });

  it('refuses a line of another budget and a blank form (422)', async () => {
    const budget = await approvedBudget();
    const other = await approvedBudget();
    const foreign = await spend(budget, expenseValues(other.lines[0]!.id, '10.00'));
    assert.equal(foreign.status, 422);
    assert.equal((foreign.body.data as unknown as FormErrors).errors[0]!.field, 'lineId');
    const blank = await spend(budget, {});
    assert.equal(blank.status, 422);
    assert.deepEqual(
      (blank.body.data as unknown as FormErrors).errors.map((error) => error.field),
      ['lineId', 'amount', 'date', 'payee', 'voucherNo'],
    );
  });

  it('are refused on a draft budget and on a locked one (409); a locked budget is not edited either', async () => {
    const drafted = await draft(officer);
    const early = await spend(drafted, expenseValues(drafted.lines[0]!.id, '10.00'));
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '预算当前状态为“草稿”，不能登记支出');
    const approved = await approve(officer, drafted);
    const locked = expectStatus(await act(admin, approved, 'lock', '年度结账'), 200);
    assert.equal(locked.status, 'locked');
    const refused = await spend(locked, expenseValues(locked.lines[0]!.id, '10.00'), 'en-US');
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, 'A budget that is "Locked" takes no expenses');
    const edit = await update(officer, locked, valuesOf(locked));
    assert.equal(edit.status, 409);
    // Revising reopens it: expenses are recorded again while the next version is drafted.
    const revising = expectStatus(await act(officer, locked, 'revise'), 200);
    expectStatus(await spend(revising, expenseValues(revising.lines[0]!.id, '10.00')), 200);
  });

  it('keep their line and period: removing, moving or narrowing what has expenses is refused (409)', async () => {
    const budget = await approvedBudget();
    const training = lineOf(budget, '教师培训');
    expectStatus(await spend(budget, expenseValues(training.id, '50.00', { date: '2026-05-20' })), 200);
    const revising = expectStatus(await act(officer, budget, 'revise'), 200);
    const values = valuesOf(revising);

    const withoutLine = { ...values, lines: values.lines.filter((line) => line.id !== training.id) };
    const removed = await update(officer, revising, withoutLine);
    assert.equal(removed.status, 409);
    assert.equal(removed.body.msg, '预算科目“教师培训”已有 1 笔支出，不能删除');

    const withoutPeriod = {
      ...values,
      periods: [values.periods[1]!],
      lines: values.lines.map((line) => ({ ...line, periodSeq: 1 })),
    };
    const period = await update(officer, revising, withoutPeriod);
    assert.equal(period.status, 409);
    assert.equal(period.body.msg, '预算期间“2026 上半年”已有支出记录，不能删除');

    const moved = {
      ...values,
      lines: values.lines.map((line) => (line.id === training.id ? { ...line, periodSeq: 2 } : line)),
    };
    const move = await update(officer, revising, moved);
    assert.equal(move.status, 409);
    assert.match(move.body.msg, /不能改到其他期间/);

    const narrowed = structuredClone(values);
    narrowed.periods[0]!.endDate = '2026-05-19';
    const narrow = await update(officer, revising, narrowed);
    assert.equal(narrow.status, 409);
    assert.equal(
      narrow.body.msg,
      '预算期间“2026 上半年”已有 2026-05-20 至 2026-05-20 的支出，期间须包含这些日期',
    );

    // The line without expenses goes; the spent one stays, its expenses still attached.
    const books = lineOf(revising, '图书采购');
    const kept = expectStatus(
      await update(officer, revising, {
        ...values,
        lines: values.lines.filter((line) => line.id !== books.id),
      }),
      200,
    );
    assert.deepEqual(
      kept.lines.map((line) => [line.id, line.actualAmount]),
      [[training.id, '50.00']],
    );
  });
});

describe('expenses funded by an appropriation', () => {
  it('spend only a paid appropriation of the same project, never beyond its amount', async () => {
    const budget = await approvedBudget();
    const line = lineOf(budget, '教师培训');
    const paid = await insertAppropriation(app, budget.projectId, '100.00');
    const verified = await insertAppropriation(app, budget.projectId, '100.00', 'verified');
    const elsewhere = await insertAppropriation(
      app,
      await insertProject(app, 'approved', '1000.00'),
      '100.00',
    );

    const unpaid = await spend(budget, expenseValues(line.id, '10.00', { appropriationId: verified }));
    assert.equal(unpaid.status, 422);
    assert.match(unpaid.body.msg, /当前状态为“.+”，只有已支付的拨款可以列支/);
    const foreign = await spend(
      budget,
      expenseValues(line.id, '10.00', { appropriationId: elsewhere }),
      'en-US',
    );
    assert.equal(foreign.status, 422);
    assert.equal(foreign.body.msg, "The appropriation chosen is not one of this budget's project");

    const spendable = (id: number) =>
      call<SpendableAppropriation[]>(officer, 'GET', `/pm/budgets/${id}/spendable-appropriations`);
    assert.deepEqual(
      expectStatus(await spendable(budget.id), 200).map((row) => [
        row.id,
        row.spentAmount,
        row.availableAmount,
      ]),
      [[paid, '0.00', '100.00']],
    );
    const first = expectStatus(
      await spend(budget, expenseValues(line.id, '60.00', { appropriationId: paid })),
      200,
    );
    assert.equal(first.appropriationId, paid);
    assert.match(first.appropriationCode!, /^TBK/);
    const over = await spend(budget, expenseValues(line.id, '40.01', { appropriationId: paid }));
    assert.equal(over.status, 422);
    assert.deepEqual((over.body.data as unknown as FormErrors).errors, [
      { field: 'amount', message: '支出金额不能超过该笔拨款未列支金额 40.00' },
    ]);
    expectStatus(await spend(budget, expenseValues(line.id, '40.00', { appropriationId: paid })), 200);
    // Spent in full: no longer offered.
    assert.deepEqual(expectStatus(await spendable(budget.id), 200), []);
    // Without an appropriation the line may still be spent.
    expectStatus(await spend(budget, expenseValues(line.id, '5.00')), 200);
  });

  it('answers 404 for the expenses and spendable appropriations of a missing budget', async () => {
    const missing = await call(officer, 'GET', '/pm/budgets/999999/expenses');
    assert.equal(missing.status, 404);
    const missingSpendable = await call(officer, 'GET', '/pm/budgets/999999/spendable-appropriations');
    assert.equal(missingSpendable.status, 404);
  });
});
