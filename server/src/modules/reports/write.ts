import type { ReportDetail } from '@pm/domain/shapes';
import { reportLabels, type ReportFormValues } from '@pm/domain/forms/report-form';
import { defineForm } from '@pm/domain/forms/form-schema';
import { CHOSEN } from '@pm/domain/forms/rules';
import {
  fieldsOf,
  normalizeReportValues,
  reportFormOf,
  type ReportTemplateDefinition,
  type ReportValues,
} from '@pm/domain/report-templates';
import { INT32_MAX } from '@pm/domain/shapes/integers';
import { normalizeMoney } from '@pm/domain/money/money';
import { REPORT_EDITABLE_STATUSES, type ReportStatus } from '@pm/domain/workflow/report-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { auditActorOf, withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import {
  agreementReportItems,
  agreements,
  projects,
  reportTemplateVersions,
  stageReports,
} from '../../db/schema';
import { standardVersionId } from '../report-templates/standard';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { actorOf, beneficiaryOf, staffUserOf } from '../../plugins/auth';
import { pendingCode, recordCode } from '../records/codes';
import { linkFiles, unlinkOtherFiles } from '../records/files';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { reportDetail } from './list';
import type { ReportBody } from './schema';
import { filedForCaller } from './scope';

export type ReportRow = typeof stageReports.$inferSelect;
/**
 * What a report is written from: its item and either its template's values or the standard form's fixed fields
 * (the staff body, `ReportBody`); the portal sends values only.
 */
type Body = Pick<Static<typeof ReportBody>, 'reportItemId'> & Partial<Static<typeof ReportBody>>;

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
        await filedForCaller(request, tx, stageReports.projectId, stageReports.createdBy),
      ),
    )
    .for('update');
  if (!row) throw notFound(request.t('report.notFound'));
  return row;
}

/** The item is chosen before anything else is read. */
const itemForm = defineForm<Pick<ReportFormValues, 'reportItemId'>>({
  name: 'report',
  labels: reportLabels,
  fields: { reportItemId: [CHOSEN] },
});

/** The body's values, or the fixed form's fields at its top level (the standard template's keys). */
function sentValues(body: Body): Record<string, unknown> {
  if (body.values) return body.values;
  const { reportItemId: _item, values: _values, ...fixed } = body;
  return fixed;
}

/** The values normalized for the template and checked by its rules (422 naming each field). */
function validValues(request: FastifyRequest, template: ItemTemplate, body: Body): ReportValues {
  const values = normalizeReportValues(template.definition, sentValues(body));
  assertForm(request, reportFormOf(template.definition), values);
  return values;
}

/** The report's own columns, which lists, balances and the portal read: from the fields of those keys, if any. */
function columns(template: ItemTemplate, values: ReportValues, itemTitle: string) {
  const field = new Map(fieldsOf(template.definition).map((entry) => [entry.key, entry]));
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const indicators =
    field.get('indicators')?.type === 'table' ? (values.indicators as Record<string, string>[]) : [];
  const reached = field.get('beneficiariesReached')?.scale === 0 ? Number(text('beneficiariesReached')) : 0;
  return {
    title: text('title') || itemTitle,
    summary: text('summary'),
    indicators: indicators.map((row) => ({
      name: row.name ?? '',
      unit: row.unit ?? '',
      target: row.target ?? '',
      actual: row.actual ?? '',
    })),
    beneficiariesReached: Number.isSafeInteger(reached) && reached <= INT32_MAX ? reached : 0,
    amountSpent:
      field.get('amountSpent')?.money && text('amountSpent') ? normalizeMoney(text('amountSpent')) : '0',
    spendingSummary: text('spendingSummary'),
    templateVersionId: template.id,
    values,
  };
}

/** Every file the values attach, whichever attachment field holds it. */
const attachmentIdsOf = (template: ItemTemplate, values: ReportValues) =>
  fieldsOf(template.definition)
    .filter((field) => field.type === 'attachment')
    .flatMap((field) => values[field.key] as number[]);

