import type { Page } from '@pm/domain/contracts';
import { and, count } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { readColumns } from '../../db/field-columns';
import { projects } from '../../db/schema';
import { cachedCount, fetchPage, planList } from '../../http/list-query';
import { projectFigures, type ProjectFigures } from './figures';
import { projectWhere } from './filters';
import { projectFields, type ProjectItemSchema } from '@pm/domain/shapes/project';
import type { ProjectListQuery } from './schema';
import { projectInScope, type DataScope } from '../../security/data-scope';

type Item = Static<typeof ProjectItemSchema>;

/** The columns of `projects` a list row shows; names and sums come from `projectFigures`. */
export const listColumns = {
  id: projects.id,
  code: projects.code,
  ...readColumns(projects, projectFields, true),
  status: projects.status,
  parentId: projects.parentId,
  approvedAmount: projects.approvedAmount,
  version: projects.version,
  createdAt: projects.createdAt,
};

type ListRow = Pick<typeof projects.$inferSelect, keyof typeof listColumns>;

export function toListItem(row: ListRow, figures: ProjectFigures | undefined): Item {
  return {
    ...row,
    departmentName: figures?.departmentName ?? null,
    areaName: figures?.areaName ?? null,
    managerName: figures?.managerName ?? null,
    appropriatedAmount: figures?.appropriatedAmount ?? '0.00',
    paidAmount: figures?.paidAmount ?? '0.00',
    remainingAmount: figures?.remainingAmount ?? '0.00',
    childCount: figures?.childCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORTABLE = {
  code: projects.code,
  name: projects.name,
  type: projects.type,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  plannedBudget: projects.plannedBudget,
  approvedAmount: projects.approvedAmount,
  createdAt: projects.createdAt,
};

/**
 * One page of projects. The page and the count read `projects` alone (the filters need no join, so the indexes
 * serve both); names and sums are then fetched for the page's ids only.
 */
export async function listProjects(
  db: Executor,
  query: Static<typeof ProjectListQuery>,
  scope: DataScope,
): Promise<Page<Item>> {
  const where = and(projectWhere(query), projectInScope(scope));
  const plan = planList(query, SORTABLE, { field: 'createdAt', order: 'descend' }, projects.id);
  const rows = db.select(listColumns).from(projects).where(where).$dynamic();
  const total = cachedCount(db, db.select({ value: count() }).from(projects).where(where));
  const page = await fetchPage(rows, total, plan, (row) => row);
  const figures = await projectFigures(
    db,
    page.list.map((row) => row.id),
  );
  return { ...page, list: page.list.map((row) => toListItem(row, figures.get(row.id))) };
}
