import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { API, bearer, buildTestApp, captcha, clientLogin, DEMO_CLIENT_MOBILE } from './helper';

const app = await buildTestApp();
const token = await clientLogin(app, DEMO_CLIENT_MOBILE);

const get = (url: string, auth = token) => app.inject({ url: `${API}${url}`, headers: bearer(auth) });
const post = (url: string, payload: object, auth = token) =>
  app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: bearer(auth) });

describe('client portal', () => {
  it('shows the signed-in beneficiary with masked mobile and ID number and money totals', async () => {
    const response = await get('/client/auth_user');
    assert.equal(response.statusCode, 200);
    const user = response.json().data;
    assert.equal(user.name, '张晓梅');
    assert.equal(user.type, 'person');
    assert.equal(user.mobile, '138****0001');
    assert.match(user.idNumber, /^530\*{13}[\dX]{2}$/);
    // The area by its names, as the portal shows it (530102: 云南省昆明市五华区).
    assert.deepEqual([user.areaCode, user.areaPath], ['530102', ['云南省', '昆明市', '五华区']]);
    assert.ok(user.projectCount >= 3);
    assert.match(user.totalApproved, /^\d+\.\d{2}$/);
    assert.ok(new Decimal(user.totalPaid).gt(0));
    assert.ok(new Decimal(user.totalPaid).lte(user.totalApproved));
  });

  it("lists the beneficiary's own projects with approved and paid amounts", async () => {
    const me = (await get('/client/auth_user')).json().data;
    const response = await get(`/client/${me.id}/projects?pageSize=100`);
    assert.equal(response.statusCode, 200);
    const page = response.json().data;
    assert.equal(page.total, me.projectCount);
    for (const project of page.list) {
      assert.match(project.paidAmount, /^\d+\.\d{2}$/);
      assert.ok(new Decimal(project.paidAmount).lte(project.approvedAmount ?? 0));
    }
  });

  it("does not find another beneficiary's projects (404)", async () => {
    const me = (await get('/client/auth_user')).json().data;
    const response = await get(`/client/${me.id + 1}/projects`);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().status, 'fail');
  });

  it('lists the records sharing the mobile and switches the session between them', async () => {
    const roles = (await get('/client/login/roles')).json().data as {
      id: number;
      name: string;
      type: string;
    }[];
    assert.equal(roles.length, 2);
    const company = roles.find((role) => role.type === 'company');
    assert.ok(company);
    const switched = await post('/client/change/login/user', { id: company.id });
    assert.equal(switched.statusCode, 200);
    assert.equal(switched.json().data.name, company.name);
    assert.equal((await get('/client/auth_user')).json().data.id, company.id);
    assert.equal((await get(`/client/${company.id}/projects`)).statusCode, 200);
  });

  it('does not find a record with another mobile to switch to (404)', async () => {
    const response = await post('/client/change/login/user', { id: 2 });
    assert.equal(response.statusCode, 404);
  });

  it('does not sign in an unregistered mobile', async () => {
    const sent = await post('/client/send_verify_code', {
      mobile: '13912345670',
      ...(await captcha(app, 'client')),
    });
    assert.equal(sent.statusCode, 200);
    const response = await post('/client/mobile_login', { mobile: '13912345670', code: '123456' });
    assert.equal(response.statusCode, 422);
  });

  it('logout revokes the client token', async () => {
    const other = await clientLogin(app, '13900001001');
    assert.equal((await post('/client/logout', {}, other)).statusCode, 200);
    const after = await get('/client/auth_user', other);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 50008);
  });
});
