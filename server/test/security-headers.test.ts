import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config';
import { API, bearer, buildTestApp, captcha, loginAs, PASSWORDS } from './helper';

/** A built shell of one page and its sign-in page, and a registry with one remote on another origin. */
const staticRoot = await mkdtemp(join(tmpdir(), 'pm-static-'));
after(() => rm(staticRoot, { recursive: true, force: true }));
await mkdir(join(staticRoot, 'shell', 'dist', 'sign-in'), { recursive: true });
await writeFile(join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(
  join(staticRoot, 'shell', 'dist', 'sign-in', 'page.html'),
  '<!doctype html><title>sign-in</title>',
);
await writeFile(
  join(staticRoot, 'remotes.json'),
  JSON.stringify({
    remotes: [
      {
        name: 'mf_projects',
        entry: 'https://cdn.example.org/mf-projects/mf-manifest.json',
        version: '1.0.0',
        prefixes: ['/project/list'],
        audience: 'staff',
      },
    ],
  }),
);

const app = await buildTestApp({ staticRoot, remotesConfig: join(staticRoot, 'remotes.json') });
const admin = await loginAs(app, 'admin');

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function assertSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = directives(response);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], what);
  assert.deepEqual(csp.get('script-src'), ["'self'", 'https://cdn.example.org'], what);
  assert.deepEqual(csp.get('object-src'), ["'none'"], what);
  assert.deepEqual(csp.get('default-src'), ["'self'"], what);
  assert.equal(response.headers['x-frame-options'], 'DENY', what);
  assert.equal(response.headers['referrer-policy'], 'no-referrer', what);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
}

describe('security headers', () => {
  it('are on pages, API answers, errors and the remote registry', async () => {
    const responses = {
      'the login page': await app.inject({ url: '/login', headers: { accept: 'text/html' } }),
      'a shell page': await app.inject({ url: '/project/list', headers: { accept: 'text/html' } }),
      'a signed-in call': await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(admin) }),
      'a refused call': await app.inject({ url: `${API}/pm/auth_user` }),
      'an unknown path': await app.inject({ url: `${API}/pm/nowhere` }),
      'the registry': await app.inject({ url: '/remotes.json' }),
    };
    assert.equal(responses['the login page'].statusCode, 200);
    assert.equal(responses['a shell page'].statusCode, 200);
    for (const [what, response] of Object.entries(responses)) assertSecurityHeaders(response, what);
  });

  it('keep signed-in answers and tokens out of every cache; areas keep their own caching', async () => {
    const signedIn = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(admin) });
    assert.equal(signedIn.headers['cache-control'], 'no-store');
    const login = await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      payload: { username: 'admin', password: PASSWORDS.admin, ...(await captcha(app)) },
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.headers['cache-control'], 'no-store');
    const areas = await app.inject({ url: `${API}/pm/area/list`, headers: bearer(admin) });
    assert.match(String(areas.headers['cache-control']), /^private, max-age=\d+$/);
    const page = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    assert.equal(page.headers['cache-control'], 'no-cache');
  });

  it("allow 'unsafe-eval' only in development (webpack's eval source maps)", async () => {
    const development = await buildTestApp({ env: 'development' });
    const csp = directives(await development.inject({ url: '/remotes.json' }));
    assert.deepEqual(csp.get('script-src'), ["'self'", "'unsafe-eval'"]);
  });
});

describe('the API document', () => {
  it('is open in development and test', async () => {
    assert.equal((await app.inject({ url: `${API}/docs/json` })).statusCode, 200);
  });

  it('is not served in production unless API_DOCS=true; the routes still generate it', async () => {
    const production = {
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'https://sms.example.org',
      SMS_GATEWAY_KEY: 'k',
      SEARCH_HASH_KEY: 'k'.repeat(40),
      FIELD_ENCRYPTION_KEY: 'ab'.repeat(32),
    };
    const gateway = { ...production, SMS_GATEWAY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_ID: 't' };
    assert.equal(loadConfig(gateway).apiDocs, false);
    assert.equal(loadConfig({ ...gateway, API_DOCS: 'true' }).apiDocs, true);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).apiDocs, true);

    const closed = await buildTestApp({ apiDocs: false });
    for (const url of [`${API}/docs`, `${API}/docs/json`, `${API}/docs/static/index.html`]) {
      assert.equal((await closed.inject({ url })).statusCode, 404, url);
    }
    assert.ok(Object.keys((closed.swagger() as { paths: object }).paths).length > 50);
  });
});
