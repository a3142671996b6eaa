import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { fundsByMonthRoute, overviewRoute, projectsByProvinceRoute, projectsByStatusRoute } from './schema';
import { fundsByMonth, overview, projectsByProvince, projectsByStatus } from './service';

/**
 * The workplace's aggregates (issue "shell complete", item 6). Every signed-in staff user sees the whole
 * organisation's figures: the dashboard is open to all staff and shows totals, not rows.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { access: { audience: 'staff' as const } };

  app.get('/pm/dashboard/overview', { schema: overviewRoute, config: staff }, async () =>
    ok(await overview(app.db)),
  );

  app.get('/pm/dashboard/funds-by-month', { schema: fundsByMonthRoute, config: staff }, async (request) =>
    ok(await fundsByMonth(app.db, request.query.months ?? 12)),
  );

  app.get('/pm/dashboard/projects-by-status', { schema: projectsByStatusRoute, config: staff }, async () =>
    ok(await projectsByStatus(app.db)),
  );

  app.get(
    '/pm/dashboard/projects-by-province',
    { schema: projectsByProvinceRoute, config: staff },
    async () => ok(await projectsByProvince(app.db)),
  );
};
