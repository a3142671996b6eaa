import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DataScopeKind, RoleStatus } from '@pm/domain/shapes/organisation';
import {
  agreements,
  applications,
  appropriations,
  beneficiaries,
  budgets,
  departments,
  entityFiles,
  operationLogs,
  permissions,
  projects,
  roleDepartments,
  rolePermissions,
  roles,
  stageReports,
  userRoles,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/security/password';
import { departmentSubtree, scopeFromRoles } from '../src/security/data-scope';
import { API, bearer, buildTestApp, login, loginAs, TEST_PASSWORD_COST, TEST_USER_PASSWORD } from './helper';
import { uploadPdf } from './support/uploads';
import { firstSheet } from './support/workbook';
import { projectValues } from './fixtures/project';

describe('departmentSubtree and scopeFromRoles (pure)', () => {
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: 1 },
    { id: 5, parentId: 6 },
    { id: 6, parentId: 5 },
  ];

  it('walks a department and everything below it, and survives a cycle', () => {
    assert.deepEqual(departmentSubtree(tree, [1]), [1, 2, 3, 4]);
    assert.deepEqual(departmentSubtree(tree, [2]), [2, 3]);
    assert.deepEqual(departmentSubtree(tree, [3]), [3]);
    assert.deepEqual(departmentSubtree(tree, [5]), [5, 6]);
    assert.deepEqual(departmentSubtree(tree, [2, 4]), [2, 3, 4]);
    assert.deepEqual(departmentSubtree(tree, []), []);
  });

  const user = { id: 9, isAdmin: false, departmentId: 2 };
  const role = (dataScope: DataScopeKind, customDepartmentIds: number[] = []) => ({
    dataScope,
    customDepartmentIds,
  });
  const ids = (scope: ReturnType<typeof scopeFromRoles>) => (scope.all ? 'all' : scope.departmentIds);

  it('gives everything to an administrator and to any role with all', () => {
    assert.equal(ids(scopeFromRoles({ ...user, isAdmin: true }, [], () => tree)), 'all');
    assert.equal(ids(scopeFromRoles(user, [role('self'), role('all')], () => tree)), 'all');
  });

  it('unions the departments of each role; self and no role give only the own records', () => {
    assert.deepEqual(ids(scopeFromRoles(user, [role('department')], () => tree)), [2]);
    assert.deepEqual(ids(scopeFromRoles(user, [role('departmentTree')], () => tree)), [2, 3]);
    assert.deepEqual(ids(scopeFromRoles(user, [role('custom', [4, 1])], () => tree)), [1, 4]);
    assert.deepEqual(
      ids(scopeFromRoles(user, [role('department'), role('custom', [4])], () => tree)),
      [2, 4],
    );
    assert.deepEqual(ids(scopeFromRoles(user, [role('self')], () => tree)), []);
    assert.deepEqual(ids(scopeFromRoles(user, [], () => tree)), []);
    assert.deepEqual(
      ids(scopeFromRoles({ ...user, departmentId: null }, [role('departmentTree')], () => [])),
      [],
    );
  });
});

const app = await buildTestApp();
const db = app.db;

const departmentId = async (name: string) =>
  (await db.select({ id: departments.id }).from(departments).where(eq(departments.name, name)))[0]!.id;
const projectDept = await departmentId('项目部');
const officeDept = await departmentId('综合办公室');
const financeDept = await departmentId('财务部');
const [group] = await db
  .insert(departments)
  .values({ name: '项目一组', parentId: projectDept, sort: 1 })
  .returning({ id: departments.id });
const groupDept = group!.id;

// Two of the 项目部's top projects move into its sub-department, so "department" and "department and below" differ.
const moved = await db
  .select({ id: projects.id })
  .from(projects)
  .where(and(eq(projects.departmentId, projectDept), isNull(projects.parentId)))
  .orderBy(projects.id)
  .limit(2);
await db
  .update(projects)
  .set({ departmentId: groupDept })
  .where(
    inArray(
      projects.id,
      moved.map((row) => row.id),
    ),
  );

const everyPermission = (await db.select({ id: permissions.id }).from(permissions)).map((row) => row.id);

interface RoleSpec {
  scope: DataScopeKind;
  status?: RoleStatus;
  custom?: number[];
}

