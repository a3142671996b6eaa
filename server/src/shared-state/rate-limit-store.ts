import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { SharedStateUnavailable } from './unavailable';

interface Window {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, window?: Window) => void;

/** The store @fastify/rate-limit talks to (its RedisStore's shape: `incr`, `read`, `child`). */
interface Store {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;

// The plugin's own Redis store (an atomic INCR + PEXPIRE script) is reused; it is not among the package's exports
// for ES modules, so it is loaded the CommonJS way.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as StoreConstructor;

/** Keys of the rate limits, beside anything else the Redis holds. */
export const RATE_LIMIT_NAMESPACE = 'pm:rate-limit:';

/** Wraps a store so that a Redis failure reaches the error handler as `SharedStateUnavailable` (503). */
function guarded(store: Store): Store {
  const answerOf =
    (answer: Answer): Answer =>
    (error, window) =>
      answer(error ? new SharedStateUnavailable(error) : null, window);
  return {
    incr: (key, answer, timeWindow, max) => store.incr(key, answerOf(answer), timeWindow, max),
    read: (key, answer, timeWindow, max) => store.read(key, answerOf(answer), timeWindow, max),
    child: (routeOptions) => guarded(store.child(routeOptions)),
  };
}

/**
 * The `store` option of @fastify/rate-limit for a Redis shared by every server: a limit is counted across all of
 * them. The plugin constructs it with its settings.
 */
export function sharedRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements Store {
    private readonly store: Store;

    constructor(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }, store?: Store) {
      this.store =
        store ??
        guarded(
          new RedisStore(
            settings.continueExceeding ?? false,
            settings.exponentialBackoff ?? false,
            redis,
            RATE_LIMIT_NAMESPACE,
          ),
        );
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number) {
      this.store.incr(key, answer, timeWindow, max);
    }

    read(key: string, answer: Answer, timeWindow: number, max: number) {
      this.store.read(key, answer, timeWindow, max);
    }

    child(routeOptions: unknown): SharedRateLimitStore {
      return new SharedRateLimitStore({}, this.store.child(routeOptions));
    }
  };
}
