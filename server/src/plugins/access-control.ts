import type { onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_CODE } from '@pm/domain/contracts/api';
import { AppError, forbidden } from '../http/errors';
import { holdsEvery } from '../security/rbac';

/**
 * Who may call a route. `staff` routes may also name the permission key or button code they need, or several
 * (all needed: a slice's key and the button's code).
 */
export type RouteAccess =
  | { audience: 'public' }
  | { audience: 'client' }
  | {
      audience: 'staff';
      permission?: string | readonly string[];
      /** Open to a user who must still change a one-time password: reading oneself, changing it, signing out. */
      beforePasswordChange?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** A staff route a user who must change their one-time password may still call (no permission key). */
export const beforePasswordChange = {
  access: { audience: 'staff' as const, beforePasswordChange: true as const },
};

/** The route config of a staff route, needing every code given (permission keys or button codes). */
export const staffAccess = (...codes: string[]) => ({
  access: {
    audience: 'staff' as const,
    ...(codes.length === 0 ? {} : { permission: codes.length === 1 ? codes[0]! : codes }),
  },
});

/** The permission keys and button codes a route needs, all of them; none for public, client and open staff routes. */
export function requiredCodes(access: RouteAccess): readonly string[] {
  if (access.audience !== 'staff' || access.permission === undefined) return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

export class MissingAccessError extends Error {
  override name = 'MissingAccessError';
}

/** One API route and who may call it: the route table the authorization matrix is generated from. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Its params, query and body schemas (JSON Schema): the client IDOR matrix finds the ids a route takes in them. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

/**
 * Every API route must say who may call it: a route under the API base without `config.access` stops the server
 * at start-up, so an unprotected route cannot ship by omission. `exemptPrefixes`: third-party routes that declare
 * nothing (the OpenAPI UI); they are public. Each declared route is appended to `table` when one is given.
 */
export function requireAccessDeclaration(
  apiBase: string,
  exemptPrefixes: string[],
  table?: DeclaredRoute[],
): onRouteHookHandler {
  return (route) => {
    const isApi = route.url === apiBase || route.url.startsWith(`${apiBase}/`);
    const exempt = exemptPrefixes.some((prefix) => route.url.startsWith(prefix));
    if (!isApi || exempt) return;
    const access = route.config?.access;
    if (!access)
      throw new MissingAccessError(`${String(route.method)} ${route.url} declares no config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        const { params, querystring, body } = (route.schema ?? {}) as NonNullable<DeclaredRoute['schema']>;
        table?.push({
          method: String(method),
          url: route.url,
          access,
          schema: { params, querystring, body },
        });
      }
    }
  };
}

/**
 * Checks each call against its route's declaration: a token of the other side (client on a staff route or the
 * reverse) gets 403, as does a staff user lacking the permission. Administrators (is_admin = 1) hold every key.
 * A user signed in with a one-time password gets 403 (code PASSWORD_CHANGE_REQUIRED) on every route not marked
 * `beforePasswordChange`, administrators included, until the password is changed.
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
        principal.kind === 'staff' &&
        principal.mustChangePassword &&
        !access.beforePasswordChange
      ) {
        throw new AppError(403, request.t('signIn.mustChangePassword'), API_CODE.PASSWORD_CHANGE_REQUIRED);
      }
      const codes = requiredCodes(access);
      if (codes.length > 0 && principal.kind === 'staff' && !principal.isAdmin) {
        if (!(await holdsEvery(app.db, principal.userId, codes))) throw forbidden(request);
      }
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