/** A user of the department whose roles grant every key (so only the data scope limits them), signed in. */
async function userWith(username: string, department: number, specs: RoleSpec[]) {
  const [user] = await db
    .insert(users)
    .values({
      username,
      name: username,
      departmentId: department,
      passwordHash: await hashPassword(TEST_USER_PASSWORD, TEST_PASSWORD_COST),
    })
    .returning({ id: users.id });
  for (const [index, spec] of specs.entries()) {
    const code = `${username}-${index}`;
    const [role] = await db
      .insert(roles)
      .values({ code, name: code, nameEn: code, dataScope: spec.scope, status: spec.status ?? 'active' })
      .returning({ id: roles.id });
    await db
      .insert(rolePermissions)
      .values(everyPermission.map((permissionId) => ({ roleId: role!.id, permissionId })));
    if (spec.custom?.length) {
      await db
        .insert(roleDepartments)
        .values(spec.custom.map((departmentId) => ({ roleId: role!.id, departmentId })));
    }
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  const response = await login(app, username, TEST_USER_PASSWORD);
  assert.equal(response.statusCode, 200, response.body);
  return { id: user!.id, token: (response.json().data as { token: string }).token };
}

/** What the user should see, computed here from the rules (not through the server's helpers). */
async function expected(departmentIds: number[] | 'all', userId: number) {
  const projectRows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      departmentIds === 'all'
        ? undefined
        : or(
            departmentIds.length ? inArray(projects.departmentId, departmentIds) : undefined,
            eq(projects.managerId, userId),
          ),
    );
  const ids = projectRows.map((row) => row.id).sort((a, b) => a - b);
  const under = <T extends { projectId: number }>(rows: T[]) =>
    rows.filter((row) => ids.includes(row.projectId));
  const [apps, agrs, reps, approps, buds] = await Promise.all([
    db
      .select({ id: applications.id, projectId: applications.projectId, b: applications.beneficiaryId })
      .from(applications),
    db.select({ id: agreements.id, projectId: agreements.projectId }).from(agreements),
    db.select({ id: stageReports.id, projectId: stageReports.projectId }).from(stageReports),
    db.select({ id: appropriations.id, projectId: appropriations.projectId }).from(appropriations),
    db.select({ id: budgets.id, projectId: budgets.projectId }).from(budgets),
  ]);
  const linked = new Set<number>();
  for (const row of await db
    .select({ b: projects.beneficiaryId })
    .from(projects)
    .where(ids.length ? inArray(projects.id, ids) : eq(projects.id, -1)))
    if (row.b !== null) linked.add(row.b);
  for (const row of under(apps)) if (row.b !== null) linked.add(row.b);
  const registeredBy = await db
    .select({
      entityId: operationLogs.entityId,
      departmentId: users.departmentId,
      userId: operationLogs.userId,
    })
    .from(operationLogs)
    .innerJoin(users, eq(users.id, operationLogs.userId))
    .where(and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.action, 'create')));
  for (const row of registeredBy) {
    if (
      departmentIds === 'all' ||
      row.userId === userId ||
      (row.departmentId !== null && departmentIds.includes(row.departmentId))
    )
      linked.add(Number(row.entityId));
  }
  const liveBeneficiaries = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(ne(beneficiaries.status, 'merged'));
  const sortIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  return {
    projects: ids,
    applications: sortIds(departmentIds === 'all' ? apps : under(apps)),
    agreements: sortIds(departmentIds === 'all' ? agrs : under(agrs)),
    reports: sortIds(departmentIds === 'all' ? reps : under(reps)),
    appropriations: sortIds(departmentIds === 'all' ? approps : under(approps)),
    budgets: sortIds(departmentIds === 'all' ? buds : under(buds)),
    beneficiaries: sortIds(
      departmentIds === 'all' ? liveBeneficiaries : liveBeneficiaries.filter((row) => linked.has(row.id)),
    ),
  };
}

type Expected = Awaited<ReturnType<typeof expected>>;
type Module = Exclude<keyof Expected, 'projects'>;

const LIST_PATHS: Record<Module, string> = {
  applications: '/pm/applications',
  agreements: '/pm/agreements',
  reports: '/pm/reports',
  appropriations: '/pm/appropriations',
  budgets: '/pm/budgets',
  beneficiaries: '/pm/beneficiaries',
};

