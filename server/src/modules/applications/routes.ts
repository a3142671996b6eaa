import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROJECT_BUTTONS } from '@pm/domain/workflow/permissions';
import { applicationMachine, type ApplicationAction } from '@pm/domain/workflow/application-machine';
import { ApplicationDetailSchema } from '@pm/domain/shapes/application';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes, type ActionRoute } from '../records/action-routes';
import { VersionBody } from '../records/schema';
import { actOnApplication, type ActionInput } from './actions';
import { applicationDetail, listApplications } from './list';
import {
  applicationDetailRoute,
  createApplicationRoute,
  listApplicationsRoute,
  updateApplicationRoute,
} from './schema';
import { createApplication, updateApplication } from './write';
import { dataScopeOf } from '../../security/data-scope';

/**
 * The actions an application's own buttons take. Its review, decisions and the applicant's withdrawal go through its
 * approval (`/pm/approvals/...`), which drives the same machine.
 */
const ACTIONS: Partial<Record<ApplicationAction, ActionRoute>> = {
  submit: {
    body: VersionBody,
    summary: 'Submits a new application (keeps round 1; the project starts applying; its approval starts)',
  },
  resubmit: {
    body: VersionBody,
    summary: 'Submits a reworked application again (keeps the next round; a new approval starts)',
  },
};

export const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/applications', { schema: listApplicationsRoute, config: staff('project') }, async (request) =>
    ok(await listApplications(app.db, request.query, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/applications/:id',
    { schema: applicationDetailRoute, config: staff('project') },
    async (request) => ok(await applicationDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/applications',
    { schema: createApplicationRoute, config: staff(PROJECT_BUTTONS.applicationCreate) },
    async (request) => ok(await createApplication(app.db, request, request.body)),
  );

  app.put(
    '/pm/applications/:id',
    { schema: updateApplicationRoute, config: staff(PROJECT_BUTTONS.applicationCreate) },
    async (request) => ok(await updateApplication(app.db, request, request.params.id, request.body)),
  );

  workflowActionRoutes(app, {
    path: '/pm/applications',
    tag: 'applications',
    machine: applicationMachine,
    detail: ApplicationDetailSchema,
    actions: ACTIONS,
    run: (request, id, action, input: ActionInput) => actOnApplication(app.db, request, id, action, input),
  });
};
