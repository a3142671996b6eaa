import type { ImportJobDetail, ImportType } from '@pm/domain/shapes/imports';
import type { ProjectDetail } from '@pm/domain/shapes/project';
import type { OneTimePassword } from '@pm/domain/shapes/system-user';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, eq, inArray, isNull, like } from 'drizzle-orm';
import { departments, projects, roles, userRoles, users } from '../src/db/schema';
import { NO_PASSWORD } from '../src/security/password';
import { API, bearer, buildTestApp, login, loginAs, staffWith } from './helper';
import { projectValues } from './fixtures/project';
import { uploadImport } from './support/imports';
import { caller, expectStatus } from './support/records';
import { firstSheet, sheetTexts, workbookOf } from './support/workbook';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

const PROJECT_HEADER = [
  '项目名称',
  '项目类型',
  '所属部门',
  '项目负责人',
  '项目地区',
  '开始日期',
  '结束日期',
  '项目目标',
  '目标受益人数',
  '计划预算',
] as const;
const USER_HEADER = ['用户名', '姓名', '手机号', '邮箱', '部门', '角色', '状态'] as const;

const [root] = await app.db
  .select({ id: departments.id, name: departments.name })
  .from(departments)
  .where(isNull(departments.parentId))
  .orderBy(asc(departments.id))
  .limit(1);
const [department] = await app.db
  .insert(departments)
  .values({ name: '导入测试部', parentId: root!.id })
  .returning({ id: departments.id });
await app.db.insert(departments).values({ name: '导入停用部', parentId: root!.id, status: 'disabled' });
const [officer] = await app.db
  .select({ id: users.id, name: users.name })
  .from(users)
  .where(eq(users.username, 'admin'));

const upload = async (type: ImportType, data: readonly (readonly unknown[])[], token = admin) =>
  expectStatus(await uploadImport(app, token, await workbookOf(data), { type, name: `${type}.xlsx` }), 200)
    .job;

const check = async (id: number, token = admin, locale?: 'en-US') =>
  expectStatus(
    await call<ImportJobDetail>(token, 'POST', `/pm/import/jobs/${id}/check`, undefined, locale),
    200,
  );

const commit = (id: number, mode: 'all' | 'valid', token = admin) =>
  call<ImportJobDetail>(token, 'POST', `/pm/import/jobs/${id}/commit`, { mode });

const template = (type: ImportType, token = admin, locale?: 'en-US') =>
  app.inject({
    method: 'GET',
    url: `${API}/pm/import/template?type=${type}`,
    headers: { ...bearer(token), ...(locale ? { 'accept-language': locale } : {}) },
  });

type Validations = { dataValidations: { model: Record<string, { formulae: string[] }> } };
const listAt = (sheet: unknown, cell: string) =>
  Object.entries((sheet as Validations).dataValidations.model).find(([range]) => range.startsWith(cell));

/** A project row as the template reads it (references by name or account). */
function projectRow(name: string, more: Partial<Record<(typeof PROJECT_HEADER)[number], string>> = {}) {
  const cells: Record<(typeof PROJECT_HEADER)[number], string> = {
    项目名称: name,
    项目类型: '教育助学',
    所属部门: '导入测试部',
    项目负责人: 'admin',
    项目地区: '530102',
    开始日期: '2026-01-01',
    结束日期: '2027-12-31',
    项目目标: '为山区学校配备图书角并培训阅读辅导员',
    目标受益人数: '300',
    计划预算: '500000.00',
    ...more,
  };
  return PROJECT_HEADER.map((header) => cells[header]);
}

/** A user row as the template reads it. */
function userRow(username: string, more: Partial<Record<(typeof USER_HEADER)[number], string>> = {}) {
  const cells: Record<(typeof USER_HEADER)[number], string> = {
    用户名: username,
    姓名: `姓名${username}`,
    手机号: '',
    邮箱: `${username}@example.org`,
    部门: '导入测试部',
    角色: '',
    状态: '启用',
    ...more,
  };
  return USER_HEADER.map((header) => cells[header]);
}

