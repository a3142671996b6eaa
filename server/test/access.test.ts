import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import type { MenuItem } from '@pm/domain/shapes';
import { MissingAccessError, requireAccessDeclaration } from '../src/plugins/access-control';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE, loginAs, staffWith } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');
const client = await clientLogin(app, DEMO_CLIENT_MOBILE);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  signedIn: boolean;
}

/** Every API operation, from the OpenAPI document the routes generate (signed-in ones carry `security`). */
function operations(): Operation[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        url: path.replace(/\{[^}]+\}/g, '1'),
        signedIn: operation.security !== undefined,
      })),
  );
}

const call = (operation: Operation, token: string) =>
  app.inject({ method: operation.method, url: operation.url, headers: bearer(token), payload: {} });

describe('audiences', () => {
  it('finds the signed-in routes of both sides', () => {
    const signedIn = operations().filter((operation) => operation.signedIn);
    assert.ok(signedIn.filter((operation) => operation.url.startsWith(`${API}/pm/`)).length >= 9);
    assert.ok(signedIn.filter((operation) => operation.url.startsWith(`${API}/client/`)).length >= 5);
    assert.ok(
      signedIn.some((operation) => operation.method === 'PUT' && operation.url === `${API}/pm/projects/1`),
    );
  });

  it('refuses a client token on every signed-in /pm route (403)', async () => {
    for (const operation of operations().filter((o) => o.signedIn && o.url.startsWith(`${API}/pm/`))) {
      const response = await call(operation, client);
      assert.equal(response.statusCode, 403, `${operation.method} ${operation.url}`);
      assert.equal(response.json().msg, '当前账号不能访问此接口');
    }
  });

  it('refuses a staff token, even an administrator’s, on every signed-in /client route (403)', async () => {
    for (const operation of operations().filter((o) => o.signedIn && o.url.startsWith(`${API}/client/`))) {
      const response = await call(operation, admin);
      assert.equal(response.statusCode, 403, `${operation.method} ${operation.url}`);
    }
  });

  it('answers 401 on every signed-in route without a token', async () => {
    for (const operation of operations().filter((o) => o.signedIn)) {
      const response = await app.inject({ method: operation.method, url: operation.url, payload: {} });
      assert.equal(response.statusCode, 401, `${operation.method} ${operation.url}`);
    }
  });
});

