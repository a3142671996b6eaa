import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { InProcessQueue } from '../jobs/in-process-queue';
import type { JobQueue } from '../jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work as jobs (jobs/job-queue.ts): declare with `work`/`schedule` while registering, then `send`. */
    jobs: JobQueue;
  }
}

/**
 * The job queue: pg-boss on PostgreSQL, so that any server takes any job and none is lost when one stops; in this
 * process on PGlite, or with JOBS=inline. It starts when the app is ready (every module has declared its queues)
 * and stops when the app closes: registered after the database, its hook runs first, so the jobs in flight end
 * before the database closes.
 */
export const jobsPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    const { jobs: settings } = app.config;
    // pg-boss is loaded only when it is used: a server on PGlite does not pay for loading it at every start.
    const queue: JobQueue =
      handle.driver === 'postgres' && settings.queue !== 'inline'
        ? new (await import('../jobs/pg-boss-queue')).PgBossQueue({
            connectionString: connectionStringOf(handle),
            log: app.log,
            work: settings.work,
          })
        : new InProcessQueue(app.log);
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);

/** The database the app's pool opened: pg-boss opens a small pool of its own there. */
function connectionStringOf(handle: Extract<DatabaseHandle, { driver: 'postgres' }>): string {
  const url = handle.pool.options.connectionString;
  if (!url) throw new Error('the PostgreSQL pool has no connection string');
  return url;
}
