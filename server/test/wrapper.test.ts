import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { invalid } from '../src/http/errors';
import { createNotFoundHandler, errorHandler } from '../src/plugins/errors';
import { API, bearer, buildTestApp, loginAs } from './helper';

const FAIL = { status: 'fail', data: null };

const app = await buildTestApp({ authRateLimit: 3 });
const officer = await loginAs(app, 'officer');

describe('response wrapper', () => {
  it('wraps success as { data, status: ok, msg, code: 0 }', async () => {
    const response = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(officer) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'msg', 'status']);
    assert.equal(body.status, 'ok');
    assert.equal(body.code, 0);
    assert.equal(body.data.username, 'officer');
  });

  it('answers 401 with code 50008 未登录 without a token or with an unknown one', async () => {
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const response = await app.inject({ url: `${API}/pm/auth_user`, headers });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { ...FAIL, msg: '未登录', code: 50008 });
    }
  });

  it('answers 403 with code 50000 when the permission is missing', async () => {
    const response = await app.inject({ url: `${API}/pm/users`, headers: bearer(officer) });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { ...FAIL, msg: '没有访问权限', code: 50000 });
  });

  it('answers 404 in the wrapper for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: `${API}/pm/no-such-thing` });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { ...FAIL, msg: '资源不存在', code: 50000 });
    }
  });

  it('answers 422 with the field named for schema violations', async () => {
    const response = await app.inject({ url: `${API}/pm/projects?pageSize=101`, headers: bearer(officer) });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().code, 50000);
    assert.match(response.json().msg, /pageSize/);
  });

  it('answers 400 in the wrapper for a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 'fail');
  });

  it('answers 429 in the wrapper with the catalogue message once a sign-in route is over its limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await app.inject({ url: `${API}/client/captcha` });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.deepEqual(last?.json(), { ...FAIL, msg: '请求过于频繁，请稍后再试。', code: 50000 });
  });
});

describe('error handler', () => {
  it('turns unknown errors into a 500 without leaking their message, and keeps AppErrors as thrown', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler(createNotFoundHandler(async () => false));
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret');
    });
    app.get('/invalid', async () => {
      throw invalid('金额格式不正确');
    });
    const boom = await app.inject({ url: '/boom' });
    assert.equal(boom.statusCode, 500);
    assert.deepEqual(boom.json(), { ...FAIL, msg: '服务器内部错误', code: 50000 });
    const rejected = await app.inject({ url: '/invalid' });
    assert.equal(rejected.statusCode, 422);
    assert.deepEqual(rejected.json(), { ...FAIL, msg: '金额格式不正确', code: 50000 });
    await app.close();
  });
});
