import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readRegistryFile, remoteRegistry } from './service';
import { remotesRoute } from './schema';

/** `GET /remotes.json`, outside the API base: the shell fetches it before anything else, on every load. */
export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Fail at start-up, not at the first page load, when the configured registry file is broken.
  if (app.config.remotesConfig) await readRegistryFile(app.config.remotesConfig);

  app.get(
    '/remotes.json',
    { schema: remotesRoute, config: { access: { audience: 'public' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remoteRegistry(app.config);
    },
  );
};
