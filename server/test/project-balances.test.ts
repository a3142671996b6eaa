import type { FundableProject, ProjectDetail, ProjectOptions } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import type { ProjectListItem } from '@pm/domain/shapes';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema';
import { balancesOf, type BalanceNode } from '../src/modules/projects/balance-tree';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { fundsFixtures } from './support/funds';
import { expectStatus, insertProject } from './support/records';
import { appropriationValues } from './fixtures/appropriation';
import { projectValues } from './fixtures/project';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });

type FormErrors = { errors: { field: string; message: string }[] };

const options = expectStatus(await fx.call<ProjectOptions>(officer, 'GET', '/pm/project-options'), 200);

const subProjectBody = (approvedAmount: string) => ({
  ...projectValues({
    name: '阅读辅导员培训子项目',
    departmentId: options.departments[0]!.id,
    managerId: options.managers[0]!.id,
    goal: '培训 24 名阅读辅导员',
    targetBeneficiaries: 80,
    plannedBudget: approvedAmount,
  }),
  approvedAmount,
});

const allocate = (parentId: number, amount: string, locale?: 'en-US') =>
  fx.call<ProjectDetail & FormErrors>(
    officer,
    'POST',
    `/pm/projects/${parentId}/sub-projects`,
    subProjectBody(amount),
    locale,
  );

const detail = async (id: number) =>
  expectStatus(await fx.call<ProjectDetail>(officer, 'GET', `/pm/projects/${id}`), 200);

/** What every screen says the project may still pay or allocate: detail, list row, payment page and picker. */
async function balancesShown(id: number): Promise<string[]> {
  const project = await detail(id);
  const list = expectStatus(
    await fx.call<Page<ProjectListItem>>(officer, 'GET', `/pm/projects?keyword=${project.code}`),
    200,
  );
  const picker = expectStatus(
    await fx.call<FundableProject[]>(
      officer,
      'GET',
      `/pm/appropriations/fundable-projects?keyword=${project.code}`,
    ),
    200,
  );
  return [
    project.amounts.remainingAmount,
    list.list.find((row) => row.id === id)!.remainingAmount,
    (await fx.funding(officer, id)).availableAmount,
    ...picker.filter((row) => row.id === id).map((row) => row.remainingAmount),
  ];
}

