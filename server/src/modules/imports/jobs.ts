import type { Page } from '@pm/domain/contracts';
import type { ImportJob, ImportJobDetail } from '@pm/domain/shapes/imports';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Database, Executor } from '../../db/client';
import { files, importJobs, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, planList } from '../../http/list-query';
import type { ImportJobListQuery } from './schema';

export type JobRow = typeof importJobs.$inferSelect;

/** A step older than this whose transaction is gone has died with its server. */
export const STEP_GRACE_MS = 5_000;
/** A dry run holds no transaction: one running this long has died (10 000 rows take seconds). */
const CHECK_DEAD_MS = 120_000;
/** The class of the advisory locks a commit holds on its job (pg_advisory_xact_lock(class, job id)). */
export const JOB_LOCK_CLASS = 0x494d5054;

const original = alias(files, 'original_file');
const errorFile = alias(files, 'error_file');

const selectJobs = (db: Executor) =>
  db
    .select({
      job: importJobs,
      createdBy: users.name,
      originalName: original.name,
      errorName: errorFile.name,
    })
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.createdBy))
    .leftJoin(original, eq(original.id, importJobs.originalFileId))
    .leftJoin(errorFile, eq(errorFile.id, importJobs.errorFileId));

type Joined = Awaited<ReturnType<typeof selectJobs>>[number];

const toJob = (request: FastifyRequest, row: Joined): ImportJob => {
  const job = row.job;
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    mode: job.mode,
    progress: job.progress,
    total: job.totalRows,
    valid: job.validRows,
    invalid: job.invalidRows,
    imported: job.importedRows,
    original: row.originalName === null ? null : { id: job.originalFileId, name: row.originalName },
    errorFile:
      job.errorFileId === null || row.errorName === null
        ? null
        : { id: job.errorFileId, name: row.errorName },
    message: job.failure === null ? null : request.t(job.failure),
    createdBy: row.createdBy,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    version: job.version,
  };
};

/**
 * Marks the jobs whose step died with its server as failed: a commit older than the grace period whose job lock
 * no transaction holds (its transaction rolled back with the connection: nothing was imported), a dry run far
 * older than any takes. Runs before every read, so a dead job reads as failed and may be committed again.
 */
export async function settleDeadJobs(db: Database): Promise<void> {
  const now = Date.now();
  const running = await db
    .select({ id: importJobs.id, status: importJobs.status, started: importJobs.stepStartedAt })
    .from(importJobs)
    .where(
      and(
        sql`${importJobs.status} in ('checking', 'committing')`,
        lt(importJobs.stepStartedAt, new Date(now - STEP_GRACE_MS)),
      ),
    );
  for (const job of running) {
    if (job.status === 'checking' && now - (job.started?.getTime() ?? 0) < CHECK_DEAD_MS) continue;
    await db.transaction(async (tx) => {
      if (job.status === 'committing') {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int, ${job.id}::int) as free`,
        );
        const [lock] = (result as unknown as { rows: { free: boolean }[] }).rows;
        if (!lock?.free) return;
      }
      await tx
        .update(importJobs)
        .set({
          status: 'failed',
          failure: 'import.interrupted',
          finishedAt: new Date(),
          version: sql`${importJobs.version} + 1`,
        })
        .where(and(eq(importJobs.id, job.id), eq(importJobs.status, job.status)));
    });
  }
}

const SORTABLE = {
  createdAt: importJobs.createdAt,
  total: importJobs.totalRows,
  imported: importJobs.importedRows,
  invalid: importJobs.invalidRows,
};

/** One page of jobs, newest first unless sorted otherwise; filtered by type and status. */
export async function listJobs(
  db: Database,
  request: FastifyRequest,
  query: Static<typeof ImportJobListQuery>,
): Promise<Page<ImportJob>> {
  await settleDeadJobs(db);
  const where = and(
    query.type ? eq(importJobs.type, query.type) : undefined,
    query.status ? eq(importJobs.status, query.status) : undefined,
  );
  const plan = planList(query, SORTABLE, { field: 'createdAt', order: 'descend' }, importJobs.id);
  const rows = selectJobs(db).where(where).$dynamic();
  const total = db.select({ value: count() }).from(importJobs).where(where);
  return fetchPage(rows, total, plan, (row) => toJob(request, row));
}

/** The job's row (404 when missing). */
export async function jobRow(db: Executor, request: FastifyRequest, id: number): Promise<JobRow> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!row) throw notFound(request.t('import.notFound'));
  return row;
}

/** A job with its dry run's first bad rows. */
export async function jobDetail(db: Database, request: FastifyRequest, id: number): Promise<ImportJobDetail> {
  await settleDeadJobs(db);
  const [row] = await selectJobs(db).where(eq(importJobs.id, id));
  if (!row) throw notFound(request.t('import.notFound'));
  return { job: toJob(request, row), errors: row.job.errors };
}
