// Preloaded into the server by bench/api-http.mjs (`node --import`): appends every statement the server sends
// through the pg driver — text, bound values and row mode, as JSON, one a line — to the file PM_QUERY_LOG names,
// so the bench can replay exactly what an endpoint sent. Off until the process gets SIGUSR2, which turns it on and
// off again (`statementsOf` does), so the loads it measures write nothing. Bench-only: the server itself has no
// such switch, since the values may be personal data.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.env.PM_QUERY_LOG;
let logging = false;
if (file) {
  process.on('SIGUSR2', () => {
    logging = !logging;
  });
  const serverRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server');
  const pg = createRequire(path.join(serverRoot, 'package.json'))('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function loggedQuery(config, values, callback) {
    if (!logging) return query.call(this, config, values, callback);
    if (config && typeof config === 'object' && typeof config.text === 'string') {
      const line = { text: config.text, values: config.values ?? values ?? [], rowMode: config.rowMode };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } else if (typeof config === 'string') {
      appendFileSync(
        file,
        `${JSON.stringify({ text: config, values: Array.isArray(values) ? values : [] })}\n`,
      );
    }
    return query.call(this, config, values, callback);
  };
}
