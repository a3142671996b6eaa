import type { Page } from '@pm/domain/contracts';
import { API_CODE } from '@pm/domain/contracts/api';
import { passwordProblem } from '@pm/domain/auth/password-policy';
import type { DepartmentWithPath } from '@pm/domain/shapes/department';
import type { RoleOption } from '@pm/domain/shapes/role';
import type {
  OneTimePassword,
  SysUserListItem,
  SystemUserDetail,
  UserPick,
} from '@pm/domain/shapes/system-user';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles, users } from '../src/db/schema';
import { API, bearer, buildTestApp, captcha, login, loginAs, staffWith } from './helper';
import { caller, expectStatus, logsOf } from './support/records';

const app = await buildTestApp();
const call = caller(app);
let admin = await loginAs(app, 'admin');
const NEW_PASSWORD = 'Changed#Pass9';

let made = 0;
const next = () => {
  made += 1;
  return made;
};

async function department(name: string, parentId: number | null = null) {
  return expectStatus(
    await call<DepartmentWithPath>(admin, 'POST', '/pm/departments', { name, parentId }),
    200,
  ).node;
}

/** A role granting exactly `codes`, made directly in the database (the roles pages are another module's). */
async function role(codes: string[]) {
  const n = next();
  const [row] = await app.db
    .insert(roles)
    .values({ code: `test-role-${n}`, name: `测试角色${n}`, nameEn: `test-role-${n}` })
    .returning({ id: roles.id });
  const nodes = await app.db.select({ id: permissions.id, code: permissions.code }).from(permissions);
  const granted = nodes.filter((node) => node.code !== null && codes.includes(node.code));
  if (granted.length > 0) {
    await app.db
      .insert(rolePermissions)
      .values(granted.map((node) => ({ roleId: row!.id, permissionId: node.id })));
  }
  return row!.id;
}

function values(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    username: `user${n}`,
    name: `用户${n}`,
    mobile: `1370000${String(n).padStart(4, '0')}`,
    email: `user${n}@example.org`,
    departmentId: null,
    roleIds: [],
    status: 'active',
    isAdmin: false,
    ...overrides,
  };
}

const createUser = async (body: object, token = admin) =>
  expectStatus(await call<OneTimePassword>(token, 'POST', '/pm/users', body), 200);

const detail = async (id: number) =>
  expectStatus(await call<SystemUserDetail>(admin, 'GET', `/pm/users/${id}`), 200);

async function signIn(username: string, password: string): Promise<string> {
  const response = await login(app, username, password);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().data as { token: string }).token;
}

/** A created user who has signed in and changed the one-time password: a normal session. */
async function signedInUser(body: object) {
  const { user, password } = await createUser(body);
  const token = await signIn(user.username, password);
  expectStatus(
    await call(token, 'POST', '/pm/user/password', { oldPassword: password, newPassword: NEW_PASSWORD }),
    200,
  );
  return { user: await detail(user.id), token };
}

describe('user list', () => {
  it('filters by department including sub-departments, status, role and keyword, with paging and sorting', async () => {
    const top = await department('用户列表总部');
    const below = await department('用户列表分部', top.id);
    const roleId = await role(['project']);
    const a = (await createUser(values({ departmentId: top.id, roleIds: [roleId] }))).user;
    const b = (await createUser(values({ departmentId: below.id }))).user;
    const c = (await createUser(values({ departmentId: below.id, status: 'disabled' }))).user;
    const list = async (query: string) =>
      expectStatus(await call<Page<SysUserListItem>>(admin, 'GET', `/pm/users?${query}`), 200);
    const ids = (page: Page<SysUserListItem>) => page.list.map((row) => row.id).sort((x, y) => x - y);
    assert.deepEqual(ids(await list(`departmentId=${top.id}&pageSize=100`)), [a.id, b.id, c.id]);
    assert.deepEqual(ids(await list(`departmentId=${below.id}`)), [b.id, c.id]);
    assert.deepEqual(ids(await list(`departmentId=${top.id}&status=active`)), [a.id, b.id]);
    assert.deepEqual(ids(await list(`roleId=${roleId}`)), [a.id]);
    assert.deepEqual(ids(await list(`keyword=${b.username}`)), [b.id]);
    const paged = await list(`departmentId=${top.id}&pageSize=2&page=2&sortField=username&sortOrder=descend`);
    assert.equal(paged.total, 3);
    assert.deepEqual(
      paged.list.map((row) => row.id),
      [a.id],
    );
    expectStatus(await call(admin, 'GET', '/pm/users?sortField=password'), 422);
  });

  it('offers the active roles and the active users to pickers', async () => {
    const options = expectStatus(await call<RoleOption[]>(admin, 'GET', '/pm/roles/options'), 200);
    assert.ok(options.length > 0);
    const { user } = await createUser(values({ status: 'disabled' }));
    const anyone = await staffWith(app, 'picker-user', []);
    const picks = expectStatus(await call<UserPick[]>(anyone.token, 'GET', '/pm/sys_user/user/all'), 200);
    assert.ok(picks.some((pick) => pick.username === 'admin'));
    assert.ok(!picks.some((pick) => pick.id === user.id), 'a disabled user is not offered');
    expectStatus(await call(anyone.token, 'GET', '/pm/roles/options'), 403);
  });
});