interface ItemTemplate {
  id: number;
  definition: ReportTemplateDefinition;
}

/** A template version's form (the standard template's when `id` is null). */
async function templateVersion(tx: Transaction, id: number | null): Promise<ItemTemplate> {
  const versionId = id ?? (await standardVersionId(tx));
  const [row] = await tx
    .select({ id: reportTemplateVersions.id, definition: reportTemplateVersions.definition })
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.id, versionId));
  return row!;
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
    .select({
      agreementId: agreementReportItems.agreementId,
      title: agreementReportItems.title,
      templateVersionId: agreementReportItems.templateVersionId,
    })
    .from(agreementReportItems)
    .where(eq(agreementReportItems.id, itemId));
  if (!item) throw missing();
  const [agreement] = await tx
    .select({ id: agreements.id, status: agreements.status, projectId: agreements.projectId })
    .from(agreements)
    .where(
      and(
        eq(agreements.id, item.agreementId),
        await filedForCaller(request, tx, agreements.projectId, agreements.createdBy),
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
  return {
    itemId,
    agreementId: agreement.id,
    projectId: agreement.projectId,
    title: item.title,
    templateVersionId: item.templateVersionId,
  };
}

/**
 * Files a report against a schedule item: by a staff user in the project's pages, or by the beneficiary in the
 * portal (`filedForCaller` decides which items each reaches; the author is recorded in the column of their kind).
 */
export async function createReport(
  db: Database,
  request: FastifyRequest,
  input: Body,
): Promise<ReportDetail> {
  assertForm(request, itemForm, input);
  const actor = actorOf(request);
  const id = await db.transaction(async (tx) => {
    const item = await reportableItem(tx, request, input.reportItemId!);
    const template = await templateVersion(tx, item.templateVersionId);
    const values = validValues(request, template, input);
    const [inserted] = await tx
      .insert(stageReports)
      .values({
        ...columns(template, values, item.title),
        code: pendingCode(),
        projectId: item.projectId,
        agreementId: item.agreementId,
        reportItemId: item.itemId,
        createdBy: staffUserOf(actor),
        createdByBeneficiaryId: beneficiaryOf(actor),
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
      attachmentIdsOf(template, values),
    );
    await withAudit(tx, await auditActorOf(tx, actor), 'create', 'report', row!.id, null, row, {
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
  { version, ...input }: Body & { version: number },
): Promise<ReportDetail> {
  assertForm(request, itemForm, input);
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, request, id);
    assertVersion(request, before.version, version);
    if (!(REPORT_EDITABLE_STATUSES as readonly string[]).includes(before.status)) {
      throw statusConflict(request, 'report.notEditableIn', before.status);
    }
    if (input.reportItemId !== before.reportItemId) {
      throw fieldRefusal('reportItemId', request.t('report.itemFixed'));
    }
    // A report keeps the version it was first filled against, whatever its item says since.
    const template = await templateVersion(tx, before.templateVersionId);
    const values = validValues(request, template, input);
    const [item] = await tx
      .select({ title: agreementReportItems.title })
      .from(agreementReportItems)
      .where(eq(agreementReportItems.id, before.reportItemId));
    const [after] = await tx
      .update(stageReports)
      .set({ ...columns(template, values, item!.title), version: before.version + 1 })
      .where(eq(stageReports.id, id))
      .returning();
    const target = { entity: 'report', id, field: 'attachmentIds' } as const;
    const attachmentIds = attachmentIdsOf(template, values);
    await unlinkOtherFiles(tx, target, attachmentIds);
    await linkFiles(tx, request, target, attachmentIds);
    await withAudit(tx, await auditActorOf(tx, actorOf(request)), 'update', 'report', id, before, after, {
      projectId: before.projectId,
    });
  });
  return reportDetail(db, request, id);
}
