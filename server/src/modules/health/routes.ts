import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { livenessRoute, readinessRoute } from './schema';

/** How long readiness waits for the database before it says it is unavailable. */
export const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'unavailable';

async function check(probe: () => Promise<unknown>): Promise<{ result: Check; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { result: 'ok' };
  } catch (error) {
    return { result: 'unavailable', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: the database, and Redis when configured, answer), outside the API base
 * and never cached, for a reverse proxy or an orchestrator. What failed is logged, not told: the answer names only
 * which check.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicRoute = { access: { audience: 'public' as const } };

  app.get('/healthz', { schema: livenessRoute, config: publicRoute }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/readyz', { schema: readinessRoute, config: publicRoute }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const redis = app.redis;
    const [database, shared] = await Promise.all([
      check(() => app.db.execute(sql`select 1`)),
      redis ? check(() => redis.ping()) : null,
    ]);
    if (database.error !== undefined) {
      request.log.warn({ err: database.error }, 'readiness: the database does not answer');
    }
    if (shared?.error !== undefined) {
      request.log.warn({ err: shared.error }, 'readiness: redis does not answer');
    }
    const ready = database.result === 'ok' && (shared === null || shared.result === 'ok');
    if (!ready) reply.code(503);
    return {
      status: ready ? ('ready' as const) : ('not ready' as const),
      checks: { database: database.result, ...(shared ? { redis: shared.result } : {}) },
    };
  });
};
