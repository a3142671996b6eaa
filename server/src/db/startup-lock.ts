import type { DatabaseHandle } from './client';

// Any fixed number works; it only has to be the same for every server of this application.
const STARTUP_LOCK_KEY = 7_320_611;

/**
 * Runs migrate + seed while holding a PostgreSQL advisory lock, so several servers starting at once against one
 * database take turns instead of racing on CREATE TABLE or seed inserts. PGlite has a single connection: no race.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver === 'pglite') return work();
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // A broken connection has already dropped the lock with its session; the original error matters more.
    await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
