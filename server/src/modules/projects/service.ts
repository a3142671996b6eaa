import type { Page } from '@pm/shared/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { appropriations, departments, projects, users } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import type { ProjectItem, ProjectListQuery } from './schema';

const manager = alias(users, 'manager');

/** What a project has been promised so far: rejected and cancelled appropriations do not count. */
const appropriatedAmount = sql<string>`(
  select coalesce(sum(${qualified(appropriations.amount)}), 0)::numeric(18, 2)::text
  from ${appropriations}
  where ${qualified(appropriations.projectId)} = ${qualified(projects.id)}
    and ${qualified(appropriations.status)} not in ('rejected', 'cancelled')
)`;

export async function listProjects(
  db: Executor,
  query: Static<typeof ProjectListQuery>,
): Promise<Page<Static<typeof ProjectItem>>> {
  const where = and(
    keywordFilter(query.keyword, [projects.name, projects.code]),
    query.status ? eq(projects.status, query.status) : undefined,
  );
  const plan = planList(
    query,
    {
      code: projects.code,
      name: projects.name,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      plannedBudget: projects.plannedBudget,
      approvedAmount: projects.approvedAmount,
      createdAt: projects.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    projects.id,
  );
  const rows = db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      type: projects.type,
      status: projects.status,
      parentId: projects.parentId,
      departmentName: departments.name,
      managerName: manager.name,
      areaCode: projects.areaCode,
      startDate: projects.startDate,
      endDate: projects.endDate,
      plannedBudget: projects.plannedBudget,
      approvedAmount: projects.approvedAmount,
      appropriatedAmount,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .leftJoin(departments, eq(departments.id, projects.departmentId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .where(where)
    .$dynamic();
  const total = db.select({ value: count() }).from(projects).where(where);
  return fetchPage(rows, total, plan, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
