import type { ProjectDetail, ProjectFundsSummary, ProjectOptions } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProjectListItem } from '@pm/domain/shapes';
import { appropriations, departments, projects } from '../src/db/schema';
import { RELEASED_PROJECT_STATUSES } from '../src/modules/projects/balance-tree';
import { escapeCellText } from '../src/workbook/cell-text';
import { firstSheet } from './support/workbook';
import { PROJECT_SORT_FIELDS } from '../src/modules/projects/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { projectValues } from './fixtures/project';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');
const db = app.db;

async function get(path: string, headers: Record<string, string> = {}) {
  return app.inject({ url: `${API}${path}`, headers: { ...bearer(officer), ...headers } });
}

async function page(query: string): Promise<{ list: ProjectListItem[]; total: number }> {
  const response = await get(`/pm/projects?pageSize=100&${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

/** Ids of the projects the database itself says match, in id order. */
async function idsWhere(where: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: projects.id }).from(projects).where(where).orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}

const idsOf = (list: ProjectListItem[]) => list.map((item) => item.id).sort((a, b) => a - b);
const codeId = async (code: string) => (await idsWhere(eq(projects.code, code)))[0]!;

const [office] = await db
  .select({ id: departments.id })
  .from(departments)
  .where(eq(departments.name, '综合办公室'));
const parentId = await codeId('XM2025001');

describe('GET /pm/projects filters', () => {
  const cases: [query: string, where: SQL | undefined][] = [
    ['status=in_progress', eq(projects.status, 'in_progress')],
    ['status=draft,under_review', inArray(projects.status, ['draft', 'under_review'])],
    ['type=education', eq(projects.type, 'education')],
    [`departmentId=${office!.id}`, eq(projects.departmentId, office!.id)],
    ['areaCode=530000', sql`${projects.areaCode} like '53%'`],
    ['areaCode=520100', sql`${projects.areaCode} like '5201%'`],
    ['areaCode=530102', eq(projects.areaCode, '530102')],
    [
      'startFrom=2026-01-01&startTo=2026-04-30',
      sql`${projects.startDate} between '2026-01-01' and '2026-04-30'`,
    ],
    ['amountMin=150000&amountMax=300000.50', sql`${projects.plannedBudget} between 150000 and 300000.50`],
    ['keyword=xm202500', sql`${projects.code} like 'XM202500%'`],
    [`keyword=${encodeURIComponent('五华区')}`, sql`${projects.name} like '%五华区%'`],
    [`parentId=${parentId}`, eq(projects.parentId, parentId)],
    ['topLevel=true', isNull(projects.parentId)],
    [
      `keyword=${encodeURIComponent('子项目')}&status=in_progress`,
      and(sql`${projects.name} like '%子项目%'`, eq(projects.status, 'in_progress')),
    ],
  ];
  for (const [query, where] of cases) {
    it(`matches the database for ${query}`, async () => {
      const expected = await idsWhere(where);
      assert.ok(expected.length > 0, 'the demo data has such projects');
      const result = await page(query);
      assert.equal(result.total, expected.length);
      assert.deepEqual(idsOf(result.list), expected);
    });
  }

  it('refuses malformed filters (422)', async () => {
    for (const query of [
      'areaCode=53',
      'amountMin=1e5',
      'startFrom=2025-13-01',
      'status=executing',
      'status=draft,executing',
      'status=draft,',
    ]) {
      assert.equal((await get(`/pm/projects?${query}`)).statusCode, 422, query);
    }
  });
});

describe('GET /pm/projects sorting', () => {
  for (const field of PROJECT_SORT_FIELDS) {
    for (const order of ['ascend', 'descend'] as const) {
      it(`orders by ${field} ${order}, empty values last`, async () => {
        const column = projects[field];
        const direction = order === 'ascend' ? asc : desc;
        const rows = await db
          .select({ id: projects.id })
          .from(projects)
          .orderBy(
            sql`${column} ${sql.raw(order === 'ascend' ? 'asc' : 'desc')} nulls last`,
            direction(projects.id),
          );
        const result = await page(`sortField=${field}&sortOrder=${order}`);
        assert.deepEqual(
          result.list.map((item) => item.id),
          rows.map((row) => row.id),
        );
      });
    }
  }

  it('lists projects without an approved amount after those with one, in both directions', async () => {
    for (const order of ['ascend', 'descend']) {
      const result = await page(`sortField=approvedAmount&sortOrder=${order}`);
      const firstEmpty = result.list.findIndex((item) => item.approvedAmount === null);
      assert.ok(firstEmpty > 0, order);
      assert.ok(
        result.list.slice(firstEmpty).every((item) => item.approvedAmount === null),
        order,
      );
    }
  });

  it('sorts amounts as numbers with a filter applied', async () => {
    const result = await page('status=in_progress&type=education&sortField=approvedAmount&sortOrder=descend');
    assert.ok(result.total >= 2);
    const amounts = result.list.map((item) => new Decimal(item.approvedAmount ?? 0));
    assert.ok(amounts.every((amount, index) => index === 0 || amount.lte(amounts[index - 1]!)));
  });
});

describe('GET /pm/projects derived amounts', () => {
  it('sums appropriations, paid money, the balance and sub-projects per row', async () => {
    const sums = await db
      .select({
        projectId: appropriations.projectId,
        promised: sql<string>`coalesce(sum(${appropriations.amount}) filter (where ${appropriations.status} not in ('rejected', 'cancelled')), 0)::text`,
        paid: sql<string>`coalesce(sum(${appropriations.amount}) filter (where ${appropriations.status} = 'paid'), 0)::text`,
      })
      .from(appropriations)
      .groupBy(appropriations.projectId);
    const byProject = new Map(sums.map((row) => [row.projectId, row]));
    const children = await db
      .select({ parentId: projects.parentId, n: count() })
      .from(projects)
      .groupBy(projects.parentId);
    const { list } = await page('');
    for (const item of list) {
      const expected = byProject.get(item.id);
      const promised = new Decimal(expected?.promised ?? 0);
      assert.equal(item.appropriatedAmount, promised.toFixed(2), item.code);
      assert.equal(item.paidAmount, new Decimal(expected?.paid ?? 0).toFixed(2), item.code);
      // What sub-projects hold is not the project's to pay: approved − appropriated − allocated, never below 0;
      // a terminated project has nothing left to pay.
      const held = (await get(`/pm/projects/${item.id}`)).json().data.amounts.allocatedToChildren as string;
      const left = Decimal.max(new Decimal(item.approvedAmount ?? 0).minus(promised).minus(held), 0);
      const remaining = RELEASED_PROJECT_STATUSES.includes(item.status) ? new Decimal(0) : left;
      assert.equal(item.remainingAmount, remaining.toFixed(2), item.code);
      assert.equal(item.childCount, children.find((row) => row.parentId === item.id)?.n ?? 0, item.code);
      assert.ok(item.version >= 1);
    }
  });
});

describe('GET /pm/projects/:id', () => {
  it('shows a top project with its partners, area names and amounts', async () => {
    const id = await codeId('XM2025001');
    const response = await get(`/pm/projects/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json().data as ProjectDetail;
    assert.equal(detail.parent, null);
    assert.equal(detail.rootId, id);
    assert.deepEqual(detail.areaPath, ['云南省', '昆明市', '五华区']);
    assert.ok(detail.partners.some((partner) => partner.name === '云南彩云间民族手工艺品有限公司'));
    assert.equal(detail.childCount, 2);
    const children = (await page(`parentId=${id}`)).list;
    const allocated = children.reduce((sum, child) => sum.plus(child.approvedAmount ?? 0), new Decimal(0));
    assert.equal(detail.amounts.allocatedToChildren, allocated.toFixed(2));
    assert.equal(detail.amounts.approvedAmount, detail.approvedAmount);
    assert.equal(detail.amounts.appropriatedAmount, detail.appropriatedAmount);
  });

  it('names the parent of a sub-project', async () => {
    const detail = (await get(`/pm/projects/${await codeId('XM2025025')}`)).json().data as ProjectDetail;
    assert.equal(detail.parent?.code, 'XM2025001');
    assert.equal(detail.rootId, await codeId('XM2025001'));
  });

  it('answers 404 in the caller’s language', async () => {
    const zh = await get('/pm/projects/999999');
    assert.equal(zh.statusCode, 404);
    assert.equal(zh.json().msg, '项目不存在');
    assert.equal(
      (await get('/pm/projects/999999', { 'accept-language': 'en-US' })).json().msg,
      'Project not found',
    );
  });
});

