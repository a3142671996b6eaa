import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { PERIOD_CRON, type JobHandler, type JobOptions, type JobPeriod, type JobQueue } from './job-queue';

/** pg-boss's tables live in a schema of their own, next to the application's in the same database. */
export const PG_BOSS_SCHEMA = 'pgboss';

/** How often an idle worker looks for a job (a job sent by this server wakes its worker at once). */
const POLLING_SECONDS = 2;

export interface PgBossQueueOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** False: this server sends jobs but works none (and takes no scheduled run); other servers work them. */
  work: boolean;
  /** Shorter intervals for the tests (seconds): polling of workers, and the schedule's clock. */
  intervals?: { polling?: number; cron?: number };
}

interface Queue {
  handler: JobHandler<object>;
  options: JobOptions;
}

const toPgBoss = (options: JobOptions): PgBoss.RetryOptions & PgBoss.ExpirationOptions => ({
  ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
  ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
  ...(options.expireInSeconds === undefined ? {} : { expireInSeconds: options.expireInSeconds }),
});

/**
 * The job queue of several servers on one PostgreSQL: pg-boss. A job sent is a row in `pgboss.job` before the
 * request answers; any server working its queue takes it (`FOR UPDATE SKIP LOCKED`), so each runs once at a time. A
 * failed job is tried again after its retry delay; one whose server died is failed when it expires and then tried
 * again. A schedule is a row too: pg-boss's clock sends each period's job once, whichever servers are up.
 */
export class PgBossQueue implements JobQueue {
  readonly durable = true;
  readonly #queues = new Map<string, Queue>();
  readonly #schedules = new Map<string, JobPeriod>();
  readonly #workerIds = new Map<string, string>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #boss: PgBoss;
  #started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.#boss = new PgBoss({
      connectionString: options.connectionString,
      schema: PG_BOSS_SCHEMA,
      application_name: 'pm-jobs',
      max: 4,
      // A server that works no job keeps no clock either.
      schedule: options.work,
      ...(options.intervals?.cron
        ? {
            cronMonitorIntervalSeconds: options.intervals.cron,
            cronWorkerIntervalSeconds: options.intervals.cron,
          }
        : {}),
    });
    this.#boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  work<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    this.#queues.set(name, { handler: handler as JobHandler<object>, options });
  }

  schedule(name: string, every: JobPeriod): void {
    this.#schedules.set(name, every);
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string> {
    if (!this.#queues.has(name)) throw new Error(`no job queue named ${name}`);
    const id = await this.#boss.send(name, data, toPgBoss(options));
    // Null only for a throttled or singleton job, which these queues are not.
    if (id === null) throw new Error(`job ${name} not stored`);
    const workerId = this.#workerIds.get(name);
    if (workerId) this.#boss.notifyWorker(workerId);
    return id;
  }

  async start(): Promise<void> {
    await this.#boss.start();
    this.#started = true;
    for (const [name, queue] of this.#queues) {
      // Creating is idempotent (several servers start together); a queue's options are its first creation's.
      await this.#boss.createQueue(name, { name, ...toPgBoss(queue.options) });
    }
    for (const [name, every] of this.#schedules) {
      if (!this.#queues.has(name)) throw new Error(`schedule ${name} has no job queue`);
      await this.#boss.schedule(name, PERIOD_CRON[every], {}, { tz: 'UTC' });
    }
    if (!this.options.work) return;
    for (const [name, queue] of this.#queues) {
      const workerId = await this.#boss.work<object>(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.intervals?.polling ?? POLLING_SECONDS,
        },
        ([job]) => (job ? this.#track(this.#handle(queue, job)) : Promise.resolve()),
      );
      this.#workerIds.set(name, workerId);
    }
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    // Workers stop fetching; pg-boss waits for the jobs they hold (up to the longest expiry, after which another
    // server takes them), then closes its pool. Whatever a handler still runs is awaited before the database closes.
    const longest = Math.max(
      60,
      ...[...this.#queues.values()].map((queue) => queue.options.expireInSeconds ?? 0),
    );
    await this.#boss.stop({ graceful: true, wait: true, timeout: longest * 1000 });
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  /** Runs one job; a failure is logged and thrown back to pg-boss, which retries or fails the job. */
  async #handle(queue: Queue, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const last = job.retryCount >= job.retryLimit;
    try {
      await queue.handler(job.data, { id: job.id, retryCount: job.retryCount, last });
    } catch (error) {
      const message = last ? 'job failed' : 'job failed, will retry';
      this.options.log.error({ err: error, job: job.name, id: job.id, retryCount: job.retryCount }, message);
      throw error;
    }
  }

  #track(task: Promise<void>): Promise<void> {
    this.#inFlight.add(task);
    void task.then(
      () => this.#inFlight.delete(task),
      () => this.#inFlight.delete(task),
    );
    return task;
  }
}
