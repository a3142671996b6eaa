// Times GET /pm/beneficiaries and its export on a large database, through fastify.inject (no network in the
// figures). Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end) — or, with
// --db pglite, a PGlite folder in the temp directory — migrates, seeds, adds --size generated persons
// (server/scripts/seed-bulk-beneficiaries.ts: ID numbers encrypted, hashed and masked as the server stores them),
// then prints the median and p95 of --runs calls per scenario and the rows found.
// Usage: node bench/beneficiary-list-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverRoot = path.join(root, 'server');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    db: { type: 'string', default: 'postgres' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(values.runs);
const fromServer = createRequire(path.join(serverRoot, 'package.json'));
// The server is TypeScript: tsx compiles it on import, as in the server's tests.
const tsxRoot = path.dirname(fromServer.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);
register();
const pg = fromServer('pg');

/** The database the run uses: a fresh one, removed at the end. */
async function createTarget() {
  if (values.db === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-pglite-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true }),
    };
  }
  const name = `pm_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: values.server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(values.server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function bulkSeed(env) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-bulk-beneficiaries.ts', '--size', values.size],
    {
      cwd: serverRoot,
      env: { ...process.env, ...env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('seed-bulk-beneficiaries failed');
  const output = result.stdout.toString();
  process.stdout.write(output);
  const sample = JSON.parse(/^SAMPLE (.*)$/m.exec(output)[1]);
  return { seconds: (performance.now() - started) / 1000, sample };
}

async function openApp(env) {
  const { loadConfig } = await import(pathToFileURL(path.join(serverRoot, 'src/config.ts')).href);
  const { openDatabase } = await import(pathToFileURL(path.join(serverRoot, 'src/db/client.ts')).href);
  const { buildApp } = await import(pathToFileURL(path.join(serverRoot, 'src/app.ts')).href);
  const config = loadConfig({
    ...process.env,
    ...env,
    NODE_ENV: 'test',
    PM_TEST_CHANNEL: '1',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database };
}

/** A demo staff user's token. The administrator holds every permission without a query; others are checked per call. */
async function tokenOf(app, username, password) {
  const issued = (await app.inject({ url: '/api/pm/captcha' })).json().data;
  const answer = (await app.inject({ url: `/api/__test__/captcha/${issued.captcha_id}` })).json().data;
  const login = await app.inject({
    method: 'POST',
    url: '/api/pm/login',
    payload: {
      username,
      password,
      captcha_id: issued.captcha_id,
      captcha: answer.code,
    },
  });
  return login.json().data.token;
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];

async function time(app, token, label, url, count = runs) {
  const call = () => app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  const first = await call(); // warm-up, and what the figures describe
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  const found = first.headers['content-type']?.includes('json')
    ? `${first.json().data.total} rows`
    : `${(first.rawPayload.length / 1024).toFixed(0)} KB xlsx`;
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1).padStart(8)} ms`;
  console.log(
    `${label.padEnd(44)} median ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  ${found}`,
  );
}

const target = await createTarget();
let app;
try {
  const { seconds, sample } = bulkSeed(target.env);
  ({ app } = await openApp(target.env));
  const token = await tokenOf(app, 'admin', 'Admin@12345');
  const officer = await tokenOf(app, 'officer', 'Officer@12345');
  const q = encodeURIComponent;
  console.log(
    `\n## GET /pm/beneficiaries on ${values.db}, ${values.size} generated persons (seeded in ${seconds.toFixed(0)} s), ${runs} runs each`,
  );
  await time(app, token, 'first page, default sort (created desc)', '/pm/beneficiaries');
  await time(app, officer, 'persons, as officer (permission checked)', '/pm/beneficiaries?type=person');
  await time(
    app,
    token,
    `keyword "${sample.name.slice(1)}" (part of a name)`,
    `/pm/beneficiaries?keyword=${q(sample.name.slice(1))}`,
  );
  await time(
    app,
    token,
    'keyword: an exact ID number (keyed hash)',
    `/pm/beneficiaries?keyword=${sample.idNumber}`,
  );
  await time(
    app,
    token,
    'keyword: an ID number fragment (finds none)',
    `/pm/beneficiaries?keyword=${sample.idNumber.slice(0, 12)}`,
  );
  await time(
    app,
    token,
    'keyword: an exact mobile (keyed hash)',
    `/pm/beneficiaries?keyword=${sample.mobile}`,
  );
  await time(app, token, 'area: a province (530000)', '/pm/beneficiaries?areaCode=530000');
  await time(app, token, 'area: a county (530102)', '/pm/beneficiaries?areaCode=530102');
  await time(
    app,
    token,
    'tag low_income + status active, by name',
    '/pm/beneficiaries?tag=low_income&status=active&sortField=name&sortOrder=ascend',
  );
  await time(app, token, 'deep page (page 500, 10 per page)', '/pm/beneficiaries?page=500');
  await time(app, token, 'export: inactive persons', '/pm/beneficiaries/export?status=inactive', 3);
  const heap = process.memoryUsage();
  console.log(
    `memory after the runs: rss ${(heap.rss / 2 ** 20).toFixed(0)} MB, heap ${(heap.heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
} finally {
  // The app closes its database; the pool's last connections may still be ending when the drop ends them.
  await app?.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await target.drop();
}
