import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPROVAL_BUTTONS } from '@pm/domain/shapes/approval';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { actOnInstance } from './actions';
import { decideInBatch } from './batch';
import { definitionVersions, listDefinitions, publishDefinition } from './definitions';
import { instanceDetail } from './detail';
import { approvalCounts, listInbox } from './list';
import {
  actionRoutes,
  batchRoute,
  countsRoute,
  definitionsRoute,
  definitionVersionsRoute,
  inboxRoute,
  instanceRoute,
  publishDefinitionRoute,
} from './schema';

/**
 * The approval engine's routes. The inbox and an instance need the menu key `approve`; acting on a task needs the
 * task (the definition made the caller its approver), withdrawing needs to be the initiator. The counts are open
 * to every staff user (the menu badge: zero for those without tasks). Definitions are read with `approve` and
 * published with `approval:define`.
 */
export const approvalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/approvals/inbox', { schema: inboxRoute, config: staff('approve') }, async (request) =>
    ok(await listInbox(app.db, request, request.query)),
  );

  app.get('/pm/approvals/counts', { schema: countsRoute, config: staff() }, async (request) =>
    ok(await approvalCounts(app.db, request)),
  );

  app.get(
    '/pm/approvals/instances/:id',
    { schema: instanceRoute, config: staff('approve') },
    async (request) => ok(await instanceDetail(app.db, request, request.params.id)),
  );

  for (const { action, schema } of actionRoutes) {
    app.post(`/pm/approvals/instances/:id/${action}`, { schema, config: staff('approve') }, async (request) =>
      ok(await actOnInstance(app.db, request, request.params.id, action, request.body)),
    );
  }

  app.post('/pm/approvals/batch', { schema: batchRoute, config: staff('approve') }, async (request) =>
    ok(await decideInBatch(app.db, request, request.body)),
  );

  app.get('/pm/approvals/definitions', { schema: definitionsRoute, config: staff('approve') }, async () =>
    ok(await listDefinitions(app.db)),
  );

  app.get(
    '/pm/approvals/definitions/:businessType',
    { schema: definitionVersionsRoute, config: staff('approve') },
    async (request) => ok(await definitionVersions(app.db, request.params.businessType)),
  );

  app.post(
    '/pm/approvals/definitions/:businessType',
    { schema: publishDefinitionRoute, config: staff('approve', APPROVAL_BUTTONS.define) },
    async (request) =>
      ok(await publishDefinition(app.db, request, request.params.businessType, request.body)),
  );
};
