import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXPORT_DIRECT_MAX_ROWS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { InProcessQueue } from '../src/jobs/in-process-queue';
import type { JobQueue } from '../src/jobs/job-queue';
import { PgBossQueue } from '../src/jobs/pg-boss-queue';
import { API, bearer, createTestDatabase, loginAs, TEST_DB, testConfig } from './helper';

/**
 * Background work as jobs (src/jobs): in this process on PGlite, in PostgreSQL through pg-boss when several servers
 * share one database — a job sent on one server is done by another, a failing job is tried again, a schedule runs
 * once per period however many servers work it, and closing a server waits for the job it is doing.
 */
const silent = Fastify({ logger: false }).log;

/** Resolves when `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the in-process queue', () => {
  it('runs a job sent, and tries a failing one again up to its limit', async () => {
    const queue = new InProcessQueue(silent);
    const seen: { value: number; retryCount: number; last: boolean }[] = [];
    queue.work<{ value: number }>('echo', async ({ value }, { retryCount, last }) => {
      seen.push({ value, retryCount, last });
      if (value === 2 && retryCount === 0) throw new Error('first try fails');
    });
    await queue.start();
    await queue.send('echo', { value: 1 });
    await queue.send('echo', { value: 2 }, { retryLimit: 1 });
    await until(() => seen.length === 3, 'the retry');
    await queue.stop();
    assert.deepEqual(
      seen.sort((a, b) => a.value - b.value || a.retryCount - b.retryCount),
      [
        { value: 1, retryCount: 0, last: true },
        { value: 2, retryCount: 0, last: false },
        { value: 2, retryCount: 1, last: true },
      ],
    );
    await assert.rejects(queue.send('echo', { value: 3 }), /stopping/);
  });

  it('makes the app’s close wait for a job in flight, before the database closes', async () => {
    const database = await createTestDatabase({ seed: false });
    const app = await buildApp({
      config: testConfig({ jobs: { queue: 'inline', work: true } }),
      database,
      logger: false,
    });
    let finished = false;
    app.jobs.work('slow', async () => {
      await sleep(300);
      // The database is still open: the queue stops before it.
      await app.db.execute(sql`select 1`);
      finished = true;
    });
    await app.ready();
    await app.jobs.send('slow', {});
    await app.close();
    assert.equal(finished, true);
  });
});

describe(
  'jobs on PostgreSQL shared by two servers',
  { skip: TEST_DB !== 'postgres' && 'needs PostgreSQL: PGlite is one process’s database' },
  () => {
    let shared: DatabaseHandle;
    let url = '';
    const opened: { close: () => Promise<unknown> }[] = [];
    after(async () => {
      for (const item of opened.reverse()) await item.close();
    });

    const queues = async (count: number, declare: (queue: JobQueue, index: number) => void) => {
      const made = Array.from(
        { length: count },
        () =>
          new PgBossQueue({
            connectionString: url,
            log: silent,
            work: true,
            intervals: { polling: 0.5, cron: 1 },
          }),
      );
      made.forEach(declare);
      for (const queue of made) {
        opened.push({ close: () => queue.stop() });
        await queue.start();
      }
      return made;
    };

    it('sets up a database both servers share', async () => {
      shared = await createTestDatabase();
      opened.push(shared);
      if (shared.driver !== 'postgres') throw new Error('expected PostgreSQL');
      url = shared.pool.options.connectionString ?? '';
      assert.ok(url);
    });

    it('finishes on server B an export asked of server A, which works no job and closed first', async () => {
      const filesDir = await mkdtemp(join(tmpdir(), 'pm-files-'));
      opened.push({ close: () => rm(filesDir, { recursive: true, force: true }) });
      const server = async (work: boolean): Promise<App> => {
        const database = await openDatabase({ driver: 'postgres', url });
        const config = testConfig({ filesDir, jobs: { queue: 'auto', work } });
        const app = await buildApp({ config, database, logger: false });
        await app.ready();
        return app;
      };
      const bulk = EXPORT_DIRECT_MAX_ROWS + 1;
      await shared.db.execute(sql`
      insert into operation_logs (action, entity, entity_id, comment, ip)
      select 'update', 'project', g::text, 'jobs-test', '10.78.0.1' from generate_series(1, ${bulk}) as g`);

      const a = await server(false);
      const admin = await loginAs(a, 'admin');
      const asked = await a.inject({ url: `${API}/pm/logs/export?ip=10.78.0.1`, headers: bearer(admin) });
      assert.equal(asked.statusCode, 202, asked.body);
      const job = asked.json().data as ExportJob;
      await a.close();
      const stored = await shared.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'export' and state = 'created'`,
      );
      assert.equal(stored.rows[0]?.n, 1, 'the job waits in PostgreSQL, untouched by A');

      const b = await server(true);
      opened.push(b);
      let done: ExportJob | undefined;
      await until(async () => {
        const response = await b.inject({ url: `${API}/pm/exports/${job.id}`, headers: bearer(admin) });
        done = response.json().data as ExportJob;
        return done.status !== 'running';
      }, 'the export on B');
      assert.equal(done?.status, 'done', JSON.stringify(done));
      assert.equal(done?.written, bulk);
      const file = await b.inject({ url: `${API}/pm/exports/${job.id}/file`, headers: bearer(admin) });
      assert.equal(file.statusCode, 200);
    });

    it('tries a job whose handler throws again, on either server', async () => {
      const tries: number[] = [];
      const [first] = await queues(2, (queue) =>
        queue.work(
          'flaky',
          async (_data, { retryCount }) => {
            tries.push(retryCount);
            if (retryCount === 0) throw new Error('first try fails');
          },
          { retryLimit: 2, retryDelaySeconds: 1 },
        ),
      );
      await first!.send('flaky', {});
      await until(() => tries.length >= 2, 'the retry');
      await sleep(1500);
      assert.deepEqual(tries, [0, 1], 'one failure, one success, nothing more');
    });

    it('runs a scheduled job once in its period with two servers working it', async () => {
      // Within one minute: the check below must not reach the next period.
      const second = new Date().getUTCSeconds();
      if (second > 40) await sleep((61 - second) * 1000);
      let runs = 0;
      await queues(2, (queue) => {
        queue.work('tick', async () => void runs++);
        queue.schedule('tick', 'minute');
      });
      await until(() => runs > 0, 'the scheduled run', 15_000);
      await sleep(4_000);
      assert.equal(runs, 1);
    });
  },
);
