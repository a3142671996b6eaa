import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** `postgres` (a pool: several connections at once) or `pglite` (one connection). */
    dbDriver: DatabaseHandle['driver'];
  }
}

/** Hands the opened (migrated, seeded) database to every route, and closes it with the server. */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db as Database);
    app.decorate('dbDriver', handle.driver);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
