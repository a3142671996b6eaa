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

/**
 * Who is making a change: a staff user, or a beneficiary in the portal (a stage report they fill, a file they
 * attach to it). The writes both may make take this instead of assuming a staff caller.
 */
export type Actor = { kind: 'staff'; userId: number } | { kind: 'client'; beneficiaryId: number };

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (principal?.kind === 'staff') return { kind: 'staff', userId: principal.userId };
  if (principal?.kind === 'client') return { kind: 'client', beneficiaryId: principal.beneficiaryId };
  throw notLoggedIn(request);
}

/** The staff user among an actor's two kinds (null for a beneficiary): the columns that name users. */
export const staffUserOf = (actor: Actor): number | null => (actor.kind === 'staff' ? actor.userId : null);

/** The beneficiary among an actor's two kinds (null for a staff user). */
export const beneficiaryOf = (actor: Actor): number | null =>
  actor.kind === 'client' ? actor.beneficiaryId : null;
