// Independent delivery, proven on the real build (issue 20): a change to one remote's source rebuilds that remote
// alone, no byte of any other app's build changes (every file, source maps included), and building the committed
// source again serves the same bytes as before. `npm test` runs it after the browser tests (it rebuilds mf-funds twice); alone:
// `node scripts/delivery-check.mjs` (after a `pnpm build`).
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_APPS, build } from './build.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CHANGED = 'mf-funds';
const CHANGED_FILE = path.join(root, CHANGED, 'src', 'app.tsx');

/** Every file of an app's build, by its path in `dist`, with its SHA-256. */
function distHashes(app) {
  const dist = path.join(root, app, 'dist');
  const hashes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hashes.set(path.relative(dist, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  if (existsSync(dist)) walk(dist);
  return hashes;
}

/** The files added, removed or changed between two snapshots of a build. */
function differences(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const snapshot = () => new Map(BUILT_APPS.map((app) => [app, distHashes(app)]));

/** Runs the checks; answers each one's name, whether it held and what was seen. */
export async function deliveryCheck() {
  const checks = [];
  const check = (name, held, seen) => checks.push({ name, held, seen });
  const ready = await build();
  if (ready.some(({ code }) => code !== 0)) {
    check('the product builds', false, 'pnpm build failed');
    return checks;
  }
  const before = snapshot();
  const original = readFileSync(CHANGED_FILE, 'utf8');
  try {
    // A change the bundle keeps: an export of the exposed module.
    appendFileSync(CHANGED_FILE, `\nexport const deliveryCheckMark = '${Date.now()}';\n`);
    const outcomes = await build();
    const rebuilt = outcomes.filter(({ state }) => state === 'built').map(({ app }) => app);
    check(
      `a change to ${CHANGED} rebuilds ${CHANGED} alone`,
      rebuilt.length === 1 && rebuilt[0] === CHANGED && outcomes.every(({ code }) => code === 0),
      `rebuilt: ${rebuilt.join(', ') || 'nothing'}`,
    );
    const after = snapshot();
    const touched = BUILT_APPS.filter((app) => app !== CHANGED).flatMap((app) =>
      differences(before.get(app), after.get(app)).map((file) => `${app}/dist/${file}`),
    );
    check(
      `no byte of another app's build changes (${BUILT_APPS.length - 1} apps, every file)`,
      touched.length === 0,
      touched.length === 0 ? 'none changed' : touched.slice(0, 10).join(', '),
    );
    const own = differences(before.get(CHANGED), after.get(CHANGED));
    check(`${CHANGED}'s own build changes`, own.length > 0, `${own.length} files differ`);
  } finally {
    writeFileSync(CHANGED_FILE, original);
  }
  // Back to the committed source: what it serves must be what it was. Source maps are left out: the webpack
  // runtime's source in them names chunks by their hashes before webpack's final content hashing, which differ
  // from one build to the next while every served file is the same.
  const restored = await build();
  const served = (hashes) => new Map([...hashes].filter(([file]) => !file.endsWith('.map')));
  const again = differences(served(before.get(CHANGED)), served(distHashes(CHANGED)));
  check(
    `the committed source of ${CHANGED} builds to the same served bytes again`,
    restored.every(({ code }) => code === 0) && again.length === 0,
    again.length === 0
      ? `${served(before.get(CHANGED)).size} files identical (source maps aside)`
      : again.slice(0, 10).join(', '),
  );
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await deliveryCheck();
  for (const { name, held, seen } of checks) console.log(`  ${held ? '✔' : '✖'} ${name}: ${seen}`);
  const failed = checks.filter(({ held }) => !held).length;
  console.log(`delivery: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
