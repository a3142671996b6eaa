import type { ProjectStatus } from '@pm/domain/workflow/project-machine';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { runShaped } from '../../db/statements';
import { appropriations, areas, departments, projects, users } from '../../db/schema';
import { committing } from './balances';
import { balancesOf, type BalanceNode } from './balance-tree';

/** What a list row, an export row and the detail show beside the project's own columns. */
export interface ProjectFigures {
  departmentName: string | null;
  managerName: string | null;
  areaName: string | null;
  appropriatedAmount: string;
  paidAmount: string;
  /** What it may still pay or allocate (`balancesOf`): approved less appropriated and allocated. */
  remainingAmount: string;
  childCount: number;
  /** What its sub-projects hold of its approved amount (`balancesOf`). */
  allocatedToChildren: string;
}

/** The columns the figures are read from: of `projects` itself, or of a page of it (a subquery). */
export interface ProjectSource {
  id: AnyColumn;
  departmentId: AnyColumn;
  managerId: AnyColumn;
  areaCode: AnyColumn;
  rootId: AnyColumn;
}

/** A project of the tree a figure's balance is computed from: id, parent, status, approved, committed. */
type TreeNode = [number, number | null, ProjectStatus, string | null, string];

const member = 'member';
const child = 'child';
const members = alias(projects, member);
const children = alias(projects, child);

/**
 * The figures of each project as columns of the select that reads it, subqueries by its keys: whatever reads
 * projects (a list page, an export batch, one detail) gets them in the same statement, for its rows only.
 * - names by primary key (as joins the planner weighed five tables and hashed every area for ten projects);
 * - the sums of its appropriations in one pass, as text with 2 decimals;
 * - its sub-projects' count;
 * - every project of its tree with what its live appropriations commit: the input of `balancesOf`, the one
 *   computation behind every balance (projects/balance-tree.ts), as JSON whose amounts are text.
 */
export function figureColumns(source: ProjectSource) {
  const root = sql`coalesce(${source.rootId}, ${source.id})`;
  return {
    departmentName: subquery<string | null>(
      sql`select ${departments.name} from ${departments} where ${departments.id} = ${source.departmentId}`,
    ),
    managerName: subquery<string | null>(
      sql`select ${users.name} from ${users} where ${users.id} = ${source.managerId}`,
    ),
    areaName: subquery<string | null>(
      sql`select ${areas.name} from ${areas} where ${areas.code} = ${source.areaCode}`,
    ),
    sums: subquery<[string, string]>(
      sql`select array[${moneySum(appropriations.amount, committing)}, ${moneySum(
        appropriations.amount,
        eq(appropriations.status, 'paid'),
      )}] from ${appropriations} where ${appropriations.projectId} = ${source.id}`,
    ),
    childCount: subquery<number>(
      sql`select count(*)::int from ${projects} ${sql.identifier(child)} where ${children.parentId} = ${source.id}`,
    ),
    tree: subquery<TreeNode[] | null>(
      sql`select json_agg(json_build_array(${members.id}, ${members.parentId}, ${members.status},
        ${members.approvedAmount}::text, (${committedBy(members.id)})))
      from ${projects} ${sql.identifier(member)} where ${members.id} = ${root} or ${members.rootId} = ${root}`,
    ),
  };
}

/**
 * `(select …)` as a column: the query inside is a nested SQL, whose columns Drizzle prints qualified (it prints
 * the columns of a single-table select bare, and a reference to the outer row would bind to the inner table).
 */
const subquery = <T>(query: SQL) => sql<T>`${sql`(${query})`}`;

/** What the live appropriations of one project commit, as text. */
function committedBy(projectId: AnyColumn): SQL {
  return sql`select ${moneySum(appropriations.amount)} from ${appropriations} where ${appropriations.projectId} = ${projectId} and ${committing}`;
}

export interface FigureRow {
  id: number;
  departmentName: string | null;
  managerName: string | null;
  areaName: string | null;
  sums: [string, string];
  childCount: number;
  tree: TreeNode[] | null;
}

/** The figures of a row read with `figureColumns`. */
export function figuresOf(row: FigureRow): ProjectFigures {
  const nodes: BalanceNode[] = (row.tree ?? []).map(([id, parentId, status, approvedAmount, committed]) => ({
    id,
    parentId,
    status,
    approvedAmount,
    committed,
  }));
  const balance = balancesOf(nodes, [row.id]).get(row.id);
  return {
    departmentName: row.departmentName,
    managerName: row.managerName,
    areaName: row.areaName,
    appropriatedAmount: row.sums[0],
    paidAmount: row.sums[1],
    remainingAmount: balance?.available ?? '0.00',
    childCount: row.childCount,
    allocatedToChildren: balance?.allocatedToChildren ?? '0.00',
  };
}

/**
 * Names and derived amounts for a handful of projects (one detail, one export batch), in one statement built once
 * (db/statements.ts) with the ids as ONE array parameter: an export batch has 1000 ids.
 */
export async function projectFigures(db: Executor, ids: number[]): Promise<Map<number, ProjectFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await runShaped(db, 'projectFigures', { ids }, () =>
    db
      .select({ id: projects.id, ...figureColumns(projects) })
      .from(projects)
      .where(sql`${projects.id} = any(${sql.placeholder('ids')}::int[])`),
  );
  return new Map(rows.map((row) => [row.id, figuresOf(row)]));
}
