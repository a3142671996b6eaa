import { writeFile } from 'node:fs/promises';
import { openDatabase } from '../../src/db/client';
import { migrateAndSeed } from './test-database';

// Writes a migrated, seeded PGlite data folder as a gzip dump to argv[2]; test files load it instead of
// creating and seeding their own (scripts/run-tests.mjs).
const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: create-snapshot <file>');
const handle = await openDatabase({ driver: 'pglite' });
if (handle.driver !== 'pglite') throw new Error('expected PGlite');
await migrateAndSeed(handle, true);
const dump = await handle.client.dumpDataDir('gzip');
await writeFile(target, Buffer.from(await dump.arrayBuffer()));
await handle.close();
