import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agreementMachine, type AgreementAction } from '@pm/domain/workflow/agreement-machine';
import { PROJECT_BUTTONS } from '@pm/domain/workflow/permissions';
import { AgreementDetailSchema } from '@pm/domain/shapes/agreement';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes, type ActionRoute } from '../records/action-routes';
import { CommentBody, VersionBody } from '../records/schema';
import type { StepInput } from '../records/workflow-step';
import { actOnAgreement, addAgreementFile } from './actions';
import { agreementDetail, listAgreements } from './list';
import {
  addAgreementFileRoute,
  agreementDetailRoute,
  createAgreementRoute,
  listAgreementsRoute,
  updateAgreementRoute,
} from './schema';
import { createAgreement, updateAgreement } from './write';
import { dataScopeOf } from '../../security/data-scope';

/**
 * The actions an agreement's own buttons take. Its approval, return and its author's withdrawal go through its
 * approval (`/pm/approvals/...`), which drives the same machine.
 */
const ACTIONS: Partial<Record<AgreementAction, ActionRoute>> = {
  submit: { body: VersionBody, summary: 'Submits a draft agreement for approval (its approval starts)' },
  complete: { body: VersionBody, summary: 'Marks an agreement in force as fulfilled' },
  terminate: { body: CommentBody, summary: 'Terminates a pending or active agreement with a reason' },
};

export const agreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/agreements', { schema: listAgreementsRoute, config: staff('project') }, async (request) =>
    ok(await listAgreements(app.db, request.query, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/agreements/:id', { schema: agreementDetailRoute, config: staff('project') }, async (request) =>
    ok(await agreementDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/agreements',
    { schema: createAgreementRoute, config: staff(PROJECT_BUTTONS.agreementCreate) },
    async (request) => ok(await createAgreement(app.db, request, request.body)),
  );

  app.put(
    '/pm/agreements/:id',
    { schema: updateAgreementRoute, config: staff(PROJECT_BUTTONS.agreementCreate) },
    async (request) => ok(await updateAgreement(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/agreements/:id/files',
    { schema: addAgreementFileRoute, config: staff(PROJECT_BUTTONS.agreementCreate) },
    async (request) => ok(await addAgreementFile(app.db, request, request.params.id, request.body.fileId)),
  );

  workflowActionRoutes(app, {
    path: '/pm/agreements',
    tag: 'agreements',
    machine: agreementMachine,
    detail: AgreementDetailSchema,
    actions: ACTIONS,
    run: (request, id, action, input: StepInput) => actOnAgreement(app.db, request, id, action, input),
  });
};
