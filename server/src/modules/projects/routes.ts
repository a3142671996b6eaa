import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { projectMachine } from '@pm/domain/workflow';
import type { Static } from 'typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes } from '../records/action-routes';
import { runProjectAction } from './actions';
import { projectDetail } from './detail';
import { ProjectDetailSchema } from '@pm/domain/shapes/project';
import {
  projectDetailRoute,
  projectFilesRoute,
  projectFundsRoute,
  projectOptionsRoute,
  projectTimelineRoute,
} from './detail-schema';
import { projectFiles, projectFunds, projectTimeline } from './history';
import { listProjects } from './list';
import { dataScopeOf } from '../../security/data-scope';
import { projectOptions } from './options';
import { exportProjectsRoute, listProjectsRoute } from './schema';
import { createSubProject } from './sub-project';
import { createProject, updateProject } from './write';
import {
  type ActionBody,
  createProjectRoute,
  createSubProjectRoute,
  PROJECT_ACTION_ROUTES,
  updateProjectRoute,
} from './write-schema';
import { sendExport } from '../exports/send';

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/projects', { schema: listProjectsRoute, config: staff('project') }, async (request) =>
    ok(await listProjects(app.db, request.query, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/projects/export',
    { schema: exportProjectsRoute, config: staff('project:export') },
    async (request, reply) => {
      return sendExport(app, request, reply, 'projects', request.query);
    },
  );

  app.get('/pm/projects/:id', { schema: projectDetailRoute, config: staff('project') }, async (request) =>
    ok(await projectDetail(app.db, request, request.params.id)),
  );

  app.post('/pm/projects', { schema: createProjectRoute, config: staff('project:create') }, async (request) =>
    ok(await app.db.transaction((tx) => createProject(tx, request, request.body))),
  );

  app.put(
    '/pm/projects/:id',
    { schema: updateProjectRoute, config: staff('project:update') },
    async (request) =>
      ok(await app.db.transaction((tx) => updateProject(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/projects/:id/sub-projects',
    { schema: createSubProjectRoute, config: staff('project:create') },
    async (request) =>
      ok(await app.db.transaction((tx) => createSubProject(tx, request, request.params.id, request.body))),
  );

  workflowActionRoutes(app, {
    path: '/pm/projects',
    tag: 'projects',
    machine: projectMachine,
    detail: ProjectDetailSchema,
    actions: PROJECT_ACTION_ROUTES,
    run: (request, id, action, body: Static<typeof ActionBody>) =>
      app.db.transaction((tx) => runProjectAction(tx, request, id, action, body)),
  });

  app.get(
    '/pm/projects/:id/timeline',
    { schema: projectTimelineRoute, config: staff('project') },
    async (request) => ok(await projectTimeline(app.db, request, request.params.id)),
  );

  app.get(
    '/pm/projects/:id/funds',
    { schema: projectFundsRoute, config: staff('project') },
    async (request) => ok(await projectFunds(app.db, request, request.params.id)),
  );

  app.get(
    '/pm/projects/:id/files',
    { schema: projectFilesRoute, config: staff('project') },
    async (request) => ok(await projectFiles(app.db, request, request.params.id)),
  );

  app.get('/pm/project-options', { schema: projectOptionsRoute, config: staff('project') }, async () =>
    ok(await projectOptions(app.db)),
  );
};