describe('creating a user', () => {
  it('returns a one-time password once; the user must change it before anything else', async () => {
    const roleId = await role(['project']);
    const created = await createUser(values({ roleIds: [roleId] }));
    assert.equal(passwordProblem(created.password), null, 'the one-time password meets the policy');
    assert.equal(created.user.mustChangePassword, true);
    assert.ok(!JSON.stringify(await detail(created.user.id)).includes(created.password));
    assert.ok(!JSON.stringify(await logsOf(app, 'user', created.user.id)).includes(created.password));

    const token = await signIn(created.user.username, created.password);
    const refused = await call(token, 'GET', '/pm/projects');
    expectStatus(refused, 403);
    assert.equal((refused.body as { code?: number }).code, API_CODE.PASSWORD_CHANGE_REQUIRED);
    assert.match(refused.body.msg, /一次性密码/);
    const me = expectStatus(await call<{ mustChangePassword: boolean }>(token, 'GET', '/pm/auth_user'), 200);
    assert.equal(me.mustChangePassword, true);
    expectStatus(await call(token, 'GET', '/pm/sys_user/access/list'), 200);
    // The policy of the specification's hint, on the server.
    const weak = await call(token, 'POST', '/pm/user/password', {
      oldPassword: created.password,
      newPassword: 'abcdef',
    });
    expectStatus(weak, 422);
    expectStatus(
      await call(token, 'POST', '/pm/user/password', {
        oldPassword: created.password,
        newPassword: NEW_PASSWORD,
      }),
      200,
    );
    expectStatus(await call(token, 'GET', '/pm/projects'), 200);
    assert.equal((await detail(created.user.id)).mustChangePassword, false);
    expectStatus(await call(token, 'POST', '/pm/logout'), 200);
  });

  it('refuses a taken username or mobile with 409 naming the field', async () => {
    const first = values();
    await createUser(first);
    const sameName = await call<{ errors: { field: string }[] }>(
      admin,
      'POST',
      '/pm/users',
      values({ username: first.username }),
    );
    expectStatus(sameName, 409);
    assert.equal(sameName.body.data.errors[0]?.field, 'username');
    const sameMobile = await call<{ errors: { field: string }[] }>(
      admin,
      'POST',
      '/pm/users',
      values({ mobile: first.mobile }),
    );
    expectStatus(sameMobile, 409);
    assert.equal(sameMobile.body.data.errors[0]?.field, 'mobile');
  });

  it('refuses malformed fields with 422', async () => {
    expectStatus(await call(admin, 'POST', '/pm/users', values({ username: 'a b' })), 422);
    expectStatus(await call(admin, 'POST', '/pm/users', values({ mobile: '123' })), 422);
    expectStatus(await call(admin, 'POST', '/pm/users', values({ email: 'not-an-email' })), 422);
    expectStatus(await call(admin, 'POST', '/pm/users', values({ roleIds: [999999] })), 422);
  });
});

describe('editing a user', () => {
  it('changes the fields and roles, with a version and a log', async () => {
    const roleId = await role(['project']);
    const dept = await department('编辑用户部门');
    const { user } = await createUser(values());
    const edited = expectStatus(
      await call<SystemUserDetail>(admin, 'PUT', `/pm/users/${user.id}`, {
        version: user.version,
        name: '新名字',
        mobile: '',
        email: '',
        departmentId: dept.id,
        roleIds: [roleId],
        isAdmin: false,
      }),
      200,
    );
    assert.equal(edited.name, '新名字');
    assert.equal(edited.departmentName, '编辑用户部门');
    assert.deepEqual(edited.roleIds, [roleId]);
    const { username: _username, status: _status, ...fields } = values();
    const stale = await call(admin, 'PUT', `/pm/users/${user.id}`, { ...fields, version: user.version });
    expectStatus(stale, 409);
    assert.deepEqual(
      (await logsOf(app, 'user', user.id)).map((log) => log.action),
      ['create', 'update'],
    );
  });

  it('is 404 for an unknown user', async () => {
    expectStatus(await call(admin, 'GET', '/pm/users/999999'), 404);
  });
});

