import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import { appropriations, PROJECT_STATUSES, projects } from '../src/db/schema';
import { lastMonths } from '../src/modules/dashboard/months';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ url: `${API}${url}`, headers: bearer(officer) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
};
const total = (value: string | null | undefined) => new Decimal(value ?? 0).toFixed(2);

describe('GET /pm/dashboard/overview', () => {
  it('equals direct SQL counts and sums, money as two-decimal strings', async () => {
    const overview = await get<Record<string, number | string>>('/pm/dashboard/overview');
    const [counts] = await app.db
      .select({
        projects: sql<number>`count(*)`.mapWith(Number),
        executing: sql<number>`count(*) filter (where status = 'in_progress')`.mapWith(Number),
        beneficiaries: sql<number>`count(distinct beneficiary_id)`.mapWith(Number),
        approved: sql<string>`sum(approved_amount)`,
      })
      .from(projects);
    const [appropriated] = await app.db
      .select({ sum: sql<string>`sum(amount)` })
      .from(appropriations)
      .where(notInArray(appropriations.status, ['rejected', 'cancelled']));
    const [paid] = await app.db
      .select({ sum: sql<string>`sum(amount)` })
      .from(appropriations)
      .where(eq(appropriations.status, 'paid'));
    assert.deepEqual(overview, {
      projectCount: counts!.projects,
      inProgressCount: counts!.executing,
      beneficiaryCount: counts!.beneficiaries,
      approvedTotal: total(counts!.approved),
      appropriatedTotal: total(appropriated!.sum),
      paidTotal: total(paid!.sum),
    });
    assert.equal(overview.projectCount, 30);
    assert.ok(new Decimal(overview.paidTotal as string).gt(0));
  });
});

describe('GET /pm/dashboard/funds-by-month', () => {
  type Row = { month: string; appropriated: string; paid: string };

  it('has twelve consecutive months by default, oldest first, ending with the current month', async () => {
    const rows = await get<Row[]>('/pm/dashboard/funds-by-month');
    assert.deepEqual(
      rows.map((row) => row.month),
      lastMonths(new Date(), 12),
    );
    for (const row of rows) {
      assert.match(row.appropriated, /^\d+\.\d{2}$/);
      assert.match(row.paid, /^\d+\.\d{2}$/);
    }
  });

  it('zero-fills months without payments and sums the rest like SQL does', async () => {
    const rows = await get<Row[]>('/pm/dashboard/funds-by-month?months=36');
    assert.equal(rows.length, 36);
    assert.ok(rows.some((row) => row.appropriated === '0.00' && row.paid === '0.00'));
    const first = `${rows[0]!.month}-01`;
    const [paid] = await app.db
      .select({ sum: sql<string>`sum(amount)` })
      .from(appropriations)
      .where(
        and(
          eq(appropriations.status, 'paid'),
          isNotNull(appropriations.paidDate),
          gte(appropriations.paidDate, first),
        ),
      );
    const [appropriated] = await app.db
      .select({ sum: sql<string>`sum(amount)` })
      .from(appropriations)
      .where(
        and(
          notInArray(appropriations.status, ['rejected', 'cancelled']),
          gte(appropriations.createdAt, sql`${first}::timestamp at time zone 'Asia/Shanghai'`),
        ),
      );
    const sum = (key: 'paid' | 'appropriated') =>
      rows.reduce((acc, row) => acc.plus(row[key]), new Decimal(0)).toFixed(2);
    assert.equal(sum('paid'), total(paid!.sum));
    assert.equal(sum('appropriated'), total(appropriated!.sum));
  });

  it('accepts 1 to 36 months only (422 otherwise)', async () => {
    assert.equal((await get<Row[]>('/pm/dashboard/funds-by-month?months=1')).length, 1);
    for (const months of ['0', '37', '-1', 'x', '1.5']) {
      const response = await app.inject({
        url: `${API}/pm/dashboard/funds-by-month?months=${months}`,
        headers: bearer(officer),
      });
      assert.equal(response.statusCode, 422, months);
    }
  });

  it('counts months in Beijing time', () => {
    // 16:30 UTC on 31 March is 00:30 on 1 April in Beijing.
    assert.deepEqual(lastMonths(new Date('2026-03-31T16:30:00Z'), 3), ['2026-02', '2026-03', '2026-04']);
    assert.deepEqual(lastMonths(new Date('2026-01-15T00:00:00Z'), 2), ['2025-12', '2026-01']);
  });
});

describe('GET /pm/dashboard/projects-by-status and projects-by-province', () => {
  it('counts every status, zeros included, adding up to all projects', async () => {
    const rows = await get<{ status: string; count: number }[]>('/pm/dashboard/projects-by-status');
    assert.deepEqual(
      rows.map((row) => row.status),
      [...PROJECT_STATUSES],
    );
    assert.equal(
      rows.reduce((sum, row) => sum + row.count, 0),
      30,
    );
  });

  it('groups by the province of the area code, with its name and approved total', async () => {
    const rows = await get<{ code: string; name: string; count: number; approvedTotal: string }[]>(
      '/pm/dashboard/projects-by-province',
    );
    const yunnan = rows.find((row) => row.code === '530000');
    assert.equal(yunnan?.name, '云南省');
    const [direct] = await app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number), sum: sql<string>`sum(approved_amount)` })
      .from(projects)
      .where(sql`${projects.areaCode} like '53%'`);
    assert.equal(yunnan?.count, direct!.n);
    assert.equal(yunnan?.approvedTotal, total(direct!.sum));
    assert.equal(
      rows.reduce((sum, row) => sum + row.count, 0),
      30,
    );
    const counts = rows.map((row) => row.count);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    assert.ok(rows.every((row) => /^\d{2}0000$/.test(row.code)));
  });
});
