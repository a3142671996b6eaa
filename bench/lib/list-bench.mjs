// What the list-API benches share: their options, a throw-away database (PostgreSQL pm_bench_<random>, or a PGlite
// folder), the bulk seed script run against it (it migrates and seeds first), the app opened on it for
// fastify.inject, demo staff tokens, and the timing of a call (median and p95 of --runs calls, rows found).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
export const serverRoot = path.join(root, 'server');

/**
 * The bench's options (`--size`, default `defaultSize`; `--runs`, `--db`, `--server`); `--help` prints `usage` and
 * ends the process.
 */
export function benchOptions(usage, defaultSize = '100000') {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: defaultSize },
      runs: { type: 'string', default: '20' },
      db: { type: 'string', default: 'postgres' },
      server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { ...values, runs: Number(values.runs) };
}

let registered = false;
/** The server is TypeScript: tsx compiles it on import, as in the server's tests. */
async function registerTsx() {
  if (registered) return;
  const fromServer = createRequire(path.join(serverRoot, 'package.json'));
  const tsxRoot = path.dirname(fromServer.resolve('tsx/package.json'));
  const { register } = await import(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);
  register();
  registered = true;
}

/** The database the run uses: a fresh one, removed by `drop()` at the end. */
export async function createTarget(options) {
  if (options.db === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-pglite-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true }),
    };
  }
  const pg = createRequire(path.join(serverRoot, 'package.json'))('pg');
  const name = `pm_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: options.server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(options.server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Runs a server bulk-seed script (server/scripts/<script>, which migrates and seeds first) on the target with
 * `--size`; answers the seconds it took and what it printed (also shown as it ran).
 */
export function bulkSeed(target, options, script) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `scripts/${script}`, '--size', options.size],
    {
      cwd: serverRoot,
      env: { ...process.env, ...target.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`${script} failed`);
  const output = result.stdout.toString();
  process.stdout.write(output);
  return { seconds: (performance.now() - started) / 1000, output };
}

/** The server's app on the target, ready for fastify.inject. */
export async function openApp(target) {
  await registerTsx();
  const { loadConfig } = await import(pathToFileURL(path.join(serverRoot, 'src/config.ts')).href);
  const { openDatabase } = await import(pathToFileURL(path.join(serverRoot, 'src/db/client.ts')).href);
  const { buildApp } = await import(pathToFileURL(path.join(serverRoot, 'src/app.ts')).href);
  const config = loadConfig({
    ...process.env,
    ...target.env,
    NODE_ENV: 'test',
    PM_TEST_CHANNEL: '1',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

/** A demo staff user's token. The administrator holds every permission without a query; others are checked per call. */
export async function tokenOf(app, username, password) {
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

/**
 * A timer for the app: `time(token, label, url, count)` calls GET /api<url> once (warm-up, and what the figures
 * describe), then `count` times (--runs by default), and prints the median, p95 and the rows (or items) found, or
 * the xlsx size.
 */
export function timer(app, runs) {
  return async function time(token, label, url, count = runs) {
    const call = () => app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
    const first = await call();
    // More rows than an export downloads at once: the export centre's job is timed instead (once).
    if (first.statusCode === 202) return timeExportJob(app, token, `${label} (background)`, url);
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    const data = first.headers['content-type']?.includes('json') ? first.json().data : null;
    const found =
      data === null
        ? `${(first.rawPayload.length / 1024).toFixed(0)} KB xlsx`
        : Array.isArray(data)
          ? `${data.length} items`
          : 'total' in data
            ? `${data.total} rows`
            : JSON.stringify(data);
    const times = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(1).padStart(8)} ms`;
    console.log(
      `${label.padEnd(52)} median ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  ${found}`,
    );
  };
}

/**
 * Times an export too big to download at once (HTTP 202): from the call to the export job's end, following it as
 * the page does; prints the seconds, rows per second, the workbook's size and the process's resident memory
 * before and at its highest while the job ran (sampled every 100 ms): flat memory means a flat line here.
 */
export async function timeExportJob(app, token, label, url) {
  const headers = { authorization: `Bearer ${token}` };
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const started = performance.now();
  const answer = await app.inject({ url: `/api${url}`, headers });
  if (answer.statusCode !== 202) throw new Error(`${url}: expected 202, got ${answer.statusCode}`);
  const answered = performance.now() - started;
  let job = answer.json().data;
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    peak = Math.max(peak, process.memoryUsage().rss);
    job = (await app.inject({ url: `/api/pm/exports/${job.id}`, headers })).json().data;
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'done') throw new Error(`${url}: the export job ${job.status}: ${job.error}`);
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(
    `${label.padEnd(52)} ${seconds.toFixed(1)} s for ${job.written} rows (${Math.round(job.written / seconds)} rows/s; ` +
      `202 in ${answered.toFixed(0)} ms), ${mb(job.size)} xlsx, rss ${mb(before)} → peak ${mb(peak)}`,
  );
}

export function printMemory() {
  const heap = process.memoryUsage();
  console.log(
    `memory after the runs: rss ${(heap.rss / 2 ** 20).toFixed(0)} MB, heap ${(heap.heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
}

/** Closes the app, then drops the target (after a pause: the pool's last connections may still be ending). */
export async function finish(app, target) {
  await app?.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await target.drop();
}
