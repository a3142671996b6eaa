import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROJECT_BUTTONS } from '@pm/shared/workflow/permissions';
import { reportMachine, type ReportAction } from '@pm/shared/workflow/report-machine';
import type { TSchema } from 'typebox';
import { ok } from '../../http/envelope';
import { projectSchedule } from '../records/report-items';
import { actionRoute, CommentBody, VersionBody } from '../records/schema';
import { actOnReport, type ReportActionInput } from './actions';
import { listReports, reportDetail } from './queries';
import {
  createReportRoute,
  listReportsRoute,
  ReportDetailSchema,
  reportDetailRoute,
  reportItemsRoute,
  updateReportRoute,
} from './schema';
import { createReport, updateReport } from './service';

const staff = (permission: string) => ({ access: { audience: 'staff' as const, permission } });

const ACTIONS: Record<ReportAction, { body: TSchema; summary: string }> = {
  submit: { body: VersionBody, summary: 'Submits a draft or reworked report for review' },
  accept: { body: CommentBody, summary: 'Accepts a submitted report (comment optional)' },
  reject: { body: CommentBody, summary: 'Rejects a submitted report with a reason (a new one may be filed)' },
  rework: { body: CommentBody, summary: 'Sends a submitted report back for rework with a reason' },
};

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/report-items', { schema: reportItemsRoute, config: staff('project') }, async (request) =>
    ok(await projectSchedule(app.db, request.query.projectId)),
  );

  app.get('/pm/reports', { schema: listReportsRoute, config: staff('project') }, async (request) =>
    ok(await listReports(app.db, request.query)),
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

  for (const [action, { body, summary }] of Object.entries(ACTIONS) as [
    ReportAction,
    (typeof ACTIONS)[ReportAction],
  ][]) {
    app.post(
      `/pm/reports/:id/${action}`,
      {
        schema: actionRoute('reports', summary, body, ReportDetailSchema),
        config: staff(reportMachine.actions[action].permission),
      },
      // The body was validated against this action's own schema above, which is one of the input's shapes.
      async (request) =>
        ok(await actOnReport(app.db, request, request.params.id, action, request.body as ReportActionInput)),
    );
  }
};
