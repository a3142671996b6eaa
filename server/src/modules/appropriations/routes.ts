import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { listAppropriationsRoute } from './schema';
import { listAppropriations } from './service';

export const appropriationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/appropriations',
    { schema: listAppropriationsRoute, config: { access: { audience: 'staff', permission: 'fundPayment' } } },
    async (request) => ok(await listAppropriations(app.db, request.query)),
  );
};
