import type { RoleDetail, RoleListItem } from '@pm/domain/shapes/role';
import { ADMIN_ROLE_CODE } from '@pm/domain/shapes/role';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roleDepartments, roles, userRoles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

/** How many users hold the role (a correlated count, so a list page counts only its own rows). */
export const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;

export const isBuiltIn = (row: Pick<RoleRow, 'code'>) => row.code === ADMIN_ROLE_CODE;

export function toItem(row: RoleRow & { userCount: number }): RoleListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    status: row.status,
    dataScope: row.dataScope,
    sort: row.sort,
    userCount: row.userCount,
    builtIn: isBuiltIn(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The role's custom departments, by id. */
export async function departmentIdsOf(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleDepartments.departmentId })
    .from(roleDepartments)
    .where(eq(roleDepartments.roleId, roleId))
    .orderBy(asc(roleDepartments.departmentId));
  return rows.map((row) => row.id);
}

export async function holderCount(db: Executor, roleId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.value ?? 0;
}

/** The role as its detail shows it; null when there is none. */
export async function findRole(db: Executor, id: number): Promise<RoleDetail | null> {
  const [row] = await db.select({ role: roles, userCount }).from(roles).where(eq(roles.id, id));
  if (!row) return null;
  return {
    ...toItem({ ...row.role, userCount: row.userCount }),
    departmentIds: await departmentIdsOf(db, id),
  };
}