describe('project imports', () => {
  it('downloads a template with the form labels, drop-downs of types, departments and managers, a sample that passes', async () => {
    const response = await template('project');
    assert.equal(response.statusCode, 200);
    const sheet = await firstSheet(response.rawPayload);
    const [header, sample] = sheetTexts(sheet);
    assert.deepEqual(header, [...PROJECT_HEADER]);
    for (const cell of ['B2', 'C2', 'D2']) assert.ok(listAt(sheet, cell), `${cell} has a drop-down`);
    assert.equal(sample?.[1], '教育助学');
    const english = await template('project', admin, 'en-US');
    const [enHeader, enSample] = sheetTexts(await firstSheet(english.rawPayload));
    assert.deepEqual(enHeader?.slice(0, 4), [
      'Project name',
      'Project type',
      'Department',
      'Project manager',
    ]);
    assert.equal(enSample?.[1], 'Education');
    // The sample row imports as it stands.
    const job = await upload('project', [header!, sample!]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 0], JSON.stringify(detail.errors));
  });

  it('checks each row with the project form and its references, naming the column', async () => {
    const data = [
      projectRow('校验项目1'),
      projectRow('校验项目2', { 项目类型: '不存在的类型' }),
      projectRow('校验项目3', { 所属部门: '没有这个部门' }),
      projectRow('校验项目4', { 项目负责人: 'nobody-here' }),
      projectRow('校验项目5', { 项目地区: '999999' }),
      projectRow('校验项目6', { 计划预算: '12.345' }),
      projectRow('校验项目7', { 结束日期: '2025-12-31' }),
      projectRow('', { 目标受益人数: '' }),
      // The manager by name, the type in English: both accepted.
      projectRow('校验项目9', { 项目负责人: officer!.name, 项目类型: 'Medical aid' }),
    ];
    const job = await upload('project', [PROJECT_HEADER, ...data]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [9, 2, 7]);
    const byRow = new Map(detail.errors.map((error) => [error.row, error.messages.join(' | ')]));
    assert.deepEqual([...byRow.keys()], [3, 4, 5, 6, 7, 8, 9]);
    assert.match(byRow.get(3)!, /项目类型：“不存在的类型”不是可选值/);
    assert.match(byRow.get(4)!, /所属部门：“没有这个部门”不是可选值/);
    assert.match(byRow.get(5)!, /项目负责人：“nobody-here”不是可选值/);
    assert.match(byRow.get(6)!, /项目地区：“999999”不存在/);
    assert.match(byRow.get(7)!, /计划预算/);
    assert.match(byRow.get(8)!, /结束日期不能早于开始日期/);
    assert.match(byRow.get(9)!, /请填写项目名称/);
    assert.match(byRow.get(9)!, /请填写目标受益人数/);
    const english = await check(job.id, admin, 'en-US');
    assert.match(english.errors[3]!.messages.join(), /Project area: "999999" does not exist/);
  });

  it('writes each row as the create API writes it: a draft with its own code', async () => {
    const created = expectStatus(
      await call<ProjectDetail>(
        admin,
        'POST',
        '/pm/projects',
        projectValues({ name: '对照项目', departmentId: department!.id, managerId: officer!.id }),
      ),
      200,
    );
    const job = await upload('project', [
      PROJECT_HEADER,
      projectRow('导入项目甲'),
      projectRow('导入项目甲'),
      projectRow('导入项目乙', { 项目类型: '不存在' }),
    ]);
    const checked = await check(job.id);
    // A project's code is generated: two rows of one name are two projects, as two creates are.
    assert.deepEqual([checked.job.valid, checked.job.invalid], [2, 1]);
    assert.equal((await commit(job.id, 'all')).status, 409);
    const done = expectStatus(await commit(job.id, 'valid'), 200);
    assert.deepEqual([done.job.status, done.job.imported], ['committed', 2]);
    const imported = await app.db
      .select()
      .from(projects)
      .where(like(projects.name, '导入项目%'))
      .orderBy(asc(projects.id));
    assert.equal(imported.length, 2);
    const [reference] = await app.db.select().from(projects).where(eq(projects.id, created.id));
    const comparable = (row: typeof projects.$inferSelect) => {
      const { id: _id, code: _code, rootId, name: _name, createdAt: _c, updatedAt: _u, ...rest } = row;
      return { ...rest, ownRoot: rootId === row.id };
    };
    for (const row of imported) {
      assert.deepEqual(comparable(row), comparable(reference!));
      assert.match(row.code, /^XM\d{10}$/);
      assert.ok(row.code.endsWith(String(row.id).padStart(6, '0')));
    }
    assert.equal(reference!.plannedBudget, imported[0]!.plannedBudget);
  });

  it('keeps money exact: a number cell of the sheet is stored as the decimal it shows', async () => {
    const row: unknown[] = projectRow('数字预算项目');
    row[5] = new Date(Date.UTC(2026, 2, 1));
    row[8] = 1200;
    row[9] = 123456.78;
    const job = await upload('project', [PROJECT_HEADER, row]);
    assert.equal((await check(job.id)).job.valid, 1);
    expectStatus(await commit(job.id, 'all'), 200);
    const [stored] = await app.db
      .select({
        budget: projects.plannedBudget,
        start: projects.startDate,
        target: projects.targetBeneficiaries,
      })
      .from(projects)
      .where(eq(projects.name, '数字预算项目'));
    assert.deepEqual(stored, { budget: '123456.78', start: '2026-03-01', target: 1200 });
  });

  it('needs the create code besides import', async () => {
    const clerk = await staffWith(app, 'impb-project-clerk', ['import']);
    const refused = await template('project', clerk.token);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().msg ?? refused.body, /项目/);
    const uploadRefused = await uploadImport(
      app,
      clerk.token,
      await workbookOf([PROJECT_HEADER, projectRow('无权')]),
      {
        type: 'project',
      },
    );
    assert.equal(uploadRefused.status, 403);
    const creator = await staffWith(app, 'impb-project-creator', ['import', 'project:create']);
    assert.equal((await template('project', creator.token)).statusCode, 200);
    const job = await upload('project', [PROJECT_HEADER, projectRow('有权导入的项目')], creator.token);
    assert.equal((await check(job.id, creator.token)).job.valid, 1);
  });
});

