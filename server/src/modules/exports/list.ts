import type { Page } from '@pm/domain/contracts';
import { EXPORT_STALE_AFTER_MS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { exportJobs, files, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { keywordFilter, planList, toPage } from '../../http/list-query';
import type { ExportJobListQuery } from './schema';

const jobColumns = {
  id: exportJobs.id,
  kind: exportJobs.kind,
  status: exportJobs.status,
  total: exportJobs.total,
  written: exportJobs.written,
  fileName: exportJobs.fileName,
  size: files.size,
  error: exportJobs.error,
  createdBy: exportJobs.createdBy,
  createdByName: users.name,
  createdAt: exportJobs.createdAt,
  updatedAt: exportJobs.updatedAt,
  finishedAt: exportJobs.finishedAt,
};

const selectJobs = (db: Executor) =>
  db
    .select(jobColumns)
    .from(exportJobs)
    .innerJoin(users, eq(users.id, exportJobs.createdBy))
    .leftJoin(files, eq(files.id, exportJobs.fileId));

type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

/** Whether a running job has stopped moving: its server went away before finishing it. */
export function isStale(row: Pick<JobRow, 'status' | 'updatedAt'>, now = Date.now()): boolean {
  return row.status === 'running' && now - row.updatedAt.getTime() > EXPORT_STALE_AFTER_MS;
}

/** A job as the pages show it, its failure in the reader's language. */
export function toExportJob(request: FastifyRequest, row: JobRow): ExportJob {
  const stale = isStale(row);
  const status = stale ? 'failed' : row.status;
  const error = stale ? 'exports.failed.interrupted' : row.error;
  const written = Math.min(row.written, row.total);
  const percent = status === 'done' ? 100 : row.total === 0 ? 0 : Math.floor((written * 100) / row.total);
  return {
    id: row.id,
    kind: row.kind,
    status,
    total: row.total,
    written: status === 'done' ? row.written : written,
    percent,
    fileName: row.fileName,
    size: status === 'done' ? row.size : null,
    error: error === null ? null : request.t(error),
    createdBy: row.createdBy,
    createdByName: row.createdByName ?? '',
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function jobWhere(query: ExportJobListQuery, owner: number | null): SQL | undefined {
  return and(
    owner === null ? undefined : eq(exportJobs.createdBy, owner),
    query.kind ? eq(exportJobs.kind, query.kind) : undefined,
    query.status ? eq(exportJobs.status, query.status) : undefined,
    keywordFilter(query.keyword, [users.name, users.username]),
  );
}

/** Export jobs, newest first: one user's (`owner`), or everyone's (null) for the centre. */
export async function listExportJobs(
  db: Executor,
  request: FastifyRequest,
  query: ExportJobListQuery,
  owner: number | null,
): Promise<Page<ExportJob>> {
  const where = jobWhere(query, owner);
  const plan = planList(
    query,
    { createdAt: exportJobs.createdAt, total: exportJobs.total, status: exportJobs.status },
    { field: 'createdAt', order: 'descend' },
    exportJobs.id,
  );
  const rows = await selectJobs(db)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db
    .select({ value: count() })
    .from(exportJobs)
    .innerJoin(users, eq(users.id, exportJobs.createdBy))
    .where(where);
  return toPage(
    rows.map((row) => toExportJob(request, row)),
    total?.value ?? 0,
    plan,
  );
}

/** One job with its stored file; 404 unless `mayRead` says the caller may see it. */
export async function readExportJob(
  db: Executor,
  request: FastifyRequest,
  id: number,
  mayRead: (createdBy: number) => boolean | Promise<boolean>,
): Promise<{ job: ExportJob; storageKey: string | null }> {
  const [row] = await selectJobs(db).where(eq(exportJobs.id, id));
  if (!row || !(await mayRead(row.createdBy))) throw notFound(request.t('exports.notFound'));
  const [file] = await db
    .select({ storageKey: files.storageKey })
    .from(exportJobs)
    .innerJoin(files, eq(files.id, exportJobs.fileId))
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'done')));
  return { job: toExportJob(request, row), storageKey: file?.storageKey ?? null };
}
