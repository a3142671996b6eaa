import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { listLogs, logDetail } from './list';
import { exportLogsRoute, listLogsRoute, logDetailRoute } from './schema';
import { sendExport } from '../exports/send';

/**
 * The operation log (`/system/log`), for staff with the key `log`: search, one row's snapshots, export. It is
 * append-only: no route changes or removes a row, and a trigger refuses it at the database (migration 0012).
 */
export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/logs', { schema: listLogsRoute, config: staff('log') }, async (request) =>
    ok(await listLogs(app.db, request.query)),
  );

  app.get('/pm/logs/export', { schema: exportLogsRoute, config: staff('log') }, async (request, reply) =>
    sendExport(app, request, reply, 'logs', request.query),
  );

  app.get('/pm/logs/:id', { schema: logDetailRoute, config: staff('log') }, async (request) =>
    ok(await logDetail(app.db, request, request.params.id)),
  );
};
