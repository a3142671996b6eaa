import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffOf } from '../../plugins/auth';
import { listMessagesRoute, readMessagesRoute, unreadCountRoute } from './schema';
import { listMessages, markRead, unreadCounts } from './service';

/** The navbar's message box (specification §2 "Message box", §4 read transition). */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { access: { audience: 'staff' as const } };

  app.get('/pm/messages', { schema: listMessagesRoute, config: staff }, async (request) =>
    ok(await listMessages(app.db, staffOf(request).userId, request.query.type, request.t)),
  );

  app.get('/pm/messages/unread-count', { schema: unreadCountRoute, config: staff }, async (request) =>
    ok(await unreadCounts(app.db, staffOf(request).userId)),
  );

  app.post('/pm/messages/read', { schema: readMessagesRoute, config: staff }, async (request) =>
    ok(await markRead(app.db, staffOf(request).userId, request.body)),
  );
};
