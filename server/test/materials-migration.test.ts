import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { asc, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { materialDocuments, materials } from '../src/db/schema';
import { migrationsBefore } from './support/migrations';

const handle = await openDatabase({ driver: 'pglite' });
after(() => handle.close());

describe('the material archive migration', () => {
  it('carries the bare list’s rows into entries: numbers kept, a document per file name, retention by category', async () => {
    if (handle.driver !== 'pglite') return;
    await migrate(handle.db, { migrationsFolder: await migrationsBefore('material_archive') });
    await handle.db.execute(
      sql`insert into users (username, name, password_hash) values ('filer', '归档员', '!')`,
    );
    await handle.db.execute(sql`insert into projects (code, name, type) values ('XM1', '项目', 'poverty')`);
    // 20:00 UTC on 28 February is 1 March in Beijing: the day it was filed there.
    await handle.db.execute(sql`insert into materials
      (code, title, category, project_id, file_name, status, uploaded_by, created_at) values
      ('CL20250001', '协议书', 'agreement', 1, 'CL20250001.pdf', 'archived', 1, '2025-02-28T20:00:00Z'),
      ('CL20250002', '现场照片', 'photo', 1, 'CL20250002.jpg', 'pending', null, '2025-03-01T01:00:00Z'),
      ('CL20250003', '旧记录', 'other', 1, 'CL20250003.pdf', 'lost', 1, '2025-03-01T01:00:00Z')`);

    await migrateDatabase(handle);
    const rows = await handle.db.select().from(materials).orderBy(asc(materials.id));
    assert.deepEqual(
      rows.map((row) => [
        row.code,
        row.status,
        row.retentionUntil,
        row.createdBy,
        row.confidentiality,
        row.version,
      ]),
      [
        ['CL20250001', 'archived', '2055-03-01', 1, 'internal', 1],
        ['CL20250002', 'pending', '2035-03-01', null, 'internal', 1],
        ['CL20250003', 'pending', '2035-03-01', 1, 'internal', 1],
      ],
    );
    const documents = await handle.db.select().from(materialDocuments).orderBy(asc(materialDocuments.id));
    assert.deepEqual(
      documents.map((document) => [document.materialId, document.name, document.currentVersion]),
      [
        [rows[0]!.id, 'CL20250001.pdf', 0],
        [rows[1]!.id, 'CL20250002.jpg', 0],
        [rows[2]!.id, 'CL20250003.pdf', 0],
      ],
    );
  });
});
