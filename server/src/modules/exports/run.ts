import { EXPORT_KIND_PAGES, EXPORT_PROGRESS_EVERY_ROWS, type ExportKind } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderNotice } from '../../approvals/notify';
import { exportJobs, files, messages } from '../../db/schema';
import { textsIn } from '../../http/texts';
import type { JobAttempt, JobOptions } from '../../jobs/job-queue';
import { exportCaller, type ExportCallerData } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import { workbookStream, type Cell } from '../../workbook/writer';
import { storeGenerated } from '../files/store';
import { readExportJob } from './list';
import { buildExportSource } from './sources';
import { FILE_MIME } from '../files/file-types';

const DONE_MESSAGE = 'exports.message.done';

/** The job queue of export jobs (plugins/jobs.ts). */
export const EXPORT_JOB = 'export';

/**
 * Tried up to three times, half a minute apart; a job not done in half an hour (the biggest export takes minutes)
 * is taken to have lost its server and is given to another.
 */
export const EXPORT_JOB_OPTIONS: JobOptions = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
};

/** What an export job carries from the request to the server that writes it: plain data, stored with the job. */
export interface ExportJobData {
  exportJobId: number;
  kind: ExportKind;
  caller: ExportCallerData;
  /** The list's query as the route's schema accepted it. */
  filters: unknown;
}

/** The rows as they pass, with a call every EXPORT_PROGRESS_EVERY_ROWS rows (and the total at the end). */
async function* counted(
  rows: AsyncIterable<readonly Cell[][]>,
  progress: (written: number) => Promise<void>,
): AsyncGenerator<readonly Cell[][]> {
  let written = 0;
  let reported = 0;
  for await (const batch of rows) {
    yield batch;
    written += batch.length;
    if (written - reported >= EXPORT_PROGRESS_EVERY_ROWS) {
      reported = written;
      await progress(written);
    }
  }
  await progress(written);
}

/**
 * Writes the workbook to a stored file, recording progress as it goes; then, in one transaction, the file, the job
 * done, and a message to its creator. A failure throws (its handler decides whether the job has failed) and
 * removes nothing but what it wrote.
 */
async function runExportJob(app: FastifyInstance, jobId: number, userId: number, source: ExportSource) {
  let written = 0;
  const progress = async (rows: number) => {
    written = rows;
    await app.db.update(exportJobs).set({ written: rows }).where(eq(exportJobs.id, jobId));
  };
  const stream = workbookStream({ ...source.sheet, rows: counted(source.sheet.rows, progress) }, () => {
    // The failure reaches the caller through the stream.
  });
  const stored = await storeGenerated(app.files, stream);
  await app.db.transaction(async (tx) => {
    // Another server that took the job over (after an expiry) may have finished it first: one file, one message.
    const [open] = await tx
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(and(eq(exportJobs.id, jobId), ne(exportJobs.status, 'done')))
      .for('update');
    if (!open) return;
    const [file] = await tx
      .insert(files)
      .values({ name: source.fileName, mime: FILE_MIME.xlsx, uploadedBy: userId, ...stored })
      .returning({ id: files.id });
    await tx
      .update(exportJobs)
      .set({ status: 'done', written, fileId: file!.id, finishedAt: new Date() })
      .where(eq(exportJobs.id, jobId));
    const params = { fileName: source.fileName, kindKey: `exports.kind.${source.kind}` };
    await tx.insert(messages).values({
      userId,
      type: 'message',
      ...renderNotice(textsIn('zh-CN'), DONE_MESSAGE, params),
      link: EXPORT_KIND_PAGES[source.kind],
      textKey: DONE_MESSAGE,
      textParams: params,
    });
  });
}

/** Marks a job failed with a text key (`exports.failed.*`), unless it is done. */
async function failExportJob(app: FastifyInstance, jobId: number, error: string) {
  await app.db
    .update(exportJobs)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(exportJobs.id, jobId), ne(exportJobs.status, 'done')));
}

/**
 * The export job's handler, on whichever server takes it. Idempotent: a job already done (its answer to pg-boss
 * lost, or finished by another server) is left alone; any other is written afresh from the request's filters and
 * caller, its progress starting again from zero.
 */
export async function workExportJob(app: FastifyInstance, data: ExportJobData, attempt: JobAttempt) {
  const { exportJobId, kind, caller, filters } = data;
  const [claimed] = await app.db
    .update(exportJobs)
    .set({ status: 'running', written: 0, error: null, finishedAt: null })
    .where(and(eq(exportJobs.id, exportJobId), ne(exportJobs.status, 'done')))
    .returning({ id: exportJobs.id });
  if (!claimed) return;
  try {
    const source = await buildExportSource(app, kind, exportCaller(caller), filters);
    await runExportJob(app, exportJobId, caller.userId, source);
  } catch (error) {
    if (attempt.last) await failExportJob(app, exportJobId, 'exports.failed.error');
    throw error;
  }
}

/**
 * Starts an export job for a list export too big to wait for: the row first (so the page can follow it), then the
 * job, stored before the answer, that writes the workbook on some server with the filters and caller of this
 * request. A job that cannot be stored leaves its row failed, and the request fails.
 */
export async function startExportJob(
  app: FastifyInstance,
  request: FastifyRequest,
  order: { source: ExportSource; total: number; caller: ExportCallerData; filters: unknown },
): Promise<ExportJob> {
  const { source, total, caller, filters } = order;
  const [row] = await app.db
    .insert(exportJobs)
    .values({ kind: source.kind, total, fileName: source.fileName, createdBy: caller.userId })
    .returning({ id: exportJobs.id });
  const exportJobId = row!.id;
  const data: ExportJobData = { exportJobId, kind: source.kind, caller, filters };
  try {
    await app.jobs.send(EXPORT_JOB, data);
  } catch (error) {
    await failExportJob(app, exportJobId, 'exports.failed.error');
    throw error;
  }
  return (await readExportJob(app.db, request, exportJobId, () => true)).job;
}
