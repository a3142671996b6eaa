import fp from 'fastify-plugin';
import { openChangeFeed } from '../db/change-feed';
import { attachReadCache, ReadCache } from '../db/read-cache';
import type { DatabaseHandle } from '../db/client';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Caches the reads every list call repeats (db/read-cache.ts), dropped on every change the database announces
 * (db/change-feed.ts) and at once when this server has answered a write: the caller's next list must show it.
 */
export const readCachePlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    const feed = await openChangeFeed(handle, (error) =>
      app.log.warn({ err: error }, 'change feed lost; reads uncached until it is back'),
    );
    attachReadCache(app.db, new ReadCache(feed));
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) feed.changedAll();
      done(null, payload);
    });
    app.addHook('onClose', () => feed.close());
  },
  { name: 'read-cache', dependencies: ['db'] },
);
