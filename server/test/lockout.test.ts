import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loginAttempts, users } from '../src/db/schema';
import { purgeExpired } from '../src/security/housekeeping';
import { LOGIN_LOCKOUT } from '../src/security/login-throttle';
import { hashPassword } from '../src/security/password';
import { API, captcha, buildTestApp, PASSWORDS, smsCode, TEST_PASSWORD_COST } from './helper';

const app = await buildTestApp();

const WRONG = 'Wrong#Pass1';

/** One password sign-in from `address` (the client IP the server sees). */
async function attempt(username: string, password: string, address: string, issued?: object) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/pm/login`,
    remoteAddress: address,
    payload: { username, password, ...(issued ?? (await captcha(app))) },
  });
  return { status: response.statusCode, msg: response.json().msg as string };
}

async function failures(username: string, address: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await attempt(username, WRONG, address));
  return answers;
}

const WRONG_ANSWER = { status: 401, msg: '账号或者密码错误' };
const LOCKED_ANSWER = { status: 423, msg: '密码错误次数过多，登录已锁定，请15分钟后再试' };

/** Ends every lock, as if 15 minutes had passed. */
const endLocks = () =>
  app.db.update(loginAttempts).set({ lockedUntil: sql`now() - interval '1 second'`, attempts: 0 });

async function insertUser(username: string, password: string, mobile: string) {
  await app.db.insert(users).values({
    username,
    name: username,
    mobile,
    passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
  });
}

describe('password lockout', () => {
  it('answers an unknown account exactly like a real one: 401 four times, then 423 with the same message', async () => {
    for (const username of ['finance', 'no-such-user']) {
      const answers = await failures(username, '10.0.1.1', 5);
      assert.deepEqual(
        answers,
        [WRONG_ANSWER, WRONG_ANSWER, WRONG_ANSWER, WRONG_ANSWER, LOCKED_ANSWER],
        username,
      );
    }
    // Locked, even for the right password, and in the same words as the unknown name.
    assert.deepEqual(await attempt('finance', PASSWORDS.finance, '10.0.1.1'), LOCKED_ANSWER);
    assert.deepEqual(await attempt('no-such-user', 'Any#Pass1', '10.0.1.1'), LOCKED_ANSWER);
    const english = await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      remoteAddress: '10.0.1.1',
      headers: { 'accept-language': 'en-US' },
      payload: { username: 'finance', password: WRONG, ...(await captcha(app)) },
    });
    assert.equal(english.json().msg, 'Too many wrong passwords: sign-in is locked, try again in 15 minutes');
  });

  it('does not let a stranger at another address lock a colleague out', async () => {
    assert.deepEqual((await failures('officer', '10.0.2.66', 5)).at(-1), LOCKED_ANSWER);
    assert.deepEqual(await attempt('officer', PASSWORDS.officer, '10.0.2.66'), LOCKED_ANSWER);
    assert.equal((await attempt('officer', PASSWORDS.officer, '10.0.2.1')).status, 200);
  });

  it('clears an address’s count for an account when the right password comes from there', async () => {
    await insertUser('typo', 'Typo#Pass1', '13800000071');
    await failures('typo', '10.0.3.1', 4);
    assert.equal((await attempt('typo', 'Typo#Pass1', '10.0.3.1')).status, 200);
    assert.deepEqual(await failures('typo', '10.0.3.1', 4), [
      WRONG_ANSWER,
      WRONG_ANSWER,
      WRONG_ANSWER,
      WRONG_ANSWER,
    ]);
  });

  it(`stops one address trying many accounts after ${LOGIN_LOCKOUT.perSource} failures, for every account`, async () => {
    const answers = [];
    for (let i = 0; i < LOGIN_LOCKOUT.perSource; i++) {
      answers.push(await attempt(`guess-${i % 5}`, WRONG, '10.0.4.4'));
    }
    assert.deepEqual(answers.slice(0, -1), Array(LOGIN_LOCKOUT.perSource - 1).fill(WRONG_ANSWER));
    assert.deepEqual(answers.at(-1), LOCKED_ANSWER);
    assert.deepEqual(await attempt('admin', PASSWORDS.admin, '10.0.4.4'), LOCKED_ANSWER);
    assert.equal((await attempt('admin', PASSWORDS.admin, '10.0.4.5')).status, 200);
  });

  it(`locks an account for everyone after ${LOGIN_LOCKOUT.perAccount} failures from many addresses; SMS sign-in still works`, async () => {
    await insertUser('target', 'Target#Pass1', '13800000072');
    const addresses = Array.from({ length: 10 }, (_, i) => `10.0.5.${i + 1}`);
    const answers = [];
    for (const address of addresses) answers.push(...(await failures('target', address, 5)));
    // Each address is locked out of the account by its fifth try; the 50th failure locks the account itself.
    assert.equal(answers.filter((answer) => answer.status === 423).length, 10);
    assert.deepEqual(await attempt('target', 'Target#Pass1', '10.0.5.200'), LOCKED_ANSWER);

    const code = await smsCode(app, 'pm', '13800000072');
    const sms = await app.inject({
      method: 'POST',
      url: `${API}/pm/mobile_login`,
      remoteAddress: '10.0.5.200',
      payload: { mobile: '13800000072', code },
    });
    assert.equal(sms.statusCode, 200);

    await endLocks();
    assert.equal((await attempt('target', 'Target#Pass1', '10.0.5.200')).status, 200);
  });

  it('counts a burst of concurrent wrong passwords before checking them: at most five are tried', async () => {
    await insertUser('burst', 'Burst#Pass1', '13800000073');
    const issued = await Promise.all(Array.from({ length: 10 }, () => captcha(app)));
    const answers = await Promise.all(issued.map((one) => attempt('burst', WRONG, '10.0.6.6', one)));
    const tried = answers.filter((answer) => answer.status === 401).length;
    assert.ok(tried <= LOGIN_LOCKOUT.perAccountAndSource, `${tried} passwords were tried`);
    assert.ok(answers.every((answer) => answer.status === 401 || answer.status === 423));
    assert.deepEqual(await attempt('burst', 'Burst#Pass1', '10.0.6.6'), LOCKED_ANSWER);
  });

  it('keeps the counters under hashed keys, and housekeeping drops them once they no longer count', async () => {
    const rows = await app.db.select().from(loginAttempts);
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash)));
    assert.ok(!JSON.stringify(rows).includes('no-such-user'));
    await purgeExpired(app.db, new Date(Date.now() + 2 * 24 * 3600_000));
    assert.deepEqual(await app.db.select().from(loginAttempts), []);
  });
});
