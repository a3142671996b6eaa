import type { AgreementStatus } from '@pm/domain/workflow/agreement-machine';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import {
  agreementInstalments,
  agreementReportItems,
  agreements,
  projects,
  reportPlanItems,
  reportPlans,
  reportTemplateVersions,
  stageReports,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { fieldRefusal } from '../records/refusals';

type PlanItem = typeof reportPlanItems.$inferSelect;

interface Agreement {
  id: number;
  number: string;
  projectId: number;
  effectiveDate: string;
  status: AgreementStatus;
}

/** `date` plus `months`, on the same day of the month or the month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const dueDateOf = (item: PlanItem, effectiveDate: string) =>
  item.fixedDate ?? addMonths(effectiveDate, item.offsetMonths ?? 0);

async function itemsOf(tx: Transaction, planId: number) {
  return tx
    .select({ item: reportPlanItems, status: reportTemplateVersions.status })
    .from(reportPlanItems)
    .innerJoin(reportTemplateVersions, eq(reportTemplateVersions.id, reportPlanItems.templateVersionId))
    .where(eq(reportPlanItems.planId, planId))
    .orderBy(asc(reportPlanItems.seq));
}

const scheduleOf = (tx: Transaction, agreementId: number) =>
  tx
    .select()
    .from(agreementReportItems)
    .where(eq(agreementReportItems.agreementId, agreementId))
    .orderBy(asc(agreementReportItems.seq));

/**
 * Replaces the agreement's reporting schedule by the plan's items, in due-date order, and links each instalment a
 * plan item names to that item. The caller holds the agreement. `strict`: a retired template or an instalment the
 * agreement lacks is refused (an explicit apply); otherwise such items are left out or unlinked (a new agreement).
 */
async function generateSchedule(
  tx: Transaction,
  request: FastifyRequest,
  agreement: Agreement,
  planId: number,
  strict: boolean,
): Promise<number> {
  const rows = await itemsOf(tx, planId);
  const retired = rows.find((row) => row.status !== 'published');
  if (retired && strict) throw conflict(request.t('reportTemplate.versionUnusable'));
  const items = rows
    .filter((row) => row.status === 'published')
    .map(({ item }) => ({ item, dueDate: dueDateOf(item, agreement.effectiveDate) }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.item.seq - b.item.seq);
  const instalments = await tx
    .select({ id: agreementInstalments.id, seq: agreementInstalments.seq })
    .from(agreementInstalments)
    .where(eq(agreementInstalments.agreementId, agreement.id));
  const instalmentOf = new Map(instalments.map((row) => [row.seq, row.id]));
  const missing = items.find(
    ({ item }) => item.instalmentSeq !== null && !instalmentOf.has(item.instalmentSeq),
  );
  if (missing && strict) {
    throw fieldRefusal(
      'agreementId',
      request.t('reportPlan.instalmentMissing', { row: missing.item.seq, seq: missing.item.instalmentSeq! }),
    );
  }
  const before = await scheduleOf(tx, agreement.id);
  await tx
    .update(agreementInstalments)
    .set({ reportItemId: null })
    .where(eq(agreementInstalments.agreementId, agreement.id));
  await tx.delete(agreementReportItems).where(eq(agreementReportItems.agreementId, agreement.id));
  for (const [index, { item, dueDate }] of items.entries()) {
    const [created] = await tx
      .insert(agreementReportItems)
      .values({
        agreementId: agreement.id,
        seq: index + 1,
        title: item.title,
        dueDate,
        kind: item.kind,
        templateVersionId: item.templateVersionId,
        reminderDays: item.reminderDays,
      })
      .returning({ id: agreementReportItems.id });
    const instalmentId = item.instalmentSeq === null ? undefined : instalmentOf.get(item.instalmentSeq);
    if (instalmentId !== undefined) {
      await tx
        .update(agreementInstalments)
        .set({ reportItemId: created!.id })
        .where(eq(agreementInstalments.id, instalmentId));
    }
  }
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'applyReportPlan',
    'agreement',
    agreement.id,
    { reportItems: before },
    { reportPlanId: planId, reportItems: await scheduleOf(tx, agreement.id) },
    { projectId: agreement.projectId },
  );
  return items.length;
}

const agreementColumns = {
  id: agreements.id,
  number: agreements.number,
  projectId: agreements.projectId,
  effectiveDate: agreements.effectiveDate,
  status: agreements.status,
  projectType: projects.type,
};

/**
 * The explicit "apply to agreement": a draft's schedule is regenerated; one in force only when `replaceInForce`
 * says so and none of its items has a report; any other agreement is refused (409).
 */
export async function applyPlan(
  tx: Transaction,
  request: FastifyRequest,
  planId: number,
  body: { agreementId: number; replaceInForce: boolean },
): Promise<{ agreementId: number; items: number }> {
  const [plan] = await tx.select().from(reportPlans).where(eq(reportPlans.id, planId));
  if (!plan) throw notFound(request.t('reportPlan.notFound'));
  const [agreement] = await tx
    .select(agreementColumns)
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(eq(agreements.id, body.agreementId))
    .for('update', { of: agreements });
  const covered =
    agreement &&
    (plan.agreementId === agreement.id ||
      (plan.projectType !== null && plan.projectType === agreement.projectType));
  if (!covered) throw fieldRefusal('agreementId', request.t('reportPlan.notCovered'));
  if (agreement.status === 'active') {
    if (!body.replaceInForce)
      throw conflict(request.t('reportPlan.agreementInForce', { code: agreement.number }));
    const [report] = await tx
      .select({ id: stageReports.id })
      .from(stageReports)
      .where(eq(stageReports.agreementId, agreement.id))
      .limit(1);
    if (report) throw conflict(request.t('reportPlan.agreementNotDraft', { code: agreement.number }));
  } else if (agreement.status !== 'draft') {
    throw conflict(request.t('reportPlan.agreementClosed', { code: agreement.number }));
  }
  const items = await generateSchedule(tx, request, agreement, planId, true);
  return { agreementId: agreement.id, items };
}

/**
 * A new agreement without a reporting schedule of its own takes the newest plan made for it or for its project's
 * type, if any. Returns whether one was applied.
 */
export async function applyPlanToNewAgreement(
  tx: Transaction,
  request: FastifyRequest,
  agreementId: number,
): Promise<boolean> {
  const [agreement] = await tx
    .select(agreementColumns)
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(eq(agreements.id, agreementId));
  const [plan] = await tx
    .select({ id: reportPlans.id })
    .from(reportPlans)
    .where(and(isNull(reportPlans.agreementId), eq(reportPlans.projectType, agreement!.projectType)))
    .orderBy(desc(reportPlans.id))
    .limit(1);
  if (!plan) return false;
  await generateSchedule(tx, request, agreement!, plan.id, false);
  return true;
}
