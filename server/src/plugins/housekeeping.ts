import fp from 'fastify-plugin';
import { purgeExpired } from '../security/housekeeping';

/** The job that purges dead sessions and codes. */
export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * Purges dead sessions and codes hourly, as a scheduled job: one server of all runs each hour's (and were two to
 * run it, the second would only delete nothing).
 */
export const housekeepingPlugin = fp(
  async (app) => {
    app.jobs.work(HOUSEKEEPING_JOB, () => purgeExpired(app.db), { retryLimit: 0, expireInSeconds: 15 * 60 });
    app.jobs.schedule(HOUSEKEEPING_JOB, 'hour');
  },
  { name: 'housekeeping', dependencies: ['db', 'jobs'] },
);
