import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess } from '../../plugins/access-control';
import { fundsByMonthRoute, overviewRoute, projectsByProvinceRoute, projectsByStatusRoute } from './schema';
import { fundsByMonth, overview, projectsByProvince, projectsByStatus } from './service';
import { dataScopeOf } from '../../security/data-scope';

/**
 * The workplace's aggregates (issue "shell complete", item 6): totals, not rows, for staff holding the `dashboard`
 * key (the key of the /home/workplace route), over the records of the caller's data scope.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = staffAccess('dashboard');

  app.get('/pm/dashboard/overview', { schema: overviewRoute, config: staff }, async (request) =>
    ok(await overview(app.db, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/dashboard/funds-by-month', { schema: fundsByMonthRoute, config: staff }, async (request) =>
    ok(await fundsByMonth(app.db, request.query.months ?? 12, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/dashboard/projects-by-status',
    { schema: projectsByStatusRoute, config: staff },
    async (request) => ok(await projectsByStatus(app.db, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/dashboard/projects-by-province',
    { schema: projectsByProvinceRoute, config: staff },
    async (request) => ok(await projectsByProvince(app.db, await dataScopeOf(request, app.db))),
  );
};
