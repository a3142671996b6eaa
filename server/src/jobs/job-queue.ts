/** How often a scheduled job runs: once per period across every server (one in-process server: its timer). */
export type JobPeriod = 'minute' | 'hour';

/** Retries and expiry of a queue's jobs; a job not finished within `expireInSeconds` is given to a server again. */
export interface JobOptions {
  /** How many times a failed or expired job is tried again (0: once only). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

/** Which try of its job a handler is on: the last one records a failure the user sees; earlier ones may leave it. */
export interface JobAttempt {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** No try follows this one if it fails. */
  last: boolean;
}

/**
 * Does one job. It may run again after a failure, an expiry or a server killed halfway, so it must be idempotent:
 * work already done is not done twice.
 */
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

/**
 * Background work as named jobs: sent by a request (stored before the answer), worked by whichever server takes it,
 * or scheduled. PostgreSQL: pg-boss, shared by every server (jobs/pg-boss-queue.ts). PGlite: the process itself
 * (jobs/in-process-queue.ts). Handlers and schedules are declared while the app registers; `start` runs them.
 */
export interface JobQueue {
  /** Whether a job sent survives a restart (PostgreSQL); in-process jobs do not, their owners recover at start. */
  readonly durable: boolean;
  /** Declares a queue, its options and its handler; this server works it unless it was told not to work jobs. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /** Runs `name`'s handler once per period, on one server of all. */
  schedule(name: string, every: JobPeriod): void;
  /** Stores a job for `name` (a declared queue); it is done after the answer, by this server or another. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string>;
  /** Creates the queues and schedules, and starts working. */
  start(): Promise<void>;
  /** Takes no new jobs and waits for the ones in flight. */
  stop(): Promise<void>;
}

/** The cron of each period (pg-boss schedules by cron, to the minute). */
export const PERIOD_CRON: Record<JobPeriod, string> = { minute: '* * * * *', hour: '0 * * * *' };

/** The length of each period, for the in-process timer. */
export const PERIOD_MS: Record<JobPeriod, number> = { minute: 60_000, hour: 60 * 60_000 };
