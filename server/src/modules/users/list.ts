import type { Page } from '@pm/domain/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { departments, roles, userRoles, users } from '../../db/schema';
import { keywordFilter, planList, toPage } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import { maskMobile } from '@pm/domain/utils/mask';
import type { SysUserListItem } from '@pm/domain/shapes';
import { subtreeOf } from '../departments/tree';
import type { UserListQuery } from './schema';

/** Role names per user, for one page of users. */
async function roleNamesOf(db: Executor, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.id);
  for (const { userId, name } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), name]);
  return byUser;
}

/**
 * Users, paged: the keyword matches any part of a username or name, and a (masked) mobile only whole; a department
 * filter takes its sub-departments too.
 */
export async function listUsers(
  db: Executor,
  hash: SearchHasher,
  query: Static<typeof UserListQuery>,
): Promise<Page<SysUserListItem>> {
  const where = and(
    keywordFilter(query.keyword, [users.username, users.name], { hash, columns: [users.mobileHash] }),
    query.status ? eq(users.status, query.status) : undefined,
    query.departmentId === undefined ? undefined : inArray(users.departmentId, subtreeOf(query.departmentId)),
    query.roleId === undefined
      ? undefined
      : sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${query.roleId})`,
  );
  const plan = planList(
    query,
    { username: users.username, name: users.name, status: users.status, createdAt: users.createdAt },
    { field: 'createdAt', order: 'descend' },
    users.id,
  );
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      departmentName: departments.name,
      status: users.status,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const roleNames = await roleNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => ({
      ...row,
      mobile: row.mobile === null ? '' : maskMobile(row.mobile),
      roles: roleNames.get(row.id) ?? [],
      isAdmin: row.isAdmin === 1,
      createdAt: row.createdAt.toISOString(),
    })),
    total?.value ?? 0,
    plan,
  );
}
