import fp from 'fastify-plugin';

export interface BackgroundWork {
  /**
   * Runs work the answer does not wait for (an export job). A failure is logged, never thrown; the server waits
   * for what is still running before it closes the database.
   */
  run: (name: string, work: () => Promise<void>) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/** Work started by a request that goes on after its answer, tracked so that closing the server waits for it. */
export const backgroundWorkPlugin = fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    app.decorate('background', {
      run(name, work) {
        const task = work()
          .catch((error: unknown) => app.log.error({ err: error, work: name }, 'background work failed'))
          .finally(() => running.delete(task));
        running.add(task);
      },
    } satisfies BackgroundWork);
    // Registered after the database: its hook runs first, so the work ends before the database closes.
    app.addHook('onClose', async () => {
      await Promise.allSettled([...running]);
    });
  },
  { name: 'background-work', dependencies: ['db'] },
);
