import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { listProjectsRoute } from './schema';
import { listProjects } from './service';

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/projects',
    { schema: listProjectsRoute, config: { access: { audience: 'staff', permission: 'project' } } },
    async (request) => ok(await listProjects(app.db, request.query)),
  );
};
