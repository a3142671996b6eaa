import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createSession } from '../src/security/sessions';
import { API, bearer, buildTestApp } from './helper';
import { redisMissing, TEST_REDIS_URL } from './support/redis';

/**
 * REDIS_URL: the sign-in routes' rate limits are counted in the Redis every server shares, and a Redis that does not
 * answer refuses sign-in with 503 while signed-in work goes on. Redis runs on this machine (127.0.0.1:6379, as in
 * CI); each test calls from an address of its own, so runs side by side never share a window.
 */
const REDIS_URL = TEST_REDIS_URL;
const skip = await redisMissing();
// Nothing listens on port 1: a Redis that is down.
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const shared = [
  await buildTestApp({ authRateLimit: 3, redisUrl: REDIS_URL }),
  await buildTestApp({ authRateLimit: 3, redisUrl: REDIS_URL }),
] as const;
const separate = [
  await buildTestApp({ authRateLimit: 3 }),
  await buildTestApp({ authRateLimit: 3 }),
] as const;
const cut = await buildTestApp({ authRateLimit: 3, redisUrl: DEAD_REDIS_URL });

const captchaFrom = (app: (typeof shared)[number], remoteAddress: string, locale = 'zh-CN') =>
  app.inject({
    method: 'GET',
    url: `${API}/pm/captcha`,
    remoteAddress,
    headers: { 'accept-language': locale },
  });

describe('shared state in Redis (REDIS_URL)', { skip }, () => {
  it('counts one limit across two servers: the fourth captcha from one address is refused by either', async () => {
    const from = address();
    const statuses = [];
    for (const app of [shared[0], shared[1], shared[0], shared[1], shared[0]]) {
      statuses.push((await captchaFrom(app, from)).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Another address has a window of its own.
    assert.equal((await captchaFrom(shared[1], address())).statusCode, 200);
  });

  it('without Redis each server counts alone (why several servers need it)', async () => {
    const from = address();
    const statuses = [];
    for (const app of [separate[0], separate[1], separate[0], separate[1], separate[0]]) {
      statuses.push((await captchaFrom(app, from)).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200]);
  });

  it('refuses sign-in with a clear 503 while Redis does not answer, never lets calls through uncounted', async () => {
    const from = address();
    for (let call = 0; call < 5; call += 1) {
      const answer = await captchaFrom(cut, from);
      assert.equal(answer.statusCode, 503);
      assert.equal(answer.json().msg, '登录服务暂时不可用，请稍后再试。');
    }
    const english = await captchaFrom(cut, from, 'en-US');
    assert.equal(english.json().msg, 'Sign-in is unavailable for a moment; please try again shortly.');
    const login = await cut.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      remoteAddress: from,
      payload: { username: 'admin', password: 'x', captcha_id: 'x', captcha: 'x' },
    });
    assert.equal(login.statusCode, 503);
  });

  it('keeps signed-in reads working from the database while Redis does not answer', async () => {
    const [admin] = await cut.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const token = await createSession(cut.db, { kind: 'staff', userId: admin!.id });
    const projects = await cut.inject({ method: 'GET', url: `${API}/pm/projects`, headers: bearer(token) });
    assert.equal(projects.statusCode, 200);
    assert.ok(projects.json().data.list.length > 0);
  });

  it('is not ready while Redis does not answer, and says which check failed', async () => {
    const down = await cut.inject({ method: 'GET', url: '/readyz' });
    assert.equal(down.statusCode, 503);
    assert.deepEqual(down.json(), { status: 'not ready', checks: { database: 'ok', redis: 'unavailable' } });
    const up = await shared[0].inject({ method: 'GET', url: '/readyz' });
    assert.equal(up.statusCode, 200);
    assert.deepEqual(up.json(), { status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    const alone = await separate[0].inject({ method: 'GET', url: '/readyz' });
    assert.deepEqual(alone.json(), { status: 'ready', checks: { database: 'ok' } });
  });
});