describe('disabling, unlocking and resetting', () => {
  it('disabling ends the user’s sessions at once: the next request is a 401', async () => {
    const { user, token } = await signedInUser(values());
    expectStatus(await call(token, 'GET', '/pm/auth_user'), 200);
    const disabled = expectStatus(
      await call<SystemUserDetail>(admin, 'POST', `/pm/users/${user.id}/disable`, { version: user.version }),
      200,
    );
    const after = await call(token, 'GET', '/pm/auth_user');
    expectStatus(after, 401);
    assert.equal((after.body as { code?: number }).code, API_CODE.NOT_LOGGED_IN);
    assert.notEqual((await login(app, user.username, NEW_PASSWORD)).statusCode, 200);
    expectStatus(
      await call(admin, 'POST', `/pm/users/${user.id}/enable`, { version: disabled.version }),
      200,
    );
    await signIn(user.username, NEW_PASSWORD);
  });

  it('unlocks an account locked after failed sign-ins, from every address', async () => {
    const { user } = await signedInUser(values());
    for (const address of ['10.9.0.1', '10.9.0.2']) {
      for (let i = 0; i < 5; i++) {
        await app.inject({
          method: 'POST',
          url: `${API}/pm/login`,
          remoteAddress: address,
          payload: { username: user.username, password: 'Wrong#Pass1', ...(await captcha(app)) },
        });
      }
    }
    assert.equal((await detail(user.id)).locked, true);
    const lockedTry = await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      remoteAddress: '10.9.0.2',
      payload: { username: user.username, password: NEW_PASSWORD, ...(await captcha(app)) },
    });
    assert.equal(lockedTry.statusCode, 423);
    expectStatus(await call(admin, 'POST', `/pm/users/${user.id}/unlock`), 200);
    assert.equal((await detail(user.id)).locked, false);
    for (const address of ['10.9.0.1', '10.9.0.2']) {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/pm/login`,
        remoteAddress: address,
        payload: { username: user.username, password: NEW_PASSWORD, ...(await captcha(app)) },
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    assert.equal((await logsOf(app, 'user', user.id)).at(-1)?.action, 'unlock');
  });

  it('resets a password: old sessions end, the one-time password works once changed', async () => {
    const { user, token } = await signedInUser(values());
    const reset = expectStatus(
      await call<OneTimePassword>(admin, 'POST', `/pm/users/${user.id}/reset-password`, {
        version: user.version,
      }),
      200,
    );
    assert.equal(passwordProblem(reset.password), null);
    assert.equal(reset.user.mustChangePassword, true);
    expectStatus(await call(token, 'GET', '/pm/auth_user'), 401);
    assert.equal((await login(app, user.username, NEW_PASSWORD)).statusCode, 401);
    const fresh = await signIn(user.username, reset.password);
    expectStatus(await call(fresh, 'GET', '/pm/user/my-projects'), 403);
    expectStatus(
      await call(fresh, 'POST', '/pm/user/password', {
        oldPassword: reset.password,
        newPassword: 'Another#Pass7',
      }),
      200,
    );
    expectStatus(await call(fresh, 'GET', '/pm/user/my-projects'), 200);
    const log = (await logsOf(app, 'user', user.id)).find((row) => row.action === 'reset_password');
    assert.ok(log);
    assert.ok(!JSON.stringify(log).includes(reset.password));
  });
});

describe('no self-escalation', () => {
  it('refuses one’s own roles, administrator flag, department and status (403)', async () => {
    const adminId = (await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!
      .id;
    const me = await detail(adminId);
    const roleId = await role(['project']);
    const body = {
      version: me.version,
      name: me.name,
      mobile: me.mobile,
      email: me.email,
      departmentId: me.departmentId,
      roleIds: me.roleIds,
      isAdmin: true,
    };
    const ownRoles = await call(admin, 'PUT', `/pm/users/${adminId}`, {
      ...body,
      roleIds: [...me.roleIds, roleId],
    });
    expectStatus(ownRoles, 403);
    assert.match(ownRoles.body.msg, /自己的角色/);
    expectStatus(
      await call(admin, 'POST', `/pm/users/${adminId}/reset-password`, { version: me.version }),
      403,
    );
    // Name and contact details of one's own account may change.
    expectStatus(await call(admin, 'PUT', `/pm/users/${adminId}`, { ...body, name: '管理员' }), 200);
  });

  it('a manager without a code cannot give a role that grants it, nor manage a user who holds it', async () => {
    const manager = await staffWith(app, 'user-manager', [
      'auth',
      'auth:create',
      'auth:update',
      'auth:status',
      'auth:reset',
    ]);
    const mine = await role(['auth']);
    const beyond = await role(['project']);
    expectStatus(await call(manager.token, 'POST', '/pm/users', values({ roleIds: [mine] })), 200);
    const refused = await call(manager.token, 'POST', '/pm/users', values({ roleIds: [beyond] }));
    expectStatus(refused, 403);
    assert.match(refused.body.msg, /自己没有的权限/);
    const stronger = (await createUser(values({ roleIds: [beyond] }))).user;
    expectStatus(
      await call(manager.token, 'POST', `/pm/users/${stronger.id}/reset-password`, {
        version: stronger.version,
      }),
      403,
    );
    expectStatus(await call(manager.token, 'POST', '/pm/users', values({ isAdmin: true })), 403);
    const ownEdit = await detail(manager.id);
    expectStatus(
      await call(manager.token, 'PUT', `/pm/users/${manager.id}`, {
        version: ownEdit.version,
        name: ownEdit.name,
        mobile: ownEdit.mobile,
        email: ownEdit.email,
        departmentId: ownEdit.departmentId,
        roleIds: [...ownEdit.roleIds, beyond],
        isAdmin: false,
      }),
      403,
    );
    expectStatus(
      await call(manager.token, 'POST', `/pm/users/${manager.id}/disable`, { version: ownEdit.version }),
      403,
    );
  });

  it('keeps the last active administrator: not disabled, not stripped', async () => {
    const activeAdmins = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.isAdmin, 1), eq(users.status, 'active')))
      )[0]!.n;
    assert.equal(await activeAdmins(), 1, 'the seed has one administrator');
    const adminId = (await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!
      .id;
    let me = await detail(adminId);
    const last = await call(admin, 'POST', `/pm/users/${adminId}/disable`, { version: me.version });
    expectStatus(last, 409);
    assert.match(last.body.msg, /最后一位/);
    const strip = await call(admin, 'PUT', `/pm/users/${adminId}`, {
      version: me.version,
      name: me.name,
      mobile: me.mobile,
      email: me.email,
      departmentId: me.departmentId,
      roleIds: me.roleIds,
      isAdmin: false,
    });
    expectStatus(strip, 409);
    // With a second administrator, the first still cannot act on its own flag or status.
    const { user: second, token: secondToken } = await signedInUser(values({ isAdmin: true }));
    me = await detail(adminId);
    expectStatus(await call(admin, 'POST', `/pm/users/${adminId}/disable`, { version: me.version }), 403);
    // The second disables the first; now the second is the last one, and nobody can disable it.
    expectStatus(
      await call(secondToken, 'POST', `/pm/users/${adminId}/disable`, { version: me.version }),
      200,
    );
    expectStatus(await call(admin, 'GET', '/pm/auth_user'), 401);
    assert.equal(await activeAdmins(), 1);
    const again = expectStatus(await call<SystemUserDetail>(secondToken, 'GET', `/pm/users/${adminId}`), 200);
    expectStatus(
      await call(secondToken, 'POST', `/pm/users/${adminId}/enable`, { version: again.version }),
      200,
    );
    assert.equal(second.isAdmin, true);
    admin = await loginAs(app, 'admin');
  });
});

describe('user access', () => {
  it('reads with auth and writes with each button code', async () => {
    const reader = await staffWith(app, 'user-reader', ['auth']);
    expectStatus(await call(reader.token, 'GET', '/pm/users'), 200);
    expectStatus(await call(reader.token, 'POST', '/pm/users', values()), 403);
    const { user } = await createUser(values());
    expectStatus(
      await call(reader.token, 'POST', `/pm/users/${user.id}/disable`, { version: user.version }),
      403,
    );
    expectStatus(await call(reader.token, 'POST', `/pm/users/${user.id}/unlock`), 403);
    expectStatus(
      await call(reader.token, 'POST', `/pm/users/${user.id}/reset-password`, { version: user.version }),
      403,
    );
    const response = await app.inject({ method: 'GET', url: `${API}/pm/users`, headers: bearer('nope') });
    assert.equal(response.statusCode, 401);
  });
});
