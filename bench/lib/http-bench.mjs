// What bench/api-http.mjs uses: the built server started as a separate process on a database (production mode,
// the statement log of ./query-log-hook.mjs), a staff session minted in the database, an endpoint loaded through
// real HTTP with autocannon, and its SQL floor: the statements one call sent, replayed through a pg.Pool.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const serverRoot = path.join(root, 'server');
const fromRoot = createRequire(path.join(root, 'package.json'));
const fromServer = createRequire(path.join(serverRoot, 'package.json'));
export const pg = fromServer('pg');
const autocannon = fromRoot('autocannon');

/** The pool size of the server's pg.Pool (node-postgres' default: the server sets none). */
export const SERVER_POOL_SIZE = 10;

async function waitFor(url, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server ended (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts server/dist/main.mjs in production mode on `databaseUrl`, with the keys the bulk seed scripts used (the
 * development ones in server/.data: the stored hashes and ciphertexts are under them) and every statement logged
 * to `queryLog`. Its log goes nowhere: production logs each request at info, and that cost is measured too.
 * `nodeArgs` go before the script (`--cpu-prof`, to see where a load's time goes).
 */
export async function startServer({ databaseUrl, port, dataDir, queryLog, nodeArgs = [] }) {
  const key = (name) => readFileSync(path.join(serverRoot, '.data', name), 'utf8').trim();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', path.join(root, 'bench', 'lib', 'query-log-hook.mjs'), 'server/dist/main.mjs'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        FILES_DIR: path.join(dataDir, 'files'),
        SEARCH_HASH_KEY: key('search-hash.key'),
        FIELD_ENCRYPTION_KEY: key('field-encryption.key'),
        // Never called: production refuses to start without a gateway.
        SMS_GATEWAY_URL: 'https://sms.invalid/send',
        SMS_GATEWAY_KEY: 'bench',
        SMS_GATEWAY_SECRET: 'bench',
        SMS_SIGN_NAME: 'bench',
        SMS_TEMPLATE_ID: 'bench',
        PM_QUERY_LOG: queryLog,
        PM_TEST_CHANNEL: '',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/remotes.json`, child);
  return { base, stop: () => child.kill('SIGTERM'), logStatements: () => child.kill('SIGUSR2') };
}

/**
 * A signed-in staff user's bearer token: a session row written as the server's createSession writes it (only the
 * token's SHA-256 is stored). The product's sign-in needs a captcha, which only the test channel answers, and
 * the test channel is refused in production.
 */
export async function staffToken(databaseUrl, username) {
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `insert into sessions (token_hash, kind, user_id, created_at, last_seen_at, expires_at)
       select $1, 'staff', id, now(), now(), now() + interval '12 hours' from users where username = $2`,
      [createHash('sha256').update(token).digest('hex'), username],
    );
    if (rowCount !== 1) throw new Error(`no user ${username}`);
  } finally {
    await client.end();
  }
  return token;
}

/**
 * Starts bench/lib/bare-server.mjs on `port`, serving `statements` (written to `file`) at /statements: the same
 * statements behind a bare Fastify server, the reference for what HTTP alone costs.
 */
export async function startBareServer({ databaseUrl, port, statements, file }) {
  writeFileSync(file, JSON.stringify(statements));
  const child = spawn(process.execPath, [path.join(root, 'bench', 'lib', 'bare-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BARE_STATEMENTS: file,
      POOL_SIZE: String(SERVER_POOL_SIZE),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child);
  return {
    url: `${base}/statements`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const sizeOf = (file) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

/** Waits until the log has not grown for half a second: the calls of a load run before have all ended. */
async function quiet(queryLog) {
  let size = -1;
  while (size !== sizeOf(queryLog)) {
    size = sizeOf(queryLog);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The statements the server sent while `call` ran alone (its statement log turned on for it), reads only.
 * `server`: what startServer answered.
 */
export async function statementsOf(server, queryLog, call) {
  await quiet(queryLog);
  const before = sizeOf(queryLog);
  server.logStatements();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await call();
  await quiet(queryLog);
  server.logStatements();
  const text = readFileSync(queryLog).subarray(before).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
}

const round = (value) => Math.round(value * 10) / 10;

/** `connections` connections calling `url` for `duration` seconds: requests per second, p50, p99 (ms), errors. */
export async function loadEndpoint(url, headers, { connections, duration }) {
  const result = await autocannon({ url, headers, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: round(result.latency.p50),
    p99: round(result.latency.p99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))];

/**
 * The SQL floor of one call: `concurrency` workers, for `duration` seconds, each sending the call's statements one
 * after the other (as sent: text, values, row mode) through one pg.Pool of the server's size; a call's time is
 * from its first statement's start to its last one's end.
 */
export async function replayFloor(databaseUrl, statements, { connections, duration }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  const times = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        for (const { text, values, rowMode } of statements) await pool.query({ text, values, rowMode });
        times.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(times.length / seconds),
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    errors,
  };
}
