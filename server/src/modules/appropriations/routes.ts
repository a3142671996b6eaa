import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { appropriationMachine, type AppropriationAction } from '@pm/domain/workflow/appropriation-machine';
import { FUNDS_BUTTONS } from '@pm/domain/workflow/permissions';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes, type ActionRoute } from '../records/action-routes';
import { CommentBody, VersionBody } from '../records/schema';
import { actOnAppropriation, type ActionInput } from './actions';
import { runBatch } from './batch';
import { appropriationDetail } from './detail';
import { fundableProjects, projectFunding } from './funding';
import { fundableProjectsRoute, projectFundingRoute } from './funding-schema';
import { listAppropriations } from './list';
import { AppropriationDetailSchema } from '@pm/domain/shapes/appropriation';
import {
  appropriationDetailRoute,
  batchPayRoute,
  batchVerifyRoute,
  createAppropriationRoute,
  exportAppropriationsRoute,
  listAppropriationsRoute,
  PayBody,
  updateAppropriationRoute,
} from './schema';
import { createAppropriation, updateAppropriation } from './write';
import { startsApproval } from '../../approvals/start';
import { appropriationApproval } from './approval';
import { dataScopeOf } from '../../security/data-scope';
import { staffOf } from '../../plugins/auth';
import { sendExport } from '../exports/send';

/**
 * The actions an appropriation's own buttons take. Its verification (or rejection) and its author's withdrawal go
 * through its approval (`/pm/approvals/...`), which drives the same machine; the last approval verifies it.
 */
const ACTIONS: Partial<Record<AppropriationAction, ActionRoute>> = {
  resubmit: {
    body: VersionBody,
    summary: 'Resubmits a rejected appropriation (the balances are checked again; a new approval starts)',
  },
  pay: {
    body: PayBody,
    summary: 'Pays a verified or returned appropriation; whoever verified it may not pay it (four eyes)',
  },
  return: {
    body: CommentBody,
    summary: 'Records that the bank returned a payment: it waits to be paid again',
  },
  cancel: {
    body: CommentBody,
    summary: 'Cancels an appropriation not paid, with a reason: its amount is released',
  },
};

export const appropriationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/appropriations',
    { schema: listAppropriationsRoute, config: staff('fundPayment') },
    async (request) =>
      ok(
        await listAppropriations(
          app.db,
          request.query,
          await dataScopeOf(request, app.db),
          staffOf(request).userId,
        ),
      ),
  );

  app.get(
    '/pm/appropriations/export',
    { schema: exportAppropriationsRoute, config: staff(FUNDS_BUTTONS.export) },
    async (request, reply) => {
      return sendExport(app, request, reply, 'appropriations', request.query);
    },
  );

  app.get(
    '/pm/appropriations/fundable-projects',
    { schema: fundableProjectsRoute, config: staff('fundPayment') },
    async (request) =>
      ok(await fundableProjects(app.db, request.query.keyword, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/projects/:id/funding',
    { schema: projectFundingRoute, config: staff('fundPayment') },
    async (request) => ok(await projectFunding(app.db, request, request.params.id)),
  );

  app.get(
    '/pm/appropriations/:id',
    { schema: appropriationDetailRoute, config: staff('fundPayment') },
    async (request) => ok(await appropriationDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/appropriations',
    { schema: createAppropriationRoute, config: staff(FUNDS_BUTTONS.create) },
    async (request) =>
      ok(
        await createAppropriation(
          app.db,
          request,
          request.body,
          startsApproval(request, appropriationApproval),
        ),
      ),
  );

  app.put(
    '/pm/appropriations/:id',
    { schema: updateAppropriationRoute, config: staff(FUNDS_BUTTONS.create) },
    async (request) => ok(await updateAppropriation(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/appropriations/batch/verify',
    { schema: batchVerifyRoute, config: staff(FUNDS_BUTTONS.verify) },
    async (request) =>
      ok(
        await runBatch(app.db, request, request.body.items, {
          action: 'verify',
          comment: request.body.comment,
        }),
      ),
  );

  app.post(
    '/pm/appropriations/batch/pay',
    { schema: batchPayRoute, config: staff(FUNDS_BUTTONS.pay) },
    async (request) => {
      const { items, ...payment } = request.body;
      return ok(await runBatch(app.db, request, items, { action: 'pay', ...payment }));
    },
  );

  workflowActionRoutes(app, {
    path: '/pm/appropriations',
    tag: 'appropriations',
    machine: appropriationMachine,
    detail: AppropriationDetailSchema,
    actions: ACTIONS,
    run: (request, id, action, input: ActionInput) => actOnAppropriation(app.db, request, id, action, input),
  });
};
