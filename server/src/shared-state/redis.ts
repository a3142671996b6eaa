import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The short-lived state several servers share (today: the rate limits of the sign-in routes) lives in Redis when
 * REDIS_URL is set. The client fails fast instead of queueing: while Redis is away a command errors at once
 * (`SharedStateUnavailable`, answered 503), and it keeps reconnecting in the background.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    // Nothing waits in a queue for a connection that may never come: the caller gets its error now.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    // Once per outage, not once per reconnect attempt.
    if (down) return;
    down = true;
    log.warn({ err: error }, 'redis: connection lost; sign-in routes answer 503 until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('redis: connection back');
    down = false;
  });
  return client;
}