describe('a project’s balance: one computation for allocating, showing and paying', () => {
  it('refuses an allocation the parent has already requested for itself (422 under approvedAmount)', async () => {
    // The case: the parent's whole approved amount is requested, yet 可分配余额 offered all of it.
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '100000.00' }] });
    expectStatus(await fx.create(officer, appropriationValues(agreement, '100000.00')), 200);
    assert.deepEqual(await balancesShown(agreement.projectId), ['0.00', '0.00', '0.00', '0.00']);

    const refused = await allocate(agreement.projectId, '50000.00');
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'approvedAmount', message: '分配金额不能超过母项目可分配余额 0.00' },
    ]);
    const english = await allocate(agreement.projectId, '50000.00', 'en-US');
    assert.equal(english.status, 422);
    assert.equal(english.body.msg, "Allocated amount cannot exceed the parent's available amount 0.00");
    const children = await app.db.select().from(projects).where(eq(projects.parentId, agreement.projectId));
    assert.equal(children.length, 0);
  });

  it('reserves an allocation: the sub-project can be paid all of it, the parent only the rest', async () => {
    const rootId = await insertProject(app, 'approved', '100000.00');
    const rootAgreement = await fx.activeAgreement({
      projectId: rootId,
      instalments: [{ amount: '100000.00' }],
    });
    expectStatus(await fx.create(officer, appropriationValues(rootAgreement, '30000.00')), 200);
    assert.equal((await detail(rootId)).amounts.remainingAmount, '70000.00');

    const over = await allocate(rootId, '70000.01');
    assert.equal(over.body.msg, '分配金额不能超过母项目可分配余额 70000.00');
    const child = expectStatus(await allocate(rootId, '50000.00'), 200);
    assert.deepEqual(await balancesShown(child.id), ['50000.00', '50000.00', '50000.00']);
    assert.deepEqual(await balancesShown(rootId), ['20000.00', '20000.00', '20000.00', '20000.00']);
    const parent = await detail(rootId);
    assert.deepEqual(
      [parent.amounts.appropriatedAmount, parent.amounts.allocatedToChildren],
      ['30000.00', '50000.00'],
    );

    // The parent may not pay into what it gave away; the sub-project is paid its whole allocation.
    const rootOver = await fx.create(officer, appropriationValues(rootAgreement, '20000.01'));
    assert.equal(rootOver.status, 422);
    assert.equal(rootOver.body.msg, '拨款金额不能超过项目可拨余额 20000.00');
    const childAgreement = await fx.activeAgreement({
      projectId: child.id,
      instalments: [{ amount: '50000.00' }],
    });
    expectStatus(await fx.create(officer, appropriationValues(childAgreement, '50000.00')), 200);
    expectStatus(await fx.create(officer, appropriationValues(rootAgreement, '20000.00')), 200);
    assert.deepEqual(await balancesShown(child.id), ['0.00', '0.00', '0.00', '0.00']);
    assert.deepEqual(await balancesShown(rootId), ['0.00', '0.00', '0.00', '0.00']);
  });

  it('gives back what a terminated sub-project did not spend', async () => {
    const rootId = await insertProject(app, 'in_progress', '100000.00');
    const child = expectStatus(await allocate(rootId, '40000.00'), 200);
    const childAgreement = await fx.activeAgreement({
      projectId: child.id,
      instalments: [{ amount: '40000.00' }],
    });
    expectStatus(await fx.create(officer, appropriationValues(childAgreement, '15000.00')), 200);
    assert.equal((await detail(rootId)).amounts.remainingAmount, '60000.00');
    const terminated = await fx.call(admin, 'POST', `/pm/projects/${child.id}/terminate`, {
      version: (await detail(child.id)).version,
      comment: '受助方退出',
    });
    expectStatus(terminated, 200);
    const parent = await detail(rootId);
    assert.deepEqual(
      [parent.amounts.allocatedToChildren, parent.amounts.remainingAmount],
      ['15000.00', '85000.00'],
    );
    assert.equal((await detail(child.id)).amounts.remainingAmount, '0.00');
  });
});

describe('a project’s balance under concurrency', () => {
  it(
    'never lets simultaneous payments and allocations on one project exceed its approved amount',
    { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' },
    async () => {
      const agreement = await fx.activeAgreement({ instalments: [{ amount: '100000.00' }] });
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          index % 2 === 0
            ? fx.create(officer, appropriationValues(agreement, '3000.00'))
            : allocate(agreement.projectId, '3000.00'),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      const accepted = replies.filter((reply) => reply.status === 200).length;
      const parent = await detail(agreement.projectId);
      const used = new Decimal(parent.amounts.appropriatedAmount).plus(parent.amounts.allocatedToChildren);
      console.log(
        `concurrency: 30 payments + 30 allocations of 3000 → ${accepted} accepted, used ${used.toFixed(2)} ≤ 100000.00, ${elapsed} ms`,
      );
      assert.ok(replies.every((reply) => reply.status === 200 || reply.status === 422));
      assert.equal(accepted, Math.floor(100000 / 3000));
      assert.ok(used.lte('100000.00'));
      assert.equal(parent.amounts.remainingAmount, new Decimal('100000.00').minus(used).toFixed(2));
    },
  );
});

describe('balancesOf', () => {
  const node = (id: number, parentId: number | null, approved: string, committed = '0'): BalanceNode => ({
    id,
    parentId,
    status: 'in_progress',
    approvedAmount: approved,
    committed,
  });

  it('leaves nothing below a project that used more than it has (an amount lowered afterwards)', () => {
    const balances = balancesOf([node(1, null, '100.00', '80.00'), node(2, 1, '50.00'), node(3, 2, '10.00')]);
    assert.deepEqual(
      [...balances.values()].map((balance) => balance.available),
      ['0.00', '0.00', '0.00'],
    );
    assert.equal(balances.get(1)!.allocatedToChildren, '50.00');
  });

  it('counts a sub-project that spent beyond its allocation at what it spent', () => {
    const balances = balancesOf([node(1, null, '100.00'), node(2, 1, '30.00', '45.00')]);
    assert.deepEqual(balances.get(1), { allocatedToChildren: '45.00', available: '55.00' });
    assert.deepEqual(balances.get(2), { allocatedToChildren: '0.00', available: '0.00' });
  });
});
