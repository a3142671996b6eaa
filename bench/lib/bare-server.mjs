// The reference bench/api-http.mjs sets beside the product: a bare Fastify server (no hooks, no log, no schema)
// whose one route sends an endpoint's statements (as the product sent them, read from the JSON file
// BARE_STATEMENTS) through a pg.Pool of the product's size and answers the last one's rows as JSON. What any
// Node.js HTTP server pays on this machine to put those statements behind HTTP: the part of the API's distance
// from its SQL floor that no change to the product's own code can remove.
// Started by http-bench.mjs: node bench/lib/bare-server.mjs (env DATABASE_URL, PORT, BARE_STATEMENTS, POOL_SIZE).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server');
const fromServer = createRequire(path.join(serverRoot, 'package.json'));
const Fastify = fromServer('fastify');
const pg = fromServer('pg');

const statements = JSON.parse(readFileSync(process.env.BARE_STATEMENTS, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) });
const app = Fastify({ logger: false });
app.get('/statements', async () => {
  let last = { rows: [] };
  for (const { text, values, rowMode } of statements) last = await pool.query({ text, values, rowMode });
  return { list: last.rows };
});
app.get('/healthz', async () => 'ok');
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => app.close().then(() => pool.end()));
