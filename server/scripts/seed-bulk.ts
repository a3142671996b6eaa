// Fills the configured database (DATABASE_URL, else the PGlite folder DATA_DIR) with many generated projects, for
// benchmarks: migrates and seeds as the server does at start, then inserts --size projects (5 % of them
// sub-projects) with a realistic spread of statuses, types, areas, amounts and dates, and appropriations for the
// funded ones. Rows are generated inside the database (generate_series), so 100 000 take seconds. Run again, it
// adds another batch. `--payments N` tops the batch's appropriations up to N (a fourth instalment payment on as many
// funded projects as it takes). Usage: node --import tsx scripts/seed-bulk.ts --size 100000 [--payments 150000]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { Database, Executor } from '../src/db/client';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, payments: { type: 'string' } },
});
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 5_000_000) throw new Error('--size must be 1 … 5 000 000');
const payments = values.payments === undefined ? null : Number(values.payments);
if (payments !== null && (!Number.isInteger(payments) || payments < 0))
  throw new Error('--payments must be a whole number');

const THEMES = [
  '妇女手工艺增收',
  '困境学生助学',
  '乡村儿童阅读',
  '先心病儿童救助',
  '社区养老互助',
  '灾后重建',
  '残障人士就业支持',
  '乡村教师培训',
  '白内障复明',
  '社区图书角',
  '山区学校营养午餐',
  '农村饮水安全',
  '生态护林',
  '小额创业扶持',
];
const TYPES = ['poverty', 'education', 'medical', 'community', 'disaster', 'environment'];
const textArray = (items: string[]) => sql.raw(`array[${items.map((item) => `'${item}'`).join(', ')}]`);

/** Share of each status among generated top projects (cumulative thresholds below). */
const STATUS_SHARES: [string, number][] = [
  ['draft', 0.1],
  ['applying', 0.05],
  ['under_review', 0.08],
  ['rejected', 0.03],
  ['withdrawn', 0.02],
  ['approved', 0.12],
  ['agreement_signed', 0.08],
  ['in_progress', 0.3],
  ['suspended', 0.01],
  ['closing', 0.04],
  ['terminated', 0.02],
  ['closed', 0.15],
];

function statusCase(column: string) {
  let bound = 0;
  const branches = STATUS_SHARES.map(([status, share]) => {
    bound += share;
    return `when ${column} < ${bound.toFixed(4)} then '${status}'`;
  });
  return sql.raw(`case ${branches.join(' ')} else 'closed' end`);
}

const FUNDED = sql.raw(
  `('approved', 'agreement_signed', 'in_progress', 'suspended', 'closing', 'closed', 'terminated')`,
);

