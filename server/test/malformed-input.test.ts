import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import type { ApplicationDetail } from '@pm/domain/shapes';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { applications, budgetPeriods, pageVisits, projects } from '../src/db/schema';
import { errorHandler } from '../src/plugins/errors';
import { API, bearer, buildTestApp, captcha, loginAs, PASSWORDS } from './helper';
import { budgetCalls } from './support/budgets';
import { insertProject, personBeneficiary } from './support/records';
import { applicationValues } from './fixtures/application';
import { budgetValues } from './fixtures/budget';

/** Issue 10, item 4: malformed input is a 422 naming the field, never a 500, whatever the route. */

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

interface Refusal {
  status: number;
  msg: string;
  field: string | undefined;
}

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  json?: string,
  english = false,
): Promise<Refusal> {
  const response = await app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...bearer(admin),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(english ? { 'accept-language': 'en-US' } : {}),
    },
    ...(json === undefined ? {} : { payload: json }),
  });
  const body = response.json() as { msg: string; data: { errors?: { field: string }[] } | null };
  return { status: response.statusCode, msg: body.msg, field: body.data?.errors?.[0]?.field };
}

const rows = async (table: typeof projects | typeof applications | typeof pageVisits) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

const newApplication = async () => {
  const values = applicationValues(await insertProject(app, 'draft'), await personBeneficiary(app));
  const response = await app.inject({
    method: 'POST',
    url: `${API}/pm/applications`,
    headers: bearer(admin),
    payload: values,
  });
  assert.equal(response.statusCode, 200, response.body);
  return { values, created: response.json().data as ApplicationDetail };
};

describe('an integer past a PostgreSQL integer', () => {
  it('in a body (departmentId 2147483648) is a 422 naming the field, in both languages, and nothing is written', async () => {
    const before = await rows(projects);
    const zh = await send('POST', '/pm/projects', '{"name":"越界部门","departmentId":2147483648}');
    assert.deepEqual(
      [zh.status, zh.field, zh.msg],
      [422, 'departmentId', '“departmentId”不能大于 2147483647'],
    );
    const en = await send('POST', '/pm/projects', '{"departmentId":2147483648}', true);
    assert.deepEqual([en.status, en.msg], [422, '"departmentId" must be at most 2147483647']);
    assert.equal(await rows(projects), before);
  });

  it('in a path or a query string is a 422 naming it', async () => {
    const path = await send('POST', '/pm/projects/2147483648/start', '{"version":1}');
    assert.deepEqual([path.status, path.field], [422, 'id']);
    for (const query of ['departmentId=2147483648', 'page=1e300', 'page=2147483648']) {
      const refused = await send('GET', `/pm/projects?${query}`);
      assert.deepEqual([refused.status, refused.field], [422, query.split('=')[0]], query);
    }
  });

  it('cannot be forgotten: a route whose schema has an unbounded integer stops the server at start-up', async () => {
    const { requireBoundedNumbers } = await import('../src/http/schema-bounds');
    const server = Fastify();
    server.addHook('onRoute', requireBoundedNumbers);
    assert.throws(
      () =>
        server.post(
          '/x',
          { schema: { body: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } },
          async () => null,
        ),
      /POST \/x: every number a request carries needs bounds .*body\.id has no minimum and maximum/,
    );
    await server.close();
  });
});

describe('a field an action does not declare', () => {
  it('(comment: 123 on submit) is a 422 naming it; the application is not moved', async () => {
    const { created } = await newApplication();
    const refused = await send(
      'POST',
      `/pm/applications/${created.id}/submit`,
      `{"version":${created.version},"comment":123}`,
    );
    assert.deepEqual([refused.status, refused.field], [422, 'comment']);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, created.id));
    assert.deepEqual([row!.status, row!.version], ['new', created.version]);
  });

  it('of the wrong type (a list as a project button’s comment) is a 422; the project is unchanged', async () => {
    const id = await insertProject(app, 'in_progress', '100000.00');
    const refused = await send(
      'POST',
      `/pm/projects/${id}/suspend`,
      '{"version":1,"comment":["资金未到位"]}',
    );
    assert.deepEqual([refused.status, refused.field], [422, 'comment']);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, id));
    assert.deepEqual([row!.status, row!.version], ['in_progress', 1]);
  });
});

