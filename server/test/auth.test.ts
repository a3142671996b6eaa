import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { sessions, users, verifyCodes } from '../src/db/schema';
import { purgeExpired } from '../src/security/housekeeping';
import { API, bearer, buildTestApp, captcha, login, loginAs, PASSWORDS, smsCode } from './helper';

const app = await buildTestApp();

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `${API}${url}`, payload });

describe('POST /pm/login', () => {
  it('returns a Bearer token that opens /pm/auth_user', async () => {
    const response = await login(app, 'admin', PASSWORDS.admin);
    assert.equal(response.statusCode, 200);
    const { token_type, token } = response.json().data;
    assert.equal(token_type, 'Bearer');
    assert.match(token, /^[\w-]{43}$/);
    const user = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) });
    assert.equal(user.json().data.username, 'admin');
    assert.equal(user.json().data.is_admin, 1);
    assert.deepEqual(user.json().data.roles, [{ name_en: 'admin' }]);
  });

  it('says 用户名不能为空 / 密码不能为空 for empty fields (422)', async () => {
    const emptyUser = await post('/pm/login', { username: '', password: 'x', ...(await captcha(app)) });
    assert.equal(emptyUser.statusCode, 422);
    assert.equal(emptyUser.json().msg, '用户名不能为空');
    const missingUser = await post('/pm/login', { password: 'x', ...(await captcha(app)) });
    assert.equal(missingUser.json().msg, '用户名不能为空');
    const emptyPassword = await post('/pm/login', {
      username: 'admin',
      password: '  ',
      ...(await captcha(app)),
    });
    assert.equal(emptyPassword.statusCode, 422);
    assert.equal(emptyPassword.json().msg, '密码不能为空');
  });

  it('says 账号或者密码错误 (401, code 50000) for a wrong password and for an unknown user alike', async () => {
    for (const username of ['finance', 'nobody']) {
      const response = await login(app, username, 'Wrong#Pass1');
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { data: null, status: 'fail', msg: '账号或者密码错误', code: 50000 });
    }
  });

  it('uses a captcha once, whether the answer was right or wrong', async () => {
    const right = await captcha(app);
    assert.equal(
      (await post('/pm/login', { username: 'admin', password: PASSWORDS.admin, ...right })).statusCode,
      200,
    );
    const again = await post('/pm/login', { username: 'admin', password: PASSWORDS.admin, ...right });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().msg, '验证码错误');

    const wrongFirst = await captcha(app);
    await post('/pm/login', { username: 'admin', password: PASSWORDS.admin, ...wrongFirst, captcha: 'zzzz' });
    const thenRight = await post('/pm/login', {
      username: 'admin',
      password: PASSWORDS.admin,
      ...wrongFirst,
    });
    assert.equal(thenRight.statusCode, 422);
  });

  it('accepts the captcha answer in any letter case', async () => {
    const issued = await captcha(app);
    const swapped = [...issued.captcha].map((c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    );
    const response = await post('/pm/login', {
      username: 'admin',
      password: PASSWORDS.admin,
      ...issued,
      captcha: swapped.join(''),
    });
    assert.equal(response.statusCode, 200);
  });

  it('refuses a disabled user (403) and ends their open sessions', async () => {
    const token = await loginAs(app, 'officer');
    await app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'officer'));
    try {
      assert.equal(
        (await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) })).statusCode,
        401,
      );
      const response = await login(app, 'officer', PASSWORDS.officer);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().msg, '账号已停用');
    } finally {
      await app.db.update(users).set({ status: 'active' }).where(eq(users.username, 'officer'));
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token at once: the same token then gets 401 / 50008', async () => {
    const token = await loginAs(app, 'admin');
    const out = await app.inject({ method: 'POST', url: `${API}/pm/logout`, headers: bearer(token) });
    assert.equal(out.statusCode, 200);
    const after = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) });
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 50008);
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await loginAs(app, 'admin');
    const stored = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    assert.ok(stored.every((row) => row.tokenHash !== token && /^[0-9a-f]{64}$/.test(row.tokenHash)));
  });

  it('ends a session idle for 2 hours, and any session 12 hours after sign-in', async () => {
    const idle = await loginAs(app, 'admin');
    const old = await loginAs(app, 'admin');
    const [idleRow, oldRow] = await app.db
      .select()
      .from(sessions)
      .orderBy(sessions.id)
      .then((rows) => rows.slice(-2));
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 1000) })
      .where(eq(sessions.id, idleRow!.id));
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, oldRow!.id));
    for (const token of [idle, old]) {
      assert.equal(
        (await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) })).statusCode,
        401,
      );
    }
  });
});

