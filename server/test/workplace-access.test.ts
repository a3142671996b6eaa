import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE, loginAs, staffWith } from './helper';

const app = await buildTestApp();
const client = await clientLogin(app, DEMO_CLIENT_MOBILE);
const finance = await loginAs(app, 'finance');

/** The dashboard's aggregates: staff holding the `dashboard` key. */
const DASHBOARD: { method: 'GET'; url: string }[] = [
  { method: 'GET', url: '/pm/dashboard/overview' },
  { method: 'GET', url: '/pm/dashboard/funds-by-month' },
  { method: 'GET', url: '/pm/dashboard/projects-by-status' },
  { method: 'GET', url: '/pm/dashboard/projects-by-province' },
];

/** Every route of the shell's own screens: staff only, no permission key beyond being signed in (but the dashboard). */
const ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string }[] = [
  { method: 'GET', url: '/pm/messages' },
  { method: 'GET', url: '/pm/messages/unread-count' },
  { method: 'POST', url: '/pm/messages/read' },
  ...DASHBOARD,
  { method: 'GET', url: '/pm/user/my-projects' },
  { method: 'GET', url: '/pm/user/my-teams' },
  { method: 'GET', url: '/pm/user/latest-activity' },
  { method: 'GET', url: '/pm/user/visits' },
  { method: 'POST', url: '/pm/user/visits' },
  { method: 'GET', url: '/pm/user/project-and-team' },
  { method: 'GET', url: '/pm/user/profile' },
  { method: 'PUT', url: '/pm/user/profile' },
  { method: 'POST', url: '/pm/user/password' },
  { method: 'GET', url: '/pm/user/certification' },
  { method: 'GET', url: '/pm/area' },
  { method: 'GET', url: '/pm/area/list' },
  { method: 'GET', url: '/pm/area/geo/100000' },
];

describe('workplace routes', () => {
  it('answer 401 (code 50008) without a token', async () => {
    for (const { method, url } of ROUTES) {
      const response = await app.inject({ method, url: `${API}${url}`, payload: {} });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().code, 50008, `${method} ${url}`);
    }
  });

  it('answer 403 to a client (beneficiary) token', async () => {
    for (const { method, url } of ROUTES) {
      const response = await app.inject({
        method,
        url: `${API}${url}`,
        headers: bearer(client),
        payload: {},
      });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
    }
  });

  it('serve any signed-in staff user, whatever their permission keys', async () => {
    for (const { method, url } of ROUTES.filter((route) => route.method === 'GET')) {
      const response = await app.inject({ method, url: `${API}${url}`, headers: bearer(finance) });
      assert.equal(response.statusCode, 200, `${method} ${url}`);
    }
  });

  it('keep the dashboard to holders of its key: 403 without it, whatever else the user may do', async () => {
    const { token } = await staffWith(app, 'no-dashboard', []);
    for (const { method, url } of DASHBOARD) {
      const response = await app.inject({ method, url: `${API}${url}`, headers: bearer(token) });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
    }
    // The rest of the workplace still serves them.
    for (const { method, url } of ROUTES.filter(
      (route) => route.method === 'GET' && !DASHBOARD.includes(route as never),
    )) {
      const response = await app.inject({ method, url: `${API}${url}`, headers: bearer(token) });
      assert.equal(response.statusCode, 200, `${method} ${url}`);
    }
  });
});
