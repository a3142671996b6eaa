import type { FastifyPluginAsync } from 'fastify';
import { sendReportReminders } from './reminders';

const HOUR = 60 * 60_000;

/**
 * The reporting reminders' check, hourly like housekeeping's purge: each reminder is claimed once, so hourly runs
 * (and several servers) send each once, and the first hour of a business day sends that day's.
 */
export const reportReminderTimer: FastifyPluginAsync = async (app) => {
  const timer = setInterval(() => {
    sendReportReminders(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'report reminders failed'),
    );
  }, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
