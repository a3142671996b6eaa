import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { migrateAndSeed } from './test-database';

// `create <name>`: a migrated, seeded PostgreSQL database that each seeded test database is copied from
// (`create database … template <name>`, PM_TEST_PG_TEMPLATE), instead of migrating and seeding its own.
// `drop <name>`: removes it after the run. Both next to DATABASE_URL's database (scripts/run-tests.mjs).
const [command, name] = process.argv.slice(2);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl || !name || !/^[a-z][a-z0-9_]*$/.test(name) || (command !== 'create' && command !== 'drop')) {
  throw new Error('usage: DATABASE_URL=… pg-template create|drop <name>');
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  if (command === 'create') {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
    await migrateAndSeed(handle, true);
    await handle.close();
  }
} finally {
  await admin.end();
}