describe('housekeeping', () => {
  it('purges sessions and codes dead for more than a day, and keeps the rest', async () => {
    const live = await loginAs(app, 'admin');
    const day = 24 * 3600_000;
    const [newest] = await app.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    await app.db.insert(sessions).values({
      tokenHash: 'f'.repeat(64),
      kind: 'staff',
      userId: newest!.userId,
      expiresAt: new Date(Date.now() - 2 * day),
    });
    await app.db.insert(verifyCodes).values({
      purpose: 'captcha',
      target: 'old',
      codeHash: 'x',
      expiresAt: new Date(Date.now() - 2 * day),
    });
    await purgeExpired(app.db);
    const hashes = (await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map(
      (row) => row.tokenHash,
    );
    assert.ok(!hashes.includes('f'.repeat(64)));
    assert.equal((await app.db.select().from(verifyCodes).where(eq(verifyCodes.target, 'old'))).length, 0);
    assert.equal((await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(live) })).statusCode, 200);
  });
});

describe('SMS sign-in', () => {
  it('signs a staff user in with mobile + code; the code works once', async () => {
    const code = await smsCode(app, 'pm', '13800000003');
    const first = await post('/pm/mobile_login', { mobile: '13800000003', code });
    assert.equal(first.statusCode, 200);
    const user = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(first.json().data.token) });
    assert.equal(user.json().data.username, 'finance');
    const second = await post('/pm/mobile_login', { mobile: '13800000003', code });
    assert.equal(second.statusCode, 422);
  });

  it('allows one code per mobile per minute (429)', async () => {
    await smsCode(app, 'pm', '13800000002');
    const again = await post('/pm/send_verify_code', { mobile: '13800000002', ...(await captcha(app)) });
    assert.equal(again.statusCode, 429);
    assert.equal(again.json().status, 'fail');
  });

  it('answers an unregistered mobile exactly like a registered one, and sends it nothing', async () => {
    const response = await post('/pm/send_verify_code', { mobile: '13912345678', ...(await captcha(app)) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: null, status: 'ok', msg: 'success', code: 0 });
    assert.equal((await app.inject({ url: `${API}/__test__/sms/13912345678` })).statusCode, 404);
    const again = await post('/pm/send_verify_code', { mobile: '13912345678', ...(await captcha(app)) });
    assert.equal(again.statusCode, 429);
  });

  it('checks the mobile format and the captcha first', async () => {
    const badMobile = await post('/pm/send_verify_code', { mobile: '2380000000', ...(await captcha(app)) });
    assert.equal(badMobile.statusCode, 422);
    assert.equal(badMobile.json().msg, '手机号格式不正确');
    const badCaptcha = await post('/pm/send_verify_code', {
      mobile: '13800000009',
      ...(await captcha(app)),
      captcha: 'zzzz',
    });
    assert.equal(badCaptcha.statusCode, 422);
    assert.equal(badCaptcha.json().msg, '验证码错误');
  });

  it('kills a code after 5 wrong guesses', async () => {
    await app.db.update(users).set({ mobile: '13800000004' }).where(eq(users.username, 'admin'));
    const code = await smsCode(app, 'pm', '13800000004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      assert.equal((await post('/pm/mobile_login', { mobile: '13800000004', code: wrong })).statusCode, 422);
    }
    const right = await post('/pm/mobile_login', { mobile: '13800000004', code });
    assert.equal(right.statusCode, 422);
    assert.equal(right.json().msg, '短信验证码错误或已过期');
  });
});