describe('user imports', () => {
  it('downloads a template with the form labels and drop-downs of departments, roles and statuses', async () => {
    const response = await template('user');
    assert.equal(response.statusCode, 200);
    const sheet = await firstSheet(response.rawPayload);
    const [header, sample] = sheetTexts(sheet);
    assert.deepEqual(header, [...USER_HEADER]);
    for (const cell of ['E2', 'F2', 'G2']) assert.ok(listAt(sheet, cell), `${cell} has a drop-down`);
    assert.equal(sample?.[6], '启用');
    const english = await template('user', admin, 'en-US');
    const [enHeader, enSample] = sheetTexts(await firstSheet(english.rawPayload));
    assert.deepEqual(enHeader, ['Username', 'Name', 'Mobile', 'Email', 'Department', 'Roles', 'Status']);
    assert.equal(enSample?.[6], 'Active');
    // The sample row (a role the staff hold, the first department) imports as it stands.
    assert.equal(sample?.[5], '工作人员');
    const job = await upload('user', [header!, sample!]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 0], JSON.stringify(detail.errors));
  });

  it('checks each row with the user form, its references and duplicates in the file and the database', async () => {
    const data = [
      userRow('impb.good1', { 手机号: '13911110001', 角色: '工作人员, officer' }),
      userRow('ab'),
      userRow('impb.dup', { 手机号: '13911110002' }),
      userRow('impb.dup'),
      userRow('admin'),
      userRow('impb.mob', { 手机号: '13911110002' }),
      userRow('impb.dept', { 部门: '导入停用部' }),
      userRow('impb.role', { 角色: '没有的角色' }),
      userRow('impb.mail', { 邮箱: 'not-mail', 状态: '' }),
      userRow('impb.good2', { 部门: '', 状态: 'Disabled' }),
    ];
    const job = await upload('user', [USER_HEADER, ...data]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [10, 3, 7]);
    const byRow = new Map(detail.errors.map((error) => [error.row, error.messages.join(' | ')]));
    assert.deepEqual([...byRow.keys()], [3, 5, 6, 7, 8, 9, 10]);
    assert.match(byRow.get(3)!, /用户名须为 3–32 位字母、数字或 _ \. @ -/);
    assert.match(byRow.get(5)!, /用户名：与第 4 行重复/);
    assert.match(byRow.get(6)!, /用户名：系统中已有相同记录/);
    assert.match(byRow.get(7)!, /手机号：与第 4 行重复/);
    assert.match(byRow.get(8)!, /部门：“导入停用部”不是可选值/);
    assert.match(byRow.get(9)!, /角色：“没有的角色”不是可选值/);
    assert.match(byRow.get(10)!, /邮箱格式不正确/);
    assert.match(byRow.get(10)!, /请选择状态/);
    const english = await check(job.id, admin, 'en-US');
    assert.match(english.errors[1]!.messages.join(), /Username: the same as row 4/);
  });

  it('writes each user as the create API does, without a password until "reset password" gives one', async () => {
    const [staffRole] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'user'));
    const created = expectStatus(
      await call<OneTimePassword>(admin, 'POST', '/pm/users', {
        username: 'impb.api',
        name: '对照用户',
        mobile: '13911119000',
        email: 'impb.api@example.org',
        departmentId: department!.id,
        roleIds: [staffRole!.id],
        status: 'active',
        isAdmin: false,
      }),
      200,
    );
    const job = await upload('user', [
      USER_HEADER,
      userRow('impb.new1', { 手机号: '13911119001', 角色: '工作人员' }),
      userRow('impb.new2', { 手机号: '13911119002', 角色: 'user' }),
    ]);
    const done = expectStatus(await commit((await check(job.id)).job.id, 'all'), 200);
    assert.equal(done.job.imported, 2);
    const rows = await app.db
      .select()
      .from(users)
      .where(inArray(users.username, ['impb.api', 'impb.new1', 'impb.new2']))
      .orderBy(asc(users.id));
    assert.equal(rows.length, 3);
    const comparable = (row: typeof users.$inferSelect) => {
      const {
        id: _id,
        username: _u,
        name: _n,
        mobile,
        mobileHash,
        email: _e,
        passwordHash,
        createdAt: _c,
        updatedAt: _up,
        ...rest
      } = row;
      assert.equal(mobileHash, app.searchHash(mobile));
      return { ...rest, hashed: passwordHash.startsWith('scrypt$') };
    };
    const [reference, ...imported] = rows;
    assert.equal(reference!.id, created.user.id);
    assert.ok(!reference!.passwordHash.includes(created.password));
    for (const row of imported) {
      assert.deepEqual(comparable(row), { ...comparable(reference!), hashed: false });
      assert.equal(row.passwordHash, NO_PASSWORD);
    }
    // Nothing signs in to an imported account (not even its stored text) until "reset password" gives it one.
    for (const password of [NO_PASSWORD, 'Limited@12345']) {
      assert.equal((await login(app, 'impb.new1', password)).statusCode, 401);
    }
    const [fresh] = imported;
    const reset = expectStatus(
      await call<OneTimePassword>(admin, 'POST', `/pm/users/${fresh!.id}/reset-password`, {
        version: fresh!.version,
      }),
      200,
    );
    assert.equal((await login(app, 'impb.new1', reset.password)).statusCode, 200);
    const granted = await app.db
      .select({ userId: userRoles.userId, roleId: userRoles.roleId })
      .from(userRoles)
      .where(
        inArray(
          userRoles.userId,
          rows.map((row) => row.id),
        ),
      );
    assert.deepEqual(
      granted.map((row) => row.roleId),
      [staffRole!.id, staffRole!.id, staffRole!.id],
    );
    // Imported once: the same file again is all duplicates.
    const again = await upload('user', [USER_HEADER, userRow('impb.new1', { 手机号: '13911119001' })]);
    assert.match((await check(again.id)).errors[0]!.messages.join(), /用户名：系统中已有相同记录/);
  });

  it('never gives more rights than the importer holds, and needs the create code', async () => {
    const clerk = await staffWith(app, 'impb-user-clerk', ['import', 'auth', 'auth:create']);
    const job = await upload(
      'user',
      [
        USER_HEADER,
        userRow('impb.clerk1', { 角色: 'impb-user-clerk-role' }),
        userRow('impb.clerk2', { 角色: '管理员' }),
      ],
      clerk.token,
    );
    const detail = await check(job.id, clerk.token);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 1]);
    assert.equal(detail.errors[0]!.row, 3);
    assert.match(detail.errors[0]!.messages.join(), /角色：不能授予超出您自身权限的角色/);
    // The administrator may give it.
    const [adminCheck] = [await check(job.id)];
    assert.deepEqual([adminCheck.job.valid, adminCheck.job.invalid], [2, 0]);
    const done = expectStatus(await commit(job.id, 'valid', clerk.token), 200);
    assert.equal(done.job.imported, 1);
    const made = await app.db
      .select({ username: users.username, isAdmin: users.isAdmin })
      .from(users)
      .where(like(users.username, 'impb.clerk%'));
    assert.deepEqual(made, [{ username: 'impb.clerk1', isAdmin: 0 }]);
    const stranger = await staffWith(app, 'impb-user-stranger', ['import']);
    assert.equal((await template('user', stranger.token)).statusCode, 403);
    const notMine = await call(stranger.token, 'POST', `/pm/import/jobs/${job.id}/check`);
    assert.equal(notMine.status, 403);
  });
});
