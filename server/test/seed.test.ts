import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { withAudit } from '../src/db/audit';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { areaRows } from '../src/seed/areas';
import { DEMO_REFERENCE_DATE } from '../src/seed/demo/dates';
import { DEMO_CLIENT_MOBILE } from '../src/seed/demo/accounts';
import { DEMO_MATERIALS } from '../src/seed/demo/materials';
import { verifyPassword } from '../src/security/password';
import { createTestDatabase, PASSWORDS } from './helper';

const seeded = await createTestDatabase();
const fresh = await createTestDatabase({ seed: false });
after(() => Promise.all([seeded.close(), fresh.close()]));
const db = seeded.db as Database;

async function counts(target: Database) {
  const tables = {
    departments: schema.departments,
    users: schema.users,
    roles: schema.roles,
    permissions: schema.permissions,
    rolePermissions: schema.rolePermissions,
    beneficiaries: schema.beneficiaries,
    projects: schema.projects,
    appropriations: schema.appropriations,
    materials: schema.materials,
    areas: schema.areas,
    messages: schema.messages,
    operationLogs: schema.operationLogs,
    enterpriseCertifications: schema.enterpriseCertifications,
    certificationRecords: schema.certificationRecords,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [
      name,
      (await target.select({ n: count() }).from(table))[0]?.n,
    ]),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

describe('demo seed', () => {
  it('has the promised sizes', async () => {
    const sizes = await counts(db);
    assert.equal(sizes.users, 6);
    assert.equal(sizes.departments, 6);
    assert.equal(sizes.beneficiaries, 83);
    assert.equal(sizes.projects, 30);
    assert.ok(sizes.appropriations >= 30);
    assert.equal(sizes.materials, DEMO_MATERIALS.length);
    assert.equal(sizes.areas, areaRows().length);
    // The workplace's 18 messages, and a todo for each task of the approvals the demo runs through the engine.
    assert.equal(sizes.messages, 30);
    assert.ok(sizes.operationLogs > 100);
    assert.deepEqual([sizes.enterpriseCertifications, sizes.certificationRecords], [2, 3]);
  });

  it('spreads payments over the twelve months before the reference date, never after it', async () => {
    const rows = await db.select().from(schema.appropriations);
    const reference = new Date(DEMO_REFERENCE_DATE);
    const yearBefore = new Date(DEMO_REFERENCE_DATE - 365 * 24 * 60 * 60_000);
    const months = new Set<string>();
    for (const row of rows) {
      assert.ok(row.createdAt <= reference && row.createdAt >= yearBefore, row.code);
      if (row.paidDate) {
        assert.ok(row.paidDate <= reference.toISOString().slice(0, 10), row.code);
        months.add(row.paidDate.slice(0, 7));
      }
      assert.ok(row.scheduledDate! >= row.createdAt.toISOString().slice(0, 10), row.code);
    }
    assert.equal(months.size, 12);
  });

  it('gives each demo user six messages of every type, some unread, and each approver a todo per task', async () => {
    const rows = await db
      .select({
        userId: schema.messages.userId,
        username: schema.users.username,
        type: schema.messages.type,
        messageType: schema.messages.messageType,
        status: schema.messages.status,
        link: schema.messages.link,
      })
      .from(schema.messages)
      .innerJoin(schema.users, eq(schema.users.id, schema.messages.userId));
    const fromApproval = (link: string | null) => link?.startsWith('/archives/approva?instance=') ?? false;
    const workplace = rows.filter((row) => !fromApproval(row.link));
    assert.equal(workplace.length, 18);
    for (const username of ['admin', 'officer', 'finance']) {
      const own = workplace.filter((row) => row.username === username);
      assert.equal(own.length, 6, username);
      assert.equal(new Set(own.map((row) => row.type)).size, 3, username);
      assert.ok(
        own.some((row) => row.status === 0),
        username,
      );
    }
    // The approvals the demo runs through the engine (the published flows): each task is its assignee's todo,
    // opening the instance, unread while it waits and done once decided or withdrawn.
    const tasks = await db
      .select({
        instanceId: schema.approvalTasks.instanceId,
        assigneeId: schema.approvalTasks.assigneeId,
        status: schema.approvalTasks.status,
      })
      .from(schema.approvalTasks)
      .innerJoin(schema.approvalInstances, eq(schema.approvalInstances.id, schema.approvalTasks.instanceId))
      .innerJoin(
        schema.approvalDefinitions,
        eq(schema.approvalDefinitions.id, schema.approvalInstances.definitionId),
      )
      .where(eq(schema.approvalDefinitions.status, 'published'));
    const todos = rows.filter((row) => fromApproval(row.link));
    assert.equal(todos.length, 12);
    assert.ok(todos.every((row) => row.type === 'todo'));
    const entry = (userId: number, link: string | null, waiting: boolean) =>
      `${userId} ${link} ${waiting ? 'waiting' : 'done'}`;
    assert.deepEqual(
      todos.map((row) => entry(row.userId, row.link, row.messageType === 1 && row.status === 0)).sort(),
      tasks
        .map((task) =>
          entry(task.assigneeId, `/archives/approva?instance=${task.instanceId}`, task.status === 'pending'),
        )
        .sort(),
    );
  });

  it('files every material under a category of the material_category dictionary (its names in both languages)', async () => {
    const known = new Set(
      (
        await db
          .select({ value: schema.dictItems.value })
          .from(schema.dictItems)
          .where(eq(schema.dictItems.dictCode, 'material_category'))
      ).map((row) => row.value),
    );
    const used = await db.selectDistinct({ category: schema.materials.category }).from(schema.materials);
    assert.ok(used.length > 1);
    for (const { category } of used) assert.ok(known.has(category), category);
  });

  it('is idempotent: a second run inserts nothing', async () => {
    const before = await counts(db);
    await seedDatabase(db, { demo: true, adminPassword: undefined, production: false });
    assert.deepEqual(await counts(db), before);
  });

  it('never appropriates more than a project was approved', async () => {
    const projects = await db.select().from(schema.projects);
    const appropriations = await db.select().from(schema.appropriations);
    for (const project of projects) {
      const promised = appropriations
        .filter((a) => a.projectId === project.id && !['rejected', 'cancelled'].includes(a.status))
        .reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
      assert.ok(promised.lte(project.approvedAmount ?? 0), project.code);
    }
    const statuses = new Set<string>(appropriations.map((a) => a.status));
    for (const status of ['submitted', 'verified', 'paid', 'rejected', 'cancelled'])
      assert.ok(statuses.has(status));
  });

  it('links the demo beneficiary to at least 3 projects, and roots sub-projects in their parent', async () => {
    const mine = await db
      .select({ id: schema.projects.id })
      .from(schema.projects)
      .innerJoin(schema.beneficiaries, eq(schema.beneficiaries.id, schema.projects.beneficiaryId))
      .where(eq(schema.beneficiaries.mobile, DEMO_CLIENT_MOBILE));
    assert.ok(mine.length >= 3);
    const projects = await db.select().from(schema.projects);
    for (const project of projects) {
      assert.equal(project.rootId, project.parentId ?? project.id, project.code);
    }
    // The sub-project rule holds in the demo too: children's approved amounts stay within the parent's.
    for (const parent of projects.filter((project) => project.parentId === null)) {
      const children = projects.filter((project) => project.parentId === parent.id);
      const allocated = children.reduce((sum, child) => sum.plus(child.approvedAmount ?? 0), new Decimal(0));
      assert.ok(allocated.lte(parent.approvedAmount ?? 0), parent.code);
    }
  });

  it('builds one menu node per catalogue route plus the button nodes', async () => {
    const nodes = await db.select().from(schema.permissions);
    assert.ok(nodes.filter((node) => node.kind === 'menu').length >= 50);
    const buttons = nodes.filter((node) => node.kind === 'button').map((node) => node.code);
    assert.deepEqual(buttons.sort(), [
      'agreement:approve',
      'agreement:create',
      'application:create',
      'application:review',
      'approval:define',
      'archive:borrow',
      'archive:confidential',
      'archive:create',
      'archive:destroy',
      'archive:export',
      'archive:update',
      'auth:create',
      'auth:reset',
      'auth:status',
      'auth:update',
      'beneficiary:create',
      'beneficiary:export',
      'beneficiary:merge',
      'beneficiary:reveal',
      'beneficiary:status',
      'beneficiary:update',
      'budget:approve',
      'budget:expense',
      'budget:expenseReverse',
      'budget:manage',
      'department:manage',
      'fundPayment:cancel',
      'fundPayment:create',
      'fundPayment:export',
      'fundPayment:pay',
      'fundPayment:verify',
      'partner:blacklist',
      'partner:create',
      'partner:export',
      'partner:update',
      'permission:manage',
      'project:create',
      'project:export',
      'project:manage',
      'project:terminate',
      'project:update',
      'remote:release',
      'report:create',
      'report:review',
      'role:grant',
      'role:manage',
      'volunteer:create',
      'volunteer:export',
      'volunteer:service',
      'volunteer:update',
      'volunteer:verify',
    ]);
    const list = nodes.find((node) => node.name === 'projectList');
    const create = nodes.find((node) => node.name === 'project:create');
    assert.equal(create?.parentId, list?.id);
  });
});

describe('production bootstrap', () => {
  it('creates only reference data and an administrator with a generated password, once', async () => {
    const first = await seedDatabase(fresh.db as Database, {
      demo: false,
      adminPassword: undefined,
      production: true,
    });
    assert.ok(first.generatedAdminPassword);
    const [admin] = await fresh.db.select().from(schema.users);
    assert.equal(admin?.username, 'admin');
    assert.equal(admin?.isAdmin, 1);
    assert.equal(await verifyPassword(first.generatedAdminPassword, admin!.passwordHash), true);
    assert.equal(await verifyPassword(PASSWORDS.admin, admin!.passwordHash), false);
    assert.equal(admin?.mustChangePassword, true, 'the generated password is a one-time password');
    const sizes = await counts(fresh.db as Database);
    assert.deepEqual([sizes.users, sizes.projects, sizes.beneficiaries], [1, 0, 0]);
    assert.equal(sizes.roles, 7);
    assert.equal(sizes.areas, areaRows().length);
    assert.deepEqual([sizes.messages, sizes.operationLogs, sizes.enterpriseCertifications], [0, 0, 0]);

    const second = await seedDatabase(fresh.db as Database, {
      demo: false,
      adminPassword: undefined,
      production: true,
    });
    assert.equal(second.generatedAdminPassword, undefined);
  });

  it('gives the first administrator ADMIN_PASSWORD when set', async () => {
    await fresh.db.delete(schema.users).where(eq(schema.users.username, 'admin'));
    const result = await seedDatabase(fresh.db as Database, {
      demo: false,
      adminPassword: 'Chosen#Pass9',
      production: true,
    });
    assert.equal(result.generatedAdminPassword, undefined);
    const [admin] = await fresh.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
    assert.equal(await verifyPassword('Chosen#Pass9', admin!.passwordHash), true);
  });

  it('keeps an administrator’s change to a role’s grants at the next start', async () => {
    const [user] = await fresh.db.select().from(schema.roles).where(eq(schema.roles.nameEn, 'user'));
    const budget = await fresh.db
      .select({ id: schema.permissions.id })
      .from(schema.permissions)
      .where(eq(schema.permissions.code, 'budget'));
    await fresh.db.delete(schema.rolePermissions).where(
      inArray(
        schema.rolePermissions.permissionId,
        budget.map((node) => node.id),
      ),
    );
    await seedDatabase(fresh.db as Database, { demo: false, adminPassword: undefined, production: true });
    const grants = await fresh.db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, user!.id));
    assert.ok(grants.every((grant) => !budget.some((node) => node.id === grant.permissionId)));
  });

  it('finds the built-in roles by their code at the next start, whatever an administrator renamed them to', async () => {
    const before = await fresh.db.select().from(schema.roles);
    await fresh.db
      .update(schema.roles)
      .set({ nameEn: 'Administrators' })
      .where(eq(schema.roles.code, 'admin'));
    await fresh.db.update(schema.roles).set({ nameEn: 'Staff' }).where(eq(schema.roles.code, 'user'));
    await seedDatabase(fresh.db as Database, { demo: false, adminPassword: undefined, production: true });
    assert.equal((await fresh.db.select().from(schema.roles)).length, before.length);
  });
});

describe('withAudit', () => {
  it('writes the operation log row in the caller’s transaction, and rolls back with it', async () => {
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
    await db.transaction((tx) =>
      withAudit(
        tx,
        { id: admin!.id },
        'update',
        'project',
        7,
        { status: 'approved' },
        { status: 'in_progress' },
      ),
    );
    await assert.rejects(
      db.transaction(async (tx) => {
        await withAudit(tx, null, 'delete', 'project', 8, { status: 'draft' }, null);
        throw new Error('change failed');
      }),
    );
    const logs = await db
      .select()
      .from(schema.operationLogs)
      .where(inArray(schema.operationLogs.action, ['update', 'delete']));
    assert.equal(logs.length, 1);
    assert.deepEqual(
      { ...logs[0], id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        userId: admin!.id,
        action: 'update',
        entity: 'project',
        entityId: '7',
        before: { status: 'approved' },
        after: { status: 'in_progress' },
        projectId: null,
        comment: null,
        ip: null,
        username: null,
      },
    );
  });
});
