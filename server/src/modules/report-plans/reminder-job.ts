import type { FastifyPluginAsync } from 'fastify';
import { sendReportReminders } from './reminders';

/** The job that sends the reporting reminders. */
export const REPORT_REMINDERS_JOB = 'report-reminders';

/**
 * The reporting reminders' check, an hourly scheduled job like housekeeping's purge: one server of all runs each
 * hour's, and each reminder is claimed once anyway, so a run repeated (a retry, a second server) sends nothing
 * twice; the first hour of a business day sends that day's.
 */
export const reportReminderJob: FastifyPluginAsync = async (app) => {
  app.jobs.work(
    REPORT_REMINDERS_JOB,
    async () => {
      await sendReportReminders(app.db);
    },
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
  app.jobs.schedule(REPORT_REMINDERS_JOB, 'hour');
};
