import { fieldsOf, type ReportTemplateDefinition } from '@pm/domain/report-templates';
import type {
  ClientReportBody,
  ClientReportDetail,
  ClientReportItem,
  ClientReportItemDetail,
  ClientReportItemsQuery,
  ClientReportUpdate,
} from '@pm/domain/shapes';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  agreementReportItems,
  agreements,
  entityFiles,
  files,
  projects,
  reportTemplateVersions,
  stageReports,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { scheduledItems } from '../records/report-items';
import { actOnReport } from '../reports/actions';
import { reportDetail } from '../reports/list';
import { createReport, updateReport } from '../reports/write';
import { businessDate } from '../../records/today';

/** Projects that owe stage reports (as `createReport` has it): an item of another is read-only. */
const REPORTING_PROJECT_STATUSES = ['agreement_signed', 'in_progress', 'closing'];
/** A report that still stands for its item: another may be filled only after a rejection. */
const LIVE = new Set(['draft', 'submitted', 'accepted', 'rework']);

/** The beneficiary's own projects. */
const ownProjects = (beneficiaryId: number) =>
  sql`(select ${qualified(projects.id)} from ${projects} where ${qualified(projects.beneficiaryId)} = ${beneficiaryId})`;

/**
 * The schedule items of the beneficiary's agreements in force or fulfilled (`where` narrows it), each with its
 * project, its latest report and that report's review comment.
 */
async function ownItems(db: Executor, beneficiaryId: number, where?: SQL): Promise<ClientReportItem[]> {
  const items = await scheduledItems(
    db,
    and(
      sql`${qualified(agreements.projectId)} in ${ownProjects(beneficiaryId)}`,
      inArray(agreements.status, ['active', 'completed']),
      where,
    ),
    businessDate(),
  );
  if (items.length === 0) return [];
  const [context, reports] = await Promise.all([
    db
      .select({
        itemId: agreementReportItems.id,
        agreementStatus: agreements.status,
        projectName: projects.name,
        projectStatus: projects.status,
      })
      .from(agreementReportItems)
      .innerJoin(agreements, eq(agreements.id, agreementReportItems.agreementId))
      .innerJoin(projects, eq(projects.id, agreements.projectId))
      .where(
        inArray(
          agreementReportItems.id,
          items.map((item) => item.id),
        ),
      ),
    db
      .select({ id: stageReports.id, code: stageReports.code, reviewComment: stageReports.reviewComment })
      .from(stageReports)
      .where(
        inArray(
          stageReports.id,
          items.flatMap((item) => (item.reportId === null ? [] : [item.reportId])),
        ),
      ),
  ]);
  return items
    .map((item) => {
      const about = context.find((row) => row.itemId === item.id)!;
      const report = reports.find((row) => row.id === item.reportId);
      return {
        id: item.id,
        title: item.title,
        kind: item.kind,
        dueDate: item.dueDate,
        overdue: item.overdue,
        agreementNumber: item.agreementNumber,
        projectName: about.projectName,
        reportId: item.reportId,
        reportCode: report?.code ?? null,
        reportStatus: item.reportStatus,
        reviewComment: report?.reviewComment ?? null,
        fillable:
          (item.reportStatus === null || !LIVE.has(item.reportStatus)) &&
          about.agreementStatus === 'active' &&
          REPORTING_PROJECT_STATUSES.includes(about.projectStatus),
      };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
}

/** The reports the beneficiary's agreements require, soonest due first. */
export async function clientReportItems(
  db: Executor,
  beneficiaryId: number,
  query: ClientReportItemsQuery,
): Promise<ClientReportItem[]> {
  const items = await ownItems(db, beneficiaryId);
  return items.filter(
    (item) =>
      (query.overdue === undefined || item.overdue === query.overdue) &&
      (query.status === undefined ||
        (query.status === 'none' ? item.reportStatus === null : item.reportStatus === query.status)),
  );
}

async function definitionOf(db: Executor, versionId: number): Promise<ReportTemplateDefinition> {
  const [row] = await db
    .select({ definition: reportTemplateVersions.definition })
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.id, versionId));
  return row!.definition;
}

