import type { AppropriationDetail, BudgetLineRef, FileRef } from '@pm/domain/shapes';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import type { ReportStatus } from '@pm/domain/workflow/report-machine';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import {
  agreementInstalments,
  agreementReportItems,
  appropriationBudgetLines,
  appropriations,
  budgetLines,
  budgetPeriods,
  files,
  operationLogs,
  users,
} from '../../db/schema';
import { readColumns } from '../../db/field-columns';
import { notFound } from '../../http/errors';
import { latestReportStatuses } from '../records/report-items';
import { timelineEntries } from '../records/timeline';
import { itemColumns, toItem, withNames } from './rows';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';
import { approvalLinkOf } from '../../approvals/link';

export const appropriationNotFound = (request: FastifyRequest) =>
  notFound(request.t('appropriation.notFound'));

const detailColumns = {
  ...itemColumns,
  ...readColumns(appropriations, appropriationFields, false),
  receiptFileId: appropriations.receiptFileId,
  createdById: appropriations.createdBy,
  submittedById: appropriations.submittedBy,
  verifiedById: appropriations.verifiedBy,
  paidById: appropriations.paidBy,
  verifiedAt: appropriations.verifiedAt,
  paidAt: appropriations.paidAt,
  updatedAt: appropriations.updatedAt,
  instalmentAmount: agreementInstalments.amount,
  instalmentPlannedDate: agreementInstalments.plannedDate,
  reportItemId: agreementInstalments.reportItemId,
};

/** The status of the latest stage report filed against a reporting item: what gates its instalment. */
export async function latestReportStatus(db: Executor, itemId: number | null): Promise<ReportStatus | null> {
  if (itemId === null) return null;
  return (await latestReportStatuses(db, [itemId])).get(itemId) ?? null;
}

/** The budget lines an appropriation is charged to, with their period's name. */
export async function chargedLines(db: Executor, id: number): Promise<BudgetLineRef[]> {
  return db
    .select({
      id: budgetLines.id,
      name: budgetLines.name,
      category: budgetLines.category,
      periodName: budgetPeriods.name,
    })
    .from(appropriationBudgetLines)
    .innerJoin(budgetLines, eq(budgetLines.id, appropriationBudgetLines.budgetLineId))
    .innerJoin(budgetPeriods, eq(budgetPeriods.id, budgetLines.periodId))
    .where(eq(appropriationBudgetLines.appropriationId, id))
    .orderBy(asc(budgetPeriods.seq), asc(budgetLines.sort), asc(budgetLines.id));
}

async function receiptOf(db: Executor, fileId: number | null): Promise<FileRef | null> {
  if (fileId === null) return null;
  const [file] = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
      uploadedBy: users.name,
      createdAt: files.createdAt,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(eq(files.id, fileId));
  return file ? { ...file, version: 1, createdAt: file.createdAt.toISOString() } : null;
}

/** Every step of the appropriation from the operation log, newest first. */
const historyOf = (db: Executor, id: number) =>
  timelineEntries(
    db,
    and(eq(operationLogs.entity, 'appropriation'), eq(operationLogs.entityId, String(id)))!,
  );

export async function appropriationDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<AppropriationDetail> {
  const scope = await dataScopeOf(request, db);
  const [row] = await withNames(db.select(detailColumns).from(appropriations).$dynamic()).where(
    and(
      eq(appropriations.id, id),
      filedUnderScope(scope, appropriations.projectId, appropriations.createdBy),
    ),
  );
  if (!row) throw appropriationNotFound(request);
  const [gate] = row.reportItemId
    ? await db
        .select({ title: agreementReportItems.title })
        .from(agreementReportItems)
        .where(eq(agreementReportItems.id, row.reportItemId))
    : [];
  const [reportStatus, budgetLineRefs, receiptFile, history] = await Promise.all([
    latestReportStatus(db, row.reportItemId),
    chargedLines(db, id),
    receiptOf(db, row.receiptFileId),
    historyOf(db, id),
  ]);
  const {
    instalmentAmount,
    instalmentPlannedDate,
    reportItemId: _reportItemId,
    receiptFileId: _receiptFileId,
    verifiedAt,
    paidAt,
    updatedAt,
    ...item
  } = row;
  return {
    ...toItem(item),
    budgetLines: budgetLineRefs,
    receiptFile,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    paidAt: paidAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
    instalment: {
      seq: row.instalmentSeq,
      amount: instalmentAmount,
      plannedDate: instalmentPlannedDate,
      reportItemTitle: gate?.title ?? null,
      reportStatus,
    },
    history,
    approval: await approvalLinkOf(db, request, 'appropriation', id),
  };
}
