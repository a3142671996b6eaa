import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { EXPORT_DIRECT_MAX_ROWS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { and, eq, sql } from 'drizzle-orm';
import { exportJobs, messages, users } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { firstSheet } from './support/workbook';

/**
 * The export centre: a list export of more than EXPORT_DIRECT_MAX_ROWS rows becomes a background export job (202),
 * followed to its file, which only its creator downloads. The operation log is the list filled here: it is the
 * one table a test may grow by ten thousand rows with a single statement.
 */
const app = await buildTestApp();
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');

const MARK = 'bulk-export-test';
const BULK = EXPORT_DIRECT_MAX_ROWS + 1;
await app.db.execute(sql`
  insert into operation_logs (action, entity, entity_id, comment, ip)
  select 'update', 'project', g::text, ${MARK}, '10.77.0.1' from generate_series(1, ${BULK}) as g`);

const get = (url: string, token = admin) => app.inject({ url: `${API}${url}`, headers: bearer(token) });

async function follow(id: number): Promise<ExportJob> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await get(`/pm/exports/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json().data as ExportJob;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export job ${id} never finished`);
}

describe('export centre: a big export runs as a job', () => {
  let job: ExportJob;

  it('answers 202 with a running job when the filter matches more than the direct limit', async () => {
    const response = await get('/pm/logs/export?ip=10.77.0.1');
    assert.equal(response.statusCode, 202, response.body);
    job = response.json().data as ExportJob;
    assert.equal(job.kind, 'logs');
    assert.equal(job.total, BULK);
    assert.match(job.fileName, /^操作日志-\d{8}\.xlsx$/);
    assert.equal(job.size, null);
  });

  it('finishes with every row written, and its creator downloads the workbook', async () => {
    const done = await follow(job.id);
    assert.equal(done.status, 'done', JSON.stringify(done));
    assert.equal(done.written, BULK);
    assert.equal(done.percent, 100);
    assert.ok(done.size !== null && done.size > 0);
    const file = await get(`/pm/exports/${job.id}/file`);
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-disposition']), /filename\*=UTF-8''/);
    const sheet = await firstSheet(file.rawPayload);
    assert.equal(sheet.rowCount, BULK + 1, 'the header and every row');
    assert.equal(sheet.getRow(2).getCell(1).value !== null, true);
  });

  it('tells its creator in the message box, leading back to the list', async () => {
    const [row] = await app.db
      .select({ link: messages.link, textKey: messages.textKey, title: messages.title })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(eq(users.username, 'admin'), eq(messages.textKey, 'exports.message.done')));
    assert.ok(row, 'a message');
    assert.equal(row.link, '/system/log');
    assert.match(row.title, /导出完成/);
  });

  it('lists it among its creator’s jobs and in the centre, never among another user’s', async () => {
    const mine = (await get('/pm/exports?kind=logs')).json().data as Page<ExportJob>;
    assert.ok(mine.list.some((item) => item.id === job.id));
    const all = (await get('/pm/exports/all?keyword=admin')).json().data as Page<ExportJob>;
    assert.equal(all.list[0]?.createdByName.length !== 0, true);
    assert.ok(all.list.some((item) => item.id === job.id));
    const others = (await get('/pm/exports', officer)).json().data as Page<ExportJob>;
    assert.equal(
      others.list.some((item) => item.id === job.id),
      false,
    );
  });

  it('shows nobody else the job or its file (404), and the centre only to holders of `import`', async () => {
    assert.equal((await get(`/pm/exports/${job.id}`, officer)).statusCode, 404);
    assert.equal((await get(`/pm/exports/${job.id}/file`, officer)).statusCode, 404);
    assert.equal((await get('/pm/exports/all', officer)).statusCode, 403);
    assert.equal((await get('/pm/exports/999999')).statusCode, 404);
  });

  it('keeps an export of at most the direct limit a direct download', async () => {
    const response = await get('/pm/logs/export?ip=10.77.0.1&from=2000-01-01&to=2000-01-02');
    assert.equal(response.statusCode, 200);
    assert.equal((await firstSheet(response.rawPayload)).rowCount, 1, 'the header only');
  });
});

describe('export centre: a job whose server went away', () => {
  it('reads as failed once its progress stood still, and its file is refused while not done', async () => {
    const [admin1] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [row] = await app.db
      .insert(exportJobs)
      .values({ kind: 'projects', total: 20_000, written: 5_000, fileName: 'x.xlsx', createdBy: admin1!.id })
      .returning({ id: exportJobs.id });
    const running = (await get(`/pm/exports/${row!.id}`)).json().data as ExportJob;
    assert.equal(running.status, 'running');
    assert.equal(running.percent, 25);
    assert.equal((await get(`/pm/exports/${row!.id}/file`)).statusCode, 409);

    await app.db
      .update(exportJobs)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(exportJobs.id, row!.id));
    const stale = await get(`/pm/exports/${row!.id}`, admin);
    const job = stale.json().data as ExportJob;
    assert.equal(job.status, 'failed');
    assert.match(job.error ?? '', /中断/);
    const english = await app.inject({
      url: `${API}/pm/exports/${row!.id}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    assert.match((english.json().data as ExportJob).error ?? '', /interrupted/);
  });
});
