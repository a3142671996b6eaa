import { EXPORT_DIRECT_MAX_ROWS, type ExportKind } from '@pm/domain/contracts/exports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../http/download';
import { ok } from '../../http/envelope';
import { exportCaller } from '../../workbook/export-caller';
import { workbookStream } from '../../workbook/writer';
import { exportCallerOf } from './caller';
import { startExportJob } from './run';
import { buildExportSource, type ExportFilters } from './sources';
import { FILE_MIME } from '../files/file-types';

/**
 * The one way a list exports (its kind, and its list's filters from the query): up to EXPORT_DIRECT_MAX_ROWS rows
 * stream back at once; more start an export job, answered with HTTP 202 and the job, which the page follows until
 * its file is ready.
 */
export async function sendExport<K extends ExportKind>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: K,
  filters: ExportFilters<K>,
) {
  const caller = await exportCallerOf(request, app.db, kind);
  const source = await buildExportSource(app, kind, exportCaller(caller), filters);
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
  return reply.code(202).send(ok(await startExportJob(app, request, { source, total, caller, filters })));
}
