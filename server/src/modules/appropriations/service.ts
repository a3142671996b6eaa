import type { Page } from '@pm/shared/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { appropriations, projects } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { VIEW_STATUS, type AppropriationItem, type AppropriationListQuery } from './schema';

export async function listAppropriations(
  db: Executor,
  query: Static<typeof AppropriationListQuery>,
): Promise<Page<Static<typeof AppropriationItem>>> {
  const where = and(
    keywordFilter(query.keyword, [appropriations.code, appropriations.payeeName, projects.name]),
    query.view ? eq(appropriations.status, VIEW_STATUS[query.view]) : undefined,
    query.projectId ? eq(appropriations.projectId, query.projectId) : undefined,
  );
  const plan = planList(
    query,
    {
      code: appropriations.code,
      amount: appropriations.amount,
      status: appropriations.status,
      scheduledDate: appropriations.scheduledDate,
      paidDate: appropriations.paidDate,
      createdAt: appropriations.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    appropriations.id,
  );
  const rows = db
    .select({
      id: appropriations.id,
      code: appropriations.code,
      projectId: appropriations.projectId,
      projectName: projects.name,
      type: appropriations.type,
      amount: appropriations.amount,
      status: appropriations.status,
      scheduledDate: appropriations.scheduledDate,
      paidDate: appropriations.paidDate,
      payeeName: appropriations.payeeName,
      createdAt: appropriations.createdAt,
    })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(where);
  return fetchPage(rows, total, plan, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
