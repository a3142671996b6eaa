import type { DepartmentNode, DepartmentWithPath } from '@pm/domain/shapes/department';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { departments, users } from '../src/db/schema';
import { buildTestApp, loginAs, staffWith } from './helper';
import { caller, expectStatus, logsOf } from './support/records';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

let made = 0;
const create = async (name: string, parentId: number | null, token = admin) =>
  expectStatus(await call<DepartmentWithPath>(token, 'POST', '/pm/departments', { name, parentId }), 200)
    .node;

/** A fresh branch of its own: root ─ child ─ grandchild. */
async function branch() {
  made += 1;
  const root = await create(`测试部门${made}`, null);
  const child = await create(`子部门${made}`, root.id);
  const grandchild = await create(`孙部门${made}`, child.id);
  return { root, child, grandchild };
}

const detail = async (id: number) =>
  expectStatus(await call<DepartmentWithPath>(admin, 'GET', `/pm/departments/${id}`), 200).node;

async function addUser(username: string, departmentId: number, status: 'active' | 'disabled' = 'active') {
  const [row] = await app.db
    .insert(users)
    .values({ username, name: username, passwordHash: 'x', departmentId, status })
    .returning({ id: users.id });
  return row!.id;
}

describe('department tree reads', () => {
  it('lists the top level and a parent’s children lazily, with child and active-user counts', async () => {
    const { root, child } = await branch();
    await addUser('dept-reader-1', child.id);
    await addUser('dept-reader-2', child.id, 'disabled');
    const top = expectStatus(await call<DepartmentNode[]>(admin, 'GET', '/pm/departments'), 200);
    const listed = top.find((node) => node.id === root.id);
    assert.equal(listed?.childCount, 1);
    const children = expectStatus(
      await call<DepartmentNode[]>(admin, 'GET', `/pm/departments?parentId=${root.id}`),
      200,
    );
    assert.deepEqual(
      children.map((node) => [node.id, node.childCount, node.activeUserCount]),
      [[child.id, 1, 1]],
    );
  });

  it('finds departments by name with their path from the root', async () => {
    const { root, child, grandchild } = await branch();
    const found = expectStatus(
      await call<DepartmentWithPath[]>(
        admin,
        'GET',
        `/pm/departments/search?keyword=${encodeURIComponent(grandchild.name)}`,
      ),
      200,
    );
    assert.deepEqual(
      found[0]?.path.map((step) => step.id),
      [root.id, child.id, grandchild.id],
    );
  });

  it('answers a 1 000-node level in one query, fast', async () => {
    const parent = await create('千人部门', null);
    await app.db.insert(departments).values(
      Array.from({ length: 1000 }, (_, index) => ({
        name: `分部${index}`,
        parentId: parent.id,
        sort: index,
      })),
    );
    const started = Date.now();
    const children = expectStatus(
      await call<DepartmentNode[]>(admin, 'GET', `/pm/departments?parentId=${parent.id}`),
      200,
    );
    assert.equal(children.length, 1000);
    assert.ok(Date.now() - started < 3000, 'one level of 1 000 nodes answers within 3 s');
  });

  it('is 404 for an unknown department', async () => {
    assert.equal((await call(admin, 'GET', '/pm/departments/999999')).status, 404);
  });
});

describe('department writes', () => {
  it('creates, renames with a leader and logs each change', async () => {
    const { root } = await branch();
    const leaderId = await addUser('dept-leader', root.id);
    const renamed = expectStatus(
      await call<DepartmentWithPath>(admin, 'PUT', `/pm/departments/${root.id}`, {
        version: root.version,
        name: '改名部门',
        leaderId,
        sort: 5,
      }),
      200,
    ).node;
    assert.equal(renamed.name, '改名部门');
    assert.equal(renamed.leaderId, leaderId);
    assert.equal(renamed.leaderName, 'dept-leader');
    assert.equal(renamed.version, root.version + 1);
    const logs = await logsOf(app, 'department', root.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['create', 'update'],
    );
  });

  it('refuses a stale version with 409', async () => {
    const { root } = await branch();
    const body = { version: root.version, name: '一次', leaderId: null, sort: 0 };
    expectStatus(await call(admin, 'PUT', `/pm/departments/${root.id}`, body), 200);
    expectStatus(await call(admin, 'PUT', `/pm/departments/${root.id}`, { ...body, name: '两次' }), 409);
  });

  it('refuses a duplicate sibling name (409) and a blank name (422)', async () => {
    const { root, child } = await branch();
    expectStatus(await call(admin, 'POST', '/pm/departments', { name: child.name, parentId: root.id }), 409);
    expectStatus(await call(admin, 'POST', '/pm/departments', { name: '  ', parentId: root.id }), 422);
  });

  it('moves a department under another branch', async () => {
    const first = await branch();
    const second = await branch();
    const moved = expectStatus(
      await call<DepartmentWithPath>(admin, 'POST', `/pm/departments/${first.child.id}/move`, {
        version: first.child.version,
        parentId: second.grandchild.id,
      }),
      200,
    );
    assert.deepEqual(
      moved.path.map((step) => step.id),
      [second.root.id, second.child.id, second.grandchild.id, first.child.id],
    );
    assert.equal((await logsOf(app, 'department', first.child.id)).at(-1)?.action, 'move');
  });

  it('refuses a move under itself or under one of its descendants (422)', async () => {
    const { root, grandchild } = await branch();
    const self = await call(admin, 'POST', `/pm/departments/${root.id}/move`, {
      version: root.version,
      parentId: root.id,
    });
    expectStatus(self, 422);
    const below = await call<unknown>(admin, 'POST', `/pm/departments/${root.id}/move`, {
      version: root.version,
      parentId: grandchild.id,
    });
    expectStatus(below, 422);
    assert.match(JSON.stringify(below.body), /下级部门/);
    assert.equal((await detail(root.id)).parentId, null);
  });

  it('reorders the children of a parent; a list that is not exactly the children is refused', async () => {
    const { root, child } = await branch();
    const second = await create('第二个', root.id);
    const ordered = expectStatus(
      await call<DepartmentNode[]>(admin, 'POST', '/pm/departments/reorder', {
        parentId: root.id,
        ids: [second.id, child.id],
      }),
      200,
    );
    assert.deepEqual(
      ordered.map((node) => node.id),
      [second.id, child.id],
    );
    expectStatus(
      await call(admin, 'POST', '/pm/departments/reorder', { parentId: root.id, ids: [second.id] }),
      409,
    );
    expectStatus(
      await call(admin, 'POST', '/pm/departments/reorder', {
        parentId: root.id,
        ids: [second.id, second.id],
      }),
      422,
    );
  });
});

