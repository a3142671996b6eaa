import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { exportJobs } from '../../db/schema';
import { EXPORT_JOB, EXPORT_JOB_OPTIONS, workExportJob, type ExportJobData } from './run';

/**
 * Declares the export jobs' queue. In-process (PGlite), a job lives only as long as its process: one still
 * `running` when the server starts was cut off by a stop or a crash, and nothing will finish it. It is marked failed
 * as interrupted at once — what the list would show after EXPORT_STALE_AFTER_MS anyway — so its creator sees why and
 * exports again (the request's filters and data scope were never stored, and may no longer be theirs).
 */
export const exportJobWorker: FastifyPluginAsync = async (app) => {
  app.jobs.work<ExportJobData>(
    EXPORT_JOB,
    (data, attempt) => workExportJob(app, data, attempt),
    EXPORT_JOB_OPTIONS,
  );
  if (app.jobs.durable) return;
  app.addHook('onReady', async () => {
    await app.db
      .update(exportJobs)
      .set({ status: 'failed', error: 'exports.failed.interrupted', finishedAt: new Date() })
      .where(eq(exportJobs.status, 'running'));
  });
};
