// Scale out (issue 19): the same mixed load — signed-in reads of the three big lists and a write (a project draft,
// with its operation log) in every four calls — against one API server and against two on the same PostgreSQL and
// Redis, at 50 and at 200 connections. Prints req/s, p50/p99 and errors of each, and the two-server ÷ one-server
// ratio. Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end), seeds it with
// --size projects (server/scripts/seed-bulk.ts), builds the server, and starts each server as production would
// (bench/lib/http-bench.mjs). Autocannon spreads its connections over the servers' addresses, as a proxy would.
// On this machine the servers, PostgreSQL and the load generator share the same two cores: read the ratio with that.
// Usage: node bench/load.mjs [--size 10000] [--duration 60] [--connections 50,200] [--no-build] [--json]
//   [--redis redis://127.0.0.1:6379] [--server postgres://postgres@127.0.0.1:5432/postgres]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createTarget, serverRoot } from './lib/list-bench.mjs';
import { pg, staffToken, startServer } from './lib/http-bench.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

const USAGE =
  'Usage: node bench/load.mjs [--size 10000] [--duration 60] [--connections 50,200] [--no-build] [--json]\n' +
  '  [--redis redis://127.0.0.1:6379] [--server postgres://postgres@127.0.0.1:5432/postgres]';
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50,200' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    port: { type: 'string', default: '8393' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const say = (line) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);
const duration = Number(values.duration);
const levels = values.connections.split(',').map(Number);

/**
 * One write in four: a project draft in the admin's department, managed by the admin. (Autocannon's `[<id>]` body
 * replacement leaves a wrong content-length, so the drafts share a name, which projects allow.)
 */
function mixedRequests(token, { departmentId, managerId }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const draft = {
    name: 'load test draft',
    type: 'education',
    departmentId,
    managerId,
    partnerIds: [],
    areaCode: '530102',
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    goal: 'load test',
    targetBeneficiaries: 10,
    plannedBudget: '1000.00',
  };
  return [
    { method: 'GET', path: '/api/pm/projects', headers },
    { method: 'GET', path: '/api/pm/beneficiaries', headers },
    { method: 'GET', path: '/api/pm/appropriations?view=unverified', headers },
    { method: 'POST', path: '/api/pm/projects', headers, body: JSON.stringify(draft) },
  ];
}

async function load(bases, requests, connections, seconds) {
  const result = await autocannon({ url: bases, connections, duration: seconds, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The admin's id and department: the new drafts' manager and department. */
async function adminOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select id, department_id from users where username = 'admin'`);
    return { departmentId: rows[0].department_id, managerId: rows[0].id };
  } finally {
    await client.end();
  }
}

function seed(databaseUrl) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-bulk.ts', '--size', values.size],
    {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('seed-bulk failed');
  say(result.stdout.toString().trim());
}

const target = await createTarget({ db: 'postgres', server: values.server });
const databaseUrl = target.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-load-'));
const queryLog = path.join(dataDir, 'statements.jsonl');
writeFileSync(queryLog, '');
process.env.REDIS_URL = values.redis;
const servers = [];
const rows = [];
try {
  if (!values['no-build']) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('server build failed');
  }
  seed(databaseUrl);
  for (const offset of [0, 1]) {
    const port = Number(values.port) + offset;
    const dir = path.join(dataDir, `server-${offset}`);
    servers.push(await startServer({ databaseUrl, port, dataDir: dir, queryLog }));
  }
  const token = await staffToken(databaseUrl, 'admin');
  const requests = mixedRequests(token, await adminOf(databaseUrl));
  for (const connections of levels) {
    const measured = {};
    for (const [label, bases] of [
      ['1 server', [servers[0].base]],
      ['2 servers', servers.map((server) => server.base)],
    ]) {
      await load(bases, requests, connections, 5); // warm-up
      measured[label] = await load(bases, requests, connections, duration);
      say(`${label}, ${connections} connections: ${JSON.stringify(measured[label])}`);
    }
    rows.push({ connections, one: measured['1 server'], two: measured['2 servers'] });
  }
} finally {
  for (const server of servers) server.stop();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await target.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (values.json) console.log(JSON.stringify(rows));
else {
  console.log(
    `\n## Mixed load (3 list reads : 1 write), ${duration} s each, PostgreSQL + Redis, ${values.size} projects\n`,
  );
  console.log('| connections | servers | req/s | p50 ms | p99 ms | errors | 2 ÷ 1 req/s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { connections, one, two } of rows) {
    const ratio = (two.rps / one.rps).toFixed(2);
    console.log(`| ${connections} | 1 | ${one.rps} | ${one.p50} | ${one.p99} | ${one.errors} | |`);
    console.log(`| ${connections} | 2 | ${two.rps} | ${two.p50} | ${two.p99} | ${two.errors} | ${ratio}× |`);
  }
}
