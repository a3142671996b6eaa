import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { areas } from '../src/db/schema';
import { preferredEncoding } from '../src/http/cached-json';
import { areaParentCode as parentAreaCode } from '@pm/domain/utils/area';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');

type Entry = { code: string; name: string };
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${API}${url}`, headers: { ...bearer(officer), ...headers } });

describe('GET /pm/area', () => {
  it('lists the 34 province-level divisions without a parent', async () => {
    const provinces = (await get('/pm/area')).json().data as Entry[];
    assert.equal(provinces.length, 34);
    assert.deepEqual(provinces[0], { code: '110000', name: '北京市' });
    assert.ok(provinces.every((entry) => /^\d{2}0000$/.test(entry.code)));
  });

  it('lists the children of a province, a city, and of a municipality (its districts)', async () => {
    const yunnan = (await get('/pm/area?parent=530000')).json().data as Entry[];
    assert.ok(yunnan.some((entry) => entry.code === '530100' && entry.name === '昆明市'));
    const kunming = (await get('/pm/area?parent=530100')).json().data as Entry[];
    assert.ok(kunming.some((entry) => entry.code === '530102' && entry.name === '五华区'));
    const beijing = (await get('/pm/area?parent=110000')).json().data as Entry[];
    assert.ok(beijing.some((entry) => entry.code === '110101' && entry.name === '东城区'));
    assert.deepEqual((await get('/pm/area?parent=530102')).json().data, []);
    assert.equal((await get('/pm/area?parent=53')).statusCode, 422);
  });

  it('derives parents from the digits, falling back to the province', () => {
    const known = new Set(['530000', '530100', '410000']);
    assert.equal(parentAreaCode('530000', known), null);
    assert.equal(parentAreaCode('530100', known), '530000');
    assert.equal(parentAreaCode('530102', known), '530100');
    assert.equal(parentAreaCode('419001', known), '410000');
  });
});

describe('GET /pm/area/list', () => {
  it('defaults to provinces and cities, with a day of private caching', async () => {
    const response = await get('/pm/area/list');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, max-age=86400');
    const list = response.json().data as Entry[];
    assert.ok(list.length > 300 && list.length < 400, `${list.length}`);
    assert.ok(list.every((entry) => entry.code.endsWith('00')));
  });

  it('gives every level on request, equal to the table', async () => {
    const all = (await get('/pm/area/list?level=county')).json().data as Entry[];
    const [rows] = await app.db.select({ n: count() }).from(areas);
    assert.equal(all.length, rows!.n);
    assert.ok(all.length > 3000);
    assert.equal(((await get('/pm/area/list?level=province')).json().data as Entry[]).length, 34);
    assert.equal((await get('/pm/area/list?level=town')).statusCode, 422);
  });

  it('compresses for callers that accept it and answers 304 to a known ETag', async () => {
    const plain = await get('/pm/area/list?level=county');
    const gzip = await get('/pm/area/list?level=county', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gzip.rawPayload.length < plain.rawPayload.length / 2);
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
    const br = await get('/pm/area/list?level=county', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
    const etag = String(plain.headers.etag);
    const notModified = await get('/pm/area/list?level=county', { 'if-none-match': etag });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.rawPayload.length, 0);
  });

  it('reads Accept-Encoding with its weights', () => {
    assert.equal(preferredEncoding(undefined), 'identity');
    assert.equal(preferredEncoding('gzip, br;q=0'), 'gzip');
    assert.equal(preferredEncoding('*'), 'br');
    assert.equal(preferredEncoding('identity'), 'identity');
  });
});

describe('GET /pm/area/geo/:code', () => {
  it('returns China as a FeatureCollection of the province-level divisions, with codes and names', async () => {
    const response = await get('/pm/area/geo/100000', { 'accept-encoding': 'gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, max-age=604800');
    assert.ok(response.rawPayload.length < 600_000);
    const geo = JSON.parse(gunzipSync(response.rawPayload).toString()).data as {
      type: string;
      features: { type: string; properties: { code: string; name: string }; geometry: { type: string } }[];
    };
    assert.equal(geo.type, 'FeatureCollection');
    assert.equal(geo.features.length, 34);
    const provinces = new Map(
      ((await get('/pm/area')).json().data as Entry[]).map((entry) => [entry.code, entry.name]),
    );
    for (const feature of geo.features) {
      assert.match(feature.properties.code, /^\d{6}$/);
      assert.equal(feature.properties.name, provinces.get(feature.properties.code));
      assert.ok(['Polygon', 'MultiPolygon'].includes(feature.geometry.type));
    }
  });

  it('answers 404 for an area without boundaries and 422 for a malformed code', async () => {
    assert.equal((await get('/pm/area/geo/530000')).statusCode, 404);
    assert.equal((await get('/pm/area/geo/..%2F..')).statusCode, 422);
  });
});
