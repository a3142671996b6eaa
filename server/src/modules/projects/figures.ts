import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moneyText } from '../../db/money-sql';
import { appropriations, areas, departments, projects, users } from '../../db/schema';
import { committing, projectBalances } from './balances';

/** What a list row, an export row and the detail show beside the project's own columns. */
export interface ProjectFigures {
  departmentName: string | null;
  managerName: string | null;
  areaName: string | null;
  appropriatedAmount: string;
  paidAmount: string;
  /** What it may still pay or allocate (`projectBalances`): approved less appropriated and allocated. */
  remainingAmount: string;
  childCount: number;
  /** What its sub-projects hold of its approved amount (`projectBalances`). */
  allocatedToChildren: string;
}

/**
 * `column = any($1)` with the ids as ONE array parameter: an export batch has 1000 ids, and `in ($1 … $1000)`
 * three times over costs more to build and to plan than the query costs to run.
 */
const anyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * Names and derived amounts for a handful of projects (one page, one export batch), in two queries: appropriations
 * and sub-projects are aggregated for these ids only, so the cost follows the page size, not the table size; the
 * balances come from the one computation every money rule uses (`projectBalances`).
 */
export async function projectFigures(db: Executor, ids: number[]): Promise<Map<number, ProjectFigures>> {
  if (ids.length === 0) return new Map();
  const spent = db
    .select({
      projectId: appropriations.projectId,
      appropriated: sql<string>`sum(${appropriations.amount}) filter (where ${committing})`.as(
        'appropriated',
      ),
      paid: sql<string>`sum(${appropriations.amount}) filter (where ${eq(appropriations.status, 'paid')})`.as(
        'paid',
      ),
    })
    .from(appropriations)
    .where(anyOf(appropriations.projectId, ids))
    .groupBy(appropriations.projectId)
    .as('spent');
  const child = alias(projects, 'child');
  const children = db
    .select({
      parentId: child.parentId,
      count: sql<number>`count(*)`.as('child_count'),
    })
    .from(child)
    .where(anyOf(child.parentId, ids))
    .groupBy(child.parentId)
    .as('children');
  // Names as subqueries of the select list, read by primary key for the page's rows: as joins the planner
  // weighed five tables and hashed every area for ten projects.
  const rows = await db
    .select({
      id: projects.id,
      departmentName: sql<
        string | null
      >`(select ${departments.name} from ${departments} where ${departments.id} = ${projects.departmentId})`,
      managerName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${projects.managerId})`,
      areaName: sql<
        string | null
      >`(select ${areas.name} from ${areas} where ${areas.code} = ${projects.areaCode})`,
      appropriatedAmount: moneyText(spent.appropriated),
      paidAmount: moneyText(spent.paid),
      childCount: sql<number>`coalesce(${children.count}, 0)::int`,
    })
    .from(projects)
    .leftJoin(spent, eq(spent.projectId, projects.id))
    .leftJoin(children, eq(children.parentId, projects.id))
    .where(anyOf(projects.id, ids));
  const balances = await projectBalances(db, ids);
  return new Map(
    rows.map(({ id, ...figures }) => {
      const balance = balances.get(id);
      return [
        id,
        {
          ...figures,
          remainingAmount: balance?.available ?? '0.00',
          allocatedToChildren: balance?.allocatedToChildren ?? '0.00',
        },
      ];
    }),
  );
}
