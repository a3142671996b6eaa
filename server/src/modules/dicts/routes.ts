import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { dictItemsRoute } from './schema';
import { listDictItems } from './list';

/** Lookup lists every staff page may read (labels of stored values): no permission beyond signing in. */
export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/dicts/:code',
    { schema: dictItemsRoute, config: { access: { audience: 'staff' } } },
    async (request) => ok(await listDictItems(app.db, request.params.code)),
  );
};
