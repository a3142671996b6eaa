import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq, like } from 'drizzle-orm';
import { beneficiaries, messages, operationLogs, projects, roles, users } from '../src/db/schema';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE, loginAs, staffWith } from './helper';

const app = await buildTestApp();
const token = await clientLogin(app, DEMO_CLIENT_MOBILE);
const admin = await loginAs(app, 'admin');

const get = (url: string, auth = token) => app.inject({ url: `${API}${url}`, headers: bearer(auth) });
const post = (url: string, payload: object, auth = token) =>
  app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: bearer(auth) });

const me = (await get('/client/auth_user')).json().data as { id: number; type: string; name: string };
const blank = { address: '', email: '', bankName: '', bankAccountName: '', bankAccountNo: '', note: '' };

async function stored(id: number) {
  const [row] = await app.db.select().from(beneficiaries).where(eq(beneficiaries.id, id));
  return row!;
}

/** The current values as the page fills the form: the account number blank (it keeps the stored one). */
async function currentForm(id: number) {
  const row = await stored(id);
  return {
    ...blank,
    address: row.address,
    email: row.email,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
  };
}

const todosOf = (requestId: number) =>
  app.db
    .select()
    .from(messages)
    .where(and(eq(messages.type, 'todo'), like(messages.link, `%&correction=${requestId}`)));

describe('client portal: basic information', () => {
  it('shows the bank account masked, never in full', async () => {
    const user = (await get('/client/auth_user')).json().data;
    const row = await stored(me.id);
    assert.equal(user.bankName, row.bankName);
    assert.equal(user.bankAccountName, row.bankAccountName);
    assert.match(user.bankAccountNo, /^\d{4}( \*{1,4})+ \d{4}$/);
    assert.equal(user.bankAccountNo.slice(-4), row.bankAccountNo.slice(-4));
    assert.ok(!JSON.stringify(user).includes(row.bankAccountNo));
  });
});

