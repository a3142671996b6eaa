import type { DepartmentNode, DepartmentStep, DepartmentWithPath } from '@pm/domain/shapes/department';
import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { departments, users } from '../../db/schema';
import { notFound } from '../../http/errors';

const leader = alias(users, 'leader');
const SEARCH_LIMIT = 50;

/** `departments.id` of the department `rootId` and every department below it (a recursive subquery). */
export function subtreeOf(rootId: number | SQL): SQL {
  return sql`(with recursive branch(id) as (select ${rootId}::int union all select d.id from ${departments} d join branch on d.parent_id = branch.id) select id from branch)`;
}

/** Nodes with their counts: one query whatever the number of rows, so a wide level stays fast. */
async function nodesWhere(db: Executor, where: SQL | undefined, limit?: number): Promise<DepartmentNode[]> {
  const query = db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
      leaderId: departments.leaderId,
      leaderName: leader.name,
      status: departments.status,
      version: departments.version,
      childCount: sql<number>`(select count(*)::int from ${departments} c where c.parent_id = ${departments.id})`,
      activeUserCount: sql<number>`(select count(*)::int from ${users} u where u.department_id = ${departments.id} and u.status = 'active')`,
    })
    .from(departments)
    .leftJoin(leader, eq(leader.id, departments.leaderId))
    .where(where)
    .orderBy(asc(departments.sort), asc(departments.id));
  return limit === undefined ? query : query.limit(limit);
}

export const departmentNotFound = (request: FastifyRequest) => notFound(request.t('department.notFound'));

export function childrenOf(db: Executor, parentId: number | null): Promise<DepartmentNode[]> {
  return nodesWhere(
    db,
    parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
  );
}

/** The path from the root to the department (itself last); each step one indexed lookup (trees are shallow). */
export async function pathOf(db: Executor, id: number): Promise<DepartmentStep[]> {
  const path: DepartmentStep[] = [];
  const seen = new Set<number>();
  for (let next: number | null = id; next !== null && !seen.has(next);) {
    seen.add(next);
    const [row] = await db
      .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
      .from(departments)
      .where(eq(departments.id, next));
    if (!row) break;
    path.unshift({ id: row.id, name: row.name });
    next = row.parentId;
  }
  return path;
}

export async function departmentWithPath(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<DepartmentWithPath> {
  const [node] = await nodesWhere(db, eq(departments.id, id));
  if (!node) throw departmentNotFound(request);
  return { node, path: await pathOf(db, id) };
}

/** Departments whose name contains the keyword, each with its path, so the page can open the tree down to it. */
export async function searchDepartments(db: Executor, keyword: string): Promise<DepartmentWithPath[]> {
  const escaped = keyword.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  if (escaped === '') return [];
  const nodes = await nodesWhere(db, and(ilike(departments.name, `%${escaped}%`)), SEARCH_LIMIT);
  return Promise.all(nodes.map(async (node) => ({ node, path: await pathOf(db, node.id) })));
}
