import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROJECT_BUTTONS } from '@pm/domain/workflow/permissions';
import { reportMachine, type ReportAction } from '@pm/domain/workflow/report-machine';
import { ReportDetailSchema } from '@pm/domain/shapes/report';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes, type ActionRoute } from '../records/action-routes';
import { projectSchedule } from '../records/report-items';
import { VersionBody } from '../records/schema';
import type { StepInput } from '../records/workflow-step';
import { actOnReport } from './actions';
import { listReports, reportDetail } from './list';
import {
  createReportRoute,
  listReportsRoute,
  reportDetailRoute,
  reportItemsRoute,
  updateReportRoute,
} from './schema';
import { createReport, updateReport } from './write';
import { dataScopeOf } from '../../security/data-scope';

/**
 * The actions a report's own buttons take. Its acceptance, rework and its author's withdrawal go through its
 * approval (`/pm/approvals/...`), which drives the same machine.
 */
const ACTIONS: Partial<Record<ReportAction, ActionRoute>> = {
  submit: {
    body: VersionBody,
    summary: 'Submits a draft or reworked report for review (its approval starts)',
  },
};

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/report-items', { schema: reportItemsRoute, config: staff('project') }, async (request) =>
    ok(await projectSchedule(app.db, request.query.projectId, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/reports', { schema: listReportsRoute, config: staff('project') }, async (request) =>
    ok(await listReports(app.db, request.query, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/reports/:id', { schema: reportDetailRoute, config: staff('project') }, async (request) =>
    ok(await reportDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/reports',
    { schema: createReportRoute, config: staff(PROJECT_BUTTONS.reportCreate) },
    async (request) => ok(await createReport(app.db, request, request.body)),
  );

  app.put(
    '/pm/reports/:id',
    { schema: updateReportRoute, config: staff(PROJECT_BUTTONS.reportCreate) },
    async (request) => ok(await updateReport(app.db, request, request.params.id, request.body)),
  );

  workflowActionRoutes(app, {
    path: '/pm/reports',
    tag: 'reports',
    machine: reportMachine,
    detail: ReportDetailSchema,
    actions: ACTIONS,
    run: (request, id, action, input: StepInput) => actOnReport(app.db, request, id, action, input),
  });
};
