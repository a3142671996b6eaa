import { EXPORT_KIND_PAGES, EXPORT_PROGRESS_EVERY_ROWS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderNotice } from '../../approvals/notify';
import { exportJobs, files, messages } from '../../db/schema';
import { textsIn } from '../../http/texts';
import { staffOf } from '../../plugins/auth';
import type { ExportSource } from '../../workbook/export-source';
import { workbookStream, type Cell } from '../../workbook/writer';
import { storeGenerated } from '../files/store';
import { readExportJob } from './list';
import { FILE_MIME } from '../files/file-types';

const DONE_MESSAGE = 'exports.message.done';

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
 * done, and a message to its creator. A failure marks the job failed and removes nothing but what it wrote.
 */
async function runExportJob(app: FastifyInstance, jobId: number, userId: number, source: ExportSource) {
  let written = 0;
  const progress = async (rows: number) => {
    written = rows;
    await app.db.update(exportJobs).set({ written: rows }).where(eq(exportJobs.id, jobId));
  };
  try {
    const stream = workbookStream({ ...source.sheet, rows: counted(source.sheet.rows, progress) }, () => {
      // The failure reaches the catch below through the stream.
    });
    const stored = await storeGenerated(app.config.filesDir, stream);
    await app.db.transaction(async (tx) => {
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
  } catch (error) {
    await app.db
      .update(exportJobs)
      .set({ status: 'failed', error: 'exports.failed.error', finishedAt: new Date() })
      .where(eq(exportJobs.id, jobId));
    throw error;
  }
}

/**
 * Starts an export job for a list export too big to wait for: the row first (so the page can follow it), then the
 * workbook in the background, read with the filters and data scope of this request.
 */
export async function startExportJob(
  app: FastifyInstance,
  request: FastifyRequest,
  source: ExportSource,
  total: number,
): Promise<ExportJob> {
  const { userId } = staffOf(request);
  const [row] = await app.db
    .insert(exportJobs)
    .values({ kind: source.kind, total, fileName: source.fileName, createdBy: userId })
    .returning({ id: exportJobs.id });
  const jobId = row!.id;
  app.background.run(`export job ${jobId}`, () => runExportJob(app, jobId, userId, source));
  return (await readExportJob(app.db, request, jobId, () => true)).job;
}
