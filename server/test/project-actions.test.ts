import type { ProjectDetail, ProjectOptions, TimelineEntry } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { actionTexts } from '@pm/domain/texts/workflow-texts';
import { PROJECT_BUTTON_ACTIONS } from '@pm/domain/workflow';
import { projects, type ProjectStatus } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { projectValues } from './fixtures/project';
import { archiveRequiredCategories } from './support/materials';
import { approveAll, latestInstance, pendingAt } from './support/approvals';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');
const admin = await loginAs(app, 'admin');
const db = app.db;
const options = (await app.inject({ url: `${API}/pm/project-options`, headers: bearer(officer) })).json()
  .data as ProjectOptions;

type Body = Record<string, unknown>;

async function call(
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  payload?: Body,
  token = officer,
  english = false,
) {
  return app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...bearer(token), ...(english ? { 'accept-language': 'en-US' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function detail(id: number): Promise<ProjectDetail> {
  return (await call('GET', `/pm/projects/${id}`)).json().data;
}

/** A demo top project in this status (the seed has each); `childless` skips those with sub-projects. */
async function projectIn(status: ProjectStatus, childless = false): Promise<ProjectDetail> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.status, status),
        isNull(projects.parentId),
        childless ? sql`not exists (select 1 from projects c where c.parent_id = ${projects.id})` : undefined,
      ),
    )
    .orderBy(asc(projects.id));
  assert.ok(rows.length > 0, `a demo project in ${status}`);
  return detail(rows[0]!.id);
}

const validProject = (overrides: Body = {}): Body => ({
  ...projectValues({
    name: '测试项目',
    departmentId: options.departments[1]!.id,
    managerId: options.managers[0]!.id,
    partnerIds: [options.partners[0]!.id],
    areaCode: '520102',
  }),
  ...overrides,
});

async function created(overrides: Body = {}): Promise<ProjectDetail> {
  const response = await call('POST', '/pm/projects', validProject(overrides));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

describe('POST /pm/projects', () => {
  it('creates a draft with a generated code and its partners', async () => {
    const project = await created();
    assert.match(project.code, new RegExp(`^XM\\d{4}${String(project.id).padStart(6, '0')}$`));
    assert.equal(project.status, 'draft');
    assert.equal(project.version, 1);
    assert.equal(project.rootId, project.id);
    assert.deepEqual(project.partners, [{ id: options.partners[0]!.id, name: options.partners[0]!.name }]);
    assert.deepEqual(project.areaPath, ['贵州省', '贵阳市', '南明区']);
    assert.deepEqual(await detail(project.id), project);
  });

  it('answers with the shared form’s messages, in Chinese by default and English on request', async () => {
    const empty = await call('POST', '/pm/projects', { name: '', departmentId: null });
    assert.equal(empty.statusCode, 422);
    assert.equal(empty.json().msg, '请填写项目名称');
    const fields = (empty.json().data.errors as { field: string }[]).map((error) => error.field);
    assert.deepEqual(fields, [
      'name',
      'type',
      'departmentId',
      'managerId',
      'areaCode',
      'startDate',
      'endDate',
      'goal',
      'targetBeneficiaries',
      'plannedBudget',
    ]);
    const english = await call('POST', '/pm/projects', {}, officer, true);
    assert.equal(english.json().msg, 'Project name is required');
    const budget = await call('POST', '/pm/projects', validProject({ plannedBudget: '12.345' }));
    assert.deepEqual(budget.json().data.errors, [
      { field: 'plannedBudget', message: '计划预算最多两位小数' },
    ]);
    const dates = await call('POST', '/pm/projects', validProject({ endDate: '2025-12-31' }));
    assert.equal(dates.json().msg, '结束日期不能早于开始日期');
  });

  it('refuses ids and codes that do not exist, naming each field (422)', async () => {
    const response = await call(
      'POST',
      '/pm/projects',
      validProject({
        departmentId: 99999,
        managerId: 99999,
        partnerIds: [99999],
        type: 'space',
        areaCode: '990101',
      }),
    );
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().data.errors, [
      { field: 'departmentId', message: '所选所属部门不存在' },
      { field: 'managerId', message: '所选项目负责人不存在或已停用' },
      { field: 'partnerIds', message: '所选合作伙伴不存在' },
      { field: 'type', message: '所选项目类型不存在' },
      { field: 'areaCode', message: '所选项目地区不存在' },
    ]);
    const english = await call('POST', '/pm/projects', validProject({ type: 'space' }), officer, true);
    assert.equal(english.json().msg, 'The chosen Project type does not exist');
  });
});

