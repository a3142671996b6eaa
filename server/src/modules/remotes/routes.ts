import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { servedRegistry } from './releases';
import { readRegistryFile, remoteRegistry } from './service';
import { remotesRoute } from './schema';

/**
 * `GET /remotes.json`, outside the API base: the shell fetches it before anything else, on every load, and again on
 * each navigation into a remote (a release or roll-back reaches open shells there). Active releases override the
 * bootstrap entries.
 */
export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Fail at start-up, not at the first page load, when the configured registry file is broken.
  if (app.config.remotesConfig) await readRegistryFile(app.config.remotesConfig);

  app.get(
    '/remotes.json',
    { schema: remotesRoute, config: { access: { audience: 'public' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return servedRegistry(app.db, await remoteRegistry(app.config), app.config.releasesDir);
    },
  );
};
