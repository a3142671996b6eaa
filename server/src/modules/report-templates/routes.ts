import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { listTemplates, templateDetail, versionForm, versionOptions } from './list';
import {
  createTemplateRoute,
  listTemplatesRoute,
  newVersionRoute,
  publishVersionRoute,
  retireVersionRoute,
  templateDetailRoute,
  updateTemplateRoute,
  updateVersionRoute,
  versionFormRoute,
  versionOptionsRoute,
} from './schema';
import {
  createTemplate,
  newVersion,
  publishVersion,
  retireVersion,
  updateTemplate,
  updateVersion,
} from './write';

/**
 * Report templates (`/system/report/template`, key `form`). Filling a report reads a version's form with the key
 * `project` (`/pm/report-template-versions/:id`), the report page's own.
 */
export const reportTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/report-templates', { schema: listTemplatesRoute, config: staff('form') }, async (request) =>
    ok(await listTemplates(app.db, request.query)),
  );

  app.get(
    '/pm/report-templates/:id',
    { schema: templateDetailRoute, config: staff('form') },
    async (request) => ok(await templateDetail(app.db, request, request.params.id)),
  );

  app.post('/pm/report-templates', { schema: createTemplateRoute, config: staff('form') }, async (request) =>
    ok(await app.db.transaction((tx) => createTemplate(tx, request, request.body))),
  );

  app.put(
    '/pm/report-templates/:id',
    { schema: updateTemplateRoute, config: staff('form') },
    async (request) =>
      ok(await app.db.transaction((tx) => updateTemplate(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/report-templates/:id/versions',
    { schema: newVersionRoute, config: staff('form') },
    async (request) => ok(await app.db.transaction((tx) => newVersion(tx, request, request.params.id))),
  );

  app.get(
    '/pm/report-template-versions/options',
    { schema: versionOptionsRoute, config: staff('form') },
    async () => ok(await versionOptions(app.db)),
  );

  app.get(
    '/pm/report-template-versions/:id',
    { schema: versionFormRoute, config: staff('project') },
    async (request) => ok(await versionForm(app.db, request, request.params.id)),
  );

  app.put(
    '/pm/report-template-versions/:id',
    { schema: updateVersionRoute, config: staff('form') },
    async (request) =>
      ok(await app.db.transaction((tx) => updateVersion(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/report-template-versions/:id/publish',
    { schema: publishVersionRoute, config: staff('form') },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          publishVersion(tx, request, request.params.id, request.body.version),
        ),
      ),
  );

  app.post(
    '/pm/report-template-versions/:id/retire',
    { schema: retireVersionRoute, config: staff('form') },
    async (request) =>
      ok(
        await app.db.transaction((tx) => retireVersion(tx, request, request.params.id, request.body.version)),
      ),
  );
};
