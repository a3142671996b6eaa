import type { ReportDetail, ReportListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { and, count, eq, not, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import {
  agreementReportItems,
  projects,
  reportTemplates,
  reportTemplateVersions,
  stageReports,
} from '../../db/schema';
import { qualified } from '../../db/qualified';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { fileRefsOf } from '../records/files';
import { overdueSql } from '../records/report-items';
import { businessDate } from '../../records/today';
import type { ReportListQuery } from './schema';
import { filedUnderScope, type DataScope } from '../../security/data-scope';
import { filedForCaller } from './scope';
import { approvalLinkOf } from '../../approvals/link';

function itemColumns(today: string) {
  return {
    id: stageReports.id,
    code: stageReports.code,
    projectId: stageReports.projectId,
    projectName: projects.name,
    agreementId: stageReports.agreementId,
    reportItemId: stageReports.reportItemId,
    reportItemTitle: agreementReportItems.title,
    dueDate: agreementReportItems.dueDate,
    title: stageReports.title,
    status: stageReports.status,
    overdue: overdueSql(today),
    submittedAt: stageReports.submittedAt,
    version: stageReports.version,
    createdAt: stageReports.createdAt,
  };
}

const toItem = <Row extends { submittedAt: Date | null; createdAt: Date }>(row: Row) => ({
  ...row,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `today` is the business date the overdue flags are computed for (the server's today in Beijing). */
export async function listReports(
  db: Executor,
  query: Static<typeof ReportListQuery>,
  scope: DataScope,
  today = businessDate(),
): Promise<Page<ReportListItem>> {
  const overdue = overdueSql(today);
  const where = and(
    filedUnderScope(scope, stageReports.projectId, stageReports.createdBy),
    keywordFilter(query.keyword, [stageReports.code, stageReports.title, projects.name]),
    query.status ? eq(stageReports.status, query.status) : undefined,
    query.projectId ? eq(stageReports.projectId, query.projectId) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdue : not(overdue),
  );
  const plan = planList(
    query,
    {
      code: stageReports.code,
      title: stageReports.title,
      dueDate: agreementReportItems.dueDate,
      status: stageReports.status,
      submittedAt: stageReports.submittedAt,
      createdAt: stageReports.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    stageReports.id,
  );
  const rows = db
    .select(itemColumns(today))
    .from(stageReports)
    .innerJoin(projects, eq(projects.id, stageReports.projectId))
    .innerJoin(agreementReportItems, eq(agreementReportItems.id, stageReports.reportItemId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(stageReports)
    .innerJoin(projects, eq(projects.id, stageReports.projectId))
    .innerJoin(agreementReportItems, eq(agreementReportItems.id, stageReports.reportItemId))
    .where(where);
  return fetchPage(rows, total, plan, toItem);
}

export async function reportDetail(db: Executor, request: FastifyRequest, id: number): Promise<ReportDetail> {
  const [row] = await db
    .select({
      ...itemColumns(businessDate()),
      summary: stageReports.summary,
      indicators: stageReports.indicators,
      beneficiariesReached: stageReports.beneficiariesReached,
      amountSpent: stageReports.amountSpent,
      spendingSummary: stageReports.spendingSummary,
      reviewComment: stageReports.reviewComment,
      templateVersionId: stageReports.templateVersionId,
      templateCode: sql<string | null>`(select t.code from ${reportTemplateVersions} v
        join ${reportTemplates} t on t.id = v.template_id where v.id = ${qualified(stageReports.templateVersionId)})`,
      values: stageReports.values,
      createdById: stageReports.createdBy,
      submittedById: stageReports.submittedBy,
    })
    .from(stageReports)
    .innerJoin(projects, eq(projects.id, stageReports.projectId))
    .innerJoin(agreementReportItems, eq(agreementReportItems.id, stageReports.reportItemId))
    .where(
      and(
        eq(stageReports.id, id),
        await filedForCaller(request, db, stageReports.projectId, stageReports.createdBy),
      ),
    );
  if (!row) throw notFound(request.t('report.notFound'));
  const attachments = (await fileRefsOf(db, 'report', [id])).get(id) ?? [];
  const { templateVersionId, values, ...rest } = row;
  return {
    ...toItem(rest),
    // Every report has both once the seed moved the early ones onto the standard template.
    templateVersionId: templateVersionId!,
    values: values ?? {},
    attachments,
    approval: await approvalLinkOf(db, request, 'report', id),
  };
}
