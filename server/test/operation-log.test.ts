import type { Page } from '@pm/domain/contracts';
import type { OperationLogDetail, OperationLogItem, PartnerDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { loginAttempts, operationLogs, users } from '../src/db/schema';
import { hashPassword } from '../src/security/password';
import { businessDate } from '../src/records/today';
import {
  API,
  bearer,
  buildTestApp,
  captcha,
  clientLogin,
  DEMO_CLIENT_MOBILE,
  loginAs,
  staffWith,
  TEST_PASSWORD_COST,
} from './helper';
import { partnerValues } from './fixtures/partner';
import { firstSheet } from './support/workbook';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

async function search(query: string, token = admin): Promise<Page<OperationLogItem>> {
  const response = await app.inject({ url: `${API}/pm/logs?${query}`, headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as Page<OperationLogItem>;
}

/** One password sign-in from `address`; its HTTP status. */
async function signIn(username: string, password: string, address: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/pm/login`,
    remoteAddress: address,
    payload: { username, password, ...(await captcha(app)) },
  });
  return response.statusCode;
}

const PASSWORD = 'Logged#Pass1';
await app.db.insert(users).values({
  username: 'log-walker',
  name: '日志测试员',
  passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
});
const [walker] = await app.db.select().from(users).where(eq(users.username, 'log-walker'));

/** A partner created from `address` by the admin. */
async function createPartner(address: string, name: string): Promise<PartnerDetail> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/pm/partners`,
    remoteAddress: address,
    headers: bearer(admin),
    payload: partnerValues({ name }),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as PartnerDetail;
}

describe('operation log: every write, with the caller’s address', () => {
  it('shows a write in the search with its address, and its detail with before and after', async () => {
    const partner = await createPartner('10.9.0.7', '日志合作方');
    const found = await search(`entity=partner&entityId=${partner.id}`);
    assert.equal(found.total, 1);
    const row = found.list[0]!;
    assert.deepEqual(
      [row.action, row.module, row.ip, row.userName],
      ['create', 'related', '10.9.0.7', '系统管理员'],
    );
    const detail = await app.inject({ url: `${API}/pm/logs/${row.id}`, headers: bearer(admin) });
    assert.equal(detail.statusCode, 200);
    const data = detail.json().data as OperationLogDetail;
    assert.equal(data.before, null);
    assert.equal((data.after as { name: string }).name, '日志合作方');
    const missing = await app.inject({ url: `${API}/pm/logs/999999999`, headers: bearer(admin) });
    assert.equal(missing.statusCode, 404);
  });

  it('keeps the address through a handler that awaits a streamed body (an upload)', async () => {
    const boundary = '----pmlogtest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="日志.pdf"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n%PDF-1.7\n',
      ),
      Buffer.alloc(4096, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `${API}/pm/files`,
      remoteAddress: '10.9.6.6',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { id } = response.json().data as { id: number };
    const found = await search(`entity=file&entityId=${id}`);
    assert.deepEqual([found.total, found.list[0]!.ip, found.list[0]!.module], [1, '10.9.6.6', 'archives']);
  });

  it('filters by user, who, module, action, record, date range and address, and pages newest first', async () => {
    await createPartner('10.9.1.1', '日志筛选一');
    await createPartner('10.9.1.2', '日志筛选二');
    const [me] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    const today = businessDate();
    const byIp = await search('ip=10.9.1.');
    assert.equal(byIp.total, 2);
    assert.ok(byIp.list.every((row) => row.ip?.startsWith('10.9.1.')));
    assert.ok(byIp.list[0]!.id > byIp.list[1]!.id, 'newest first');
    const oldestFirst = await search('ip=10.9.1.&sortField=createdAt&sortOrder=ascend');
    assert.deepEqual(
      oldestFirst.list.map((row) => row.id),
      byIp.list.map((row) => row.id).reverse(),
    );
    assert.equal((await search('ip=10.9.1.&pageSize=1&page=2')).list[0]!.id, byIp.list[1]!.id);
    assert.equal((await search(`ip=10.9.1.&userId=${me!.id}`)).total, 2);
    assert.equal((await search(`ip=10.9.1.&userId=${walker!.id}`)).total, 0);
    assert.equal((await search('ip=10.9.1.&who=管理')).total, 2);
    assert.equal((await search('ip=10.9.1.&who=nobody-like-this')).total, 0);
    assert.equal((await search('ip=10.9.1.&module=related')).total, 2);
    assert.equal((await search('ip=10.9.1.&module=funds')).total, 0);
    assert.equal((await search('ip=10.9.1.&action=create')).total, 2);
    assert.equal((await search('ip=10.9.1.&action=update')).total, 0);
    assert.equal((await search(`ip=10.9.1.&from=${today}&to=${today}`)).total, 2);
    assert.equal((await search('ip=10.9.1.&to=2000-01-01')).total, 0);
    assert.equal((await search('ip=10.9.1.&from=2999-01-01')).total, 0);
    for (const query of ['module=nonsense', 'from=2025-02-30', 'to=2025-13-01', 'sortField=ip']) {
      const bad = await app.inject({ url: `${API}/pm/logs?${query}`, headers: bearer(admin) });
      assert.equal(bad.statusCode, 422, query);
    }
  });
});

describe('operation log: sign-ins', () => {
  it('logs a sign-in, a sign-out, failed sign-ins with the name typed, and the lockout', async () => {
    assert.equal(await signIn('log-walker', PASSWORD, '10.9.2.1'), 200);
    const login = await search(`module=session&action=login&userId=${walker!.id}`);
    assert.equal(login.total, 1);
    assert.deepEqual([login.list[0]!.ip, login.list[0]!.username], ['10.9.2.1', 'log-walker']);

    const session = await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      remoteAddress: '10.9.2.2',
      payload: { username: 'log-walker', password: PASSWORD, ...(await captcha(app)) },
    });
    const token = (session.json().data as { token: string }).token;
    const out = await app.inject({
      method: 'POST',
      url: `${API}/pm/logout`,
      remoteAddress: '10.9.2.2',
      headers: bearer(token),
    });
    assert.equal(out.statusCode, 200);
    const logout = await search(`action=logout&userId=${walker!.id}`);
    assert.deepEqual([logout.total, logout.list[0]!.ip, logout.list[0]!.module], [1, '10.9.2.2', 'session']);

    // Five wrong passwords of an unknown name from one address: five failures, the last one locks.
    for (let i = 0; i < 5; i++) await signIn('ghost-of-log', 'Wrong#Pass1', '10.9.3.3');
    const failed = await search('who=ghost-of-log&action=loginFailed');
    assert.equal(failed.total, 5);
    assert.ok(failed.list.every((row) => row.userId === null && row.ip === '10.9.3.3'));
    const lockout = await search('who=ghost-of-log&action=lockout');
    assert.equal(lockout.total, 1);
    assert.equal(lockout.list[0]!.entity, 'account');
    // Refused while locked: logged as a failure too.
    assert.equal(await signIn('ghost-of-log', 'Wrong#Pass1', '10.9.3.3'), 423);
    assert.equal((await search('who=ghost-of-log&action=loginFailed')).total, 6);
    const stored = await app.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.username, 'ghost-of-log'));
    assert.ok(
      stored.every((row) => !JSON.stringify(row).includes('Wrong#Pass1')),
      'never the password',
    );
    await app.db.update(loginAttempts).set({ lockedUntil: sql`now() - interval '1 second'`, attempts: 0 });
  });

  it('logs a refused SMS sign-in, staff or portal, with the mobile masked', async () => {
    for (const side of ['pm', 'client'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/${side}/mobile_login`,
        remoteAddress: '10.9.7.7',
        payload: { mobile: '13900000077', code: '123456' },
      });
      assert.notEqual(response.statusCode, 200);
    }
    const failed = await search('who=139****0077&action=loginFailed');
    assert.deepEqual(failed.list.map((row) => [row.comment, row.ip]).sort(), [
      ['client', '10.9.7.7'],
      ['sms', '10.9.7.7'],
    ]);
  });

  it('logs the portal’s sign-in and sign-out with the masked mobile', async () => {
    const token = await clientLogin(app, DEMO_CLIENT_MOBILE);
    const login = await search('module=session&action=login&who=138****0001');
    assert.ok(login.total >= 1);
    assert.equal(login.list[0]!.userId, null);
    const out = await app.inject({ method: 'POST', url: `${API}/client/logout`, headers: bearer(token) });
    assert.equal(out.statusCode, 200);
    const logout = await search(`module=session&action=logout&entityId=${login.list[0]!.entityId}`);
    assert.ok(logout.total >= 1);
  });

  it('keeps sign-ins out of the user centre’s activity feed', async () => {
    const walkerToken = (
      await app.inject({
        method: 'POST',
        url: `${API}/pm/login`,
        payload: { username: 'log-walker', password: PASSWORD, ...(await captcha(app)) },
      })
    ).json().data.token as string;
    const feed = await app.inject({ url: `${API}/pm/user/latest-activity`, headers: bearer(walkerToken) });
    assert.equal(feed.statusCode, 200, feed.body);
    assert.deepEqual(feed.json().data, []);
  });
});

describe('operation log: append-only', () => {
  it('refuses UPDATE and DELETE at the database, whoever asks', async () => {
    const [row] = await app.db.select().from(operationLogs).limit(1);
    await assert.rejects(
      app.db.execute(sql`update operation_logs set action = 'tampered' where id = ${row!.id}`),
    );
    await assert.rejects(app.db.execute(sql`delete from operation_logs where id = ${row!.id}`));
    await assert.rejects(
      app.db.update(operationLogs).set({ comment: 'x' }).where(eq(operationLogs.id, row!.id)),
    );
    const [again] = await app.db.select().from(operationLogs).where(eq(operationLogs.id, row!.id));
    assert.equal(again!.action, row!.action);
    // Inserting still works (the log grows).
    const before = (await search('pageSize=1')).total;
    await createPartner('10.9.4.4', '日志追加');
    assert.equal((await search('pageSize=1')).total, before + 1);
  });

  it('has no route that changes or removes a log row', async () => {
    const [row] = await app.db.select().from(operationLogs).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: `${API}/pm/logs/${row!.id}`,
        headers: bearer(admin),
        payload: {},
      });
      assert.equal(response.statusCode, 404, method);
    }
    const routes = app.printRoutes({ commonPrefix: false });
    assert.doesNotMatch(routes, /logs.*\((PUT|PATCH|DELETE|POST)/);
  });
});

describe('operation log: export and access', () => {
  it('exports the searched rows as a workbook, escaping text that would run as a formula', async () => {
    const name = '=HYPERLINK("http://example.com","日志")';
    await signIn(name, 'Wrong#Pass1', '10.9.5.5');
    const response = await app.inject({ url: `${API}/pm/logs/export?ip=10.9.5.5`, headers: bearer(admin) });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /spreadsheetml/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename=/);
    const sheet = await firstSheet(response.rawPayload);
    assert.equal(sheet.rowCount, 2);
    assert.equal(sheet.getRow(2).getCell(3).value, `'${name}`);
    assert.equal(sheet.getRow(2).getCell(8).value, '10.9.5.5');
  });

  it('answers 403 to staff without the key `log`, and 401 to no one signed in', async () => {
    const other = await staffWith(app, 'log-nobody', ['project']);
    const reader = await staffWith(app, 'log-reader', ['log']);
    const [row] = await app.db.select().from(operationLogs).limit(1);
    for (const url of ['/pm/logs', `/pm/logs/${row!.id}`, '/pm/logs/export']) {
      assert.equal(
        (await app.inject({ url: `${API}${url}`, headers: bearer(other.token) })).statusCode,
        403,
        url,
      );
      assert.equal(
        (await app.inject({ url: `${API}${url}`, headers: bearer(reader.token) })).statusCode,
        200,
        url,
      );
      assert.equal((await app.inject({ url: `${API}${url}` })).statusCode, 401, url);
    }
  });
});
