import { AREA_LEVELS, AreaCode, AreaEntrySchema } from '@pm/domain/shapes/workplace';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';

export const childAreasRoute = {
  tags: ['areas'],
  summary: 'Children of an area (no parent: the provinces), ordered by code',
  querystring: Type.Object({
    parent: Type.Optional(Type.String({ pattern: '^\\d{6}$', description: 'Six-digit parent code' })),
  }),
  response: responses(Type.Array(AreaEntrySchema)),
};

export const areaListRoute = {
  tags: ['areas'],
  summary:
    'Every area down to a level: province (34 entries), city (default: provinces and cities, ~370) or county (all, ~3,700). Cached for a day, compressed when the caller accepts it; the parent follows from the digits',
  querystring: Type.Object({
    level: Type.Optional(Type.Enum(AREA_LEVELS, { default: 'city' })),
  }),
  response: responses(Type.Array(AreaEntrySchema)),
};

const Feature = Type.Object({
  type: Type.Literal('Feature'),
  id: Type.String(),
  properties: Type.Object({
    code: AreaCode,
    name: Type.String(),
    shortName: Type.String(),
    center: Type.Array(Type.Number()),
  }),
  geometry: Type.Object({ type: Type.String(), coordinates: Type.Array(Type.Unknown()) }),
});

export const areaGeoRoute = {
  tags: ['areas'],
  summary:
    'Boundaries of an area as GeoJSON: 100000 is China with one feature per province-level division (code, name). Cached for a week, compressed',
  params: Type.Object({ code: AreaCode }),
  response: responses(
    Type.Object({ type: Type.Literal('FeatureCollection'), features: Type.Array(Feature) }),
  ),
};