describe('disabling a department', () => {
  it('is refused with 409 while the branch has active users', async () => {
    const { root, grandchild } = await branch();
    await addUser(`dept-active-${made}`, grandchild.id);
    const refused = await call(admin, 'POST', `/pm/departments/${root.id}/disable`, {
      version: root.version,
    });
    expectStatus(refused, 409);
    assert.equal((await detail(root.id)).status, 'active');
  });

  it('moves the users to the named department and disables the whole branch in one go', async () => {
    const { root, child, grandchild } = await branch();
    const target = (await branch()).root;
    const active = await addUser(`dept-move-a-${made}`, grandchild.id);
    const disabled = await addUser(`dept-move-d-${made}`, child.id, 'disabled');
    const inside = await call(admin, 'POST', `/pm/departments/${root.id}/disable`, {
      version: root.version,
      moveUsersTo: child.id,
    });
    expectStatus(inside, 422);
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${root.id}/disable`, {
        version: root.version,
        moveUsersTo: target.id,
      }),
      200,
    );
    const moved = await app.db
      .select()
      .from(users)
      .where(inArray(users.id, [active, disabled]));
    assert.deepEqual(
      moved.map((user) => user.departmentId),
      [target.id, target.id],
    );
    const statuses = await app.db
      .select({ status: departments.status })
      .from(departments)
      .where(inArray(departments.id, [root.id, child.id, grandchild.id]));
    assert.deepEqual(
      statuses.map((row) => row.status),
      ['disabled', 'disabled', 'disabled'],
    );
    assert.equal((await logsOf(app, 'department', root.id)).at(-1)?.action, 'deactivate');
  });

  it('disables an empty branch; enabling a child waits for its parent', async () => {
    const { root, child } = await branch();
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${root.id}/disable`, { version: root.version }),
      200,
    );
    const disabledChild = await detail(child.id);
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${child.id}/enable`, { version: disabledChild.version }),
      409,
    );
    const disabledRoot = await detail(root.id);
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${root.id}/enable`, { version: disabledRoot.version }),
      200,
    );
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${child.id}/enable`, { version: disabledChild.version }),
      200,
    );
    expectStatus(await call(admin, 'POST', '/pm/departments', { name: '新下级', parentId: child.id }), 200);
  });

  it('refuses to create under a disabled department (422)', async () => {
    const { root } = await branch();
    expectStatus(
      await call(admin, 'POST', `/pm/departments/${root.id}/disable`, { version: root.version }),
      200,
    );
    expectStatus(await call(admin, 'POST', '/pm/departments', { name: '下级', parentId: root.id }), 422);
  });
});

describe('department access', () => {
  it('reads with the key department, writes with department:manage', async () => {
    const reader = await staffWith(app, 'dept-only-reader', ['department']);
    const manager = await staffWith(app, 'dept-manager', ['department', 'department:manage']);
    const outsider = await staffWith(app, 'dept-outsider', []);
    expectStatus(await call(reader.token, 'GET', '/pm/departments'), 200);
    expectStatus(await call(outsider.token, 'GET', '/pm/departments'), 403);
    expectStatus(
      await call(reader.token, 'POST', '/pm/departments', { name: '读者部门', parentId: null }),
      403,
    );
    const made = await create('管理者部门', null, manager.token);
    const [row] = await app.db.select().from(departments).where(eq(departments.id, made.id));
    assert.equal(row?.name, '管理者部门');
  });
});
