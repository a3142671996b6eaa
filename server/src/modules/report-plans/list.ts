import type { Page } from '@pm/domain/contracts';
import type { ReportPlanDetail, ReportPlanListItem } from '@pm/domain/shapes/report-plan';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import {
  agreementReportItems,
  agreements,
  projects,
  reportPlanItems,
  reportPlans,
  reportTemplates,
  reportTemplateVersions,
} from '../../db/schema';
import { qualified } from '../../db/qualified';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { businessDate } from '../../records/today';
import { overdueSql } from '../records/report-items';
import type { PlanListQuery } from './schema';

/**
 * Overdue items today of the agreements a plan covers: its own agreement, or every agreement of a project of its
 * type (the ones it generated, or would have).
 */
const overdueCount = (today: string) => sql<number>`(select count(*)::int from ${agreementReportItems}
  join ${agreements} on ${agreements.id} = ${agreementReportItems.agreementId}
  join ${projects} on ${projects.id} = ${agreements.projectId}
  where ${agreements.status} = 'active'
    and (${agreements.id} = ${qualified(reportPlans.agreementId)} or ${projects.type} = ${qualified(reportPlans.projectType)})
    and ${overdueSql(today)})`;

const columns = (today: string) => ({
  id: reportPlans.id,
  name: reportPlans.name,
  agreementId: reportPlans.agreementId,
  agreementCode: agreements.number,
  projectType: reportPlans.projectType,
  itemCount: sql<number>`(select count(*)::int from ${reportPlanItems} i where i.plan_id = ${qualified(reportPlans.id)})`,
  overdueCount: overdueCount(today),
  version: reportPlans.version,
  updatedAt: reportPlans.updatedAt,
});

const toItem = <Row extends { updatedAt: Date }>(row: Row) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPlans(
  db: Executor,
  query: Static<typeof PlanListQuery>,
  today = businessDate(),
): Promise<Page<ReportPlanListItem>> {
  const where = and(
    keywordFilter(query.keyword, [reportPlans.name, agreements.number]),
    query.projectType ? eq(reportPlans.projectType, query.projectType) : undefined,
  );
  const plan = planList(
    query,
    { name: reportPlans.name, updatedAt: reportPlans.updatedAt, createdAt: reportPlans.createdAt },
    { field: 'createdAt', order: 'descend' },
    reportPlans.id,
  );
  const rows = db
    .select(columns(today))
    .from(reportPlans)
    .leftJoin(agreements, eq(agreements.id, reportPlans.agreementId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(reportPlans)
    .leftJoin(agreements, eq(agreements.id, reportPlans.agreementId))
    .where(where);
  return fetchPage(rows, total, plan, toItem);
}

export async function planItems(db: Executor, planId: number) {
  return db
    .select({
      id: reportPlanItems.id,
      seq: reportPlanItems.seq,
      kind: reportPlanItems.kind,
      title: reportPlanItems.title,
      offsetMonths: reportPlanItems.offsetMonths,
      fixedDate: reportPlanItems.fixedDate,
      templateVersionId: reportPlanItems.templateVersionId,
      templateName: reportTemplates.nameZh,
      templateSeq: reportTemplateVersions.seq,
      instalmentSeq: reportPlanItems.instalmentSeq,
      reminderDays: reportPlanItems.reminderDays,
    })
    .from(reportPlanItems)
    .innerJoin(reportTemplateVersions, eq(reportTemplateVersions.id, reportPlanItems.templateVersionId))
    .innerJoin(reportTemplates, eq(reportTemplates.id, reportTemplateVersions.templateId))
    .where(eq(reportPlanItems.planId, planId))
    .orderBy(asc(reportPlanItems.seq));
}

export async function planDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ReportPlanDetail> {
  const [row] = await db
    .select({ ...columns(businessDate()), note: reportPlans.note })
    .from(reportPlans)
    .leftJoin(agreements, eq(agreements.id, reportPlans.agreementId))
    .where(eq(reportPlans.id, id));
  if (!row) throw notFound(request.t('reportPlan.notFound'));
  return { ...toItem(row), items: await planItems(db, id) };
}

/** Agreements to make a plan for or apply one to, newest first (twenty at most). */
export async function agreementOptions(db: Executor, keyword: string | undefined) {
  return db
    .select({
      id: agreements.id,
      number: agreements.number,
      projectName: projects.name,
      projectType: projects.type,
      status: agreements.status,
    })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(keywordFilter(keyword, [agreements.number, projects.name]))
    .orderBy(desc(agreements.id))
    .limit(20);
}
