import { beforePasswordChange } from '../../plugins/access-control';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffOf } from '../../plugins/auth';
import { accessListRoute, menuListRoute } from './schema';
import { accessListFor, menuFor } from './service';

export const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/sys_user/menu/list',
    { schema: menuListRoute, config: beforePasswordChange },
    async (request) => ok(await menuFor(app.db, staffOf(request))),
  );

  app.get(
    '/pm/sys_user/access/list',
    { schema: accessListRoute, config: beforePasswordChange },
    async (request) => ok(await accessListFor(app.db, staffOf(request))),
  );
};