describe('NUL and lone surrogates', () => {
  it('in the sign-in form are a 422 naming the field, in both languages', async () => {
    const payload = JSON.stringify({
      username: 'admin\u0000',
      password: PASSWORDS.admin,
      ...(await captcha(app)),
    });
    const zh = await send('POST', '/pm/login', payload);
    assert.deepEqual(
      [zh.status, zh.field, zh.msg],
      [422, 'username', '“username”含有不允许的字符（空字符或不成对的代理字符）'],
    );
    const en = await send('POST', '/pm/login', payload, true);
    assert.equal(
      en.msg,
      '"username" contains a character that is not allowed (NUL or an unpaired surrogate)',
    );
  });

  it('in a nested text field or a JSON column are refused and nothing is stored', async () => {
    const { values, created } = await newApplication();
    for (const name of ['图书\u0000采购', '图书\uD800']) {
      const body = {
        ...values,
        version: created.version,
        costItems: [{ name, amount: '300000.00', note: '' }],
      };
      const refused = await send('PUT', `/pm/applications/${created.id}`, JSON.stringify(body));
      assert.deepEqual([refused.status, refused.field], [422, 'costItems[0].name'], JSON.stringify(name));
    }
    const [row] = await app.db.select().from(applications).where(eq(applications.id, created.id));
    assert.deepEqual([row!.version, row!.costItems[0]!.name], [created.version, '图书采购']);
  });

  it('in a query string or a path are refused too', async () => {
    const visits = await rows(pageVisits);
    const keyword = await send('GET', '/pm/projects?keyword=a%00b');
    assert.deepEqual([keyword.status, keyword.field], [422, 'keyword']);
    const visit = await send('POST', '/pm/user/visits', JSON.stringify({ path: '/x\u0000', name: '项目' }));
    assert.deepEqual([visit.status, visit.field], [422, 'path']);
    assert.equal(await rows(pageVisits), visits);
    assert.equal((await send('GET', '/pm/projects/1%00')).status, 422);
  });
});

describe('a value the database refuses as data (SQLSTATE class 22)', () => {
  it('is answered 422 and logged as an error (a hole in a schema), while other failures stay 500', async () => {
    const refusal = await app.db.execute(sql`select ${'2147483648'}::int4`).then(
      () => assert.fail('PostgreSQL accepted 2147483648 as an integer'),
      (error: unknown) => error,
    );
    const logged: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const server = Fastify({ logger: { level: 'error', stream: log } });
    server.setErrorHandler(errorHandler);
    server.get('/data', async () => {
      throw refusal;
    });
    server.get('/bug', async () => {
      throw new Error('a bug');
    });
    const data = await server.inject({ url: '/data', headers: { 'accept-language': 'en-US' } });
    assert.equal(data.statusCode, 422);
    assert.deepEqual(data.json(), {
      data: null,
      status: 'fail',
      msg: 'A value is out of range or malformed',
      code: 50000,
    });
    assert.match(logged.join(''), /"level":50.*"sqlState":"22003".*input reached the database unchecked/);
    assert.equal((await server.inject({ url: '/bug' })).statusCode, 500);
    await server.close();
  });
});

describe('row ids in a new budget (found by the fuzz suite)', () => {
  it("are refused (422 on the row): another budget's period is neither changed nor borrowed, and no id is a 500", async () => {
    const other = await budgetCalls(app).draft(admin);
    const theirs = other.periods[0]!;
    for (const id of [theirs.id, 2147483647]) {
      const values = budgetValues();
      const body = { projectId: await insertProject(app, 'approved', '1000000.00'), ...values };
      body.periods[0] = { ...body.periods[0]!, id } as (typeof body.periods)[number];
      const refused = await send('POST', '/pm/budgets', JSON.stringify(body));
      assert.deepEqual([refused.status, refused.field], [422, 'periods[0]'], String(id));
    }
    const [stored] = await app.db.select().from(budgetPeriods).where(eq(budgetPeriods.id, theirs.id));
    assert.deepEqual([stored!.budgetId, stored!.name], [other.id, theirs.name]);
  });
});
