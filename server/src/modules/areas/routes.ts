import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheJson, sendCachedJson, type CachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import type { AreaLevel } from '@pm/domain/shapes';
import { areaGeoRoute, areaListRoute, childAreasRoute } from './schema';
import { areaBoundaries, areaList, childAreas } from './service';

// The areas and boundaries change only with a deploy (reference data seeded at start): each answer is built,
// compressed and hashed once per process, and browsers keep it (private: the calls need a staff session).
const LIST_CACHE = 'private, max-age=86400';
const GEO_CACHE = 'private, max-age=604800';

/** Area codes and boundaries (specification §3 "Area codes", §7 `/pm/area`, `/pm/area/list`). */
export const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { access: { audience: 'staff' as const } };
  const lists = new Map<AreaLevel, Promise<CachedJson>>();
  const boundaries = new Map<string, Promise<CachedJson>>();
  const remember = <K>(cache: Map<K, Promise<CachedJson>>, key: K, load: () => Promise<unknown>) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load().then(cacheJson);
      // A failure (an unknown code) is not remembered.
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };

  app.get('/pm/area', { schema: childAreasRoute, config: staff }, async (request) =>
    ok(await childAreas(app.db, request.query.parent)),
  );

  app.get('/pm/area/list', { schema: areaListRoute, config: staff }, async (request, reply) => {
    const level = request.query.level ?? 'city';
    const cached = await remember(lists, level, () => areaList(app.db, level));
    return sendCachedJson(request, reply, cached, LIST_CACHE);
  });

  app.get('/pm/area/geo/:code', { schema: areaGeoRoute, config: staff }, async (request, reply) => {
    const { code } = request.params;
    const cached = await remember(boundaries, code, () => areaBoundaries(request, code));
    return sendCachedJson(request, reply, cached, GEO_CACHE);
  });
};
