import type { AppropriationPage, AppropriationTotals } from '@pm/domain/shapes';
import { sumMoney } from '@pm/domain/money/money';
import { APPROPRIATION_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { count, eq, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { appropriations, projects } from '../../db/schema';
import { fetchPage, planList } from '../../http/list-query';
import { appropriationWhere } from './filters';
import { itemColumns, toItem, withNames } from './rows';
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

/** Count and sum of every row `where` matches, per status and in all: the figures above the table. */
export async function appropriationTotals(
  db: Executor,
  where: SQL | undefined,
): Promise<AppropriationTotals> {
  const byStatus = await db
    .select({
      status: appropriations.status,
      count: count(),
      amount: moneySum(appropriations.amount),
    })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(where)
    .groupBy(appropriations.status);
  byStatus.sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
  return {
    count: byStatus.reduce((total, row) => total + row.count, 0),
    amount: sumMoney(byStatus.map((row) => row.amount)),
    byStatus,
  };
}

/** One page of appropriations and the totals of all the rows the filters match. */
export async function listAppropriations(
  db: Executor,
  query: Static<typeof AppropriationListQuery>,
  scope: DataScope,
): Promise<AppropriationPage> {
  const where = appropriationWhere(query, scope);
  const plan = planList(query, SORTABLE, { field: 'createdAt', order: 'descend' }, appropriations.id);
  const rows = withNames(db.select(itemColumns).from(appropriations).$dynamic()).where(where);
  const totals = appropriationTotals(db, where);
  const page = await fetchPage(
    rows,
    totals.then((figures) => [{ value: figures.count }]),
    plan,
    toItem,
  );
  return { ...page, totals: await totals };
}
