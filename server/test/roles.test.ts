import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import type { AccessItem, MenuItem } from '@pm/domain/shapes';
import type { PermissionNode, RoleAccess } from '@pm/domain/shapes/permission';
import type { DepartmentOption, RoleDetail, RoleListItem, RoleOption } from '@pm/domain/shapes/role';
import { eq, inArray } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles } from '../src/db/schema';
import { buildTestApp, loginAs, staffWith } from './helper';
import { caller, expectStatus, logsOf } from './support/records';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

let sequence = 0;
const roleValues = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    code: `tester${sequence}`,
    name: `测试角色${sequence}`,
    nameEn: `Tester ${sequence}`,
    description: '',
    dataScope: 'department',
    sort: sequence,
    departmentIds: [],
    ...overrides,
  };
};

/** An edit's body: every field but the code, which is fixed at creation. */
const editValues = (version: number, overrides: Record<string, unknown> = {}) => {
  const { code: _fixed, ...values } = roleValues(overrides);
  return { ...values, version };
};

const createRole = async (overrides: Record<string, unknown> = {}, token = admin) =>
  expectStatus(await call<RoleDetail>(token, 'POST', '/pm/roles', roleValues(overrides)), 200);

const nodeIdsOf = async (codes: string[]) =>
  (await app.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.code, codes))).map(
    (row) => row.id,
  );

const accessOf = async (roleId: number, token = admin) =>
  expectStatus(await call<RoleAccess>(token, 'GET', `/pm/roles/${roleId}/access`), 200);

const grant = async (roleId: number, permissionIds: number[], token = admin) => {
  const { version } = await accessOf(roleId);
  return call<RoleAccess>(token, 'PUT', `/pm/roles/${roleId}/access`, { version, permissionIds });
};

const hold = async (userId: number, roleId: number) => {
  await app.db.insert(userRoles).values({ userId, roleId });
};

const flatten = (nodes: { children?: unknown[] }[]): { name: string }[] =>
  nodes.flatMap((node) => [
    node as { name: string },
    ...flatten((node.children ?? []) as { children?: unknown[] }[]),
  ]);

describe('roles: list, detail, create, edit', () => {
  it('creates a role, lists it by keyword and status, reads it back, and logs the change', async () => {
    const role = await createRole({ description: '项目审核' });
    assert.equal(role.status, 'active');
    assert.equal(role.userCount, 0);
    assert.equal(role.builtIn, false);
    const page = expectStatus(
      await call<Page<RoleListItem>>(admin, 'GET', `/pm/roles?keyword=${role.code}&status=active`),
      200,
    );
    assert.deepEqual(
      page.list.map((item) => item.id),
      [role.id],
    );
    const byEnglish = expectStatus(
      await call<Page<RoleListItem>>(admin, 'GET', `/pm/roles?keyword=${encodeURIComponent(role.nameEn)}`),
      200,
    );
    assert.equal(byEnglish.total, 1);
    const detail = expectStatus(await call<RoleDetail>(admin, 'GET', `/pm/roles/${role.id}`), 200);
    assert.equal(detail.description, '项目审核');
    const logs = await logsOf(app, 'role', role.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['create'],
    );
  });

  it('pages the list and offers every role to pickers', async () => {
    const page = expectStatus(
      await call<Page<RoleListItem>>(admin, 'GET', '/pm/roles?page=1&pageSize=1'),
      200,
    );
    assert.equal(page.list.length, 1);
    assert.ok(page.total >= 2);
    const options = expectStatus(await call<RoleOption[]>(admin, 'GET', '/pm/roles/options'), 200);
    assert.ok(options.some((option) => option.code === 'admin'));
  });

  it('refuses a blank name, a bad code and an unknown scope with field messages in both languages', async () => {
    const bad = await call<{ errors: { field: string }[] }>(
      admin,
      'POST',
      '/pm/roles',
      roleValues({ name: '', code: '1bad code', dataScope: 'galaxy' }),
    );
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.data.errors.map((error) => error.field).sort(), ['code', 'dataScope', 'name']);
    const english = await call(admin, 'POST', '/pm/roles', roleValues({ name: '' }), 'en-US');
    assert.equal(english.status, 422);
    assert.match(english.body.msg, /Role name is required/);
  });

  it('refuses a duplicate code or English name with 409 naming the holder', async () => {
    const role = await createRole();
    const sameCode = await call(admin, 'POST', '/pm/roles', roleValues({ code: role.code }));
    assert.equal(sameCode.status, 409);
    assert.match(sameCode.body.msg, new RegExp(role.code));
    const sameName = await call(admin, 'POST', '/pm/roles', roleValues({ nameEn: role.nameEn }));
    assert.equal(sameName.status, 409);
  });

  it('edits a role (its code stays), checks the version, and keeps custom departments', async () => {
    const role = await createRole();
    const departments = expectStatus(
      await call<DepartmentOption[]>(admin, 'GET', '/pm/roles/department-options'),
      200,
    );
    assert.ok(departments.length > 0);
    const noDepartments = await call<{ errors: { field: string }[] }>(
      admin,
      'PUT',
      `/pm/roles/${role.id}`,
      editValues(role.version, { dataScope: 'custom' }),
    );
    assert.equal(noDepartments.status, 422);
    assert.equal(noDepartments.body.data.errors[0]!.field, 'departmentIds');
    const edited = expectStatus(
      await call<RoleDetail>(
        admin,
        'PUT',
        `/pm/roles/${role.id}`,
        editValues(role.version, { name: '改名', dataScope: 'custom', departmentIds: [departments[0]!.id] }),
      ),
      200,
    );
    assert.equal(edited.code, role.code);
    assert.equal(edited.name, '改名');
    assert.deepEqual(edited.departmentIds, [departments[0]!.id]);
    const stale = await call(admin, 'PUT', `/pm/roles/${role.id}`, editValues(role.version));
    assert.equal(stale.status, 409);
    const unknown = await call(
      admin,
      'PUT',
      `/pm/roles/${role.id}`,
      editValues(edited.version, { dataScope: 'custom', departmentIds: [2_000_000] }),
    );
    assert.equal(unknown.status, 422);
    const scoped = expectStatus(
      await call<RoleDetail>(
        admin,
        'PUT',
        `/pm/roles/${role.id}`,
        editValues(edited.version, { dataScope: 'self', departmentIds: [departments[0]!.id] }),
      ),
      200,
    );
    assert.deepEqual(scoped.departmentIds, [], 'only the custom scope keeps departments');
    assert.equal((await call(admin, 'GET', '/pm/roles/2000000')).status, 404);
  });
});

