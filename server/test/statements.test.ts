import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { projects } from '../src/db/schema';
import { anyOf, Binder, INLINE, runShaped, ShapeMismatchError } from '../src/db/statements';
import { buildTestApp } from './helper';

const app = await buildTestApp();
const db = app.db;

/** Projects of one status, with the status bound (as a list's filters bind theirs). */
function byStatus(status: string) {
  const values = new Binder();
  const where = eq(projects.status, values.bind('status', status as 'draft'));
  return runShaped(db, `test:byStatus:${values.key}`, values.values, () =>
    db.select({ id: projects.id }).from(projects).where(where).orderBy(projects.id),
  );
}

const idsWith = async (status: string) =>
  (
    await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.status, status as 'draft'))
      .orderBy(projects.id)
  ).map((row) => row.id);

describe('statements built once per shape (db/statements.ts)', () => {
  it('run one statement text with each call’s own values', async () => {
    for (const status of ['draft', 'in_progress', 'draft', 'completed']) {
      assert.deepEqual(
        (await byStatus(status)).map((row) => row.id),
        await idsWith(status),
      );
    }
  });

  it('bind a list as one array parameter, and leave an inline list as Drizzle’s own', async () => {
    const values = new Binder();
    const condition = anyOf(values, 'statuses', projects.status, ['draft', 'completed']);
    const bound = db.select({ id: projects.id }).from(projects).where(condition).toSQL();
    assert.match(bound.sql, /"status" = any\(\$1\)/);
    assert.deepEqual(values.values, { statuses: ['draft', 'completed'] });
    const inline = db
      .select({ id: projects.id })
      .from(projects)
      .where(anyOf(INLINE, 'statuses', projects.status, ['draft', 'completed']))
      .toSQL();
    assert.match(inline.sql, /"status" in \(\$1, \$2\)/);
  });

  it('name the shape by what is bound and what the text is built from', () => {
    const one = new Binder();
    one.bind('keyword', '%a%');
    one.shape('sort:name:ascend');
    const other = new Binder();
    other.bind('keyword', '%b%');
    other.shape('sort:name:ascend');
    assert.equal(one.key, other.key);
    assert.notEqual(one.resultKey, other.resultKey);
    assert.throws(() => one.bind('keyword', 'again'), /bound twice/);
  });

  it('refuse, under test, a reuse whose statement would be built from another value', async () => {
    // A value built into the text (not bound, not in the shape): the second call would reuse the first one's.
    const shaped = (status: string) =>
      runShaped(db, 'test:unshaped', {}, () =>
        db
          .select({ id: projects.id })
          .from(projects)
          .where(sql`${projects.status} = ${status}`),
      );
    await shaped('draft');
    await assert.rejects(shaped('completed'), ShapeMismatchError);
  });
});