async function countOf(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function insertTopProjects(db: Executor, offset: number, count: number) {
  await db.execute(sql`
    with pick as (
      select
        (select array_agg(code order by code) from areas where right(code, 2) <> '00') as counties,
        (select array_agg(name order by code) from areas where right(code, 2) <> '00') as county_names,
        (select array_agg(id order by id) from departments) as departments,
        (select array_agg(id order by id) from users where status = 'active') as managers
    ),
    draw as (
      select g, random() as r_status, random() as r_type, random() as r_area, random() as r_dept,
        random() as r_manager, random() as r_start, random() as r_length, random() as r_budget,
        random() as r_share, random() as r_theme
      from generate_series(1, ${count}) as g
    ),
    shaped as (
      select draw.*, pick.*,
        1 + floor(r_area * cardinality(pick.counties))::int as area,
        ${statusCase('r_status')} as status,
        date '2023-01-01' + floor(r_start * 1400)::int as start_date,
        round((10000 + power(r_budget, 3) * 4990000)::numeric, -2) as planned
      from draw, pick
    )
    insert into projects (code, name, type, department_id, manager_id, area_code, start_date, end_date, goal,
      target_beneficiaries, planned_budget, approved_amount, status, created_at, updated_at)
    select
      'XMB' || lpad((${offset} + g)::text, 8, '0'),
      county_names[area] || (${textArray(THEMES)})[1 + floor(r_theme * ${THEMES.length})::int] || '项目（第' || g || '期）',
      (${textArray(TYPES)})[1 + floor(r_type * ${TYPES.length})::int],
      departments[1 + floor(r_dept * cardinality(departments))::int],
      managers[1 + floor(r_manager * cardinality(managers))::int],
      counties[area],
      start_date,
      start_date + 180 + floor(r_length * 540)::int,
      '改善受益群体的生活与发展条件',
      50 + floor(r_length * 2000)::int,
      planned,
      case when status in ${FUNDED} then round(planned * (0.6 + r_share * 0.4)::numeric, 2) end,
      status,
      (start_date - 20)::timestamp + r_length * interval '8 hours',
      (start_date - 20)::timestamp + r_length * interval '8 hours'
    from shaped
  `);
  await db.execute(sql`update projects set root_id = id where root_id is null and parent_id is null`);
}

/** Sub-projects of funded generated projects, one each, holding 30 % of the parent's approved amount. */
async function insertSubProjects(db: Executor, offset: number, count: number) {
  await db.execute(sql`
    insert into projects (code, name, type, parent_id, root_id, department_id, manager_id, area_code, start_date,
      end_date, goal, target_beneficiaries, planned_budget, approved_amount, status, created_at, updated_at)
    select
      'XMB' || lpad((${offset} + row_number() over (order by p.id))::text, 8, '0'),
      p.name || '—子项目', p.type, p.id, p.root_id, p.department_id, p.manager_id, p.area_code,
      p.start_date + 30, p.end_date, p.goal, p.target_beneficiaries / 3,
      round(p.approved_amount * 0.3, 2), round(p.approved_amount * 0.3, 2),
      case when p.id % 3 = 0 then 'approved' else 'in_progress' end,
      p.created_at + interval '30 days', p.created_at + interval '30 days'
    from (
      select * from projects
      where code like 'XMB%' and parent_id is null and status in ('approved', 'agreement_signed', 'in_progress')
        and not exists (select 1 from projects c where c.parent_id = projects.id)
      order by random()
      limit ${count}
    ) p
  `);
}

/**
 * An agreement per funded generated project (its approved amount, paid in one instalment), then one to three
 * appropriations of that instalment, a quarter of the amount each: the limits the server enforces hold.
 */
async function insertAppropriations(db: Executor, offset: number) {
  await db.execute(sql`
    insert into agreements (number, project_id, party_a, party_b, signed_date, effective_date, expiry_date,
      total_amount, status, created_at, updated_at)
    select 'XYB' || lpad(p.id::text, 9, '0'), p.id, '基金会', '项目执行单位', p.start_date - 5, p.start_date,
      p.end_date, p.approved_amount, case when p.status = 'closed' then 'completed' else 'active' end,
      p.created_at + interval '15 days', p.created_at + interval '15 days'
    from projects p
    where p.code like 'XMB%' and p.approved_amount > 0 and p.status in ${FUNDED}
      and not exists (select 1 from agreements a where a.project_id = p.id)
  `);
  await db.execute(sql`
    insert into agreement_instalments (agreement_id, seq, planned_date, amount)
    select a.id, 1, a.effective_date + 10, a.total_amount
    from agreements a
    where a.number like 'XYB%' and not exists (select 1 from agreement_instalments i where i.agreement_id = a.id)
  `);
  await db.execute(sql`
    insert into appropriations (code, project_id, agreement_id, instalment_id, type, amount, status, scheduled_date,
      paid_date, payee_name, created_at, updated_at)
    select
      'BKB' || lpad((${offset} + row_number() over (order by p.id, s))::text, 9, '0'),
      p.id,
      a.id,
      i.id,
      case s when 1 then 'initial' when 2 then 'interim' else 'final' end,
      round(p.approved_amount * 0.25, 2),
      states.status,
      p.start_date + 10 * s,
      case when states.status = 'paid' then p.start_date + 10 * s + 5 end,
      '项目执行单位',
      p.created_at + s * interval '30 days',
      p.created_at + s * interval '30 days'
    from projects p
    join agreements a on a.project_id = p.id and a.number like 'XYB%'
    join agreement_instalments i on i.agreement_id = a.id and i.seq = 1
    cross join lateral generate_series(1, 1 + p.id % 3) as s
    cross join lateral (select case
      when p.status = 'closed' then 'paid'
      when p.status = 'terminated' then 'cancelled'
      when p.status in ('in_progress', 'closing', 'suspended') then (array['paid', 'verified', 'submitted'])[s]
      else 'submitted' end as status) states
    where p.code like 'XMB%' and p.approved_amount > 0 and p.status in ${FUNDED}
      and not exists (select 1 from appropriations x where x.agreement_id = a.id)
  `);
}

/**
 * Adds one more appropriation (the fourth quarter of the approved amount: at most the whole instalment, so the
 * limits hold) to `count` funded generated projects of this batch, in id order; answers how many it added.
 */
async function topUpAppropriations(db: Executor, offset: number, count: number): Promise<number> {
  const result = (await db.execute(sql`
    insert into appropriations (code, project_id, agreement_id, instalment_id, type, amount, status, scheduled_date,
      paid_date, payee_name, created_at, updated_at)
    select
      'BKB' || lpad((${offset} + row_number() over (order by p.id))::text, 9, '0'),
      p.id, a.id, i.id, 'final', round(p.approved_amount * 0.25, 2), states.status, p.start_date + 40,
      case when states.status = 'paid' then p.start_date + 45 end,
      '项目执行单位', p.created_at + interval '120 days', p.created_at + interval '120 days'
    from (
      select * from projects
      where code like 'XMB%' and approved_amount > 0 and status in ${FUNDED}
        and exists (select 1 from agreements x where x.project_id = projects.id and x.number like 'XYB%')
        and (select count(*) from appropriations x where x.project_id = projects.id) < 4
      order by id
      limit ${count}
    ) p
    join agreements a on a.project_id = p.id and a.number like 'XYB%'
    join agreement_instalments i on i.agreement_id = a.id and i.seq = 1
    cross join lateral (select case
      when p.status = 'closed' then 'paid'
      when p.status = 'terminated' then 'cancelled'
      else 'submitted' end as status) states
  `)) as unknown as { rowCount?: number; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

const started = Date.now();
const { handle } = await startDatabase(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
const db = handle.db as Database;
try {
  const projectOffset = await countOf(db, sql`select count(*) as n from projects where code like 'XMB%'`);
  const appropriationOffset = await countOf(
    db,
    sql`select count(*) as n from appropriations where code like 'BKB%'`,
  );
  const children = Math.floor(size * 0.05);
  // One transaction: one session, so the seed makes random() repeat, and all or nothing is added.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await insertTopProjects(tx, projectOffset, size - children);
    await insertSubProjects(tx, projectOffset + size - children, children);
    await insertAppropriations(tx, appropriationOffset);
    if (payments !== null) {
      const made =
        (await countOf(tx, sql`select count(*) as n from appropriations where code like 'BKB%'`)) -
        appropriationOffset;
      if (made < payments) {
        const added = await topUpAppropriations(tx, appropriationOffset + made, payments - made);
        if (made + added < payments)
          console.warn(`seed-bulk: only ${made + added} payments for --payments ${payments}`);
      }
    }
  });
  // What autovacuum would soon do: statistics for the planner and a visibility map for index-only counts.
  await db.execute(sql`vacuum analyze projects`);
  await db.execute(sql`vacuum analyze appropriations`);
  const projects = await countOf(db, sql`select count(*) as n from projects`);
  const appropriations = await countOf(db, sql`select count(*) as n from appropriations`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `seed-bulk: ${projects} projects, ${appropriations} appropriations in the database (${seconds} s)`,
  );
} finally {
  await handle.close();
}
