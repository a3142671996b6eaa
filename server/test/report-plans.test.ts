import type { AgreementDetail } from '@pm/domain/shapes';
import type { ReportPlanDetail, ReportPlanListItem } from '@pm/domain/shapes/report-plan';
import type { ReportTemplateListItem } from '@pm/domain/shapes/report-template';
import type { Page } from '@pm/domain/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { agreementInstalments, messages, projects, reportTemplateVersions, users } from '../src/db/schema';
import { addMonths } from '../src/modules/report-plans/apply';
import { sendReportReminders } from '../src/modules/report-plans/reminders';
import { buildTestApp, loginAs } from './helper';
import { caller, expectStatus, insertProject, logsOf } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { reportValues } from './fixtures/report';
import { approveAll } from './support/approvals';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const call = caller(app);
type FormErrors = { errors: { field: string; message: string }[] };

const templates = expectStatus(
  await call<Page<ReportTemplateListItem>>(admin, 'GET', '/pm/report-templates?pageSize=100'),
  200,
).list;
const standard = templates.find((row) => row.code === 'standard-stage-report')!.publishedVersionId!;
const financial = templates.find((row) => row.code === 'demo-financial-report')!.publishedVersionId!;
const [officerRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'officer'));

interface PlanItem {
  kind: string;
  title: string;
  offsetMonths: number | null;
  fixedDate: string | null;
  templateVersionId: number;
  instalmentSeq: number | null;
  reminderDays: number;
}

const ITEMS: PlanItem[] = [
  {
    kind: 'stage',
    title: '季度报告',
    offsetMonths: 2,
    fixedDate: null,
    templateVersionId: standard,
    instalmentSeq: 2,
    reminderDays: 5,
  },
  {
    kind: 'financial',
    title: '财务报告',
    offsetMonths: null,
    fixedDate: '2026-12-31',
    templateVersionId: financial,
    instalmentSeq: null,
    reminderDays: 10,
  },
];

const planFor = (scope: { projectType?: string; agreementId?: number }, items = ITEMS) => ({
  name: `计划 ${JSON.stringify(scope)}`,
  agreementId: scope.agreementId ?? null,
  projectType: scope.projectType ?? null,
  items,
});

/** A project of the type with a draft agreement made without a reporting schedule (effective 2026-03-05). */
async function draftAgreement(type: string): Promise<AgreementDetail> {
  const projectId = await insertProject(app, 'approved', '300000.00');
  await app.db.update(projects).set({ type, managerId: officerRow!.id }).where(eq(projects.id, projectId));
  const values = agreementValues(projectId);
  values.reportItems = [];
  values.instalments = values.instalments.map((instalment) => ({ ...instalment, reportSeq: null }));
  return expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
}

