import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/errors';

/**
 * Per-route limits only (routes opt in with `config.rateLimit`); an exceeded limit throws into the one error
 * handler, so the 429 comes out in the wrapper. The store is in memory: several servers need a shared store (Redis).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request) => tooManyRequests(request),
    });
  },
  { name: 'rate-limit' },
);

/** The limit for login, captcha and verification-code routes: `max` calls per minute per client IP. */
export const authRouteLimit = (max: number) => ({ max, timeWindow: '1 minute' });
