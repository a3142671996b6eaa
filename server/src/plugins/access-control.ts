import type { onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http/errors';
import { holdsPermission } from '../security/rbac';

/** Who may call a route. `staff` routes may also name the permission key or button code they need. */
export type RouteAccess =
  { audience: 'public' } | { audience: 'client' } | { audience: 'staff'; permission?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The route config of a staff route, needing `permission` (a permission key or button code) when given. */
export const staffAccess = (permission?: string) => ({
  access: { audience: 'staff' as const, ...(permission === undefined ? {} : { permission }) },
});

export class MissingAccessError extends Error {
  override name = 'MissingAccessError';
}

/**
 * Every API route must say who may call it: a route under the API base without `config.access` stops the server
 * at start-up, so an unprotected route cannot ship by omission. `exemptPrefixes`: third-party routes that declare
 * nothing (the OpenAPI UI); they are public.
 */
export function requireAccessDeclaration(apiBase: string, exemptPrefixes: string[]): onRouteHookHandler {
  return (route) => {
    const isApi = route.url === apiBase || route.url.startsWith(`${apiBase}/`);
    const exempt = exemptPrefixes.some((prefix) => route.url.startsWith(prefix));
    if (isApi && !exempt && !route.config?.access) {
      throw new MissingAccessError(`${String(route.method)} ${route.url} declares no config.access`);
    }
  };
}

/**
 * Checks each call against its route's declaration: a token of the other side (client on a staff route or the
 * reverse) gets 403, as does a staff user lacking the permission. Administrators (is_admin = 1) hold every key.
 */
export const accessControlPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      const principal = request.principal;
      if (!access || access.audience === 'public' || !principal) return;
      if (principal.kind !== access.audience) throw forbidden(request, request.t('signIn.otherSide'));
      if (
        access.audience === 'staff' &&
        access.permission &&
        principal.kind === 'staff' &&
        !principal.isAdmin
      ) {
        if (!(await holdsPermission(app.db, principal.userId, access.permission))) throw forbidden(request);
      }
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
