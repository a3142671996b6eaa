import type { ProjectDetail, ProjectListItem } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts/api';
import { count, eq } from 'drizzle-orm';
import { appropriations, pageVisits, projects } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { fundsFixtures } from './support/funds';
import { insertProject } from './support/records';
import { appropriationValues } from './fixtures/appropriation';

/**
 * Issue 10, item 5: JSON bodies are validated strictly — no type is converted — and an unknown field is refused,
 * each with a 422 naming the field; query strings and paths are text and may still be read as numbers.
 */

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { admin, officer });

async function post(method: 'POST' | 'PUT', url: string, json: string, english = false) {
  const response = await app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...bearer(admin),
      'content-type': 'application/json',
      ...(english ? { 'accept-language': 'en-US' } : {}),
    },
    payload: json,
  });
  const body = response.json() as {
    msg: string;
    data: { errors?: { field: string; message: string }[] } | null;
  };
  return { status: response.statusCode, msg: body.msg, field: body.data?.errors?.[0]?.field };
}

/** The JSON of `values` with one field's value written as raw JSON text (`1e309` cannot be stringified). */
const withRaw = (values: object, field: string, json: string) =>
  JSON.stringify({ ...values, [field]: '@raw@' }).replace('"@raw@"', json);

const rowsOf = async (table: typeof appropriations | typeof pageVisits) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

describe('JSON bodies keep their types', () => {
  it('an account number sent as a JSON number is refused, not stored rounded', async () => {
    const values = appropriationValues(await fx.activeAgreement(), '1000.00');
    const before = await rowsOf(appropriations);
    const refused = await post(
      'POST',
      '/pm/appropriations',
      withRaw(values, 'payeeAccountNo', '9007199254740993'),
    );
    assert.deepEqual(
      [refused.status, refused.field, refused.msg],
      [422, 'payeeAccountNo', '“payeeAccountNo”应为文本'],
    );
    assert.equal(await rowsOf(appropriations), before);
  });

  it('1e309 is refused for text and for numbers (never "Infinity")', async () => {
    const values = appropriationValues(await fx.activeAgreement(), '1000.00');
    const remark = await post('POST', '/pm/appropriations', withRaw(values, 'remark', '1e309'), true);
    assert.deepEqual([remark.status, remark.field, remark.msg], [422, 'remark', '"remark" must be text']);
    const count = await post('POST', '/pm/projects', '{"name":"x","targetBeneficiaries":1e309}');
    assert.deepEqual([count.status, count.field], [422, 'targetBeneficiaries']);
  });

  it('true is not text: nothing is recorded', async () => {
    const before = await rowsOf(pageVisits);
    const refused = await post('POST', '/pm/user/visits', '{"path":"/project/list","name":true}');
    assert.deepEqual([refused.status, refused.field], [422, 'name']);
    assert.equal(await rowsOf(pageVisits), before);
  });

  it('"0x10" is not a number: the project keeps its version', async () => {
    const id = await insertProject(app, 'draft');
    const refused = await post('PUT', `/pm/projects/${id}`, '{"name":"改名","version":"0x10"}', true);
    assert.deepEqual(
      [refused.status, refused.field, refused.msg],
      [422, 'version', '"version" must be an integer'],
    );
    const [row] = await app.db.select().from(projects).where(eq(projects.id, id));
    assert.deepEqual([row!.version, row!.name.startsWith('测试项目')], [1, true]);
  });

  it('a field the body does not declare is refused, naming it (a misspelt field would otherwise be lost)', async () => {
    const before = await rowsOf(pageVisits);
    const refused = await post(
      'POST',
      '/pm/user/visits',
      '{"path":"/project/list","name":"项目列表","pathName":"x"}',
      true,
    );
    assert.deepEqual(
      [refused.status, refused.field, refused.msg],
      [422, 'pathName', '"pathName" is not a field of this request'],
    );
    assert.equal(await rowsOf(pageVisits), before);
  });

  it("a schema's own message still wins (x-message)", async () => {
    const refused = await post(
      'POST',
      '/pm/login',
      '{"username":" ","password":"x","captcha_id":"c","captcha":"d"}',
    );
    assert.deepEqual([refused.status, refused.field, refused.msg], [422, 'username', '用户名不能为空']);
  });
});

describe('query strings and paths are text', () => {
  it('still read numbers and booleans from text', async () => {
    const response = await app.inject({
      url: `${API}/pm/projects?page=1&pageSize=5&topLevel=true`,
      headers: bearer(admin),
    });
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json().data as Page<ProjectListItem>;
    assert.deepEqual(
      [page.pageSize, page.list.length, page.list.every((item) => item.parentId === null)],
      [5, 5, true],
    );
    const id = await insertProject(app, 'draft');
    const detail = await app.inject({ url: `${API}/pm/projects/${id}`, headers: bearer(admin) });
    assert.equal((detail.json().data as ProjectDetail).id, id);
  });
});
