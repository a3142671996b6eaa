import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { agreements, budgetExpenses } from '../src/db/schema';
import { businessDate } from '../src/records/today';
import { buildTestApp, loginAs } from './helper';
import { budgetCalls } from './support/budgets';
import { fundsFixtures } from './support/funds';
import { expectStatus, insertProject } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { paymentValues } from './fixtures/appropriation';
import { budgetValues, expenseValues, periodsAroundToday } from './fixtures/budget';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });
const budgetsApi = budgetCalls(app);

type FormErrors = { errors: { field: string; message: string }[] };

const DAY = 24 * 60 * 60_000;
/** The business date `days` from today (Beijing), as the server reads "today". */
const fromToday = (days: number) => businessDate(new Date(Date.now() + days * DAY));
const today = businessDate();
const tomorrow = fromToday(1);

/** The budget's periods around today, so a date's only fault can be that it is still to come. */
const valuesAroundToday = () => budgetValues(periodsAroundToday(fromToday));

describe('dates of what has happened are not in the future', () => {
  it('refuses an expense dated tomorrow, in both languages; today is accepted', async () => {
    const draft = await budgetsApi.draft(officer, valuesAroundToday());
    const budget = await budgetsApi.approve(officer, draft);
    assert.equal(budget.status, 'approved');
    const lineId = budget.lines[0]!.id;
    const url = `/pm/budgets/${budget.id}/expenses`;
    const refused = await fx.call<FormErrors>(
      officer,
      'POST',
      url,
      expenseValues(lineId, '100.00', { date: tomorrow }),
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'date', message: `支出日期不能晚于今天（${today}）` },
    ]);
    const english = await fx.call(
      officer,
      'POST',
      url,
      expenseValues(lineId, '100.00', { date: tomorrow }),
      'en-US',
    );
    assert.equal(english.body.msg, `Date cannot be later than today (${today})`);
    const stored = await app.db.select().from(budgetExpenses).where(eq(budgetExpenses.budgetId, budget.id));
    assert.equal(stored.length, 0);
    expectStatus(await fx.call(officer, 'POST', url, expenseValues(lineId, '100.00', { date: today })), 200);
  });

  it('refuses an agreement signed tomorrow; signing today with an effective date ahead is fine', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const values = { ...agreementValues(projectId), signedDate: tomorrow, effectiveDate: fromToday(10) };
    const refused = await fx.call<FormErrors>(officer, 'POST', '/pm/agreements', values);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'signedDate', message: `签订日期不能晚于今天（${today}）` },
    ]);
    assert.equal(
      (await app.db.select().from(agreements).where(eq(agreements.projectId, projectId))).length,
      0,
    );
    expectStatus(await fx.call(officer, 'POST', '/pm/agreements', { ...values, signedDate: today }), 200);
  });

  it('refuses a payment dated tomorrow, with the same rule', async () => {
    const submitted = await fx.submitted('100.00');
    const verified = await fx.verified(submitted);
    const refused = await fx.call<FormErrors>(officer, 'POST', `/pm/appropriations/${verified.id}/pay`, {
      version: verified.version,
      ...paymentValues(),
      paidDate: tomorrow,
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'paidDate', message: `支付日期不能晚于今天（${today}）` },
    ]);
  });
});
