import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cachedRead } from '../db/read-cache';
import { permissions, rolePermissions, roles, userRoles } from '../db/schema';

/** Only an active role grants anything: a disabled one counts again once enabled. */
const activeRole = and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active'));

/** Whether one of the user's roles grants a node carrying this permission key or button code. */
export async function holdsPermission(db: Executor, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: permissions.id })
    .from(userRoles)
    .innerJoin(roles, activeRole)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), eq(permissions.code, code)))
    .limit(1);
  return rows.length > 0;
}

/** Every permission key and button code the user's active roles grant. */
export async function grantedCodes(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: permissions.code })
    .from(userRoles)
    .innerJoin(roles, activeRole)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}

/**
 * Whether the user's active roles grant every one of these codes (one query, however many); cached until a user,
 * role or grant changes (db/change-feed.ts).
 */
export function holdsEvery(db: Executor, userId: number, codes: readonly string[]): Promise<boolean> {
  return cachedRead(db, 'access', `holds:${userId}:${codes.join(',')}`, () =>
    readHoldsEvery(db, userId, codes),
  );
}

async function readHoldsEvery(db: Executor, userId: number, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 1) return holdsPermission(db, userId, codes[0]!);
  const [row] = await db
    .select({ held: countDistinct(permissions.code) })
    .from(userRoles)
    .innerJoin(roles, activeRole)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), inArray(permissions.code, [...codes])));
  return (row?.held ?? 0) === new Set(codes).size;
}
