import Message from '@arco-design/web-react/es/Message';
import { changeLocale } from '../i18n/locale';
import { tokenStorage } from '../storage/token-storage';
import { ApiError } from './api-error';
import { configureHttp, http } from './http';
import { apiDelete, apiGet, apiPost, apiPut } from './requests';
import type { FakeReply } from './test-adapter';
import { fakeAdapter, ok } from './test-adapter';

jest.mock('@arco-design/web-react/es/Message', () => ({ __esModule: true, default: { error: jest.fn() } }));

const toast = jest.mocked(Message.error);
const onUnauthorized = jest.fn();

function answer(reply: FakeReply | 'network-error') {
  http.defaults.adapter = fakeAdapter(() => reply);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  configureHttp({ baseURL: '/api', onUnauthorized });
  tokenStorage.set('Bearer t0k3n');
});

afterEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('request', () => {
  it('sends the stored token in the Authorization header, under the base URL', async () => {
    let seen: { url?: string; baseURL?: string; authorization?: unknown } = {};
    http.defaults.adapter = fakeAdapter((config) => {
      seen = { url: config.url, baseURL: config.baseURL, authorization: config.headers.get('Authorization') };
      return ok(null);
    });
    await apiGet('/pm/auth_user');
    expect(seen).toEqual({ url: '/pm/auth_user', baseURL: '/api', authorization: 'Bearer t0k3n' });
  });

  it('sends no Authorization header without a stored token', async () => {
    tokenStorage.clear();
    let headers: Record<string, unknown> = {};
    http.defaults.adapter = fakeAdapter((config) => {
      headers = config.headers.toJSON();
      return ok(null);
    });
    await apiGet('/pm/captcha');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('takes another base URL from configureHttp', async () => {
    configureHttp({ baseURL: 'https://api.example.org' });
    let baseURL: string | undefined;
    http.defaults.adapter = fakeAdapter((config) => {
      baseURL = config.baseURL;
      return ok(null);
    });
    await apiGet('/pm/area');
    expect(baseURL).toBe('https://api.example.org');
  });
});

describe('success (code 0)', () => {
  it("resolves with the wrapper's data", async () => {
    answer(ok({ token_type: 'Bearer', token: 'abc' }));
    await expect(apiPost('/pm/login', { username: 'a' })).resolves.toEqual({
      token_type: 'Bearer',
      token: 'abc',
    });
    await expect(http.get('/pm/x')).resolves.toEqual({ token_type: 'Bearer', token: 'abc' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('passes method, params and body through the typed helpers', async () => {
    const calls: unknown[] = [];
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push([config.method, config.url, config.params, config.data]);
      return ok(1);
    });
    await apiGet('/a', { page: 1 });
    await apiPut('/b', { name: 'x' });
    await apiDelete('/c', { id: 2 });
    expect(calls).toEqual([
      ['get', '/a', { page: 1 }, undefined],
      ['put', '/b', undefined, JSON.stringify({ name: 'x' })],
      ['delete', '/c', { id: 2 }, undefined],
    ]);
  });

  it('resolves a body that is not a wrapper as it came (files, external JSON)', async () => {
    answer({ body: { type: 'FeatureCollection' } });
    await expect(apiGet('/geo.json')).resolves.toEqual({ type: 'FeatureCollection' });
  });
});

describe('error catalogue', () => {
  it('a non-zero code: toast with the message for 5 seconds, reject with an ApiError', async () => {
    answer({ body: { data: { field: 'name' }, status: 'fail', msg: '项目名称已存在', code: 50000 } });
    const error = await rejection(apiPost('/pm/projects'));
    expect(toast).toHaveBeenCalledWith({ content: '项目名称已存在', duration: 5000 });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '项目名称已存在',
      code: 50000,
      httpStatus: 200,
      data: { field: 'name' },
    });
  });

  it("a non-zero code without a message: toast 'Error'", async () => {
    answer({ body: { data: null, status: 'fail', msg: '', code: 50008 } });
    const error = await rejection(apiGet('/pm/x'));
    expect(toast).toHaveBeenCalledWith({ content: 'Error', duration: 5000 });
    expect(error).toMatchObject({ message: 'Error', code: 50008 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('HTTP 429: toast 请求过于频繁，请稍后再试。 whatever the server says', async () => {
    answer({ status: 429, body: { data: null, status: 'fail', msg: 'Too Many Requests', code: 50000 } });
    const error = await rejection(apiPost('/pm/send_verify_code'));
    expect(toast).toHaveBeenCalledWith({ content: '请求过于频繁，请稍后再试。', duration: 5000 });
    expect(error).toMatchObject({ message: '请求过于频繁，请稍后再试。', httpStatus: 429, code: 50000 });
  });

  it('HTTP 429 on an English page: the same message in English', async () => {
    await changeLocale('en-US');
    try {
      answer({ status: 429, body: { data: null, status: 'fail', msg: '请求过于频繁', code: 50000 } });
      const error = await rejection(apiPost('/client/captcha'));
      const english = 'Too many requests, please try again later.';
      expect(toast).toHaveBeenCalledWith({ content: english, duration: 5000 });
      expect(error).toMatchObject({ message: english, httpStatus: 429 });
    } finally {
      await changeLocale('zh-CN');
    }
  });

  it("other HTTP errors: toast the server's message", async () => {
    answer({
      status: 409,
      body: { data: { version: 3 }, status: 'fail', msg: '数据已被他人修改', code: 50000 },
    });
    const error = await rejection(apiPut('/pm/projects/1'));
    expect(toast).toHaveBeenCalledWith({ content: '数据已被他人修改', duration: 5000 });
    expect(error).toMatchObject({
      message: '数据已被他人修改',
      httpStatus: 409,
      code: 50000,
      data: { version: 3 },
    });
  });

  it("other HTTP errors without a server message: toast 'Request Error'", async () => {
    answer({ status: 502, body: '<html>Bad Gateway</html>' });
    const error = await rejection(apiGet('/pm/x'));
    expect(toast).toHaveBeenCalledWith({ content: 'Request Error', duration: 5000 });
    expect(error).toMatchObject({ message: 'Request Error', httpStatus: 502, code: 50000 });
  });

  it("a failed download (blob body): toast and reject with the wrapper's message, code and data", async () => {
    const wrapper = { data: { limit: 100000 }, status: 'fail', msg: '导出行数过多', code: 50000 };
    answer({ status: 422, body: new Blob([JSON.stringify(wrapper)]) });
    const error = await rejection(apiGet('/pm/projects/export', undefined, { responseType: 'blob' }));
    expect(toast).toHaveBeenCalledWith({ content: '导出行数过多', duration: 5000 });
    expect(error).toMatchObject({ message: '导出行数过多', httpStatus: 422, data: { limit: 100000 } });
  });

  it("no response at all: toast 'Request Error' with status 0", async () => {
    answer('network-error');
    const error = await rejection(apiGet('/pm/x'));
    expect(toast).toHaveBeenCalledWith({ content: 'Request Error', duration: 5000 });
    expect(error).toMatchObject({ httpStatus: 0 });
  });

  it('HTTP 401: toast, then call onUnauthorized', async () => {
    answer({ status: 401, body: { data: null, status: 'fail', msg: '未登录', code: 50008 } });
    const error = await rejection(apiGet('/pm/auth_user'));
    expect(toast).toHaveBeenCalledWith({ content: '未登录', duration: 5000 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toast.mock.invocationCallOrder[0]).toBeLessThan(onUnauthorized.mock.invocationCallOrder[0]!);
    expect(error).toMatchObject({ httpStatus: 401, code: 50008 });
  });

  it('HTTP 401 on a request sent without a token (a login attempt) leaves the page alone', async () => {
    tokenStorage.clear();
    answer({ status: 401, body: { data: null, status: 'fail', msg: '账号或者密码错误', code: 50000 } });
    await rejection(apiPost('/pm/login', {}, { silent: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not toast a cancelled request', async () => {
    answer(ok(1));
    const controller = new AbortController();
    controller.abort();
    await expect(apiGet('/pm/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'CanceledError',
    });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('silent requests', () => {
  it('reject with the error but show no toast, for a non-zero code', async () => {
    answer({ body: { data: null, status: 'fail', msg: '验证码错误', code: 50000 } });
    const error = await rejection(apiPost('/pm/login', {}, { silent: true }));
    expect(error.message).toBe('验证码错误');
    expect(toast).not.toHaveBeenCalled();
  });

  it('reject with the error but show no toast, for an HTTP error', async () => {
    answer({ status: 422, body: { data: null, status: 'fail', msg: '账号或者密码错误', code: 50000 } });
    const error = await rejection(apiPost('/pm/login', {}, { silent: true }));
    expect(error).toMatchObject({ message: '账号或者密码错误', httpStatus: 422 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('still end a lost session on 401', async () => {
    answer({ status: 401, body: { data: null, status: 'fail', msg: '未登录', code: 50008 } });
    await rejection(apiGet('/pm/auth_user', undefined, { silent: true }));
    expect(toast).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
