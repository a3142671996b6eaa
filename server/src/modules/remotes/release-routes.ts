import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RemoteName } from '@pm/domain/contracts';
import { REMOTE_RELEASE_BUTTON } from '@pm/domain/workflow/permissions';
import { ok } from '../../http/envelope';
import { invalid } from '../../http/errors';
import { staffAccess as staff } from '../../plugins/access-control';
import { staffOf } from '../../plugins/auth';
import {
  activateRelease,
  registerRelease,
  ReleaseRefused,
  useBootstrap,
  type ReleaseActor,
} from './release-actions';
import {
  activateReleaseRoute,
  listReleasesRoute,
  registerReleaseRoute,
  useBootstrapRoute,
} from './release-schema';
import { releaseSummaries } from './releases';
import { remoteRegistry } from './service';

const actorOf = (request: FastifyRequest): ReleaseActor => ({
  userId: staffOf(request).userId,
  t: request.t,
});

/** The remote registry's admin API: list, register a release from releases/, activate (roll back), use bootstrap. */
export const remoteReleaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bootstrap = () => remoteRegistry(app.config);
  const summaryOf = async (request: FastifyRequest, remote: RemoteName) =>
    (await releaseSummaries(app.db, await bootstrap(), request.t, remote))[0]!;

  app.get(
    '/pm/remote-releases',
    { schema: listReleasesRoute, config: staff(REMOTE_RELEASE_BUTTON) },
    async (request) => ok(await releaseSummaries(app.db, await bootstrap(), request.t)),
  );

  app.post(
    '/pm/remote-releases',
    { schema: registerReleaseRoute, config: staff(REMOTE_RELEASE_BUTTON) },
    async (request) => {
      const settings = { ...app.config, bootstrap: await bootstrap() };
      const { remote } = request.body;
      try {
        await registerRelease(app.db, settings, actorOf(request), request.body);
      } catch (error) {
        if (error instanceof ReleaseRefused) {
          throw invalid(request.t('release.refused', { reasons: error.reasons.join('; ') }));
        }
        throw error;
      }
      return ok(await summaryOf(request, remote));
    },
  );

  app.post(
    '/pm/remote-releases/:id/activate',
    { schema: activateReleaseRoute, config: staff(REMOTE_RELEASE_BUTTON) },
    async (request) => {
      const { remote } = await activateRelease(app.db, app.config, actorOf(request), request.params.id);
      return ok(await summaryOf(request, remote));
    },
  );

  app.post(
    '/pm/remote-releases/bootstrap/:remote',
    { schema: useBootstrapRoute, config: staff(REMOTE_RELEASE_BUTTON) },
    async (request) => {
      const { remote } = request.params;
      await useBootstrap(app.db, actorOf(request), remote);
      return ok(await summaryOf(request, remote));
    },
  );
};
