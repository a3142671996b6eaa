// The list APIs through real HTTP, each beside its own SQL floor (issue 18: within 1.5× of the floor's p50, p99 ≤
// 50 ms at 50 connections). Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the
// end), migrates and seeds it, adds --size projects with --payments appropriations and --size persons, builds the
// server and starts it in production mode, then for each endpoint: autocannon with --connections for --duration
// seconds (req/s, p50, p99, errors), and the same statements one call sent (caught by bench/lib/query-log-hook.mjs)
// replayed through a pg.Pool of the server's size at the same concurrency for the same time, and the same statements
// behind a bare Fastify server (bench/lib/bare-server.mjs: what HTTP alone costs here, the reference for how close
// to the floor any Node.js server gets on this machine). Prints a table, or with --json the rows as JSON
// (bench/run.mjs reads them).
// Usage: node bench/api-http.mjs [--size 100000] [--payments 150000] [--duration 10] [--connections 50] [--json]
//   [--database <url of an already seeded database: used as it is, kept>] [--no-build] [--port 8391]
//   [--cpu-prof <folder>: the server writes a V8 CPU profile of the whole run there when it stops]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTarget, serverRoot } from './lib/list-bench.mjs';
import {
  loadEndpoint,
  replayFloor,
  staffToken,
  startBareServer,
  startServer,
  statementsOf,
} from './lib/http-bench.mjs';

const USAGE =
  'Usage: node bench/api-http.mjs [--size 100000] [--payments 150000] [--duration 10] [--connections 50] [--json]\n' +
  '  [--database <url of a seeded database, kept>] [--server <postgres url>] [--no-build] [--port 8391]\n' +
  '  [--cpu-prof <folder>]';
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    payments: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
    database: { type: 'string' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '8391' },
    'cpu-prof': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const size = values.size;
const payments = values.payments ?? String(Math.round(Number(size) * 1.5));
const load = { connections: Number(values.connections), duration: Number(values.duration) };
// With --json, stdout carries the JSON alone.
const say = (line) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);

const ENDPOINTS = [
  ['GET /pm/projects', '/pm/projects'],
  ['GET /pm/appropriations?view=unverified', '/pm/appropriations?view=unverified'],
  ['GET /pm/appropriations?view=wait', '/pm/appropriations?view=wait'],
  ['GET /pm/appropriations?view=already', '/pm/appropriations?view=already'],
  ['GET /pm/beneficiaries', '/pm/beneficiaries'],
];
const TARGET_RATIO = 1.5;
const TARGET_P99 = 50;

function run(args, cwd, env = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  say(result.stdout.toString().trim());
}

function seed(databaseUrl) {
  const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  const tsx = ['--import', 'tsx'];
  run([...tsx, 'scripts/seed-bulk.ts', '--size', size, '--payments', payments], serverRoot, env);
  run([...tsx, 'scripts/seed-bulk-beneficiaries.ts', '--size', size], serverRoot, env);
}

/**
 * The statements of a warm call: the fewest of three calls. A call that comes just after the server's read cache
 * was dropped (a session's minute touch announces a change) sends the cached reads again, and a floor made of
 * them is slower than what the server sends under load (the beneficiaries' floor once read 4 statements, 150 ms).
 */
async function warmStatementsOf(server, queryLog, call) {
  let fewest;
  for (let i = 0; i < 3; i += 1) {
    const statements = await statementsOf(server, queryLog, call);
    if (!fewest || statements.length < fewest.length) fewest = statements;
  }
  return fewest;
}

async function measure(server, databaseUrl, queryLog, token) {
  const headers = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const [endpoint, url] of ENDPOINTS) {
    const address = `${server.base}/api${url}`;
    const answer = await fetch(address, { headers });
    if (answer.status !== 200)
      throw new Error(`${url}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
    await loadEndpoint(address, headers, { connections: load.connections, duration: 2 });
    const statements = await warmStatementsOf(server, queryLog, () =>
      fetch(address, { headers }).then((r) => r.text()),
    );
    const api = await loadEndpoint(address, headers, load);
    const floor = await replayFloor(databaseUrl, statements, load);
    const bare = await startBareServer({
      databaseUrl,
      port: Number(values.port) + 1,
      statements,
      file: path.join(dataDir, 'bare-statements.json'),
    });
    const http = await loadEndpoint(bare.url, {}, load).finally(() => bare.stop());
    const ratio = Math.round((api.p50 / floor.p50) * 100) / 100;
    const row = {
      endpoint,
      statements: statements.length,
      rps: api.rps,
      p50: api.p50,
      p99: api.p99,
      errors: api.errors,
      floorRps: floor.rps,
      floorP50: floor.p50,
      floorP99: floor.p99,
      floorErrors: floor.errors,
      bareP50: http.p50,
      bareP99: http.p99,
      bareRatio: Math.round((http.p50 / floor.p50) * 100) / 100,
      ratio,
      holds: ratio <= TARGET_RATIO && api.p99 <= TARGET_P99 && api.errors === 0,
    };
    say(`${endpoint}: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  return rows;
}

function print(rows) {
  console.log(
    `\n## List APIs through HTTP, ${load.connections} connections × ${load.duration} s, PostgreSQL` +
      ` (${size} projects, ${payments} payments, ${size} persons)\n`,
  );
  console.log(
    '| endpoint | SQL statements | req/s | p50 ms | p99 ms | errors | floor req/s | floor p50 | floor p99 | p50 ratio | holds (≤ 1.5×, p99 ≤ 50) | bare HTTP p50 / p99 | its ratio |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.endpoint} | ${r.statements} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.floorRps} | ` +
        `${r.floorP50} | ${r.floorP99} | ${r.ratio.toFixed(2)}× | ${r.holds ? 'yes' : '**no**'} | ` +
        `${r.bareP50} / ${r.bareP99} | ${r.bareRatio.toFixed(2)}× |`,
    );
  }
}

const target = values.database ? null : await createTarget({ db: 'postgres', server: values.server });
const databaseUrl = values.database ?? target.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-api-http-'));
const queryLog = path.join(dataDir, 'statements.jsonl');
writeFileSync(queryLog, '');
let server;
try {
  if (!values['no-build']) run(['scripts/build.mjs'], serverRoot);
  if (target) seed(databaseUrl);
  const profile = values['cpu-prof'];
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  server = await startServer({ databaseUrl, port: Number(values.port), dataDir, queryLog, nodeArgs });
  const token = await staffToken(databaseUrl, 'admin');
  const rows = await measure(server, databaseUrl, queryLog, token);
  if (values.json) console.log(JSON.stringify(rows));
  else print(rows);
} finally {
  server?.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await target?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
