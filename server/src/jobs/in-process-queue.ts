import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PERIOD_MS, type JobHandler, type JobOptions, type JobPeriod, type JobQueue } from './job-queue';

interface Queue {
  handler: JobHandler<object>;
  options: JobOptions;
}

/**
 * The job queue of a single process (the embedded PGlite): a job runs in this process right after it is sent, with
 * the same retries as on PostgreSQL; schedules are timers. Nothing survives a restart, so the owner of a kind of
 * job recovers what a stop left unfinished when it starts (`durable` is false; modules/exports/worker.ts).
 * Expiry does not apply: no other server could take the job over.
 */
export class InProcessQueue implements JobQueue {
  readonly durable = false;
  readonly #queues = new Map<string, Queue>();
  readonly #schedules = new Map<string, JobPeriod>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  #stopping = false;
  /** Resolves when stop begins: a job waiting for its retry gives up then. */
  readonly #stopped: Promise<void>;
  #signalStop: () => void = () => undefined;

  constructor(private readonly log: FastifyBaseLogger) {
    this.#stopped = new Promise((resolve) => (this.#signalStop = resolve));
  }

  work<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    this.#queues.set(name, { handler: handler as JobHandler<object>, options });
  }

  schedule(name: string, every: JobPeriod): void {
    this.#schedules.set(name, every);
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string> {
    const queue = this.#queues.get(name);
    if (!queue) throw new Error(`no job queue named ${name}`);
    if (this.#stopping) throw new Error(`the job queue is stopping: ${name} not sent`);
    const id = randomUUID();
    this.#track(this.#run(name, id, data, queue.handler, { ...queue.options, ...options }));
    return id;
  }

  async start(): Promise<void> {
    for (const [name, every] of this.#schedules) {
      let running: Promise<void> | null = null;
      const timer = setInterval(() => {
        // A run still going (a slow database) is not doubled.
        if (running || this.#stopping) return;
        running = this.send(name, {}).then(
          () => undefined,
          (error: unknown) => this.log.error({ err: error, job: name }, 'scheduled job not sent'),
        );
        void running.finally(() => (running = null));
      }, PERIOD_MS[every]);
      timer.unref();
      this.#timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#signalStop();
    for (const timer of this.#timers) clearInterval(timer);
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  #track(task: Promise<void>): void {
    this.#inFlight.add(task);
    void task.finally(() => this.#inFlight.delete(task));
  }

  /** Tries the job, and again up to its retry limit; a failure is logged, never thrown. */
  async #run(name: string, id: string, data: object, handler: JobHandler<object>, options: JobOptions) {
    const retryLimit = options.retryLimit ?? 0;
    for (let retryCount = 0; ; retryCount++) {
      const last = retryCount >= retryLimit;
      try {
        await handler(data, { id, retryCount, last });
        return;
      } catch (error) {
        this.log.error(
          { err: error, job: name, id, retryCount },
          last ? 'job failed' : 'job failed, will retry',
        );
        if (last) return;
      }
      const delay = (options.retryDelaySeconds ?? 0) * 1000;
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), delay))),
        this.#stopped.then(() => 'stopped' as const),
      ]);
      clearTimeout(timer);
      if (waited === 'stopped') {
        this.log.warn({ job: name, id }, 'job not retried: the server is stopping');
        return;
      }
    }
  }
}