describe('roles: disable, enable, delete', () => {
  it('a disabled role grants nothing until enabled', async () => {
    const user = await staffWith(app, 'roleDisabled', ['project']);
    const [role] = await app.db.select().from(roles).where(eq(roles.code, 'roleDisabled-role'));
    assert.equal((await call(user.token, 'GET', '/pm/projects')).status, 200);
    const disabled = expectStatus(
      await call<RoleDetail>(admin, 'POST', `/pm/roles/${role!.id}/disable`, { version: role!.version }),
      200,
    );
    assert.equal(disabled.status, 'disabled');
    assert.equal((await call(user.token, 'GET', '/pm/projects')).status, 403);
    const info = await call<{ roles: { name_en: string }[] }>(user.token, 'GET', '/pm/auth_user');
    assert.deepEqual(expectStatus(info, 200).roles, [], 'the user info no longer names the disabled role');
    expectStatus(
      await call(admin, 'POST', `/pm/roles/${role!.id}/enable`, { version: disabled.version }),
      200,
    );
    assert.equal((await call(user.token, 'GET', '/pm/projects')).status, 200);
  });

  it('refuses to delete a role users hold (409), deletes it once free, and logs it', async () => {
    const role = await createRole();
    const user = await staffWith(app, 'roleHolder', []);
    await hold(user.id, role.id);
    const inUse = await call(admin, 'DELETE', `/pm/roles/${role.id}?version=${role.version}`);
    assert.equal(inUse.status, 409);
    await app.db.delete(userRoles).where(eq(userRoles.roleId, role.id));
    const stale = await call(admin, 'DELETE', `/pm/roles/${role.id}?version=${role.version + 1}`);
    assert.equal(stale.status, 409);
    expectStatus(await call(admin, 'DELETE', `/pm/roles/${role.id}?version=${role.version}`), 200);
    assert.equal((await call(admin, 'GET', `/pm/roles/${role.id}`)).status, 404);
    assert.deepEqual(
      (await logsOf(app, 'role', role.id)).map((log) => log.action),
      ['create', 'delete'],
    );
  });

  it('protects the built-in administrator role: no delete, no disable, no lost grant', async () => {
    const [adminRole] = await app.db.select().from(roles).where(eq(roles.code, 'admin'));
    const id = adminRole!.id;
    assert.equal(
      (await call(admin, 'POST', `/pm/roles/${id}/disable`, { version: adminRole!.version })).status,
      409,
    );
    assert.equal((await call(admin, 'DELETE', `/pm/roles/${id}?version=${adminRole!.version}`)).status, 409);
    const access = await accessOf(id);
    const stripped = await grant(id, access.checkedIds.slice(1));
    assert.equal(stripped.status, 409);
    expectStatus(await grant(id, access.checkedIds), 200);
    const narrowed = await call(
      admin,
      'PUT',
      `/pm/roles/${id}`,
      editValues(adminRole!.version + 1, { dataScope: 'self' }),
      'en-US',
    );
    assert.equal(narrowed.status, 409);
    assert.match(narrowed.body.msg, /built-in administrator role/);
    const renamed = expectStatus(
      await call<RoleDetail>(admin, 'PUT', `/pm/roles/${id}`, {
        ...editValues(adminRole!.version + 1, { dataScope: 'all', nameEn: 'Administrators' }),
      }),
      200,
    );
    assert.equal(renamed.code, 'admin');
  });
});

