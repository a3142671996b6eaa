import { and, between, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { projects, type ProjectStatus } from '../../db/schema';
import { keywordMatch } from '../../records/project-keyword';
import type { ProjectFilters } from './schema';

/**
 * A province (`xx0000`) or city (`xxxx00`) matches every code under it, a county only itself. Written as a range
 * rather than `like 'xx%'` so the btree index on area_code serves it whatever the database's collation.
 */
export function areaFilter(code: string): SQL {
  if (code.endsWith('0000')) return between(projects.areaCode, code, `${code.slice(0, 2)}9999`);
  if (code.endsWith('00')) return between(projects.areaCode, code, `${code.slice(0, 4)}99`);
  return eq(projects.areaCode, code);
}

/** The WHERE of the list, its count and the export: only columns of `projects`, so none of them needs a join. */
export function projectWhere(query: ProjectFilters): SQL | undefined {
  return and(
    keywordMatch(query.keyword),
    query.status ? inArray(projects.status, query.status.split(',') as ProjectStatus[]) : undefined,
    query.type ? eq(projects.type, query.type) : undefined,
    query.departmentId ? eq(projects.departmentId, query.departmentId) : undefined,
    query.areaCode ? areaFilter(query.areaCode) : undefined,
    query.startFrom ? gte(projects.startDate, query.startFrom) : undefined,
    query.startTo ? lte(projects.startDate, query.startTo) : undefined,
    query.amountMin ? gte(projects.plannedBudget, query.amountMin) : undefined,
    query.amountMax ? lte(projects.plannedBudget, query.amountMax) : undefined,
    query.parentId ? eq(projects.parentId, query.parentId) : undefined,
    query.topLevel ? isNull(projects.parentId) : undefined,
  );
}
