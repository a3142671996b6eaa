import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { listUsersRoute } from './schema';
import { listUsers } from './list';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/users',
    { schema: listUsersRoute, config: { access: { audience: 'staff', permission: 'auth' } } },
    async (request) => ok(await listUsers(app.db, app.searchHash, request.query)),
  );
};
