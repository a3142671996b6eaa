import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AccessItem, MenuItem } from '@pm/domain/shapes';
import type { PermissionNode } from '@pm/domain/shapes/permission';
import { and, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../src/db/schema';
import { buildTestApp, loginAs, staffWith } from './helper';
import { caller, expectStatus, logsOf } from './support/records';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');

const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const tree = async () =>
  expectStatus(await call<PermissionNode[]>(admin, 'GET', '/pm/permissions/tree'), 200);
const node = async (name: string) => flatten(await tree()).find((candidate) => candidate.name === name)!;
const menuOf = async (token: string) =>
  flatten(expectStatus(await call<MenuItem[]>(token, 'GET', '/pm/sys_user/menu/list'), 200));

const edit = (id: number, body: Record<string, unknown>) =>
  call<PermissionNode[]>(admin, 'PUT', `/pm/permissions/${id}`, body);

describe('permission tree', () => {
  it('serves menu groups, pages and button codes in order', async () => {
    const nodes = await tree();
    const project = nodes.find((candidate) => candidate.name === 'project')!;
    const list = project.children.find((candidate) => candidate.name === 'projectList')!;
    assert.equal(list.code, 'project');
    assert.ok(list.children.some((child) => child.kind === 'button' && child.code === 'project:create'));
    const orders = nodes.map((candidate) => candidate.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
  });

  it('renames, re-orders, hides and re-icons a node: every user’s menu shows it at the next load', async () => {
    const group = await node('related');
    const before = (await menuOf(officer)).find((item) => item.name === 'related')!;
    assert.equal(before.meta.title, undefined);
    expectStatus(
      await edit(group.id, {
        titleZh: '相关方',
        titleEn: 'Stakeholders',
        icon: 'IconApps',
        order: 0,
        hidden: false,
      }),
      200,
    );
    const menu = expectStatus(await call<MenuItem[]>(officer, 'GET', '/pm/sys_user/menu/list'), 200);
    assert.equal(menu[0]!.name, 'related', 'order 0 puts it first');
    assert.deepEqual(menu[0]!.meta.title, { 'zh-CN': '相关方', 'en-US': 'Stakeholders' });
    assert.equal(menu[0]!.meta.icon, 'IconApps');
    assert.equal(menu[0]!.meta.locale, before.meta.locale);
    const adminMenu = expectStatus(await call<MenuItem[]>(admin, 'GET', '/pm/sys_user/menu/list'), 200);
    assert.equal(adminMenu[0]!.name, 'related');

    const volunteer = await node('relatedVolunteer');
    expectStatus(
      await edit(volunteer.id, { titleZh: '', titleEn: '', icon: '', order: volunteer.order, hidden: true }),
      200,
    );
    const hidden = (await menuOf(officer)).find((item) => item.name === 'relatedVolunteer')!;
    assert.equal(hidden.meta.hideInMenu, true);
    assert.equal(hidden.meta.title, undefined, 'blank names keep the catalogue text');
    expectStatus(
      await edit(volunteer.id, { titleZh: '', titleEn: '', icon: '', order: volunteer.order, hidden: false }),
      200,
    );
    assert.equal(
      (await menuOf(officer)).find((item) => item.name === 'relatedVolunteer')!.meta.hideInMenu,
      undefined,
    );
    assert.deepEqual(
      (await logsOf(app, 'permission', group.id)).map((log) => log.action),
      ['update'],
    );
  });

  it('refuses an unknown icon, a button node and a missing node', async () => {
    const group = await node('system');
    assert.equal(
      (await edit(group.id, { titleZh: '', titleEn: '', icon: 'IconNope', order: 1, hidden: false })).status,
      422,
    );
    const button = await node('project:create');
    assert.equal(
      (await edit(button.id, { titleZh: '', titleEn: '', icon: '', order: 1, hidden: false })).status,
      422,
    );
    assert.equal(
      (await edit(2_000_000, { titleZh: '', titleEn: '', icon: '', order: 1, hidden: false })).status,
      404,
    );
  });

  it('adds a button code under a page (unique, `key:action`), grants it to administrators, removes it again', async () => {
    const page = await node('relatedPartnerCompany');
    const added = expectStatus(
      await call<PermissionNode[]>(admin, 'POST', `/pm/permissions/${page.id}/buttons`, {
        code: 'partner:archive',
      }),
      200,
    );
    const button = flatten(added).find((candidate) => candidate.code === 'partner:archive')!;
    assert.equal(button.parentId, page.id);
    assert.equal(button.builtIn, false);
    const [adminRole] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
    const granted = await app.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, adminRole!.id), eq(rolePermissions.permissionId, button.id)));
    assert.equal(granted.length, 1);
    const access = expectStatus(await call<AccessItem[]>(admin, 'GET', '/pm/sys_user/access/list'), 200);
    assert.ok(access.some((item) => item.permission === 'partner:archive'));

    const again = await call(admin, 'POST', `/pm/permissions/${page.id}/buttons`, {
      code: 'partner:archive',
    });
    assert.equal(again.status, 409);
    const badFormat = await call<{ errors: { field: string }[] }>(
      admin,
      'POST',
      `/pm/permissions/${page.id}/buttons`,
      { code: 'archive' },
    );
    assert.equal(badFormat.status, 422);
    assert.equal(badFormat.body.data.errors[0]!.field, 'code');
    const group = await node('related');
    assert.equal(
      (await call(admin, 'POST', `/pm/permissions/${group.id}/buttons`, { code: 'partner:x' })).status,
      422,
    );

    expectStatus(await call(admin, 'DELETE', `/pm/permissions/${button.id}`), 200);
    assert.equal(
      flatten(await tree()).some((candidate) => candidate.code === 'partner:archive'),
      false,
    );
    const seeded = await node('partner:create');
    assert.equal(seeded.builtIn, true);
    assert.equal((await call(admin, 'DELETE', `/pm/permissions/${seeded.id}`)).status, 409);
    assert.equal((await call(admin, 'DELETE', `/pm/permissions/${page.id}`)).status, 422);
  });

  it('takes paths from the route catalogue only: an unknown path is 422, a present one 409', async () => {
    const unknown = await call(admin, 'POST', '/pm/permissions/menu', { path: '/system/nowhere' });
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.msg, /\/system\/nowhere/);
    assert.equal((await call(admin, 'POST', '/pm/permissions/menu', { path: '/system/role' })).status, 409);
    // A catalogue page missing from the tree (removed by hand) comes back under its group.
    await app.db
      .delete(permissions)
      .where(and(eq(permissions.kind, 'menu'), eq(permissions.name, 'systemLog')));
    const restored = expectStatus(
      await call<PermissionNode[]>(admin, 'POST', '/pm/permissions/menu', { path: '/system/log' }),
      200,
    );
    const system = restored.find((candidate) => candidate.name === 'system')!;
    assert.ok(system.children.some((child) => child.name === 'systemLog' && child.code === 'log'));
  });

  it('needs `auth` to read the tree and `permission:manage` to change it', async () => {
    const reader = await staffWith(app, 'treeReader', ['auth']);
    assert.equal((await call(reader.token, 'GET', '/pm/permissions/tree')).status, 200);
    const group = await node('system');
    const body = { titleZh: '', titleEn: '', icon: '', order: group.order, hidden: false };
    assert.equal((await call(reader.token, 'PUT', `/pm/permissions/${group.id}`, body)).status, 403);
    assert.equal((await call(officer, 'GET', '/pm/permissions/tree')).status, 403);
  });
});