describe('GET /pm/projects/:id/funds and timeline', () => {
  const funds = async (id: number) =>
    (await get(`/pm/projects/${id}/funds`)).json().data as ProjectFundsSummary;

  it('sums appropriations by status and computes budget execution', async () => {
    const [closed] = await idsWhere(and(eq(projects.status, 'closed'), isNull(projects.parentId)));
    const summary = await funds(closed!);
    const rows = await db
      .select({ status: appropriations.status, amount: appropriations.amount })
      .from(appropriations)
      .where(eq(appropriations.projectId, closed!));
    const total = (status: string) =>
      rows.filter((row) => row.status === status).reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
    assert.ok(summary.byStatus.length > 0);
    for (const entry of summary.byStatus) {
      assert.equal(entry.count, rows.filter((row) => row.status === entry.status).length);
      assert.equal(entry.amount, total(entry.status).toFixed(2));
    }
    assert.equal(summary.amounts.paidAmount, total('paid').toFixed(2));
    const rate = total('paid').div(summary.amounts.approvedAmount!).times(100).toFixed(2);
    assert.equal(summary.executionRate, rate);
    const [draft] = await idsWhere(eq(projects.status, 'draft'));
    const none = await funds(draft!);
    assert.deepEqual([none.byStatus, none.executionRate], [[], null]);
  });

  it('answers 404 for an unknown project', async () => {
    for (const part of ['timeline', 'funds', 'files']) {
      assert.equal((await get(`/pm/projects/999999/${part}`)).statusCode, 404, part);
    }
  });
});

