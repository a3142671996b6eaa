/**
 * A server process that commits one import job and is killed mid-way by test/imports-kill.test.ts: the app on the
 * test's PostgreSQL database (IMPORT_DB_URL) and upload folder (IMPORT_FILES_DIR), committing IMPORT_JOB_ID as the
 * holder of IMPORT_TOKEN. It prints the status when it finishes, which the test does not let it do.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { API, bearer, testConfig } from '../helper';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const database = await openDatabase({ driver: 'postgres', url: env('IMPORT_DB_URL') });
const app = await buildApp({
  config: testConfig({ filesDir: env('IMPORT_FILES_DIR') }),
  database,
  logger: false,
});
await app.ready();
const response = await app.inject({
  method: 'POST',
  url: `${API}/pm/import/jobs/${env('IMPORT_JOB_ID')}/commit`,
  headers: bearer(env('IMPORT_TOKEN')),
  payload: { mode: 'all' },
});
process.stdout.write(`commit finished: ${response.statusCode}\n`);
await app.close();
