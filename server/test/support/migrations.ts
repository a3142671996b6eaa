import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { migrationsFolder } from '../../src/paths';

/** The migrations before the one named `name` (whatever its number), in a folder of their own. */
export async function migrationsBefore(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pm-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  assert.ok(cut > 0, name);
  const entries = journal.entries.slice(0, cut);
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  after(() => rm(folder, { recursive: true, force: true }));
  return folder;
}