describe('client portal: correction requests', () => {
  let firstId = 0;

  it('refuses a request that changes nothing (422 under the note) and a malformed email or account (422)', async () => {
    const same = await post('/client/corrections', await currentForm(me.id));
    assert.equal(same.statusCode, 422);
    assert.equal(same.json().data.errors[0].field, 'note');
    const email = await post('/client/corrections', { ...(await currentForm(me.id)), email: 'not-an-email' });
    assert.equal(email.statusCode, 422);
    assert.equal(email.json().data.errors[0].field, 'email');
    const account = await post('/client/corrections', {
      ...(await currentForm(me.id)),
      bankAccountNo: '12ab',
    });
    assert.equal(account.statusCode, 422);
    const tooLong = await post('/client/corrections', { ...blank, note: 'x'.repeat(5000) });
    assert.equal(tooLong.statusCode, 422);
  });

  it('creates a request with from → to, and a todo for each staff owner (the managers of its projects)', async () => {
    const before = await stored(me.id);
    const response = await post('/client/corrections', {
      ...(await currentForm(me.id)),
      address: '云南省昆明市五华区翠湖北路8号',
      bankAccountNo: '6217 0000 1111 2222 333',
      note: '搬家了，换了银行卡',
    });
    assert.equal(response.statusCode, 200, response.body);
    const created = response.json().data;
    firstId = created.id;
    assert.equal(created.status, 'pending');
    assert.deepEqual(
      created.changes.map((change: { field: string }) => change.field),
      ['address', 'bankAccountNo'],
    );
    const address = created.changes.find((change: { field: string }) => change.field === 'address');
    assert.equal(address.from, before.address);
    assert.equal(address.to, '云南省昆明市五华区翠湖北路8号');
    const account = created.changes.find((change: { field: string }) => change.field === 'bankAccountNo');
    assert.equal(account.to, '6217 **** **** *** 2333');
    assert.ok(!response.body.includes('6217000011112222333'));

    const managers = await app.db
      .selectDistinct({ id: projects.managerId })
      .from(projects)
      .where(eq(projects.beneficiaryId, me.id));
    const todos = await todosOf(created.id);
    assert.ok(todos.length > 0);
    assert.deepEqual(todos.map((todo) => todo.userId).sort(), managers.map((manager) => manager.id).sort());
    for (const todo of todos) {
      assert.equal(todo.messageType, 1);
      assert.equal(todo.textKey, 'correction.todo');
      assert.match(todo.link!, new RegExp(`^/related/benefit/person/detail\\?id=${me.id}&tab=corrections`));
    }
  });

  it('allows one pending request at a time (409)', async () => {
    const response = await post('/client/corrections', { ...(await currentForm(me.id)), email: 'a@b.cn' });
    assert.equal(response.statusCode, 409);
  });

  it('lists its own requests; staff without the edit code may not decide (403)', async () => {
    const list = (await get('/client/corrections')).json().data as { id: number; status: string }[];
    assert.equal(list[0]!.id, firstId);
    const reader = await staffWith(app, 'corr-reader', ['beneficiary']);
    assert.equal((await get(`/pm/beneficiaries/${me.id}/corrections`, reader.token)).statusCode, 200);
    assert.equal(
      (await post(`/pm/beneficiary-corrections/${firstId}/accept`, {}, reader.token)).statusCode,
      403,
    );
    assert.equal(
      (await post(`/pm/beneficiary-corrections/${firstId}/reject`, { reason: 'x' }, reader.token)).statusCode,
      403,
    );
    // A client token opens no staff route.
    assert.equal((await post(`/pm/beneficiary-corrections/${firstId}/accept`, {})).statusCode, 403);
  });

  it('is not found for staff whose data scope leaves the beneficiary out (404)', async () => {
    const scoped = await staffWith(app, 'corr-scoped', ['beneficiary', 'beneficiary:update']);
    await app.db.update(roles).set({ dataScope: 'self' }).where(eq(roles.code, 'corr-scoped-role'));
    assert.equal((await get(`/pm/beneficiaries/${me.id}/corrections`, scoped.token)).statusCode, 404);
    assert.equal(
      (await post(`/pm/beneficiary-corrections/${firstId}/accept`, {}, scoped.token)).statusCode,
      404,
    );
    assert.equal((await post(`/pm/beneficiary-corrections/999999/accept`, {}, admin)).statusCode, 404);
  });

  it('accepting applies the change through the staff edit (operation log), closes the todos; a second decision is 409', async () => {
    const before = await stored(me.id);
    const response = await post(`/pm/beneficiary-corrections/${firstId}/accept`, {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'accepted');
    assert.ok(response.json().data.decidedByName);
    const after = await stored(me.id);
    assert.equal(after.address, '云南省昆明市五华区翠湖北路8号');
    assert.equal(after.bankAccountNo, '6217000011112222333');
    assert.equal(after.version, before.version + 1);
    assert.equal(after.name, before.name);
    const [log] = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.entityId, String(me.id))))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    assert.equal(log!.action, 'update');
    const [adminUser] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    assert.equal(log!.userId, adminUser!.id);
    assert.equal((log!.after as { address: string }).address, '云南省昆明市五华区翠湖北路8号');
    for (const todo of await todosOf(firstId)) assert.equal(todo.messageType, 2);

    assert.equal((await post(`/pm/beneficiary-corrections/${firstId}/accept`, {}, admin)).statusCode, 409);
    assert.equal(
      (await post(`/pm/beneficiary-corrections/${firstId}/reject`, { reason: 'late' }, admin)).statusCode,
      409,
    );
    const user = (await get('/client/auth_user')).json().data;
    assert.equal(user.address, '云南省昆明市五华区翠湖北路8号');
    assert.match(user.bankAccountNo, /^6217 .* 2333$/);
  });

  it('rejecting needs a reason (422) and the beneficiary reads it; then a new request may be sent', async () => {
    const created = await post('/client/corrections', {
      ...(await currentForm(me.id)),
      email: 'new@example.com',
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().data.id as number;
    assert.equal(
      (await post(`/pm/beneficiary-corrections/${id}/reject`, { reason: '  ' }, admin)).statusCode,
      422,
    );
    const rejected = await post(
      `/pm/beneficiary-corrections/${id}/reject`,
      { reason: '邮箱无法核实' },
      admin,
    );
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await stored(me.id)).email, (await currentForm(me.id)).email);
    assert.notEqual((await stored(me.id)).email, 'new@example.com');
    const mine = (await get('/client/corrections')).json().data as {
      id: number;
      status: string;
      rejectReason: string;
    }[];
    const found = mine.find((item) => item.id === id)!;
    assert.equal(found.status, 'rejected');
    assert.equal(found.rejectReason, '邮箱无法核实');
    for (const todo of await todosOf(id)) assert.equal(todo.messageType, 2);
    assert.equal((await post(`/pm/beneficiary-corrections/${id}/accept`, {}, admin)).statusCode, 409);
  });

  it("a client reads only the identity in use's requests; the staff list is per beneficiary", async () => {
    const other = await clientLogin(app, '13900001001');
    assert.deepEqual((await get('/client/corrections', other)).json().data, []);
    const staffList = (await get(`/pm/beneficiaries/${me.id}/corrections`, admin)).json().data as unknown[];
    assert.equal(staffList.length, 2);
  });
});

describe('client portal: switching identity', () => {
  it("after a switch the old identity's projects and requests are no longer this session's (404)", async () => {
    const session = token; // one SMS per minute per phone: the suite's own session switches last
    const roles = (await get('/client/login/roles', session)).json().data as { id: number; type: string }[];
    const company = roles.find((role) => role.type === 'company')!;
    const person = roles.find((role) => role.type === 'person')!;
    assert.equal((await post('/client/change/login/user', { id: company.id }, session)).statusCode, 200);
    assert.equal((await get(`/client/${person.id}/projects`, session)).statusCode, 404);
    assert.equal((await get(`/client/${company.id}/projects`, session)).statusCode, 200);
    const requests = (await get('/client/corrections', session)).json().data as { beneficiaryId: number }[];
    assert.ok(requests.every((item) => item.beneficiaryId === company.id));
    // Another phone's record is not found either.
    assert.equal((await post('/client/change/login/user', { id: 2 }, session)).statusCode, 404);
  });
});
