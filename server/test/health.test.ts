import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp } from './helper';

const app = await buildTestApp();

describe('health', () => {
  it('/healthz says the process answers, uncached, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('/readyz is ready while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready', checks: { database: 'ok' } });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('/readyz answers 503 naming the database, and nothing of the error, when the database fails', async () => {
    const db = app.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    db.execute = () => Promise.reject(new Error('connection refused at 10.0.0.5:5432'));
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'not ready', checks: { database: 'unavailable' } });
      assert.doesNotMatch(response.body, /10\.0\.0\.5|refused/);
    } finally {
      delete (db as { execute?: unknown }).execute;
    }
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  });

  it('/readyz gives up on a database that does not answer within its time', async (context) => {
    context.mock.timers.enable({ apis: ['setTimeout'] });
    const db = app.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    db.execute = () => new Promise(() => undefined);
    try {
      const answer = app.inject({ method: 'GET', url: '/readyz' });
      await new Promise((resolve) => setImmediate(resolve));
      context.mock.timers.tick(2000);
      const response = await answer;
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'not ready', checks: { database: 'unavailable' } });
    } finally {
      delete (db as { execute?: unknown }).execute;
    }
  });
});
