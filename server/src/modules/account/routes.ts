import { beforePasswordChange } from '../../plugins/access-control';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffOf } from '../../plugins/auth';
import { authRouteLimit } from '../../plugins/rate-limit';
import { certificationRoute, changePasswordRoute, getProfileRoute, updateProfileRoute } from './schema';
import { certification, changePassword, getProfile, updateProfile } from './service';

/** User settings (specification §2 "User settings", §5): basic info, security, enterprise certification. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { access: { audience: 'staff' as const } };

  app.get('/pm/user/profile', { schema: getProfileRoute, config: beforePasswordChange }, async (request) =>
    ok(await getProfile(app.db, request, staffOf(request).userId)),
  );

  app.put('/pm/user/profile', { schema: updateProfileRoute, config: staff }, async (request) =>
    ok(await updateProfile(app.db, staffOf(request).userId, request.body, request)),
  );

  // Limited like sign-in: a stolen session must not become a way to guess the current password.
  app.post(
    '/pm/user/password',
    {
      schema: changePasswordRoute,
      config: { ...beforePasswordChange, rateLimit: authRouteLimit(app.config.authRateLimit) },
    },
    async (request) => {
      await changePassword(app.db, staffOf(request), request.body, request);
      return ok(null);
    },
  );

  app.get('/pm/user/certification', { schema: certificationRoute, config: staff }, async (request) =>
    ok(await certification(app.db, staffOf(request).userId)),
  );
};
