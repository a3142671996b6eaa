import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { resetPassword, setUserStatus, unlockUser } from './account-actions';
import { userDetail } from './detail';
import { listUsers } from './list';
import { activeUsers } from './pickers';
import {
  allUsersRoute,
  createUserRoute,
  disableUserRoute,
  enableUserRoute,
  listUsersRoute,
  resetPasswordRoute,
  unlockUserRoute,
  updateUserRoute,
  userDetailRoute,
} from './schema';
import { createUser, updateUser } from './write';

/** The button codes of the user page. */
export const USER_BUTTONS = {
  create: 'auth:create',
  update: 'auth:update',
  status: 'auth:status',
  reset: 'auth:reset',
} as const;

/**
 * Staff users (`/system/user`): reading needs the key `auth`; creating, editing, disabling or enabling and
 * unlocking, and resetting a password each their button code. The pickers' list of active users is open to every
 * signed-in staff user.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/users', { schema: listUsersRoute, config: staff('auth') }, async (request) =>
    ok(await listUsers(app.db, app.searchHash, request.query)),
  );

  app.get('/pm/sys_user/user/all', { schema: allUsersRoute, config: staff() }, async () =>
    ok(await activeUsers(app.db)),
  );

  app.get('/pm/users/:id', { schema: userDetailRoute, config: staff('auth') }, async (request) =>
    ok(await userDetail(app.db, request, request.params.id)),
  );

  app.post('/pm/users', { schema: createUserRoute, config: staff(USER_BUTTONS.create) }, async (request) =>
    ok(await app.db.transaction((tx) => createUser(tx, request, request.body))),
  );

  app.put('/pm/users/:id', { schema: updateUserRoute, config: staff(USER_BUTTONS.update) }, async (request) =>
    ok(await app.db.transaction((tx) => updateUser(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/users/:id/disable',
    { schema: disableUserRoute, config: staff(USER_BUTTONS.status) },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          setUserStatus(tx, request, request.params.id, request.body.version, 'disabled'),
        ),
      ),
  );

  app.post(
    '/pm/users/:id/enable',
    { schema: enableUserRoute, config: staff(USER_BUTTONS.status) },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          setUserStatus(tx, request, request.params.id, request.body.version, 'active'),
        ),
      ),
  );

  app.post(
    '/pm/users/:id/unlock',
    { schema: unlockUserRoute, config: staff(USER_BUTTONS.status) },
    async (request) => ok(await app.db.transaction((tx) => unlockUser(tx, request, request.params.id))),
  );

  app.post(
    '/pm/users/:id/reset-password',
    { schema: resetPasswordRoute, config: staff(USER_BUTTONS.reset) },
    async (request) =>
      ok(
        await app.db.transaction((tx) => resetPassword(tx, request, request.params.id, request.body.version)),
      ),
  );
};
