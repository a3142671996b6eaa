import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from 'typebox';
import { Id, INT32_MAX } from '@pm/domain/shapes/integers';
import { int32 } from '../src/http/integers';
import { unboundedNumbers } from '../src/http/schema-bounds';
import { buildTestApp } from './helper';

/** The start-up check behind item 4 of issue 10: every number a request carries is bounded. */
describe('unboundedNumbers', () => {
  it('names each number without bounds, however deep, and integers past int4', () => {
    const schema = Type.Object({
      id: Id,
      items: Type.Array(Type.Object({ seq: Type.Integer({ minimum: 0 }) })),
      either: Type.Union([Type.Null(), Type.Number()]),
      big: Type.Integer({ minimum: 0, maximum: INT32_MAX + 1 }),
      size: int32({ minimum: 0, maximum: 100 }),
    });
    assert.deepEqual(unboundedNumbers(schema, 'body'), [
      'body.items[].seq has no minimum and maximum',
      'body.either has no minimum and maximum',
      'body.big goes past a PostgreSQL integer',
    ]);
  });

  it('finds none in the routes the server starts with (it would not start otherwise)', async () => {
    const app = await buildTestApp();
    assert.ok(app.hasRoute({ method: 'POST', url: '/api/pm/projects' }));
  });
});
