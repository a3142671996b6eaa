import fp from 'fastify-plugin';
import { purgeExpired } from '../security/housekeeping';

const HOUR = 60 * 60_000;

/** Purges dead sessions and codes hourly; several servers doing it at once only delete nothing twice. */
export const housekeepingPlugin = fp(
  async (app) => {
    const timer = setInterval(() => {
      purgeExpired(app.db).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