/** One of the beneficiary's items and the form a report on it is filled with; anyone else's is a 404. */
export async function clientReportItem(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  itemId: number,
): Promise<ClientReportItemDetail> {
  const [item] = await ownItems(db, beneficiaryId, eq(agreementReportItems.id, itemId));
  if (!item) throw notFound(request.t('report.itemMissing'));
  const [scheduled] = await scheduledItems(db, eq(agreementReportItems.id, itemId));
  return { item, definition: await definitionOf(db, scheduled!.templateVersionId) };
}

/** A report of the beneficiary's, with its form (`reportDetail` answers 404 for anyone else's). */
export async function clientReportDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ClientReportDetail> {
  const report = await reportDetail(db, request, id);
  return {
    id: report.id,
    code: report.code,
    status: report.status,
    version: report.version,
    reportItemId: report.reportItemId,
    reportItemTitle: report.reportItemTitle,
    dueDate: report.dueDate,
    overdue: report.overdue,
    projectName: report.projectName,
    reviewComment: report.reviewComment,
    submittedAt: report.submittedAt,
    values: report.values,
    attachments: report.attachments,
    definition: await definitionOf(db, report.templateVersionId),
  };
}

/** The file ids the values put in the template's attachment fields (the form's rules check their shape). */
function attachedIds(definition: ReportTemplateDefinition, values: Record<string, unknown>): number[] {
  return fieldsOf(definition)
    .filter((field) => field.type === 'attachment')
    .flatMap((field) => {
      const value = values[field.key];
      return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
    });
}

/**
 * Every file the values name is the beneficiary's own upload or already on this report: another's file, or an
 * unknown one, is not found (404), as any id of another beneficiary's is in the portal.
 */
async function assertOwnFiles(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  reportId: number | null,
  ids: readonly number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const onReport =
    reportId === null
      ? undefined
      : sql`${qualified(files.id)} in (select ${qualified(entityFiles.fileId)} from ${entityFiles}
          where ${qualified(entityFiles.entity)} = 'report' and ${qualified(entityFiles.entityId)} = ${reportId})`;
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, wanted), or(eq(files.uploadedByBeneficiaryId, beneficiaryId), onReport)));
  if (rows.length !== wanted.length) throw notFound(request.t('file.notFound'));
}

/** A draft against one of the beneficiary's items, written as a staff user's is (`createReport`). */
export async function createClientReport(
  db: Database,
  request: FastifyRequest,
  beneficiaryId: number,
  body: ClientReportBody,
): Promise<ClientReportDetail> {
  const { definition } = await clientReportItem(db, request, beneficiaryId, body.reportItemId);
  await assertOwnFiles(db, request, beneficiaryId, null, attachedIds(definition, body.values));
  const created = await createReport(db, request, { reportItemId: body.reportItemId, values: body.values });
  return clientReportDetail(db, request, created.id);
}

/** The beneficiary's draft or reworked report edited (`updateReport`: its status and version checked). */
export async function updateClientReport(
  db: Database,
  request: FastifyRequest,
  beneficiaryId: number,
  id: number,
  body: ClientReportUpdate,
): Promise<ClientReportDetail> {
  const current = await clientReportDetail(db, request, id);
  await assertOwnFiles(db, request, beneficiaryId, id, attachedIds(current.definition, body.values));
  await updateReport(db, request, id, {
    reportItemId: current.reportItemId,
    values: body.values,
    version: body.version,
  });
  return clientReportDetail(db, request, id);
}

/** The beneficiary submits their report: the one workflow step (`actOnReport`), which starts its approval. */
export async function submitClientReport(
  db: Database,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<ClientReportDetail> {
  await actOnReport(db, request, id, 'submit', { version });
  return clientReportDetail(db, request, id);
}

/** A file the beneficiary may download: their own upload, or one on a report of theirs; else a 404. */
export async function clientReadableFile(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  id: number,
) {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, id),
        or(
          eq(files.uploadedByBeneficiaryId, beneficiaryId),
          sql`${qualified(files.id)} in (select ${qualified(entityFiles.fileId)} from ${entityFiles}
            join ${stageReports} on ${qualified(stageReports.id)} = ${qualified(entityFiles.entityId)}
            where ${qualified(entityFiles.entity)} = 'report'
              and ${qualified(stageReports.projectId)} in ${ownProjects(beneficiaryId)})`,
        ),
      ),
    );
  if (!row) throw notFound(request.t('file.notFound'));
  return row;
}
