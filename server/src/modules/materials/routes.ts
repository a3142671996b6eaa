import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MATERIAL_BUTTONS, materialMachine } from '@pm/domain/workflow/material-machine';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { archiveMaterial, borrowMaterial, destroyMaterial, giveBackMaterial } from './actions';
import { materialDetail } from './detail';
import { listMaterials, materialCategories, materialProjectOptions } from './list';
import {
  addDocumentsRoute,
  addVersionRoute,
  archiveMaterialRoute,
  borrowMaterialRoute,
  createMaterialRoute,
  destroyMaterialRoute,
  exportMaterialsRoute,
  giveBackMaterialRoute,
  listMaterialsRoute,
  materialCategoriesRoute,
  materialDetailRoute,
  materialProjectOptionsRoute,
} from './schema';
import { materialReaderOf } from './visibility';
import { addDocuments, addVersion, createMaterial } from './write';
import { sendExport } from '../exports/send';

/** The menu key of the archive: every route needs it, a write its button code besides. */
export const MATERIAL_KEY = 'fileArchive';

const step = (action: keyof typeof materialMachine.actions) =>
  staff(MATERIAL_KEY, materialMachine.actions[action].permission);

export const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/materials', { schema: listMaterialsRoute, config: staff(MATERIAL_KEY) }, async (request) =>
    ok(await listMaterials(app.db, request.query, await materialReaderOf(request, app.db))),
  );

  app.get(
    '/pm/materials/export',
    { schema: exportMaterialsRoute, config: staff(MATERIAL_KEY, MATERIAL_BUTTONS.export) },
    async (request, reply) => {
      return sendExport(app, request, reply, 'materials', request.query);
    },
  );

  app.get(
    '/pm/materials/categories',
    { schema: materialCategoriesRoute, config: staff(MATERIAL_KEY) },
    async () => ok(await materialCategories(app.db)),
  );

  app.get(
    '/pm/materials/project-options',
    { schema: materialProjectOptionsRoute, config: staff(MATERIAL_KEY) },
    async (request) =>
      ok(await materialProjectOptions(app.db, request.query, await materialReaderOf(request, app.db))),
  );

  app.get(
    '/pm/materials/:id',
    { schema: materialDetailRoute, config: staff(MATERIAL_KEY) },
    async (request) => ok(await materialDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/materials',
    { schema: createMaterialRoute, config: staff(MATERIAL_KEY, MATERIAL_BUTTONS.create) },
    async (request) => ok(await createMaterial(app.db, request, request.body)),
  );

  app.post(
    '/pm/materials/:id/documents',
    { schema: addDocumentsRoute, config: staff(MATERIAL_KEY, MATERIAL_BUTTONS.update) },
    async (request) => ok(await addDocuments(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/materials/:id/documents/:documentId/versions',
    { schema: addVersionRoute, config: staff(MATERIAL_KEY, MATERIAL_BUTTONS.update) },
    async (request) =>
      ok(await addVersion(app.db, request, request.params.id, request.params.documentId, request.body)),
  );

  app.post(
    '/pm/materials/:id/archive',
    { schema: archiveMaterialRoute, config: step('archive') },
    async (request) => ok(await archiveMaterial(app.db, request, request.params.id, request.body.version)),
  );

  app.post(
    '/pm/materials/:id/borrow',
    { schema: borrowMaterialRoute, config: step('borrow') },
    async (request) => ok(await borrowMaterial(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/materials/:id/give-back',
    { schema: giveBackMaterialRoute, config: step('giveBack') },
    async (request) => ok(await giveBackMaterial(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/materials/:id/destroy',
    { schema: destroyMaterialRoute, config: step('destroy') },
    async (request) => ok(await destroyMaterial(app.db, request, request.params.id, request.body)),
  );
};
