import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { openRedis } from '../shared-state/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of REDIS_URL, shared by every server; null: this process keeps that state in memory. */
    redis: Redis | null;
  }
}

/** Opens the Redis of REDIS_URL once per app (unset: none) and closes it with the app. */
export const sharedStatePlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    const redis = url ? openRedis(url, app.log) : null;
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
  },
  { name: 'shared-state' },
);
