import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';

/** What the operation log records about the request a write belongs to. */
export interface RequestContext {
  /** The caller's address (`request.ip`: the socket's, or the proxy's forwarded one under TRUST_PROXY). */
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, when the code runs inside a route handler; null in jobs, the seed and tests. */
export function currentRequest(): RequestContext | null {
  return storage.getStore() ?? null;
}

/**
 * Runs each handler inside an AsyncLocalStorage holding the caller's address, so `withAudit` stamps every operation
 * log row with it without each of its call sites passing the request along. Entered at `preHandler` (after the body
 * is parsed, whose stream events run outside any context) with `run(…, done)`: the handler and everything it awaits
 * inherit the store.
 */
export const requestContextPlugin = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      storage.run({ ip: request.ip }, done);
    });
  },
  { name: 'request-context' },
);
