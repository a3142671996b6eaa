import type { MaterialDetail } from '@pm/domain/shapes/material';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { materials, projects } from '../src/db/schema';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { nextArchiveNumber } from '../src/modules/materials/numbering';
import { caller, insertProject } from './support/records';

const postgresOnly = { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' };

const app = await buildTestApp();
const call = caller(app);
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];

const entry = (projectId: number, title: string) => ({
  projectId,
  category: 'photo',
  title,
  confidentiality: 'internal',
  retentionUntil: '2056-12-31',
  fileIds: [],
});

describe('archive numbers under concurrent filing', () => {
  it(
    'gives twelve entries filed at once under one project the numbers 0001 to 0012, each once',
    postgresOnly,
    async () => {
      const projectId = await insertProject(app, 'in_progress');
      const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          call<MaterialDetail>(
            index % 2 ? admin : officer,
            'POST',
            '/pm/materials',
            entry(projectId, `并发 ${index}`),
          ),
        ),
      );
      assert.deepEqual(
        replies.map((reply) => reply.status),
        Array.from({ length: 12 }, () => 200),
      );
      const year = new Date().getFullYear();
      const numbers = replies.map((reply) => reply.body.data.code).sort();
      assert.deepEqual(
        numbers,
        Array.from(
          { length: 12 },
          (_, index) => `DA-${year}-${project!.code}-${String(index + 1).padStart(4, '0')}`,
        ),
      );
      const stored = await app.db
        .select({ code: materials.code })
        .from(materials)
        .where(eq(materials.projectId, projectId));
      assert.equal(new Set(stored.map((row) => row.code)).size, 12);
    },
  );

  it('numbers each project on its own while both are filed into at once', postgresOnly, async () => {
    const [first, second] = [
      await insertProject(app, 'in_progress'),
      await insertProject(app, 'in_progress'),
    ];
    const replies = await Promise.all(
      [first, second].flatMap((projectId) =>
        Array.from({ length: 4 }, (_, index) =>
          call<MaterialDetail>(
            index % 2 ? admin : officer,
            'POST',
            '/pm/materials',
            entry(projectId, `项目 ${index}`),
          ),
        ),
      ),
    );
    const sequences = (projectId: number) =>
      replies
        .filter((reply) => reply.status === 200 && reply.body.data.projectId === projectId)
        .map((reply) => Number(reply.body.data.code.slice(-4)))
        .sort();
    assert.deepEqual(sequences(first), [1, 2, 3, 4]);
    assert.deepEqual(sequences(second), [1, 2, 3, 4]);
  });
});

describe('the number counter', () => {
  it('gives a rolled-back filing’s number back: no gap', async () => {
    const projectId = await insertProject(app, 'in_progress');
    const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    const filedOn = '2026-11-28';
    const drawn = await app.db.transaction((tx) => nextArchiveNumber(tx, project!, filedOn));
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await nextArchiveNumber(tx, project!, filedOn);
        throw new Error('refused after drawing');
      }),
      /refused after drawing/,
    );
    const next = await app.db.transaction((tx) => nextArchiveNumber(tx, project!, filedOn));
    assert.deepEqual([drawn, next], [`DA-2026-${project!.code}-0001`, `DA-2026-${project!.code}-0002`]);
    const nextYear = await app.db.transaction((tx) => nextArchiveNumber(tx, project!, '2027-01-01'));
    assert.equal(nextYear, `DA-2027-${project!.code}-0001`);
  });
});