describe('PUT /pm/projects/:id', () => {
  it('saves an edit, replaces the partners and bumps the version', async () => {
    const project = await created();
    const response = await call(
      'PUT',
      `/pm/projects/${project.id}`,
      validProject({ name: '改名后的项目', partnerIds: [options.partners[1]!.id], version: 1 }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json().data as ProjectDetail;
    assert.equal(saved.version, 2);
    assert.equal(saved.name, '改名后的项目');
    assert.deepEqual(
      saved.partners.map((p) => p.id),
      [options.partners[1]!.id],
    );
    const timeline = (await call('GET', `/pm/projects/${project.id}/timeline`)).json()
      .data as TimelineEntry[];
    assert.deepEqual(
      timeline.map((entry) => [entry.action, entry.status, entry.userName, entry.entityId]),
      [
        ['project.update', null, '王丽', String(project.id)],
        ['project.create', 'draft', '王丽', String(project.id)],
      ],
    );
  });

  it('refuses a stale version (409) and overwrites nothing', async () => {
    const project = await created();
    await call('PUT', `/pm/projects/${project.id}`, validProject({ name: '第一次保存', version: 1 }));
    const stale = await call(
      'PUT',
      `/pm/projects/${project.id}`,
      validProject({ name: '过期的保存', version: 1 }),
    );
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().msg, '数据已被他人修改，请刷新后重试（您的修改未保存）');
    const stored = await detail(project.id);
    assert.equal(stored.name, '第一次保存');
    assert.equal(stored.version, 2);
  });

  it('refuses to edit a project past its application (409)', async () => {
    const running = await projectIn('in_progress');
    const response = await call(
      'PUT',
      `/pm/projects/${running.id}`,
      validProject({ version: running.version }),
    );
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().msg, '项目当前状态“执行中”不能修改');
    assert.equal((await detail(running.id)).name, running.name);
  });
});

describe('POST /pm/projects/:id/sub-projects', () => {
  it('allows exactly the parent’s available amount, not a cent more', async () => {
    const parent = await projectIn('approved', true);
    const available = new Decimal(parent.amounts.remainingAmount);
    const sub = (amount: Decimal) =>
      call(
        'POST',
        `/pm/projects/${parent.id}/sub-projects`,
        validProject({
          departmentId: undefined,
          approvedAmount: amount.toFixed(2),
          plannedBudget: amount.toFixed(2),
        }),
      );
    const over = await sub(available.plus('0.01'));
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().msg, `分配金额不能超过母项目可分配余额 ${available.toFixed(2)}`);
    const exact = await sub(available);
    assert.equal(exact.statusCode, 200, exact.body);
    const child = exact.json().data as ProjectDetail;
    assert.equal(child.status, 'approved');
    assert.equal(child.parent?.id, parent.id);
    assert.equal(child.rootId, parent.rootId);
    assert.equal(child.departmentId, parent.departmentId);
    const more = await sub(new Decimal('0.01'));
    assert.equal(more.statusCode, 422);
    assert.equal(more.json().data.errors[0].field, 'approvedAmount');
    const timeline = (await call('GET', `/pm/projects/${parent.id}/timeline`)).json().data as TimelineEntry[];
    assert.equal(timeline[0]?.action, 'project.createSubProject');
  });

  it('lets only one of two simultaneous sub-projects take the last of the money', async () => {
    const parent = await projectIn('in_progress', true);
    const available = parent.amounts.remainingAmount;
    const body = validProject({ approvedAmount: available, plannedBudget: available });
    const results = await Promise.all(
      [1, 2].map(() => call('POST', `/pm/projects/${parent.id}/sub-projects`, body)),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 422]);
  });

  it('refuses a parent that is not funded (409)', async () => {
    const draft = await projectIn('draft');
    const response = await call(
      'POST',
      `/pm/projects/${draft.id}/sub-projects`,
      validProject({ approvedAmount: '1.00' }),
    );
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().msg, '项目当前状态“草稿”不能创建子项目');
  });
});

const act = (project: { id: number; version: number }, action: string, comment?: string, token = officer) =>
  call('POST', `/pm/projects/${project.id}/${action}`, { version: project.version, comment }, token);

async function acted(
  project: { id: number; version: number },
  action: string,
  comment?: string,
  token = officer,
) {
  const response = await act(project, action, comment, token);
  assert.equal(response.statusCode, 200, `${action}: ${response.body}`);
  return response.json().data as ProjectDetail;
}