async function listIds(token: string, path: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await app.inject({
      url: `${API}${path}?page=${page}&pageSize=100`,
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
    const data = response.json().data as { list: { id: number }[]; total: number };
    ids.push(...data.list.map((row) => row.id));
    if (ids.length >= data.total || data.list.length === 0) {
      assert.equal(ids.length, data.total, `${path}: the total counts what the pages show`);
      return ids.sort((a, b) => a - b);
    }
  }
}

async function exportRows(token: string, path: string): Promise<number> {
  const response = await app.inject({ url: `${API}${path}`, headers: bearer(token) });
  assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
  const sheet = await firstSheet(response.rawPayload);
  return sheet.actualRowCount - 1;
}

const status = async (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  (await app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }))
    .statusCode;

const allIds = await expected('all', 0);

/** Checks every list, a detail in and out of scope per module, the exports and out-of-scope actions. */
async function assertSees(token: string, want: Expected): Promise<void> {
  assert.deepEqual(await listIds(token, '/pm/projects'), want.projects, 'projects');
  for (const module of Object.keys(LIST_PATHS) as Module[]) {
    assert.deepEqual(await listIds(token, LIST_PATHS[module]), want[module], module);
  }
  for (const module of ['projects', ...Object.keys(LIST_PATHS)] as (keyof Expected)[]) {
    const path = module === 'projects' ? '/pm/projects' : LIST_PATHS[module as Module];
    const inside = want[module][0];
    const outside = allIds[module].find((id) => !want[module].includes(id));
    if (inside !== undefined)
      assert.equal(await status(token, `${path}/${inside}`), 200, `${module} ${inside}`);
    if (outside !== undefined)
      assert.equal(await status(token, `${path}/${outside}`), 404, `${module} ${outside}`);
  }
  assert.equal(await exportRows(token, '/pm/projects/export'), want.projects.length, 'project export');
  assert.equal(
    await exportRows(token, '/pm/appropriations/export'),
    want.appropriations.length,
    'payments export',
  );
  assert.equal(
    await exportRows(token, '/pm/beneficiaries/export'),
    want.beneficiaries.length,
    'people export',
  );

  // Actions on a record out of scope answer like an unknown id; in scope they reach the version check (409).
  const outsideProject = allIds.projects.find((id) => !want.projects.includes(id));
  if (outsideProject !== undefined) {
    assert.equal(
      await status(token, `/pm/projects/${outsideProject}/suspend`, 'POST', { version: 999, comment: 'x' }),
      404,
    );
    assert.equal(await status(token, `/pm/projects/${outsideProject}/timeline`), 404);
  }
  const insideProject = want.projects[0];
  if (insideProject !== undefined) {
    assert.equal(
      await status(token, `/pm/projects/${insideProject}/suspend`, 'POST', { version: 999, comment: 'x' }),
      409,
    );
  }
  const outsidePayment = allIds.appropriations.find((id) => !want.appropriations.includes(id));
  if (outsidePayment !== undefined) {
    assert.equal(
      await status(token, `/pm/appropriations/${outsidePayment}/verify`, 'POST', { version: 999 }),
      404,
    );
  }
  const outsideBudget = allIds.budgets.find((id) => !want.budgets.includes(id));
  if (outsideBudget !== undefined) {
    assert.equal(await status(token, `/pm/budgets/${outsideBudget}/expenses`), 404);
  }
  const outsidePerson = allIds.beneficiaries.find((id) => !want.beneficiaries.includes(id));
  if (outsidePerson !== undefined) {
    assert.equal(
      await status(token, `/pm/beneficiaries/${outsidePerson}/status`, 'POST', {
        action: 'deactivate',
        version: 999,
      }),
      404,
    );
  }
}

