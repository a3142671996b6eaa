// The reads cached between requests (db/read-cache.ts): a list's count and totals, a caller's session and scope.
// Each must follow every change at once when this server made it, and as soon as the database announces it when
// another connection did (another server, a job).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { appropriations, beneficiaries, projects, users } from '../src/db/schema';
import { listProjects } from '../src/modules/projects/list';
import { EVERYTHING } from '../src/security/data-scope';
import { projectValues } from './fixtures/project';
import { API, bearer, buildTestApp, loginAs, TEST_DB } from './helper';
import { insertBeneficiary } from './support/funds';
import { insertProject } from './support/records';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

async function get(path: string, token = admin) {
  return app.inject({ url: `${API}${path}`, headers: bearer(token) });
}

async function data<T>(path: string): Promise<T> {
  const response = await get(path);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
}

const projectTotal = async () => (await data<{ total: number }>('/pm/projects')).total;
const beneficiaryTotal = async () => (await data<{ total: number }>('/pm/beneficiaries')).total;
const unverified = async () =>
  (
    await data<{ total: number; totals: { count: number; amount: string } }>(
      '/pm/appropriations?view=unverified',
    )
  ).totals;

/** Runs `work` on a connection of its own, as another server would (PostgreSQL only: PGlite has one). */
async function fromAnotherServer(work: (client: pg.Client) => Promise<unknown>) {
  const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const [row] = result.rows;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Asks until `read` answers `expected` (a notification travels on its own connection), for at most 2 s. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  let last: T | undefined;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    last = await read();
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(last, expected);
}

describe('cached list counts', () => {
  it('count a project created through the API in the very next list', async () => {
    const before = await projectTotal();
    assert.equal(await projectTotal(), before);
    const [manager] = await app.db
      .select({ id: users.id, departmentId: users.departmentId })
      .from(users)
      .where(eq(users.username, 'officer'));
    const created = await app.inject({
      method: 'POST',
      url: `${API}/pm/projects`,
      headers: bearer(admin),
      payload: projectValues({
        name: '缓存计数项目',
        departmentId: manager!.departmentId,
        managerId: manager!.id,
      }),
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(await projectTotal(), before + 1);
  });

  it('follow a write this process makes beside the API (a job), added or deleted', async () => {
    const before = await projectTotal();
    const id = await insertProject(app, 'draft');
    assert.equal(await projectTotal(), before + 1);
    await app.db.delete(projects).where(eq(projects.id, id));
    assert.equal(await projectTotal(), before);

    const persons = await beneficiaryTotal();
    const person = await insertBeneficiary(app);
    assert.equal(await beneficiaryTotal(), persons + 1);
    await app.db.delete(beneficiaries).where(eq(beneficiaries.id, person));
    assert.equal(await beneficiaryTotal(), persons);
  });

  it('move the totals of a view when an appropriation leaves it', async () => {
    const before = await unverified();
    const [submitted] = await app.db
      .select({ id: appropriations.id })
      .from(appropriations)
      .where(eq(appropriations.status, 'submitted'))
      .limit(1);
    assert.ok(submitted, 'the demo data has a submitted appropriation');
    await app.db
      .update(appropriations)
      .set({ status: 'cancelled' })
      .where(eq(appropriations.id, submitted.id));
    try {
      assert.equal((await unverified()).count, before.count - 1);
    } finally {
      await app.db
        .update(appropriations)
        .set({ status: 'submitted' })
        .where(eq(appropriations.id, submitted.id));
    }
    assert.deepEqual(await unverified(), before);
  });

  it('are never read inside a transaction (it may count its own uncommitted rows)', async () => {
    const before = await projectTotal();
    await app.db
      .transaction(async (tx) => {
        await tx.insert(projects).values({
          code: 'TXCOUNT1',
          name: '事务内项目',
          type: 'education',
          status: 'draft',
          plannedBudget: '1000.00',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        });
        const page = await listProjects(tx, {}, EVERYTHING);
        assert.equal(page.total, before + 1);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    assert.equal(await projectTotal(), before);
  });

  it(
    'follow a change another server commits, once the database announces it',
    { skip: TEST_DB !== 'postgres' },
    async () => {
      const before = await projectTotal();
      await fromAnotherServer((client) =>
        client.query(
          `insert into projects (code, name, type, status, planned_budget, start_date, end_date)
         values ('OTHER001', '另一台服务器的项目', 'education', 'draft', 1000, '2026-01-01', '2026-12-31')`,
        ),
      );
      await eventually(projectTotal, before + 1);
      await fromAnotherServer((client) => client.query(`delete from projects where code = 'OTHER001'`));
      await eventually(projectTotal, before);
    },
  );
});

describe('cached sessions and grants', () => {
  it('refuse a token at once once it is signed out', async () => {
    const token = await loginAs(app, 'officer');
    assert.equal((await get('/pm/projects', token)).statusCode, 200);
    const out = await app.inject({ method: 'POST', url: `${API}/pm/logout`, headers: bearer(token) });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await get('/pm/projects', token)).statusCode, 401);
  });

  it('refuse a token revoked by another server', { skip: TEST_DB !== 'postgres' }, async () => {
    const token = await loginAs(app, 'officer');
    assert.equal((await get('/pm/projects', token)).statusCode, 200);
    await fromAnotherServer((client) => client.query('update sessions set revoked_at = now()'));
    await eventually(async () => (await get('/pm/projects', token)).statusCode, 401);
  });
});