describe('project buttons', () => {
  it('runs a project through start, suspend, resume, close and, once its closing is approved, finish', async () => {
    const draft = await created();
    await db.update(projects).set({ status: 'agreement_signed' }).where(eq(projects.id, draft.id));
    let project = await acted(draft, 'start');
    assert.equal(project.status, 'in_progress');
    assert.equal(project.version, 2);
    const noComment = await act(project, 'suspend');
    assert.equal(noComment.statusCode, 422);
    assert.equal(noComment.json().msg, '请填写审核意见');
    project = await acted(project, 'suspend', '受益村道路中断，暂停两周');
    assert.equal(project.status, 'suspended');
    project = await acted(project, 'resume');
    await archiveRequiredCategories(app, project.id);
    project = await acted(project, 'close');
    assert.equal(project.status, 'closing');
    // Finishing is no button any more: the closing's approval (the department head, then a reviewer) finishes it.
    assert.equal((await act(project, 'finish', undefined, admin)).statusCode, 404);
    const closing = await latestInstance(app, 'project', project.id);
    assert.equal(closing?.status, 'running');
    assert.deepEqual(
      (await pendingAt(app, closing!.id)).map((task) => task.username),
      ['head'],
    );
    await approveAll(app, 'project', project.id, { comment: '材料齐全' });
    project = await detail(project.id);
    assert.equal(project.status, 'closed');
    const timeline = (await call('GET', `/pm/projects/${project.id}/timeline`)).json()
      .data as TimelineEntry[];
    // The officer pressed every button and started the closing's approval; the head, then the reviewer approved
    // it, and the reviewer's approval finished the project.
    assert.deepEqual(
      timeline.map((entry) => [entry.action, entry.status, entry.userName]),
      [
        ['project.finish', 'closed', '陈静'],
        ['approval.approve', 'approved', '陈静'],
        ['approval.approve', null, '赵敏'],
        ['approval.submit', 'running', '王丽'],
        ['project.close', 'closing', '王丽'],
        ['project.resume', 'in_progress', '王丽'],
        ['project.suspend', 'suspended', '王丽'],
        ['project.start', 'in_progress', '王丽'],
        ['project.create', 'draft', '王丽'],
      ],
    );
    assert.equal(timeline[0]?.comment, '材料齐全');
    assert.equal(timeline[6]?.comment, '受益村道路中断，暂停两周');
  });

  it('refuses every button on a closed project, naming the status and the action (409)', async () => {
    const closed = await projectIn('closed');
    for (const action of PROJECT_BUTTON_ACTIONS) {
      const response = await act(closed, action, '理由', admin);
      assert.equal(response.statusCode, 409, action);
      assert.equal(response.json().msg, `当前状态“已结项”不能执行“${actionTexts[`action.${action}`]![0]}”`);
    }
    assert.equal((await detail(closed.id)).version, closed.version);
  });

  it('starts a top project only once its agreement is signed, a sub-project once approved', async () => {
    const approved = await projectIn('approved');
    const refused = await act(approved, 'start');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().msg, '项目须先签订协议才能开始执行');
    const [child] = await db
      .select({ id: projects.id, version: projects.version })
      .from(projects)
      .where(and(eq(projects.status, 'approved'), sql`${projects.parentId} is not null`));
    assert.equal((await acted(child!, 'start')).status, 'in_progress');
  });

  it('withdraws an application in review, not a draft', async () => {
    const reviewing = await projectIn('under_review');
    assert.equal((await acted(reviewing, 'withdraw')).status, 'withdrawn');
    const draft = await created();
    const refused = await act(draft, 'withdraw');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().msg, '当前状态“草稿”不能执行“撤回”');
  });

  it('lets only a holder of project:terminate terminate, with a reason', async () => {
    const running = await projectIn('in_progress');
    assert.equal((await act(running, 'terminate', '合作方违约')).statusCode, 403);
    assert.equal((await act(running, 'terminate', ' ', admin)).statusCode, 422);
    const terminated = await acted(running, 'terminate', '合作方违约', admin);
    assert.equal(terminated.status, 'terminated');
    const timeline = (await call('GET', `/pm/projects/${running.id}/timeline`)).json()
      .data as TimelineEntry[];
    assert.deepEqual([timeline[0]?.userName, timeline[0]?.comment], ['系统管理员', '合作方违约']);
  });

  it('refuses a stale version and leaves the status alone', async () => {
    const suspended = await acted(await projectIn('in_progress'), 'suspend', '暂停');
    const stale = await act({ id: suspended.id, version: suspended.version - 1 }, 'resume');
    assert.equal(stale.statusCode, 409);
    assert.equal((await detail(suspended.id)).status, 'suspended');
  });
});
