import { EXPORT_DIRECT_MAX_ROWS } from '@pm/domain/contracts/exports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../http/download';
import { ok } from '../../http/envelope';
import type { ExportSource } from '../../workbook/export-source';
import { workbookStream } from '../../workbook/writer';
import { startExportJob } from './run';
import { FILE_MIME } from '../files/file-types';

/**
 * The one way a list exports: up to EXPORT_DIRECT_MAX_ROWS rows stream back at once; more start an export job,
 * answered with HTTP 202 and the job, which the page follows until its file is ready.
 */
export async function sendExport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  source: ExportSource,
) {
  const total = await source.count();
  if (total <= EXPORT_DIRECT_MAX_ROWS) {
    const stream = workbookStream(source.sheet, (error) =>
      request.log.error({ err: error, kind: source.kind }, 'export failed'),
    );
    return reply
      .type(FILE_MIME.xlsx)
      .header('content-disposition', attachmentDisposition(source.fileName))
      .send(stream);
  }
  return reply.code(202).send(ok(await startExportJob(app, request, source, total)));
}