describe('sign-in messages in English (Accept-Language: en-US)', () => {
  const english = { 'accept-language': 'en-US' };
  const postEn = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: english });

  it('names empty fields, a wrong password and a wrong captcha in English', async () => {
    const emptyUser = await postEn('/pm/login', { username: '', password: 'x', ...(await captcha(app)) });
    assert.deepEqual([emptyUser.statusCode, emptyUser.json().msg], [422, 'Username is required']);
    const emptyPassword = await postEn('/pm/login', {
      username: 'admin',
      password: ' ',
      ...(await captcha(app)),
    });
    assert.deepEqual([emptyPassword.statusCode, emptyPassword.json().msg], [422, 'Password is required']);
    const wrong = await postEn('/pm/login', {
      username: 'nobody',
      password: 'Wrong#Pass1',
      ...(await captcha(app)),
    });
    assert.deepEqual(wrong.json(), {
      data: null,
      status: 'fail',
      msg: 'Wrong username or password',
      code: 50000,
    });
    const badCaptcha = await postEn('/pm/login', {
      username: 'admin',
      password: PASSWORDS.admin,
      ...(await captcha(app)),
      captcha: 'zzzz',
    });
    assert.deepEqual([badCaptcha.statusCode, badCaptcha.json().msg], [422, 'Wrong captcha']);
    const noCaptcha = await postEn('/pm/login', { username: 'admin', password: PASSWORDS.admin });
    assert.deepEqual([noCaptcha.statusCode, noCaptcha.json().msg], [422, 'Get a captcha first']);
  });

  it('says a disabled account, an unknown session and a code sent too soon in English', async () => {
    const signedOut = await app.inject({ url: `${API}/pm/auth_user`, headers: english });
    assert.deepEqual(signedOut.json(), { data: null, status: 'fail', msg: 'Not logged in', code: 50008 });
    await app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'finance'));
    try {
      const disabled = await postEn('/pm/login', {
        username: 'finance',
        password: PASSWORDS.finance,
        ...(await captcha(app)),
      });
      assert.deepEqual([disabled.statusCode, disabled.json().msg], [403, 'This account is disabled']);
    } finally {
      await app.db.update(users).set({ status: 'active' }).where(eq(users.username, 'finance'));
    }
    const first = await postEn('/pm/send_verify_code', { mobile: '13912345675', ...(await captcha(app)) });
    assert.equal(first.statusCode, 200);
    const again = await postEn('/pm/send_verify_code', { mobile: '13912345675', ...(await captcha(app)) });
    assert.deepEqual(
      [again.statusCode, again.json().msg],
      [429, 'A code was sent less than a minute ago; try again later'],
    );
  });

  it('names a bad mobile, a malformed code and a wrong code in English', async () => {
    const badMobile = await postEn('/pm/send_verify_code', { mobile: '2380000000', ...(await captcha(app)) });
    assert.deepEqual([badMobile.statusCode, badMobile.json().msg], [422, 'Invalid mobile number']);
    const shortCode = await postEn('/pm/mobile_login', { mobile: '13800000003', code: '12' });
    assert.deepEqual([shortCode.statusCode, shortCode.json().msg], [422, 'The verify code is six digits']);
    const noCode = await postEn('/pm/mobile_login', { mobile: '13800000003' });
    assert.deepEqual([noCode.statusCode, noCode.json().msg], [422, 'Please enter the verify code']);
    const wrongCode = await postEn('/pm/mobile_login', { mobile: '13912345670', code: '123456' });
    assert.deepEqual(
      [wrongCode.statusCode, wrongCode.json().msg],
      [422, 'The verify code is wrong or has expired'],
    );
  });
});
