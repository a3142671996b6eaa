import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { staffAccess as staff } from '../../plugins/access-control';
import { roleAccess, updateRoleAccess } from './access';
import { departmentOptions, listRoles, roleOptions } from './list';
import { findRole } from './rows';
import {
  createRoleRoute,
  deleteRoleRoute,
  departmentOptionsRoute,
  listRolesRoute,
  roleAccessRoute,
  roleDetailRoute,
  roleOptionsRoute,
  roleStatusRoute,
  updateRoleAccessRoute,
  updateRoleRoute,
} from './schema';
import { createRole, deleteRole, setRoleStatus, updateRole } from './write';

/** The permission key of `/system/role`, `/system/role/access` and `/system/permission` (the catalogue's). */
export const ROLE_KEY = 'auth';
/** Creating, editing, enabling, disabling and deleting roles. */
export const ROLE_MANAGE = 'role:manage';
/** Changing what a role grants. */
export const ROLE_GRANT = 'role:grant';

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/roles', { schema: listRolesRoute, config: staff(ROLE_KEY) }, async (request) =>
    ok(await listRoles(app.db, request.query)),
  );

  app.get('/pm/roles/options', { schema: roleOptionsRoute, config: staff(ROLE_KEY) }, async () =>
    ok(await roleOptions(app.db)),
  );

  app.get(
    '/pm/roles/department-options',
    { schema: departmentOptionsRoute, config: staff(ROLE_KEY) },
    async () => ok(await departmentOptions(app.db)),
  );

  app.get('/pm/roles/:id', { schema: roleDetailRoute, config: staff(ROLE_KEY) }, async (request) => {
    const role = await findRole(app.db, request.params.id);
    if (!role) throw notFound(request.t('role.notFound'));
    return ok(role);
  });

  app.post('/pm/roles', { schema: createRoleRoute, config: staff(ROLE_KEY, ROLE_MANAGE) }, async (request) =>
    ok(await createRole(app.db, request, request.body)),
  );

  app.put(
    '/pm/roles/:id',
    { schema: updateRoleRoute, config: staff(ROLE_KEY, ROLE_MANAGE) },
    async (request) => ok(await updateRole(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/roles/:id/enable',
    {
      schema: roleStatusRoute('Enables a role: its grants count again'),
      config: staff(ROLE_KEY, ROLE_MANAGE),
    },
    async (request) =>
      ok(await setRoleStatus(app.db, request, request.params.id, 'active', request.body.version)),
  );

  app.post(
    '/pm/roles/:id/disable',
    {
      schema: roleStatusRoute(
        'Disables a role: it grants nothing until enabled (never the administrator role)',
      ),
      config: staff(ROLE_KEY, ROLE_MANAGE),
    },
    async (request) =>
      ok(await setRoleStatus(app.db, request, request.params.id, 'disabled', request.body.version)),
  );

  app.delete(
    '/pm/roles/:id',
    { schema: deleteRoleRoute, config: staff(ROLE_KEY, ROLE_MANAGE) },
    async (request) => ok(await deleteRole(app.db, request, request.params.id, request.query.version)),
  );

  app.get('/pm/roles/:id/access', { schema: roleAccessRoute, config: staff(ROLE_KEY) }, async (request) =>
    ok(await roleAccess(app.db, request, request.params.id)),
  );

  app.put(
    '/pm/roles/:id/access',
    { schema: updateRoleAccessRoute, config: staff(ROLE_KEY, ROLE_GRANT) },
    async (request) => ok(await updateRoleAccess(app.db, request, request.params.id, request.body)),
  );
};
