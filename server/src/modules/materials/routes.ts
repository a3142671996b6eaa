import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { listMaterialsRoute } from './schema';
import { listMaterials } from './list';

export const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/materials',
    { schema: listMaterialsRoute, config: { access: { audience: 'staff', permission: 'fileArchive' } } },
    async (request) => ok(await listMaterials(app.db, request.query)),
  );
};
