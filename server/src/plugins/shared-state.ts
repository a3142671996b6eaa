import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of REDIS_URL, shared by every server; null: this process keeps that state in memory. */
    redis: Redis | null;
  }
}

/**
 * Opens the Redis of REDIS_URL once per app (unset: none) and closes it with the app. Its client is loaded only
 * then: a server without Redis does not pay for loading it at every start.
 */
export const sharedStatePlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    const redis = url ? (await import('../shared-state/redis')).openRedis(url, app.log) : null;
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
  },
  { name: 'shared-state' },
);
