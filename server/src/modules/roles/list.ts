import type { Page } from '@pm/domain/contracts';
import type { DepartmentOption, RoleListItem, RoleOption } from '@pm/domain/shapes/role';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { departments, roles } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { toItem, userCount } from './rows';
import type { RoleListQuery } from './schema';

const SORTABLE = { code: roles.code, name: roles.name, sort: roles.sort, createdAt: roles.createdAt };

/** One page of roles, in their order unless sorted otherwise. */
export async function listRoles(
  db: Executor,
  query: Static<typeof RoleListQuery>,
): Promise<Page<RoleListItem>> {
  const where = and(
    keywordFilter(query.keyword, [roles.code, roles.name, roles.nameEn]),
    query.status ? eq(roles.status, query.status) : undefined,
  );
  const plan = planList(query, SORTABLE, { field: 'sort', order: 'ascend' }, roles.id);
  const rows = db.select({ role: roles, userCount }).from(roles).where(where).$dynamic();
  const total = db.select({ value: count() }).from(roles).where(where);
  return fetchPage(rows, total, plan, (row) => toItem({ ...row.role, userCount: row.userCount }));
}

export async function roleOptions(db: Executor): Promise<RoleOption[]> {
  return db
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn, status: roles.status })
    .from(roles)
    .orderBy(asc(roles.sort), asc(roles.id));
}

export async function departmentOptions(db: Executor): Promise<DepartmentOption[]> {
  return db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.status, 'active'))
    .orderBy(asc(departments.sort), asc(departments.id));
}
