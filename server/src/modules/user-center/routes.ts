import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { staffOf } from '../../plugins/auth';
import { latestActivity } from './activity';
import {
  latestActivityRoute,
  myProjectsRoute,
  myTeamsRoute,
  projectAndTeamRoute,
  recordVisitRoute,
  visitsRoute,
} from './schema';
import { myProjects, myTeams, projectAndTeam } from './service';
import { recordVisit, topVisits } from './visits';

/** The signed-in user's own lists for the workplace and `/user/info` (specification §3 samples). */
export const userCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { access: { audience: 'staff' as const } };

  app.get('/pm/user/my-projects', { schema: myProjectsRoute, config: staff }, async (request) =>
    ok(await myProjects(app.db, staffOf(request).userId, request.query.limit ?? 6)),
  );

  app.get('/pm/user/my-teams', { schema: myTeamsRoute, config: staff }, async (request) =>
    ok(await myTeams(app.db, staffOf(request).userId)),
  );

  app.get('/pm/user/latest-activity', { schema: latestActivityRoute, config: staff }, async (request) =>
    ok(await latestActivity(app.db, staffOf(request).userId, requestLocale(request))),
  );

  app.get('/pm/user/visits', { schema: visitsRoute, config: staff }, async (request) =>
    ok(await topVisits(app.db, staffOf(request).userId)),
  );

  // One row per route change: generous for a person clicking, a ceiling for a script filling the table.
  app.post(
    '/pm/user/visits',
    { schema: recordVisitRoute, config: { ...staff, rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (request) => {
      await recordVisit(app.db, staffOf(request).userId, request.body);
      return ok(null);
    },
  );

  app.get('/pm/user/project-and-team', { schema: projectAndTeamRoute, config: staff }, async (request) =>
    ok(await projectAndTeam(app.db, staffOf(request).userId, requestLocale(request))),
  );
};
