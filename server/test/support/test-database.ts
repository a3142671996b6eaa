import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { migrateDatabase } from '../../src/db/migrate';
import { encryptPendingIdNumbers } from '../../src/db/id-number-encryption';
import { syncSearchHashes } from '../../src/db/search-hashes';
import { syncVolunteerIdHashes } from '../../src/db/volunteer-id-hashes';
import { fieldCipher } from '../../src/security/field-cipher';
import { searchHasher } from '../../src/security/search-hash';
import { seedDatabase } from '../../src/seed';

/**
 * The work factor of the test databases' demo and test-made accounts: 2^10 instead of the product's 2^15, so the
 * suite's thousands of sign-ins cost ~3 ms of scrypt each instead of ~100 ms. What the product hashes itself
 * (users created or reset through the API, changed passwords) keeps the product's cost; security.test.ts checks it.
 */
export const TEST_PASSWORD_COST = 2 ** 10;

/**
 * What every test database holds: the development seed (demo organisation, development passwords), its masked
 * fields encrypted and their search hashes made with the test keys.
 */
export async function migrateAndSeed(handle: DatabaseHandle, seed: boolean): Promise<void> {
  await migrateDatabase(handle);
  if (!seed) return;
  const config = loadConfig({ NODE_ENV: 'test' });
  const hash = searchHasher(config.searchHashKey);
  const cipher = fieldCipher(config.fieldEncryptionKey);
  await seedDatabase(handle.db, {
    demo: true,
    adminPassword: undefined,
    production: false,
    protection: { hash, cipher },
    passwordCost: TEST_PASSWORD_COST,
  });
  // As every start does after the seed (bootstrap.ts), with the key the test apps use.
  await encryptPendingIdNumbers(handle.db, cipher, hash);
  await syncSearchHashes(handle.db, hash, cipher);
  await syncVolunteerIdHashes(handle.db, hash, cipher);
}

/**
 * PGlite in memory. Creating one costs ~2 s, loading a dump ~0.5 s: with PM_TEST_SNAPSHOT (written once per run
 * by scripts/run-tests.mjs) seeded databases start from that dump.
 */
export async function openTestPglite(seed: boolean): Promise<DatabaseHandle> {
  const snapshot = process.env.PM_TEST_SNAPSHOT;
  if (seed && snapshot) {
    return openDatabase({ driver: 'pglite', snapshot: new Blob([await readFile(snapshot)]) });
  }
  const handle = await openDatabase({ driver: 'pglite' });
  await migrateAndSeed(handle, seed);
  return handle;
}

/**
 * A fresh PostgreSQL database `pm_test_<random>` next to DATABASE_URL's; closing the handle drops it. A seeded one
 * is a copy of PM_TEST_PG_TEMPLATE when the run made one (test/support/pg-template.ts): ~0.1 s instead of 1.4 s.
 */
export async function openTestPostgres(seed: boolean): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `pm_test_${randomBytes(6).toString('hex')}`;
  const admin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  const template = seed ? process.env.PM_TEST_PG_TEMPLATE : undefined;
  await admin((client) => createDatabase(client, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
  if (!template) await migrateAndSeed(handle, seed);
  const closePool = handle.close;
  handle.close = async () => {
    await closePool();
    await admin(async (client) => {
      await untilDisconnected(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  };
  return handle;
}

/**
 * pool.end() resolves once its connections are asked to end, not once they are gone: dropping the database WITH
 * (FORCE) before that kills a closing connection, whose error then surfaces as an uncaught exception in whichever
 * test runs next. Waits (up to 5 s) for the database's last backend to leave.
 */
async function untilDisconnected(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `create database`, from `template` when given. A copy is refused while another session is connected to the
 * template (SQLSTATE 55006): only for a moment, as two copies start together, so it is tried again.
 */
async function createDatabase(client: pg.Client, name: string, template: string | undefined): Promise<void> {
  if (!template) {
    await client.query(`create database ${name}`);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
