import type { AppropriationPage, AppropriationTotals } from '@pm/domain/shapes';
import { sumMoney } from '@pm/domain/money/money';
import { APPROPRIATION_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { cachedRead } from '../../db/read-cache';
import { Binder, runShaped } from '../../db/statements';
import { approvalInstances, approvalTasks, appropriations, projects } from '../../db/schema';
import { fetchShapedPage, paged, planList } from '../../http/list-query';
import { appropriationWhere } from './filters';
import { pageColumns, toItem } from './rows';
import type { AppropriationListQuery } from './schema';
import type { DataScope } from '../../security/data-scope';

const SORTABLE = {
  code: appropriations.code,
  amount: appropriations.amount,
  scheduledDate: appropriations.scheduledDate,
  paidDate: appropriations.paidDate,
  createdAt: appropriations.createdAt,
};

const statusOrder = (status: string) => (APPROPRIATION_STATUSES as readonly string[]).indexOf(status);

/**
 * Count and sum of every row `where` matches, per status and in all: the figures above the table. Read once per
 * change to the data (db/read-cache.ts): summing a whole view was most of a page's time.
 */
export async function appropriationTotals(
  db: Executor,
  where: SQL | undefined,
  values: Binder,
): Promise<AppropriationTotals> {
  const query = () =>
    db
      .select({
        status: appropriations.status,
        count: count(),
        amount: moneySum(appropriations.amount),
      })
      .from(appropriations)
      .innerJoin(projects, eq(projects.id, appropriations.projectId))
      .where(where)
      .groupBy(appropriations.status);
  const rows = await cachedRead(db, 'data', `totals:${values.resultKey}`, () =>
    runShaped(db, `appropriationTotals:${values.key}`, values.values, query),
  );
  const byStatus = [...rows].sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
  return {
    count: byStatus.reduce((total, row) => total + row.count, 0),
    amount: sumMoney(byStatus.map((row) => row.amount)),
    byStatus,
  };
}

/** The caller's pending tasks on the running approvals of these appropriations: appropriation id → task id. */
async function pendingTasksOf(db: Executor, userId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await runShaped(db, 'appropriationTasks', { ids, userId }, () =>
    db
      .select({ entityId: approvalInstances.entityId, taskId: approvalTasks.id })
      .from(approvalTasks)
      .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
      .where(
        and(
          eq(approvalInstances.entity, 'appropriation'),
          sql`${approvalInstances.entityId} = any(${sql.placeholder('ids')}::int[])`,
          eq(approvalInstances.status, 'running'),
          eq(approvalTasks.assigneeId, sql.placeholder('userId')),
          eq(approvalTasks.status, 'pending'),
        ),
      ),
  );
  return new Map(rows.map((row) => [row.entityId, row.taskId]));
}

/**
 * One page of appropriations, each with the caller's own pending approval task on it (`myTaskId`), and the totals
 * of all the rows the filters match.
 */
export async function listAppropriations(
  db: Executor,
  query: Static<typeof AppropriationListQuery>,
  scope: DataScope,
  userId: number,
): Promise<AppropriationPage> {
  const values = new Binder();
  const where = appropriationWhere(query, scope, values);
  const plan = planList(query, SORTABLE, { field: 'createdAt', order: 'descend' }, appropriations.id, values);
  const totals = appropriationTotals(db, where, values);
  const page = await fetchShapedPage(
    db,
    'appropriations',
    values,
    plan,
    () =>
      paged(
        db
          .select(pageColumns)
          .from(appropriations)
          .innerJoin(projects, eq(projects.id, appropriations.projectId))
          .where(where)
          .$dynamic(),
        plan,
      ),
    totals.then((figures) => [{ value: figures.count }]),
    toItem,
  );
  const tasks = await pendingTasksOf(
    db,
    userId,
    page.list.map((row) => row.id),
  );
  const list = page.list.map((row) => Object.assign(row, { myTaskId: tasks.get(row.id) ?? null }));
  return { ...page, list, totals: await totals };
}
