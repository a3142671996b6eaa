import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { applyPlan } from './apply';
import { agreementOptions, listPlans, planDetail } from './list';
import {
  agreementOptionsRoute,
  applyPlanRoute,
  createPlanRoute,
  listPlansRoute,
  planDetailRoute,
  updatePlanRoute,
} from './schema';
import { createPlan, updatePlan } from './write';

/** Reporting plans (`/system/report/plan`, key `form`). */
export const reportPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/report-plans', { schema: listPlansRoute, config: staff('form') }, async (request) =>
    ok(await listPlans(app.db, request.query)),
  );

  app.get(
    '/pm/report-plans/agreements',
    { schema: agreementOptionsRoute, config: staff('form') },
    async (request) => ok(await agreementOptions(app.db, request.query.keyword)),
  );

  app.get('/pm/report-plans/:id', { schema: planDetailRoute, config: staff('form') }, async (request) =>
    ok(await planDetail(app.db, request, request.params.id)),
  );

  app.post('/pm/report-plans', { schema: createPlanRoute, config: staff('form') }, async (request) =>
    ok(await app.db.transaction((tx) => createPlan(tx, request, request.body))),
  );

  app.put('/pm/report-plans/:id', { schema: updatePlanRoute, config: staff('form') }, async (request) =>
    ok(await app.db.transaction((tx) => updatePlan(tx, request, request.params.id, request.body))),
  );

  app.post('/pm/report-plans/:id/apply', { schema: applyPlanRoute, config: staff('form') }, async (request) =>
    ok(await app.db.transaction((tx) => applyPlan(tx, request, request.params.id, request.body))),
  );
};
