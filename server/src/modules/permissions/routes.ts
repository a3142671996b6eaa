import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { ROLE_KEY } from '../roles/routes';
import {
  addButtonRoute,
  addMenuNodeRoute,
  permissionTreeRoute,
  removeButtonRoute,
  updateMenuNodeRoute,
} from './schema';
import { permissionTree } from './tree';
import { addButton, addMenuNode, removeButton, updateMenuNode } from './write';

/** Editing the menu/permission tree (`/system/permission`). */
export const PERMISSION_MANAGE = 'permission:manage';

export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/permissions/tree', { schema: permissionTreeRoute, config: staff(ROLE_KEY) }, async () =>
    ok(await permissionTree(app.db)),
  );

  app.put(
    '/pm/permissions/:id',
    { schema: updateMenuNodeRoute, config: staff(ROLE_KEY, PERMISSION_MANAGE) },
    async (request) => ok(await updateMenuNode(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/permissions/:id/buttons',
    { schema: addButtonRoute, config: staff(ROLE_KEY, PERMISSION_MANAGE) },
    async (request) => ok(await addButton(app.db, request, request.params.id, request.body)),
  );

  app.delete(
    '/pm/permissions/:id',
    { schema: removeButtonRoute, config: staff(ROLE_KEY, PERMISSION_MANAGE) },
    async (request) => ok(await removeButton(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/permissions/menu',
    { schema: addMenuNodeRoute, config: staff(ROLE_KEY, PERMISSION_MANAGE) },
    async (request) => ok(await addMenuNode(app.db, request, request.body.path)),
  );
};
