import type { ReportItem, ScheduledReportItem } from '@pm/domain/shapes/report';
import { isReportOverdue, type ReportStatus } from '@pm/domain/workflow/report-machine';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  agreementReportItems,
  agreements,
  reportTemplates,
  reportTemplateVersions,
  stageReports,
} from '../../db/schema';
import { STANDARD_TEMPLATE_CODE } from '@pm/domain/report-templates';
import { businessDate } from '../../records/today';
import { filedUnderScope, type DataScope } from '../../security/data-scope';

/** Reports that answer an item: with one of these the item is not overdue (`isReportOverdue`). */
const ANSWERING: ReportStatus[] = ['submitted', 'accepted'];

/**
 * `isReportOverdue` in SQL, for filtering and paging lists: the item's due date is before `today` and no report
 * against it is submitted or accepted. `today` is the caller's business date, never the database's clock.
 */
export function overdueSql(today: string): SQL<boolean> {
  const statuses = sql.join(
    ANSWERING.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<boolean>`(${qualified(agreementReportItems.dueDate)} < ${today}::date and not exists (
    select 1 from ${stageReports} as answering
    where answering.report_item_id = ${qualified(agreementReportItems.id)} and answering.status in (${statuses})
  ))`;
}

/** The built-in standard template's version: the form of an item without a template of its own. */
const STANDARD_VERSION = sql`(select v.id from ${reportTemplateVersions} v
  join ${reportTemplates} t on t.id = v.template_id where t.code = ${STANDARD_TEMPLATE_CODE} order by v.seq limit 1)`;

/** The reports filed against these items, oldest first (the last of an item's is its latest). */
function reportsOf(db: Executor, itemIds: readonly number[]) {
  return db
    .select({ id: stageReports.id, itemId: stageReports.reportItemId, status: stageReports.status })
    .from(stageReports)
    .where(inArray(stageReports.reportItemId, [...itemIds]))
    .orderBy(asc(stageReports.id));
}

/** The status of the latest report filed against each item (items without one are absent): what gates payments. */
export async function latestReportStatuses(
  db: Executor,
  itemIds: readonly number[],
): Promise<Map<number, ReportStatus>> {
  if (itemIds.length === 0) return new Map();
  // Later rows overwrite earlier ones: the map keeps the latest.
  return new Map((await reportsOf(db, itemIds)).map((row) => [row.itemId, row.status]));
}

/**
 * The reporting-schedule items matching `where` (over items and their agreement), in agreement then schedule
 * order, each with whether it is overdue today and the latest report filed against it.
 */
export async function scheduledItems(
  db: Executor,
  where: SQL | undefined,
  today = businessDate(),
): Promise<ScheduledReportItem[]> {
  const items = await db
    .select({
      id: agreementReportItems.id,
      agreementId: agreementReportItems.agreementId,
      agreementNumber: agreements.number,
      seq: agreementReportItems.seq,
      title: agreementReportItems.title,
      dueDate: agreementReportItems.dueDate,
      kind: agreementReportItems.kind,
      templateVersionId: sql<number>`coalesce(${agreementReportItems.templateVersionId}, ${STANDARD_VERSION})`,
      reminderDays: agreementReportItems.reminderDays,
    })
    .from(agreementReportItems)
    .innerJoin(agreements, eq(agreements.id, agreementReportItems.agreementId))
    .where(where)
    .orderBy(asc(agreements.id), asc(agreementReportItems.seq));
  if (items.length === 0) return [];
  const reports = await reportsOf(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const own = reports.filter((report) => report.itemId === item.id);
    const latest = own.at(-1);
    return {
      ...item,
      overdue: isReportOverdue(
        item.dueDate,
        own.map((report) => report.status),
        today,
      ),
      reportId: latest?.id ?? null,
      reportStatus: latest?.status ?? null,
    };
  });
}

/** The schedule of one agreement. */
export function agreementSchedule(db: Executor, agreementId: number): Promise<ReportItem[]> {
  return scheduledItems(db, eq(agreementReportItems.agreementId, agreementId));
}

/**
 * The schedules of a project's agreements in force or fulfilled: what stage reports can be filed against (none for
 * a project outside the caller's data scope).
 */
export function projectSchedule(
  db: Executor,
  projectId: number,
  scope: DataScope,
): Promise<ScheduledReportItem[]> {
  return scheduledItems(
    db,
    and(
      eq(agreements.projectId, projectId),
      inArray(agreements.status, ['active', 'completed']),
      filedUnderScope(scope, agreements.projectId),
    ),
  );
}
