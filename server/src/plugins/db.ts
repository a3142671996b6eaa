import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Hands the opened (migrated, seeded) database to every route, and closes it with the server. */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db as Database);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
