import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  VOLUNTEER_BUTTONS,
  serviceMachine,
  volunteerMachine,
  type ServiceAction,
  type VolunteerAction,
} from '@pm/domain/workflow/volunteer-machine';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { actOnVolunteer } from './actions';
import { runBatch } from './batch';
import { volunteerDetail } from './detail';
import { listVolunteers } from './list';
import { volunteerProjectOptions } from './project-options';
import {
  attendServiceRoute,
  batchStatusRoute,
  createServiceRoute,
  createVolunteerRoute,
  exportVolunteersRoute,
  listServicesRoute,
  listVolunteersRoute,
  serviceStepRoute,
  updateServiceRoute,
  updateVolunteerRoute,
  volunteerActionRoute,
  volunteerDetailRoute,
  volunteerProjectOptionsRoute,
} from './schema';
import { actOnService } from './service-actions';
import { listServices } from './service-list';
import { createService, updateService } from './service-write';
import { createVolunteer, updateVolunteer } from './write';
import { sendExport } from '../exports/send';

/** The permission key of the whole slice: every route needs it, a write its button code besides. */
export const VOLUNTEER_KEY = 'volunteer';

const VOLUNTEER_STEPS: Record<VolunteerAction, string> = {
  activate: 'Takes an applied volunteer on (active: may be scheduled)',
  suspend: 'Pauses an active volunteer',
  resume: 'Makes a suspended volunteer active again',
  leave: 'Records that a volunteer left (final; the hours stay)',
};

const SERVICE_STEPS: Record<Exclude<ServiceAction, 'attend'>, { path: string; summary: string }> = {
  noShow: { path: 'no-show', summary: 'Records that the volunteer did not come' },
  verify: {
    path: 'verify',
    summary:
      'Vouches for an attended record: its hours count (volunteer:verify; the second of two at once is a 409)',
  },
};

export const volunteerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const protection = { hash: app.searchHash, cipher: app.fieldCipher };

  app.get('/pm/volunteers', { schema: listVolunteersRoute, config: staff(VOLUNTEER_KEY) }, async (request) =>
    ok(await listVolunteers(app.db, app.searchHash, request.query)),
  );

  app.get(
    '/pm/volunteers/export',
    { schema: exportVolunteersRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.export) },
    async (request, reply) => {
      return sendExport(app, request, reply, 'volunteers', request.query);
    },
  );

  app.get(
    '/pm/volunteers/project-options',
    { schema: volunteerProjectOptionsRoute, config: staff(VOLUNTEER_KEY) },
    async () => ok(await volunteerProjectOptions(app.db)),
  );

  app.post(
    '/pm/volunteers/batch',
    { schema: batchStatusRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.update) },
    async (request) =>
      ok(await runBatch(app.db, request, request.body.action, request.body.items, request.body.comment)),
  );

  app.get(
    '/pm/volunteers/:id',
    { schema: volunteerDetailRoute, config: staff(VOLUNTEER_KEY) },
    async (request) => ok(await volunteerDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/volunteers',
    { schema: createVolunteerRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.create) },
    async (request) => ok(await createVolunteer(app.db, protection, request, request.body)),
  );

  app.put(
    '/pm/volunteers/:id',
    { schema: updateVolunteerRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.update) },
    async (request) =>
      ok(await updateVolunteer(app.db, protection, request, request.params.id, request.body)),
  );

  for (const [action, summary] of Object.entries(VOLUNTEER_STEPS) as [VolunteerAction, string][]) {
    app.post(
      `/pm/volunteers/:id/${action}`,
      {
        schema: volunteerActionRoute(summary),
        config: staff(VOLUNTEER_KEY, volunteerMachine.actions[action].permission),
      },
      async (request) => ok(await actOnVolunteer(app.db, request, request.params.id, action, request.body)),
    );
  }

  app.get(
    '/pm/volunteers/:id/services',
    { schema: listServicesRoute, config: staff(VOLUNTEER_KEY) },
    async (request) => ok(await listServices(app.db, request, request.params.id, request.query)),
  );

  app.post(
    '/pm/volunteers/:id/services',
    { schema: createServiceRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.service) },
    async (request) => ok(await createService(app.db, request, request.params.id, request.body)),
  );

  app.put(
    '/pm/volunteers/:id/services/:serviceId',
    { schema: updateServiceRoute, config: staff(VOLUNTEER_KEY, VOLUNTEER_BUTTONS.service) },
    async (request) =>
      ok(await updateService(app.db, request, request.params.id, request.params.serviceId, request.body)),
  );

  app.post(
    '/pm/volunteers/:id/services/:serviceId/attend',
    { schema: attendServiceRoute, config: staff(VOLUNTEER_KEY, serviceMachine.actions.attend.permission) },
    async (request) =>
      ok(
        await actOnService(
          app.db,
          request,
          request.params.id,
          request.params.serviceId,
          'attend',
          request.body,
        ),
      ),
  );

  for (const [action, step] of Object.entries(SERVICE_STEPS) as [
    Exclude<ServiceAction, 'attend'>,
    { path: string; summary: string },
  ][]) {
    app.post(
      `/pm/volunteers/:id/services/:serviceId/${step.path}`,
      {
        schema: serviceStepRoute(step.summary),
        config: staff(VOLUNTEER_KEY, serviceMachine.actions[action].permission),
      },
      async (request) =>
        ok(
          await actOnService(
            app.db,
            request,
            request.params.id,
            request.params.serviceId,
            action,
            request.body,
          ),
        ),
    );
  }
};