describe('permissions', () => {
  it('lets the officer list projects, appropriations, beneficiaries and the archive, but not users or the log', async () => {
    const status = async (path: string) =>
      (await app.inject({ url: `${API}${path}`, headers: bearer(officer) })).statusCode;
    assert.equal(await status('/pm/projects'), 200);
    assert.equal(await status('/pm/appropriations'), 200);
    assert.equal(await status('/pm/beneficiaries'), 200);
    assert.equal(await status('/pm/materials'), 200);
    assert.equal(await status('/pm/users'), 403);
    assert.equal(await status('/pm/logs'), 403);
  });

  it('refuses a signed-in user without permission codes every projects call, but not dictionaries', async () => {
    const { token } = await staffWith(app, 'nobody', []);
    for (const [method, path] of [
      ['GET', '/pm/projects'],
      ['GET', '/pm/projects/export'],
      ['GET', '/pm/projects/1'],
      ['POST', '/pm/projects'],
      ['PUT', '/pm/projects/1'],
      ['POST', '/pm/projects/1/withdraw'],
      ['POST', '/pm/projects/1/sub-projects'],
      ['GET', '/pm/project-options'],
      ['POST', '/pm/files'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${API}${path}`,
        headers: bearer(token),
        payload: {},
      });
      assert.equal(response.statusCode, 403, `${method} ${path}`);
    }
    const dict = await app.inject({ url: `${API}/pm/dicts/project_type`, headers: bearer(token) });
    assert.equal(dict.statusCode, 200);
  });

  it('lets the administrator (is_admin = 1) call everything', async () => {
    for (const path of ['/pm/users', '/pm/materials']) {
      assert.equal((await app.inject({ url: `${API}${path}`, headers: bearer(admin) })).statusCode, 200);
    }
  });
});

describe('menu and access list', () => {
  const menu = async (token: string) =>
    (await app.inject({ url: `${API}/pm/sys_user/menu/list`, headers: bearer(token) })).json()
      .data as MenuItem[];
  const access = async (token: string) =>
    (
      (await app.inject({ url: `${API}/pm/sys_user/access/list`, headers: bearer(token) })).json().data as {
        permission: string;
      }[]
    ).map((item) => item.permission);

  it('gives the administrator every group in catalogue order, with children', async () => {
    const groups = await menu(admin);
    assert.deepEqual(
      groups.map((group) => group.path),
      ['/home', '/project', '/submit', '/related', '/archives', '/system', '/user'],
    );
    const project = groups.find((group) => group.name === 'project');
    assert.equal(project?.meta.icon, 'IconApps');
    assert.deepEqual(
      project?.children?.slice(0, 2).map((child) => child.path),
      ['/project/list', '/project/list/detail'],
    );
    const appropriation = project?.children?.find((child) => child.name === 'projectAppropriation');
    assert.equal(appropriation?.redirect, '/project/appropriation/unverified');
  });

  it('hides /system from the officer, and of /archives shows the material archive and the approvals inbox', async () => {
    const groups = await menu(officer);
    assert.deepEqual(
      groups.map((group) => group.path),
      ['/home', '/project', '/submit', '/related', '/archives', '/user'],
    );
    const archives = groups.find((group) => group.path === '/archives');
    assert.deepEqual(
      archives?.children?.map((child) => child.path),
      ['/archives/material', '/archives/approva'],
    );
  });

  it('lists every key and button code for the administrator, the granted ones for the officer', async () => {
    const all = await access(admin);
    for (const code of [
      'setting',
      'auth',
      'log',
      'fileArchive',
      'project:create',
      'fundPayment:pay',
      'budget:approve',
      'auth:create',
      'approve',
      'approval:define',
    ]) {
      assert.ok(all.includes(code), code);
    }
    const granted = await access(officer);
    assert.deepEqual(granted, [
      'agreement:create',
      'application:create',
      'approve',
      'archive:borrow',
      'archive:create',
      'archive:update',
      'beneficiary',
      'beneficiary:create',
      'beneficiary:export',
      'beneficiary:status',
      'beneficiary:update',
      'budget',
      'budget:expense',
      'budget:manage',
      'dashboard',
      'file',
      'fileArchive',
      'fundPayment',
      'fundPayment:cancel',
      'fundPayment:create',
      'fundPayment:export',
      'fundPayment:pay',
      'fundPayment:verify',
      'partner',
      'project',
      'project:create',
      'project:export',
      'project:manage',
      'project:update',
      'projectManagement',
      'related',
      'report:create',
      'volunteer',
    ]);
  });
});

describe('route declarations', () => {
  it('stops the server at start-up when an API route declares no access', async () => {
    const bare = Fastify({ logger: false });
    bare.addHook('onRoute', requireAccessDeclaration('/api', []));
    assert.throws(() => bare.get('/api/pm/forgotten', async () => 'open'), MissingAccessError);
    bare.get('/api/pm/declared', { config: { access: { audience: 'public' } } }, async () => 'open');
  });

  it('accepts routes outside the API base, and exempt ones, without a declaration', async () => {
    const bare = Fastify({ logger: false });
    bare.addHook('onRoute', requireAccessDeclaration('/api', ['/api/docs']));
    bare.get('/health', async () => 'ok');
    bare.get('/api/docs/json', async () => ({}));
  });
});

describe('test channel', () => {
  it('does not exist without PM_TEST_CHANNEL=1', async () => {
    const plain = await buildTestApp({ testChannel: false });
    for (const url of [`${API}/__test__/captcha/x`, `${API}/__test__/sms/13800000001`]) {
      assert.equal((await plain.inject({ url })).statusCode, 404);
    }
  });
});
