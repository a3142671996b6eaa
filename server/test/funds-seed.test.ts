import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { DEMO_REFERENCE_DATE, isoDate } from '../src/seed/demo/dates';
import { createTestDatabase } from './helper';

/** The demo seed's appropriations and budgets obey the rules the server enforces on new ones. */
const handle = await createTestDatabase();
after(() => handle.close());
const db = handle.db as Database;
const today = isoDate(DEMO_REFERENCE_DATE);

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A query listing what breaks a rule returns nothing. */
async function none(query: SQL, rule: string): Promise<void> {
  const found = await rows(query);
  assert.deepEqual(found, [], rule);
}

const RELEASED = sql`('rejected', 'cancelled')`;

describe('the demo seed’s appropriations', () => {
  it('has every status, each instalment of its own agreement and project', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from appropriations`);
    assert.deepEqual(statuses.map((row) => row.status).sort(), [
      'cancelled',
      'paid',
      'rejected',
      'returned',
      'submitted',
      'verified',
    ]);
    await none(
      sql`select a.code from appropriations a
          join agreement_instalments i on i.id = a.instalment_id
          join agreements g on g.id = a.agreement_id
          where i.agreement_id <> a.agreement_id or g.project_id <> a.project_id`,
      'instalment, agreement and project agree',
    );
    await none(
      sql`select g.number, i.seq from agreement_instalments i join agreements g on g.id = i.agreement_id
          where (g.status = 'completed' or i.seq = 1)
            and (select coalesce(sum(a.amount), 0) from appropriations a
                 where a.instalment_id = i.id and a.status = 'paid') <> i.amount`,
      'a closed project’s instalments and a running one’s first are paid in full',
    );
  });

  it('never commits more than an instalment, an agreement or a project tree allows', async () => {
    await none(
      sql`select i.id from agreement_instalments i join appropriations a on a.instalment_id = i.id
          where a.status not in ${RELEASED} group by i.id, i.amount having sum(a.amount) > i.amount`,
      'per instalment',
    );
    await none(
      sql`select g.number from agreements g join appropriations a on a.agreement_id = g.id
          where a.status not in ${RELEASED} group by g.id, g.number, g.total_amount
          having sum(a.amount) > g.total_amount`,
      'per agreement',
    );
    await none(
      sql`select p.code from projects p join appropriations a on a.project_id = p.id
          where a.status not in ${RELEASED} group by p.id, p.code, p.approved_amount
          having sum(a.amount) > coalesce(p.approved_amount, 0)`,
      'per project',
    );
    await none(
      sql`select r.code from projects r join projects p on coalesce(p.root_id, p.id) = r.id
          join appropriations a on a.project_id = p.id
          where a.status not in ${RELEASED} group by r.id, r.code, r.approved_amount
          having sum(a.amount) > coalesce(r.approved_amount, 0)`,
      'per project tree',
    );
    // Nor more than a project keeps: what its live sub-projects hold is theirs (the server's balance rule).
    await none(
      sql`select p.code from projects p
          where coalesce((select sum(a.amount) from appropriations a
                          where a.project_id = p.id and a.status not in ${RELEASED}), 0)
              + coalesce((select sum(c.approved_amount) from projects c
                          where c.parent_id = p.id and c.status not in ('rejected', 'withdrawn', 'terminated')), 0)
              > coalesce(p.approved_amount, 0)`,
      'per project, with its sub-projects’ allocations',
    );
  });

  it('keeps four eyes: the officer creates, finance verifies, the administrator pays', async () => {
    await none(
      sql`select code from appropriations where paid_by = verified_by`,
      'whoever pays did not verify',
    );
    await none(
      sql`select a.code from appropriations a
          join users c on c.id = a.created_by
          left join users v on v.id = a.verified_by
          left join users p on p.id = a.paid_by
          where c.username <> 'officer'
            or (a.status in ('verified', 'paid', 'returned')) <> (v.username is not distinct from 'finance')
            or (a.status in ('paid', 'returned')) <> (p.username is not distinct from 'admin')
            or (a.status in ('paid', 'returned')) <> (a.paid_date is not null and a.voucher_no is not null
                                                        and a.paid_at is not null)
            or (a.status in ('verified', 'paid', 'returned')) <> (a.verified_at is not null)`,
      'who did each step, and what it recorded',
    );
  });

  it('verified and paid only what an accepted stage report allows', async () => {
    const latestReport = sql`(select s.status from stage_reports s where s.report_item_id = i.report_item_id
                              order by s.id desc limit 1)`;
    await none(
      sql`select a.code from appropriations a join agreement_instalments i on i.id = a.instalment_id
          where a.status in ('verified', 'paid', 'returned') and i.report_item_id is not null
            and ${latestReport} is distinct from 'accepted'`,
      'the report gate',
    );
    // …and some requests wait for their report: the verify button will say why.
    const waiting = await rows(
      sql`select a.code from appropriations a join agreement_instalments i on i.id = a.instalment_id
          where a.status = 'submitted' and i.report_item_id is not null
            and ${latestReport} is distinct from 'accepted'`,
    );
    assert.ok(waiting.length > 0);
  });

  it('pays the beneficiary’s bank account, as the beneficiary has it', async () => {
    await none(
      sql`select a.code from appropriations a join projects p on p.id = a.project_id
          join beneficiaries b on b.id = p.beneficiary_id
          where a.payee_name <> b.name or a.payee_bank_name <> b.bank_name
            or a.payee_account_name <> b.bank_account_name or a.payee_account_no <> b.bank_account_no`,
      'payee snapshot',
    );
    await none(
      sql`select name from beneficiaries
          where bank_name = '' or bank_account_name <> name or bank_account_no !~ '^[0-9]{16,19}$'`,
      'bank accounts',
    );
  });

  it('dates everything within the year before "today", paid in at least eight different months', async () => {
    await none(
      sql`select code from appropriations
          where scheduled_date > ${today} or paid_date > ${today} or created_at > ${new Date(DEMO_REFERENCE_DATE)}
            or scheduled_date < (created_at at time zone 'UTC')::date or paid_date < scheduled_date
            or verified_at < created_at or paid_at < verified_at`,
      'dates in order, none after today',
    );
    const [months] = await rows<{ n: number }>(
      sql`select count(distinct to_char(paid_date, 'YYYY-MM'))::int as n from appropriations
          where status = 'paid' and paid_date > (${today}::date - 365)`,
    );
    assert.ok(months!.n >= 8, `paid in ${months!.n} months`);
  });

  it('logs every step with its project, before and after, and a reason where one is needed', async () => {
    const logs = sql`operation_logs l where l.entity = 'appropriation' and l.entity_id = a.id::text
                     and l.project_id = a.project_id`;
    const step = (action: string, statuses: string) =>
      sql`select a.code from appropriations a
          where a.status in (${sql.raw(statuses)})
            and not exists (select 1 from ${logs} and l.action = ${action})`;
    await none(
      step('create', `'submitted', 'verified', 'paid', 'rejected', 'cancelled', 'returned'`),
      'create',
    );
    await none(step('verify', `'verified', 'paid', 'returned'`), 'verify');
    await none(step('pay', `'paid', 'returned'`), 'pay');
    const reasons: [action: string, status: string][] = [
      ['reject', 'rejected'],
      ['cancel', 'cancelled'],
      ['return', 'returned'],
    ];
    for (const [action, status] of reasons) {
      await none(
        sql`select a.code from appropriations a where a.status = ${status}
            and not exists (select 1 from ${logs} and l.action = ${action} and coalesce(l.comment, '') <> '')`,
        action,
      );
    }
    await none(
      sql`select a.code from appropriations a
          where (select l.after ->> 'status' from ${logs} order by l.created_at desc, l.id desc limit 1)
                is distinct from a.status`,
      'the last step left the status the row has',
    );
    await none(
      sql`select l.id from operation_logs l where l.entity in ('appropriation', 'budget', 'expense')
          and (l.after is null or (l.action <> 'create') <> (l.before is not null)
               or l.created_at > ${new Date(DEMO_REFERENCE_DATE)})`,
      'before and after',
    );
  });
});

describe('the demo seed’s budgets', () => {
  it('plans within the project’s amount and dates, with dictionary categories and fund sources', async () => {
    await none(
      sql`select p.code from budgets b join projects p on p.id = b.project_id
          join budget_lines l on l.budget_id = b.id
          group by p.code, p.approved_amount having sum(l.planned_amount) > p.approved_amount`,
      'planned total',
    );
    await none(
      sql`select p.code from budget_periods x join budgets b on b.id = x.budget_id
          join projects p on p.id = b.project_id
          where x.start_date < p.start_date or x.end_date > p.end_date`,
      'periods within the project',
    );
    await none(
      sql`select l.name from budget_lines l
          where not exists (select 1 from dict_items d where d.dict_code = 'budget_category' and d.value = l.category)
             or not exists (select 1 from dict_items d where d.dict_code = 'fund_source' and d.value = l.fund_source)
             or not exists (select 1 from budget_periods x where x.id = l.period_id and x.budget_id = l.budget_id)`,
      'dictionary values, own periods',
    );
    const shapes = await rows<{ periods: number; lines: number }>(
      sql`select (select count(*) from budget_periods x where x.budget_id = b.id)::int as periods,
                 (select count(*) from budget_lines l where l.budget_id = b.id)::int as lines
          from budgets b`,
    );
    for (const shape of shapes) {
      assert.ok(shape.periods >= 2 && shape.periods <= 3 && shape.lines >= 4 && shape.lines <= 6);
    }
  });

  it('locks closed projects’ budgets, approves the running ones but one being revised, drafts one', async () => {
    const budgets = await rows<{ status: string; project: string; revision: number; revisions: number }>(
      sql`select b.status, p.status as project, b.revision,
                 (select count(*) from budget_revisions r where r.budget_id = b.id)::int as revisions
          from budgets b join projects p on p.id = b.project_id`,
    );
    const running = budgets.filter((budget) => budget.project === 'in_progress');
    assert.ok(budgets.filter((budget) => budget.project === 'closed').every((b) => b.status === 'locked'));
    assert.equal(running.filter((budget) => budget.status === 'revising').length, 1);
    assert.ok(running.filter((budget) => budget.status === 'approved').length > running.length / 2);
    assert.deepEqual(
      budgets.filter((budget) => budget.status === 'revising').map((b) => [b.revision, b.revisions]),
      [[2, 2]],
    );
    assert.deepEqual(
      budgets.filter((budget) => budget.status === 'draft').map((b) => [b.project, b.revision, b.revisions]),
      [['approved', 0, 0]],
    );
    // One revision row, one approval logged, per approval.
    await none(
      sql`select b.id from budgets b
          where b.revision <> (select count(*) from budget_revisions r where r.budget_id = b.id)
             or b.revision <> (select count(*) from operation_logs l where l.entity = 'budget'
                                 and l.entity_id = b.id::text and l.action = 'approve'
                                 and l.project_id = b.project_id)
             or b.revision > 0 and not exists (select 1 from budget_revisions r
                              where r.budget_id = b.id and r.revision = b.revision
                              and r.planned_amount = (select sum(l.planned_amount) from budget_lines l
                                                      where l.budget_id = b.id))`,
      'revisions',
    );
  });

  it('records expenses within their line’s period, funded by paid appropriations within their amount', async () => {
    await none(
      sql`select e.id from budget_expenses e join budget_lines l on l.id = e.line_id
          join budget_periods x on x.id = l.period_id join budgets b on b.id = e.budget_id
          where l.budget_id <> e.budget_id or e.date < x.start_date or e.date > x.end_date or e.date > ${today}
             or b.status not in ('approved', 'locked', 'revising')`,
      'expense dates and budgets',
    );
    await none(
      sql`select a.code from budget_expenses e join appropriations a on a.id = e.appropriation_id
          join budgets b on b.id = e.budget_id
          where e.reversed_at is null
          group by a.id, a.code, a.amount, a.status, a.project_id, b.project_id
          having sum(e.amount) > a.amount or a.status <> 'paid' or a.project_id <> b.project_id
              or min(e.date) < min(a.paid_date)`,
      'linked expenses',
    );
    await none(
      sql`select e.id from budget_expenses e join budgets b on b.id = e.budget_id
          where not exists (select 1 from operation_logs l where l.entity = 'expense'
                              and l.entity_id = e.id::text and l.action = 'create' and l.project_id = b.project_id)`,
      'expenses logged',
    );
    const [linked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from budget_expenses where appropriation_id is not null`,
    );
    assert.ok(linked!.n > 0);
    const overruns = await rows(
      sql`select l.id from budget_lines l join budget_expenses e on e.line_id = l.id and e.reversed_at is null
          group by l.id, l.planned_amount having sum(e.amount) > l.planned_amount`,
    );
    assert.ok(overruns.length >= 1 && overruns.length <= 2, `${overruns.length} lines overrun`);
    await none(
      sql`select c.appropriation_id from appropriation_budget_lines c
          join appropriations a on a.id = c.appropriation_id join budget_lines l on l.id = c.budget_line_id
          join budgets b on b.id = l.budget_id where b.project_id <> a.project_id`,
      'charged lines of the own project',
    );
  });
});

