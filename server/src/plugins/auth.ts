import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { notLoggedIn } from '../http/errors';
import { bearerToken, resolveSession, type Principal } from '../security/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set for every route whose audience is not public. */
    principal: Principal | null;
  }
}

/** Resolves the bearer token of every non-public call into `request.principal`, or answers 401 (code 50008). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const audience = request.routeOptions.config.access?.audience;
      if (audience === undefined || audience === 'public') return;
      const token = bearerToken(request.headers.authorization);
      const principal = token ? await resolveSession(app.db, token) : null;
      if (!principal) throw notLoggedIn(request);
      request.principal = principal;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
type ClientPrincipal = Extract<Principal, { kind: 'client' }>;

/** The staff caller of a route whose audience is staff (access control has already checked it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.principal?.kind !== 'staff') throw notLoggedIn(request);
  return request.principal;
}

/** The beneficiary caller of a route whose audience is client. */
export function clientOf(request: FastifyRequest): ClientPrincipal {
  if (request.principal?.kind !== 'client') throw notLoggedIn(request);
  return request.principal;
}