describe('GET /pm/project-options and /pm/dicts/:code', () => {
  it('lists the form choices', async () => {
    const options = (await get('/pm/project-options')).json().data as ProjectOptions;
    assert.equal(options.departments.length, 6);
    assert.deepEqual(
      options.managers.map((m) => m.name).sort(),
      ['刘强', '孙伟', '王丽', '系统管理员', '赵敏', '陈静'].sort(),
    );
    assert.equal(options.partners.length, 21);
    // The 83 demo beneficiaries but the 6 inactive ones: new work goes to active ones only.
    assert.equal(options.beneficiaries.length, 77);
    assert.ok(options.beneficiaries.every((b) => b.type === 'person' || b.type === 'company'));
  });

  it('returns a dictionary in its order, nothing for an unknown code', async () => {
    const types = (await get('/pm/dicts/project_type')).json().data as { value: string; labelZh: string }[];
    assert.deepEqual(
      types.map((item) => item.value),
      ['poverty', 'education', 'medical', 'community', 'disaster', 'environment'],
    );
    assert.equal(types[0]?.labelZh, '乡村振兴');
    assert.deepEqual((await get('/pm/dicts/nothing_here')).json().data, []);
    assert.equal((await get('/pm/dicts/Bad-Code')).statusCode, 422);
  });
});

describe('GET /pm/projects/export', () => {
  it('streams the filtered projects as xlsx with labels and number cells', async () => {
    const response = await get('/pm/projects/export?status=in_progress&pageSize=1');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(
        `^attachment; filename="[^"]+\\.xlsx"; filename\\*=UTF-8''${encodeURIComponent('项目列表-')}\\d{8}\\.xlsx$`,
      ),
    );
    const sheet = await firstSheet(response.rawPayload);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 5), [
      '项目编号',
      '项目名称',
      '母项目编号',
      '项目类型',
    ]);
    const expected = await idsWhere(eq(projects.status, 'in_progress'));
    assert.equal(sheet.rowCount - 1, expected.length);
    const listed = (await page('keyword=XM2025001')).list[0]!;
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(1).value === 'XM2025001')!;
    assert.equal(row.getCell(2).value, listed.name);
    assert.equal(row.getCell(4).value, '乡村振兴');
    assert.equal(row.getCell(5).value, '执行中');
    assert.equal(row.getCell(12).value, Number(listed.plannedBudget));
    assert.equal(row.getCell(12).numFmt, '#,##0.00');
    assert.equal(row.getCell(14).value, Number(listed.appropriatedAmount));
  });

  it('writes English headers and labels for an English caller', async () => {
    const response = await get('/pm/projects/export?keyword=XM2025001', { 'accept-language': 'en-US' });
    assert.match(String(response.headers['content-disposition']), /filename="projects-\d{8}\.xlsx"/);
    const sheet = await firstSheet(response.rawPayload);
    assert.equal(sheet.getRow(1).getCell(1).value, 'Code');
    assert.equal(sheet.getRow(2).getCell(4).value, 'Rural development');
    assert.equal(sheet.getRow(2).getCell(5).value, 'In progress');
  });

  it('escapes a project name that would run as a formula', async () => {
    const [department] = await db.select({ id: departments.id }).from(departments).limit(1);
    const options = (await get('/pm/project-options')).json().data as ProjectOptions;
    const name = '=HYPERLINK("http://example.com","点我")';
    const created = await app.inject({
      method: 'POST',
      url: `${API}/pm/projects`,
      headers: bearer(officer),
      payload: projectValues({
        name,
        departmentId: department!.id,
        managerId: options.managers[0]!.id,
        goal: '-目标以减号开头',
      }),
    });
    assert.equal(created.statusCode, 200, created.body);
    const sheet = await firstSheet((await get('/pm/projects/export?keyword=HYPERLINK')).rawPayload);
    assert.equal(sheet.rowCount, 2);
    assert.equal(sheet.getRow(2).getCell(2).value, `'${name}`);
  });
});

describe('escapeCellText', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\r=x', '=HYPERLINK("http://x","y")']) {
      assert.equal(escapeCellText(text), `'${text}`);
    }
  });

  it('leaves other text alone', () => {
    for (const text of ['项目', 'A=1', ' =1', '', "'=already"]) assert.equal(escapeCellText(text), text);
  });
});