describe('data scope on the staff routes', () => {
  it('all: every record', async () => {
    const user = await userWith('scope-all', financeDept, [{ scope: 'all' }]);
    await assertSees(user.token, allIds);
  });

  it('department: the own department only (not the one below)', async () => {
    const user = await userWith('scope-department', projectDept, [{ scope: 'department' }]);
    const want = await expected([projectDept], user.id);
    assert.ok(want.projects.length > 0 && want.projects.length < allIds.projects.length);
    await assertSees(user.token, want);
  });

  it('departmentTree: the own department and the ones below it', async () => {
    const user = await userWith('scope-tree', projectDept, [{ scope: 'departmentTree' }]);
    const want = await expected([projectDept, groupDept], user.id);
    assert.ok(want.projects.length > (await expected([projectDept], user.id)).projects.length);
    await assertSees(user.token, want);
  });

  it('custom: the departments listed on the role', async () => {
    const user = await userWith('scope-custom', financeDept, [{ scope: 'custom', custom: [officeDept] }]);
    const want = await expected([officeDept], user.id);
    assert.ok(want.projects.length > 0);
    await assertSees(user.token, want);
  });

  it('self: only the projects the user manages and what is filed under them', async () => {
    const user = await userWith('scope-self', projectDept, [{ scope: 'self' }]);
    const [managed] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.departmentId, officeDept))
      .limit(1);
    await db.update(projects).set({ managerId: user.id }).where(eq(projects.id, managed!.id));
    const want = await expected([], user.id);
    assert.deepEqual(want.projects, [managed!.id]);
    await assertSees(user.token, want);
  });

  it('self: a project the user created stays theirs, whoever manages it and wherever it is filed', async () => {
    const user = await userWith('scope-creator', projectDept, [{ scope: 'self' }]);
    const other = await userWith('scope-other', projectDept, [{ scope: 'self' }]);
    const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'finance'));
    const created = await app.inject({
      method: 'POST',
      url: `${API}/pm/projects`,
      headers: bearer(user.token),
      payload: projectValues({ name: '范围创建测试', departmentId: officeDept, managerId: finance!.id }),
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = (created.json().data as { id: number }).id;
    assert.deepEqual(await listIds(user.token, '/pm/projects'), [id]);
    assert.equal(await status(user.token, `/pm/projects/${id}`), 200);
    assert.deepEqual(await listIds(other.token, '/pm/projects'), []);
    assert.equal(await status(other.token, `/pm/projects/${id}`), 404);
  });

  it('several roles: the union of what each gives', async () => {
    const user = await userWith('scope-union', projectDept, [
      { scope: 'department' },
      { scope: 'custom', custom: [officeDept] },
    ]);
    await assertSees(user.token, await expected([projectDept, officeDept], user.id));
  });

  it('a disabled role gives nothing: neither its codes nor its records', async () => {
    const only = await userWith('scope-disabled-only', projectDept, [{ scope: 'all', status: 'disabled' }]);
    assert.equal(await status(only.token, '/pm/projects'), 403);
    const user = await userWith('scope-disabled', projectDept, [
      { scope: 'self' },
      { scope: 'all', status: 'disabled' },
    ]);
    const want = await expected([], user.id);
    assert.deepEqual(want.projects, []);
    await assertSees(user.token, want);
  });

  it('the demo head sees the 项目部 tree, the auditor everything', async () => {
    const head = await loginAs(app, 'head');
    const [headUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'head'));
    assert.deepEqual(
      await listIds(head, '/pm/projects'),
      (await expected([projectDept, groupDept], headUser!.id)).projects,
    );
    const auditor = await loginAs(app, 'auditor');
    assert.deepEqual(await listIds(auditor, '/pm/projects'), (await expected('all', 0)).projects);
    assert.equal(
      await status(auditor, `/pm/projects/${allIds.projects[0]}/suspend`, 'POST', {
        version: 1,
        comment: 'x',
      }),
      403,
    );
  });
});

describe('data scope on files', () => {
  it('hands out a file of a record in scope, and answers one out of scope as missing (404)', async () => {
    const admin = await loginAs(app, 'admin');
    const user = await userWith('scope-files', officeDept, [{ scope: 'department' }]);
    const mine = await expected([officeDept], user.id);
    const theirs = allIds.applications.find((id) => !mine.applications.includes(id));
    const own = mine.applications[0];
    assert.ok(own !== undefined && theirs !== undefined, 'the demo has applications on both sides');
    const inScope = (await uploadPdf(app, admin)).id;
    const outOfScope = (await uploadPdf(app, admin)).id;
    await db.insert(entityFiles).values([
      { entity: 'application', entityId: own, fileId: inScope },
      { entity: 'application', entityId: theirs, fileId: outOfScope },
    ]);
    assert.equal(await status(user.token, `/pm/files/${inScope}`), 200);
    assert.equal(await status(user.token, `/pm/files/${outOfScope}`), 404);
  });
});
