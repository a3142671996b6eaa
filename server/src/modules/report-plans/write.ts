import { reportPlanForm } from '@pm/domain/forms/report-plan-form';
import type { ReportPlanDetail } from '@pm/domain/shapes/report-plan';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import {
  agreementInstalments,
  agreements,
  dictItems,
  reportPlanItems,
  reportPlans,
  reportTemplateVersions,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { fieldRefusal } from '../records/refusals';
import { planDetail, planItems } from './list';
import type { PlanBody, UpdatePlanBody } from './schema';

type Body = Static<typeof PlanBody>;

/** The scope (one of the two, by the form): an existing agreement or a project type of the dictionary. */
async function assertScope(tx: Transaction, request: FastifyRequest, body: Body): Promise<void> {
  if (body.agreementId !== null) {
    const [agreement] = await tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.id, body.agreementId));
    if (!agreement) throw fieldRefusal('agreementId', request.t('reportPlan.agreementMissing'));
    return;
  }
  const [type] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.dictCode, 'project_type'), eq(dictItems.value, body.projectType!)));
  if (!type) throw fieldRefusal('projectType', request.t('reportPlan.typeMissing'));
}

/** Each item (titled and dated, by the form): a published template version, and (for an agreement) an instalment it has. */
async function assertItems(tx: Transaction, request: FastifyRequest, body: Body): Promise<void> {
  const ids = [...new Set(body.items.map((item) => item.templateVersionId))];
  const published = await tx
    .select({ id: reportTemplateVersions.id })
    .from(reportTemplateVersions)
    .where(and(inArray(reportTemplateVersions.id, ids), eq(reportTemplateVersions.status, 'published')));
  const usable = new Set(published.map((row) => row.id));
  const instalments =
    body.agreementId === null
      ? null
      : new Set(
          (
            await tx
              .select({ seq: agreementInstalments.seq })
              .from(agreementInstalments)
              .where(eq(agreementInstalments.agreementId, body.agreementId))
          ).map((row) => row.seq),
        );
  body.items.forEach((item, index) => {
    const at = (field: string) => `items[${index}].${field}`;
    const row = index + 1;
    if (!usable.has(item.templateVersionId)) {
      throw fieldRefusal(at('templateVersionId'), request.t('reportTemplate.versionUnusable'));
    }
    if (instalments && item.instalmentSeq !== null && !instalments.has(item.instalmentSeq)) {
      throw fieldRefusal(
        at('instalmentSeq'),
        request.t('reportPlan.instalmentMissing', { row, seq: item.instalmentSeq }),
      );
    }
  });
}

async function assertPlan(tx: Transaction, request: FastifyRequest, body: Body): Promise<void> {
  assertForm(request, reportPlanForm, body);
  await assertScope(tx, request, body);
  await assertItems(tx, request, body);
}

async function saveItems(tx: Transaction, planId: number, body: Body): Promise<void> {
  await tx.delete(reportPlanItems).where(eq(reportPlanItems.planId, planId));
  await tx.insert(reportPlanItems).values(
    body.items.map((item, index) => ({
      planId,
      seq: index + 1,
      kind: item.kind,
      title: item.title.trim(),
      offsetMonths: item.offsetMonths,
      fixedDate: item.fixedDate,
      templateVersionId: item.templateVersionId,
      instalmentSeq: item.instalmentSeq,
      reminderDays: item.reminderDays,
    })),
  );
}

const planColumns = (body: Body) => ({
  name: body.name.trim(),
  agreementId: body.agreementId,
  projectType: body.agreementId === null ? body.projectType : null,
  note: body.note.trim(),
});

export async function createPlan(
  tx: Transaction,
  request: FastifyRequest,
  body: Body,
): Promise<ReportPlanDetail> {
  await assertPlan(tx, request, body);
  const userId = staffOf(request).userId;
  const [row] = await tx
    .insert(reportPlans)
    .values({ ...planColumns(body), createdBy: userId })
    .returning();
  await saveItems(tx, row!.id, body);
  await withAudit(tx, { id: userId }, 'create', 'reportPlan', row!.id, null, {
    ...row,
    items: await planItems(tx, row!.id),
  });
  return planDetail(tx, request, row!.id);
}

export async function updatePlan(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdatePlanBody>,
): Promise<ReportPlanDetail> {
  const [before] = await tx.select().from(reportPlans).where(eq(reportPlans.id, id)).for('update');
  if (!before) throw notFound(request.t('reportPlan.notFound'));
  assertVersion(request, before.version, version);
  await assertPlan(tx, request, body);
  const beforeItems = await planItems(tx, id);
  const [after] = await tx
    .update(reportPlans)
    .set({ ...planColumns(body), version: before.version + 1 })
    .where(eq(reportPlans.id, id))
    .returning();
  await saveItems(tx, id, body);
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'update',
    'reportPlan',
    id,
    { ...before, items: beforeItems },
    { ...after, items: await planItems(tx, id) },
  );
  return planDetail(tx, request, id);
}