describe('role access: no raising one’s own rights; effect on the next request', () => {
  it('returns the whole tree with the role’s granted nodes', async () => {
    const role = await createRole();
    const [projectNode] = await nodeIdsOf(['project:create']);
    const saved = expectStatus(await grant(role.id, [projectNode!]), 200);
    assert.deepEqual(saved.checkedIds, [projectNode]);
    const names = flatten(saved.tree as PermissionNode[]).map((node) => node.name);
    assert.ok(
      names.includes('projectList') && names.includes('project:create') && names.includes('role:grant'),
    );
    assert.deepEqual(
      (await logsOf(app, 'role', role.id)).map((log) => log.action),
      ['create', 'grant'],
    );
    assert.equal((await grant(role.id, [2_000_000])).status, 422);
  });

  it('a non-administrator grants only codes they hold, and never changes a role they hold', async () => {
    const manager = await staffWith(app, 'roleManager', ['auth', 'role:manage', 'role:grant', 'project']);
    const target = await createRole({}, manager.token);
    const held = await nodeIdsOf(['project']);
    expectStatus(await grant(target.id, held, manager.token), 200);
    const lacking = await nodeIdsOf(['fundPayment']);
    const refused = await grant(target.id, [...held, ...lacking], manager.token);
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /fundPayment/);
    // Removing a code is no escalation.
    expectStatus(await grant(target.id, [], manager.token), 200);

    const [own] = await app.db.select().from(roles).where(eq(roles.code, 'roleManager-role'));
    const ownGrant = await grant(
      own!.id,
      [...(await accessOf(own!.id)).checkedIds, ...lacking],
      manager.token,
    );
    assert.equal(ownGrant.status, 403);
    const ownEdit = await call(
      manager.token,
      'PUT',
      `/pm/roles/${own!.id}`,
      editValues(own!.version, { dataScope: 'all' }),
    );
    assert.equal(ownEdit.status, 403);
    const ownDisable = await call(manager.token, 'POST', `/pm/roles/${own!.id}/disable`, {
      version: own!.version,
    });
    assert.equal(ownDisable.status, 403);
  });

  it('changes a holder’s menu and access list on their next request, without signing out', async () => {
    const holder = await staffWith(app, 'roleReader', ['dashboard']);
    const [role] = await app.db.select().from(roles).where(eq(roles.code, 'roleReader-role'));
    const menuNames = async () =>
      flatten(expectStatus(await call<MenuItem[]>(holder.token, 'GET', '/pm/sys_user/menu/list'), 200)).map(
        (node) => node.name,
      );
    const accessCodes = async () =>
      expectStatus(await call<AccessItem[]>(holder.token, 'GET', '/pm/sys_user/access/list'), 200).map(
        (item) => item.permission,
      );
    assert.ok(!(await menuNames()).includes('projectList'));
    assert.ok(!(await accessCodes()).includes('project:create'));
    const current = (await accessOf(role!.id)).checkedIds;
    expectStatus(
      await grant(role!.id, [
        ...current,
        ...(await nodeIdsOf(['projectManagement', 'project', 'project:create'])),
      ]),
      200,
    );
    assert.ok((await menuNames()).includes('projectList'));
    assert.ok((await accessCodes()).includes('project:create'));
    assert.equal((await call(holder.token, 'GET', '/pm/projects')).status, 200);
    expectStatus(await grant(role!.id, current), 200);
    assert.ok(!(await menuNames()).includes('projectList'));
    assert.equal((await call(holder.token, 'GET', '/pm/projects')).status, 403);
  });

  it('staff without the key may not read roles; with only the key they may not write', async () => {
    const outsider = await staffWith(app, 'roleOutsider', ['project']);
    assert.equal((await call(outsider.token, 'GET', '/pm/roles')).status, 403);
    const reader = await staffWith(app, 'roleViewer', ['auth']);
    assert.equal((await call(reader.token, 'GET', '/pm/roles')).status, 200);
    assert.equal((await call(reader.token, 'POST', '/pm/roles', roleValues())).status, 403);
    const grantOnly = await staffWith(app, 'roleGrantOnly', ['role:grant']);
    assert.equal((await call(grantOnly.token, 'GET', '/pm/roles/options')).status, 403);
    const [granted] = await app.db
      .select({ n: rolePermissions.permissionId })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(roles.code, 'roleViewer-role'));
    assert.ok(granted);
  });
});
