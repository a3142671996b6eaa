import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/errors';
import { sharedRateLimitStore } from '../shared-state/rate-limit-store';

/**
 * Per-route limits only (routes opt in with `config.rateLimit`); an exceeded limit throws into the one error
 * handler, so the 429 comes out in the wrapper. With REDIS_URL the windows live in Redis and count across every
 * server (a Redis that does not answer refuses the call with 503, never waives the limit); without it, in memory.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request) => tooManyRequests(request),
      ...(app.redis ? { store: sharedRateLimitStore(app.redis), skipOnError: false } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);

/** The limit for login, captcha and verification-code routes: `max` calls per minute per client IP. */
export const authRouteLimit = (max: number) => ({ max, timeWindow: '1 minute' });
