import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { permissions, rolePermissions, userRoles } from '../db/schema';

/** Whether one of the user's roles grants a node carrying this permission key or button code. */
export async function holdsPermission(db: Executor, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: permissions.id })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), eq(permissions.code, code)))
    .limit(1);
  return rows.length > 0;
}

/** Every permission key and button code the user's roles grant. */
export async function grantedCodes(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: permissions.code })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}
