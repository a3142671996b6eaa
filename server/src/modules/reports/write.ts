import type { ReportDetail } from '@pm/domain/shapes';
import { reportForm, type ReportFormValues } from '@pm/domain/forms/report-form';
import { normalizeMoney } from '@pm/domain/money/money';
import { REPORT_EDITABLE_STATUSES, type ReportStatus } from '@pm/domain/workflow/report-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { agreementReportItems, agreements, projects, stageReports } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { pendingCode, recordCode } from '../records/codes';
import { linkFiles, unlinkOtherFiles } from '../records/files';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { reportDetail } from './list';
import type { ReportBody, UpdateReportBody } from './schema';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

export type ReportRow = typeof stageReports.$inferSelect;
type Body = Static<typeof ReportBody>;

/** Projects that owe stage reports: signed, running or closing. */
const REPORTING_PROJECT_STATUSES = ['agreement_signed', 'in_progress', 'closing'];
/** A report that still stands for its item: another one may be filed only after a rejection. */
const LIVE_STATUSES: ReportStatus[] = ['draft', 'submitted', 'accepted', 'rework'];

export async function lockReport(tx: Transaction, request: FastifyRequest, id: number): Promise<ReportRow> {
  const [row] = await tx
    .select()
    .from(stageReports)
    .where(
      and(
        eq(stageReports.id, id),
        filedUnderScope(await dataScopeOf(request, tx), stageReports.projectId, stageReports.createdBy),
      ),
    )
    .for('update');
  if (!row) throw notFound(request.t('report.notFound'));
  return row;
}

/** The body checked by the shared schema, which refuses a missing count (`required`): what passes has one. */
function validReport(request: FastifyRequest, body: Body): ReportFormValues {
  const values = body as ReportFormValues;
  assertForm(request, reportForm, values);
  return values;
}

function columns(body: ReportFormValues) {
  return {
    title: body.title.trim(),
    summary: body.summary.trim(),
    indicators: body.indicators.map((indicator) => ({
      name: indicator.name.trim(),
      unit: indicator.unit.trim(),
      target: indicator.target.trim(),
      actual: indicator.actual.trim(),
    })),
    beneficiariesReached: body.beneficiariesReached,
    amountSpent: normalizeMoney(body.amountSpent),
    spendingSummary: body.spendingSummary.trim(),
  };
}

/**
 * The schedule item a new report answers: its agreement must be in force, its project reporting, and it may have
 * no live report yet. The agreement is held (shared) before the item is locked, the order an agreement's own writes
 * follow: a termination committed meanwhile is seen, one in progress waits for this report (or this report for it).
 * The item's lock keeps two reports from being filed against it at once.
 */
// An item of an agreement outside the caller's data scope is missing, like an unknown one.
async function reportableItem(tx: Transaction, request: FastifyRequest, itemId: number) {
  const missing = () => fieldRefusal('reportItemId', request.t('report.itemMissing'));
  const [item] = await tx
    .select({ agreementId: agreementReportItems.agreementId })
    .from(agreementReportItems)
    .where(eq(agreementReportItems.id, itemId));
  if (!item) throw missing();
  const [agreement] = await tx
    .select({ id: agreements.id, status: agreements.status, projectId: agreements.projectId })
    .from(agreements)
    .where(
      and(
        eq(agreements.id, item.agreementId),
        filedUnderScope(await dataScopeOf(request, tx), agreements.projectId, agreements.createdBy),
      ),
    )
    .for('share');
  // Gone when an edit of the agreement replaced its schedule meanwhile.
  const [locked] = await tx
    .select({ id: agreementReportItems.id })
    .from(agreementReportItems)
    .where(eq(agreementReportItems.id, itemId))
    .for('update');
  if (!agreement || !locked) throw missing();
  if (agreement.status !== 'active') {
    throw statusConflict(request, 'report.agreementClosedIn', agreement.status);
  }
  const [project] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, agreement.projectId));
  if (!REPORTING_PROJECT_STATUSES.includes(project!.status)) {
    throw statusConflict(request, 'report.projectClosedIn', project!.status);
  }
  const [live] = await tx
    .select({ code: stageReports.code })
    .from(stageReports)
    .where(and(eq(stageReports.reportItemId, itemId), inArray(stageReports.status, LIVE_STATUSES)));
  if (live) {
    throw conflict(request.t('report.itemHasReport', { code: live.code }));
  }
  return { itemId, agreementId: agreement.id, projectId: agreement.projectId };
}

export async function createReport(
  db: Database,
  request: FastifyRequest,
  input: Body,
): Promise<ReportDetail> {
  const body = validReport(request, input);
  const userId = staffOf(request).userId;
  const id = await db.transaction(async (tx) => {
    const item = await reportableItem(tx, request, body.reportItemId!);
    const [inserted] = await tx
      .insert(stageReports)
      .values({
        ...columns(body),
        code: pendingCode(),
        projectId: item.projectId,
        agreementId: item.agreementId,
        reportItemId: item.itemId,
        createdBy: userId,
      })
      .returning();
    const code = recordCode('BG', inserted!.id, inserted!.createdAt);
    const [row] = await tx
      .update(stageReports)
      .set({ code })
      .where(eq(stageReports.id, inserted!.id))
      .returning();
    await linkFiles(
      tx,
      request,
      { entity: 'report', id: row!.id, field: 'attachmentIds' },
      body.attachmentIds,
    );
    await withAudit(tx, { id: userId }, 'create', 'report', row!.id, null, row, {
      projectId: row!.projectId,
    });
    return row!.id;
  });
  return reportDetail(db, request, id);
}

export async function updateReport(
  db: Database,
  request: FastifyRequest,
  id: number,
  { version, ...input }: Static<typeof UpdateReportBody>,
): Promise<ReportDetail> {
  const body = validReport(request, input);
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, request, id);
    assertVersion(request, before.version, version);
    if (!(REPORT_EDITABLE_STATUSES as readonly string[]).includes(before.status)) {
      throw statusConflict(request, 'report.notEditableIn', before.status);
    }
    if (body.reportItemId !== before.reportItemId) {
      throw fieldRefusal('reportItemId', request.t('report.itemFixed'));
    }
    const [after] = await tx
      .update(stageReports)
      .set({ ...columns(body), version: before.version + 1 })
      .where(eq(stageReports.id, id))
      .returning();
    const target = { entity: 'report', id, field: 'attachmentIds' } as const;
    await unlinkOtherFiles(tx, target, body.attachmentIds);
    await linkFiles(tx, request, target, body.attachmentIds);
    await withAudit(tx, { id: staffOf(request).userId }, 'update', 'report', id, before, after, {
      projectId: before.projectId,
    });
  });
  return reportDetail(db, request, id);
}
