import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { subMoney, sumMoney } from '@pm/domain/money/money';
import { agreementMachine } from '@pm/domain/workflow/agreement-machine';
import { applicationMachine } from '@pm/domain/workflow/application-machine';
import { appropriationMachine } from '@pm/domain/workflow/appropriation-machine';
import { budgetMachine } from '@pm/domain/workflow/budget-machine';
import type { Machine } from '@pm/domain/workflow/machine';
import { reportMachine } from '@pm/domain/workflow/report-machine';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  agreementInstalments,
  agreements,
  applications,
  applicationSnapshots,
  operationLogs,
  projects,
  stageReports,
} from '../src/db/schema';
import { RELEASED_PROJECT_STATUSES } from '../src/modules/projects/balance-tree';
import { scheduledItems } from '../src/modules/records/report-items';
import { seedDatabase } from '../src/seed';
import { DEMO_REFERENCE_DATE, isoDate } from '../src/seed/demo/dates';
import { buildTestApp } from './helper';

/** The demo seed's applications, agreements and stage reports agree with their projects and with each other. */
const app = await buildTestApp();

describe('the demo seed’s records', () => {
  const seededProjects = () =>
    app.db.select().from(projects).where(like(projects.code, 'XM2025%')).orderBy(asc(projects.code));

  it('gives every non-draft project an application that fits its status', async () => {
    const rows = await seededProjects();
    const filed = await app.db.select().from(applications);
    for (const project of rows.filter((row) => row.status !== 'draft')) {
      const own = filed.filter((row) => row.projectId === project.id);
      assert.equal(own.length, 1, project.code);
      const application = own[0]!;
      if (project.status === 'under_review') assert.equal(application.status, 'in_review', project.code);
      else {
        assert.equal(application.status, 'approved', project.code);
        assert.equal(application.approvedAmount, project.approvedAmount, project.code);
      }
      const snapshots = await app.db
        .select()
        .from(applicationSnapshots)
        .where(eq(applicationSnapshots.applicationId, application.id));
      assert.equal(snapshots.length, application.round, project.code);
    }
    assert.ok(filed.some((row) => row.round === 2 && row.reviewComment));
  });

  it('gives running and closed top projects agreements for what they keep, instalments adding up', async () => {
    const rows = await seededProjects();
    const signed = await app.db.select().from(agreements);
    const tops = rows.filter(
      (row) => row.parentId === null && ['in_progress', 'closed'].includes(row.status),
    );
    assert.ok(tops.length >= 10);
    for (const project of tops) {
      const [agreement, ...others] = signed.filter((row) => row.projectId === project.id);
      assert.equal(others.length, 0, project.code);
      assert.equal(agreement!.status, project.status === 'closed' ? 'completed' : 'active', project.code);
      // What the project keeps: its sub-projects' allocations are theirs to pay.
      const held = rows
        .filter((row) => row.parentId === project.id && !RELEASED_PROJECT_STATUSES.includes(row.status))
        .map((row) => row.approvedAmount);
      assert.equal(agreement!.totalAmount, subMoney(project.approvedAmount, sumMoney(held)), project.code);
      const instalments = await app.db
        .select({ amount: agreementInstalments.amount })
        .from(agreementInstalments)
        .where(eq(agreementInstalments.agreementId, agreement!.id));
      assert.ok(instalments.length >= 2 && instalments.length <= 3, project.code);
      assert.equal(sumMoney(instalments.map((row) => row.amount)), agreement!.totalAmount, project.code);
    }
    const funded = new Map(rows.map((row) => [row.id, row.status]));
    for (const agreement of signed.filter((row) => funded.has(row.projectId))) {
      assert.ok(
        tops.some((project) => project.id === agreement.projectId),
        agreement.number,
      );
    }
  });

  it('has accepted and submitted reports and an overdue item, logged, nothing dated after the reference date', async () => {
    const reference = isoDate(DEMO_REFERENCE_DATE);
    const ids = (await seededProjects()).map((row) => row.id);
    const items = await scheduledItems(app.db, inArray(agreements.projectId, ids), reference);
    assert.ok(items.some((item) => item.reportStatus === 'accepted'));
    assert.ok(items.some((item) => item.reportStatus === 'submitted'));
    assert.ok(items.some((item) => item.overdue && item.reportId === null));
    const logs = await app.db
      .select()
      .from(operationLogs)
      .where(
        and(
          inArray(operationLogs.projectId, ids),
          inArray(operationLogs.entity, ['application', 'agreement', 'report']),
        ),
      );
    const records = [
      ['application', await app.db.select().from(applications).where(inArray(applications.projectId, ids))],
      ['agreement', await app.db.select().from(agreements).where(inArray(agreements.projectId, ids))],
      ['report', await app.db.select().from(stageReports).where(inArray(stageReports.projectId, ids))],
    ] as const;
    for (const [entity, rows] of records) {
      for (const row of rows) {
        const created = logs.find(
          (log) => log.entity === entity && log.entityId === String(row.id) && log.action === 'create',
        );
        assert.equal(created?.projectId, row.projectId, `${entity} ${row.id}`);
        assert.ok(
          row.createdAt.getTime() <= DEMO_REFERENCE_DATE && row.updatedAt.getTime() <= DEMO_REFERENCE_DATE,
        );
      }
    }
    assert.ok(logs.every((log) => log.createdAt.getTime() <= DEMO_REFERENCE_DATE));
  });

  it('keeps maker–checker in every record’s history: nobody reviews what they created or submitted', async () => {
    const machines: Record<string, Machine<string, string>> = {
      application: applicationMachine,
      agreement: agreementMachine,
      report: reportMachine,
      appropriation: appropriationMachine,
      budget: budgetMachine,
    };
    const logs = await app.db
      .select({
        entity: operationLogs.entity,
        entityId: operationLogs.entityId,
        action: operationLogs.action,
        userId: operationLogs.userId,
      })
      .from(operationLogs)
      .where(inArray(operationLogs.entity, Object.keys(machines)))
      .orderBy(asc(operationLogs.createdAt), asc(operationLogs.id));
    const makers = new Map<string, Set<number | null>>();
    let reviews = 0;
    for (const log of logs) {
      const record = `${log.entity} ${log.entityId}`;
      const step = log.action === 'create' ? 'submit' : machines[log.entity]!.actions[log.action]?.step;
      if (step === 'submit') makers.set(record, new Set([...(makers.get(record) ?? []), log.userId]));
      if (step === 'review') {
        reviews += 1;
        assert.ok(!makers.get(record)?.has(log.userId), `${record}: ${log.action} by its maker`);
      }
    }
    assert.ok(reviews > 50, `${reviews} review steps`);
  });

  it('inserts nothing more when the seed runs again', async () => {
    const count = async () =>
      Promise.all(
        [
          applications,
          applicationSnapshots,
          agreements,
          agreementInstalments,
          stageReports,
          operationLogs,
        ].map(
          async (table) =>
            (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n,
        ),
      );
    const before = await count();
    await seedDatabase(app.db as Database, { demo: true, adminPassword: undefined, production: false });
    assert.deepEqual(await count(), before);
  });
});
