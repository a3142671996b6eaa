import type { ImportJobDetail } from '@pm/domain/shapes/imports';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, like } from 'drizzle-orm';
import type pg from 'pg';
import { beneficiaries, importJobs } from '../src/db/schema';
import { STEP_GRACE_MS } from '../src/modules/imports/jobs';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { PERSON_HEADER, personRow, uploadImport } from './support/imports';
import { caller, expectStatus } from './support/records';
import { workbookOf } from './support/workbook';

const ROWS = 10_000;
const PREFIX = '断电';

/**
 * A server killed (SIGKILL) in the middle of a commit leaves nothing half-imported: the commit is one transaction,
 * which dies with the connection; the job reads as failed once its step is past the grace period and its lock is
 * free, and it commits again. PostgreSQL only: PGlite is one process, the test needs a second one.
 */
describe('a server killed mid-commit', { skip: TEST_DB !== 'postgres' }, () => {
  it('leaves zero rows, reads as failed, and commits again', async () => {
    const app = await buildTestApp();
    const call = caller(app);
    const admin = await loginAs(app, 'admin');
    const rows = Array.from({ length: ROWS }, (_, index) => personRow(index, `${PREFIX}${index + 1}`));
    const upload = await uploadImport(app, admin, await workbookOf([PERSON_HEADER, ...rows]));
    const job = expectStatus(upload, 200).job;
    const checked = expectStatus(
      await call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${job.id}/check`),
      200,
    );
    assert.equal(checked.job.valid, ROWS, JSON.stringify(checked.errors.slice(0, 3)));

    const url = (app.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'support/import-commit-child.ts')],
      {
        env: {
          ...process.env,
          IMPORT_DB_URL: url,
          IMPORT_FILES_DIR: app.config.filesDir,
          IMPORT_JOB_ID: String(job.id),
          IMPORT_TOKEN: admin,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Wait for the insert phase (progress past the re-check's third), then kill the process outright.
    let progress = 0;
    for (let waited = 0; progress <= 40 && waited < 120_000; waited += 10) {
      const [row] = await app.db
        .select({ progress: importJobs.progress, status: importJobs.status })
        .from(importJobs)
        .where(eq(importJobs.id, job.id));
      if (row?.status === 'committing') progress = row.progress;
      if (progress <= 40) await sleep(10);
    }
    child.kill('SIGKILL');
    await exited;
    assert.ok(progress > 40 && progress < 100, `killed at ${progress}%`);
    assert.doesNotMatch(output, /commit finished/);

    const imported = async () =>
      (
        await app.db
          .select({ id: beneficiaries.id })
          .from(beneficiaries)
          .where(like(beneficiaries.name, `${PREFIX}%`))
      ).length;
    assert.equal(await imported(), 0);

    await sleep(STEP_GRACE_MS + 500);
    const dead = expectStatus(await call<ImportJobDetail>(admin, 'GET', `/pm/import/jobs/${job.id}`), 200);
    assert.equal(dead.job.status, 'failed');
    assert.match(dead.job.message ?? '', /中断/);

    const again = expectStatus(
      await call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${job.id}/commit`, { mode: 'all' }),
      200,
    );
    assert.equal(again.job.status, 'committed');
    assert.equal(again.job.imported, ROWS);
    assert.equal(await imported(), ROWS);
  });
});