describe('the demo seed’s reversed expense', () => {
  it('is a second entry of a voucher, reversed with a reason on an approved budget, and logged both times', async () => {
    const reversed = await rows<{ id: number; voucher_no: string; reversal_reason: string; status: string }>(
      sql`select e.id, e.voucher_no, e.reversal_reason, b.status from budget_expenses e
          join budgets b on b.id = e.budget_id where e.reversed_at is not null`,
    );
    assert.equal(reversed.length, 1);
    const [row] = reversed;
    assert.equal(row!.status, 'approved');
    assert.match(row!.reversal_reason, /重复登记/);
    const twins = await rows(
      sql`select id from budget_expenses where voucher_no = ${row!.voucher_no} and reversed_at is null`,
    );
    assert.equal(twins.length, 1, 'the entry it duplicated stands');
    const logs = await rows<{ action: string; comment: string | null }>(
      sql`select action, comment from operation_logs where entity = 'expense' and entity_id = ${String(row!.id)}
          order by created_at, id`,
    );
    assert.deepEqual(
      logs.map((log) => [log.action, log.comment]),
      [
        ['create', null],
        ['reverse', row!.reversal_reason],
      ],
    );
  });
});

describe('seeding again', () => {
  it('adds no row', async () => {
    const tables = [
      'beneficiaries',
      'appropriations',
      'appropriation_budget_lines',
      'budgets',
      'budget_periods',
      'budget_lines',
      'budget_revisions',
      'budget_expenses',
      'operation_logs',
    ];
    const count = async () =>
      Promise.all(
        tables.map(
          async (table) =>
            (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n,
        ),
      );
    const before = await count();
    await seedDatabase(db, { demo: true, adminPassword: undefined, production: false });
    assert.deepEqual(await count(), before);
  });
});
