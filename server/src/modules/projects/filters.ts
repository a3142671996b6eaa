import { and, between, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { Binder } from '../../db/statements';
import { anyOf, INLINE } from '../../db/statements';
import { projects, type ProjectStatus } from '../../db/schema';
import { keywordMatch } from '../../records/project-keyword';
import type { ProjectFilters } from './schema';

/**
 * A province (`xx0000`) or city (`xxxx00`) matches every code under it, a county only itself. Written as a range
 * rather than `like 'xx%'` so the btree index on area_code serves it whatever the database's collation.
 */
export function areaFilter(code: string, values: Binder = INLINE): SQL {
  const last = code.endsWith('0000')
    ? `${code.slice(0, 2)}9999`
    : code.endsWith('00')
      ? `${code.slice(0, 4)}99`
      : null;
  const first = values.bind('areaCode', code);
  return last === null
    ? eq(projects.areaCode, first)
    : between(projects.areaCode, first, values.bind('areaLast', last));
}

/** The WHERE of the list, its count and the export: only columns of `projects`, so none of them needs a join. */
export function projectWhere(query: ProjectFilters, values: Binder = INLINE): SQL | undefined {
  const v = values;
  if (query.topLevel) v.shape('topLevel');
  return and(
    keywordMatch(query.keyword, v),
    query.status
      ? anyOf(v, 'status', projects.status, query.status.split(',') as ProjectStatus[])
      : undefined,
    query.type ? eq(projects.type, v.bind('type', query.type)) : undefined,
    query.departmentId ? eq(projects.departmentId, v.bind('departmentId', query.departmentId)) : undefined,
    query.areaCode ? areaFilter(query.areaCode, v) : undefined,
    query.startFrom ? gte(projects.startDate, v.bind('startFrom', query.startFrom)) : undefined,
    query.startTo ? lte(projects.startDate, v.bind('startTo', query.startTo)) : undefined,
    query.amountMin ? gte(projects.plannedBudget, v.bind('amountMin', query.amountMin)) : undefined,
    query.amountMax ? lte(projects.plannedBudget, v.bind('amountMax', query.amountMax)) : undefined,
    query.parentId ? eq(projects.parentId, v.bind('parentId', query.parentId)) : undefined,
    query.topLevel ? isNull(projects.parentId) : undefined,
  );
}