async function activate(agreement: AgreementDetail): Promise<AgreementDetail> {
  expectStatus(
    await call(officer, 'POST', `/pm/agreements/${agreement.id}/submit`, { version: agreement.version }),
    200,
  );
  await approveAll(app, 'agreement', agreement.id);
  return expectStatus(await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`), 200);
}

const todosOf = (itemIds: number[]) =>
  app.db
    .select({
      userId: messages.userId,
      textKey: messages.textKey,
      messageType: messages.messageType,
      link: messages.link,
    })
    .from(messages)
    .where(
      and(
        eq(messages.type, 'todo'),
        inArray(messages.textKey, ['reportPlan.reminder', 'reportPlan.overdue']),
      ),
    )
    .orderBy(asc(messages.id))
    .then((rows) => rows.filter((row) => itemIds.some((id) => row.link?.endsWith(`itemId=${id}`))));

describe('report plans', () => {
  it('adds months the way a calendar does', () => {
    assert.deepEqual(
      [addMonths('2026-03-05', 2), addMonths('2026-01-31', 1), addMonths('2026-11-30', 3)],
      ['2026-05-05', '2026-02-28', '2027-02-28'],
    );
  });

  it('lists the demo plan to the key form only, and refuses plans without scope, titles or live templates', async () => {
    const page = expectStatus(await call<Page<ReportPlanListItem>>(admin, 'GET', '/pm/report-plans'), 200);
    assert.ok(page.list.some((plan) => plan.projectType === 'poverty' && plan.itemCount === 3));
    assert.equal((await call(officer, 'GET', '/pm/report-plans')).status, 403);
    const noScope = await call<FormErrors>(admin, 'POST', '/pm/report-plans', planFor({}), 'en-US');
    assert.deepEqual(noScope.body.data.errors, [
      { field: 'agreementId', message: 'Give either Agreement or Project type, one of the two' },
    ]);
    const untitled = await call<FormErrors>(
      admin,
      'POST',
      '/pm/report-plans',
      planFor({ projectType: 'medical' }, [{ ...ITEMS[0]!, title: ' ' }]),
    );
    assert.deepEqual(untitled.body.data.errors, [
      { field: 'items[0].title', message: '请填写第 1 行报告标题' },
    ]);
    const noDue = await call(
      admin,
      'POST',
      '/pm/report-plans',
      planFor({ projectType: 'medical' }, [{ ...ITEMS[0]!, fixedDate: '2026-12-01' }]),
    );
    assert.equal(noDue.status, 422);
    const [draft] = await app.db
      .insert(reportTemplateVersions)
      .values({ templateId: templates[0]!.id, seq: 99, definition: { sections: [] } })
      .returning({ id: reportTemplateVersions.id });
    const unpublished = await call<FormErrors>(
      admin,
      'POST',
      '/pm/report-plans',
      planFor({ projectType: 'medical' }, [{ ...ITEMS[0]!, templateVersionId: draft!.id }]),
    );
    assert.equal(unpublished.body.data.errors[0]!.field, 'items[0].templateVersionId');
  });

  it("generates a new agreement's schedule from its project type's plan, linking the instalment", async () => {
    const plan = expectStatus(
      await call<ReportPlanDetail>(
        admin,
        'POST',
        '/pm/report-plans',
        planFor({ projectType: 'environment' }),
      ),
      200,
    );
    assert.deepEqual(
      plan.items.map((item) => [item.seq, item.kind, item.templateName]),
      [
        [1, 'stage', '标准阶段报告'],
        [2, 'financial', '财务报告'],
      ],
    );
    const agreement = await draftAgreement('environment');
    assert.deepEqual(
      agreement.reportItems.map((item) => [
        item.seq,
        item.title,
        item.dueDate,
        item.kind,
        item.templateVersionId,
        item.reminderDays,
      ]),
      [
        [1, '季度报告', '2026-05-05', 'stage', standard, 5],
        [2, '财务报告', '2026-12-31', 'financial', financial, 10],
      ],
    );
    const instalments = await app.db
      .select({ seq: agreementInstalments.seq, reportItemId: agreementInstalments.reportItemId })
      .from(agreementInstalments)
      .where(eq(agreementInstalments.agreementId, agreement.id))
      .orderBy(asc(agreementInstalments.seq));
    assert.deepEqual(instalments, [
      { seq: 1, reportItemId: null },
      { seq: 2, reportItemId: agreement.reportItems[0]!.id },
    ]);
    assert.ok((await logsOf(app, 'agreement', agreement.id)).some((log) => log.action === 'applyReportPlan'));
    // Another type's agreement keeps its empty schedule.
    assert.deepEqual((await draftAgreement('disaster')).reportItems, []);
  });

  it('applies a plan to a draft, to one in force only when asked and without reports', async () => {
    const agreement = await draftAgreement('disaster');
    const plan = expectStatus(
      await call<ReportPlanDetail>(admin, 'POST', '/pm/report-plans', planFor({ agreementId: agreement.id })),
      200,
    );
    const applied = expectStatus(
      await call<{ items: number }>(admin, 'POST', `/pm/report-plans/${plan.id}/apply`, {
        agreementId: agreement.id,
      }),
      200,
    );
    assert.equal(applied.items, 2);
    const other = await draftAgreement('disaster');
    const outside = await call(admin, 'POST', `/pm/report-plans/${plan.id}/apply`, { agreementId: other.id });
    assert.equal(outside.status, 422);
    const active = await activate(
      expectStatus(await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`), 200),
    );
    assert.equal(active.reportItems[0]!.templateVersionId, standard);
    const unasked = await call(admin, 'POST', `/pm/report-plans/${plan.id}/apply`, {
      agreementId: agreement.id,
    });
    assert.equal(unasked.status, 409);
    expectStatus(
      await call(admin, 'POST', `/pm/report-plans/${plan.id}/apply`, {
        agreementId: agreement.id,
        replaceInForce: true,
      }),
      200,
    );
    const itemId = expectStatus(
      await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`),
      200,
    ).reportItems[0]!.id;
    expectStatus(await call(officer, 'POST', '/pm/reports', reportValues(itemId)), 200);
    const withReport = await call(admin, 'POST', `/pm/report-plans/${plan.id}/apply`, {
      agreementId: agreement.id,
      replaceInForce: true,
    });
    assert.deepEqual(
      [withReport.status, withReport.body.msg],
      [409, `协议“${agreement.number}”已生效，且已有阶段报告，不能重新生成报告计划`],
    );
  });

  it('reminds N days before the due date, once, and flags the item when overdue', async () => {
    expectStatus(await call(admin, 'POST', '/pm/report-plans', planFor({ projectType: 'community' })), 200);
    const agreement = await activate(await draftAgreement('community'));
    const [first] = agreement.reportItems; // due 2026-05-05, reminded 5 days before
    const ids = [first!.id];
    await sendReportReminders(app.db, '2026-04-29');
    assert.deepEqual(await todosOf(ids), []);
    const onDay = await sendReportReminders(app.db, '2026-04-30');
    assert.ok(onDay.due.includes(first!.id));
    await sendReportReminders(app.db, '2026-04-30');
    await sendReportReminders(app.db, '2026-05-02');
    const todos = await todosOf(ids);
    // The project's manager and the agreement's author are both officer here: one todo.
    assert.deepEqual(todos, [
      {
        userId: officerRow!.id,
        textKey: 'reportPlan.reminder',
        messageType: 1,
        link: `/project/report/create?projectId=${agreement.projectId}&itemId=${first!.id}`,
      },
    ]);
    await sendReportReminders(app.db, '2026-05-05');
    assert.equal((await todosOf(ids)).length, 1);
    const late = await sendReportReminders(app.db, '2026-05-06');
    assert.ok(late.overdue.includes(first!.id));
    await sendReportReminders(app.db, '2026-05-07');
    assert.deepEqual(
      (await todosOf(ids)).map((todo) => [todo.textKey, todo.messageType]),
      [
        ['reportPlan.reminder', 1],
        ['reportPlan.overdue', 3],
      ],
    );
    const page = expectStatus(
      await call<Page<ReportPlanListItem>>(admin, 'GET', '/pm/report-plans?keyword=community'),
      200,
    );
    assert.ok(page.list[0]!.overdueCount >= 1);
  });
});
