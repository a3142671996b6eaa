import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { AppError, conflict, forbidden } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { grantedCodes } from '../../security/rbac';
import { fieldRefusal } from '../records/refusals';
import { permissions, rolePermissions } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Changes of rights the caller may not make on their own account (roles, administrator flag, department, status). */
export function assertNotOwnRights(
  request: FastifyRequest,
  target: UserRow,
  what: 'roles' | 'isAdmin' | 'department' | 'status' | 'password',
) {
  if (staffOf(request).userId === target.id) throw forbidden(request, request.t(`user.selfChange.${what}`));
}

/**
 * A caller who is not an administrator manages only users whose rights they hold themselves: never an
 * administrator, never a holder of a code the caller lacks (resetting such a user's password would hand the caller
 * those rights).
 */
export async function assertMayManage(
  tx: Transaction,
  request: FastifyRequest,
  target: UserRow,
): Promise<void> {
  const caller = staffOf(request);
  if (caller.isAdmin) return;
  if (target.isAdmin === 1) throw forbidden(request, request.t('user.adminTarget'));
  const [mine, theirs] = await Promise.all([grantedCodes(tx, caller.userId), grantedCodes(tx, target.id)]);
  if ([...theirs].some((code) => !mine.has(code)))
    throw forbidden(request, request.t('user.beyondOwnRights'));
}

/** Only an administrator makes or unmakes an administrator. */
export function assertMaySetAdmin(request: FastifyRequest, before: boolean, after: boolean) {
  if (before !== after && !staffOf(request).isAdmin) throw forbidden(request, request.t('user.adminOnly'));
}

/**
 * The roles to give: each must exist; each newly given must be active, and a caller who is not an administrator may
 * give only roles whose every code they hold themselves.
 */
export async function assertMayGrant(
  tx: Transaction,
  request: FastifyRequest,
  roleIds: readonly number[],
  current: readonly number[] = [],
): Promise<number[]> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ id: roles.id, status: roles.status })
    .from(roles)
    .where(inArray(roles.id, wanted));
  const added = wanted.filter((id) => !current.includes(id));
  const byId = new Map(found.map((role) => [role.id, role.status]));
  if (wanted.some((id) => !byId.has(id))) throw fieldRefusal('roleIds', request.t('user.roleMissing'));
  if (added.some((id) => byId.get(id) !== 'active'))
    throw fieldRefusal('roleIds', request.t('user.roleDisabled'));
  const caller = staffOf(request);
  if (!caller.isAdmin && added.length > 0) {
    const mine = await grantedCodes(tx, caller.userId);
    const codes = await tx
      .selectDistinct({ code: permissions.code })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, added));
    if (codes.some(({ code }) => code !== null && !mine.has(code))) {
      throw forbidden(request, request.t('user.grantBeyondOwnRights'));
    }
  }
  return wanted;
}

/** Administrator changes wait for each other, so two cannot each remove "the other" last administrator. */
export async function lockAdministrators(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:administrators'))`);
}

/** The last active administrator cannot be disabled or lose the flag: nobody could manage the system any more. */
export async function assertNotLastAdministrator(tx: Transaction, request: FastifyRequest, target: UserRow) {
  if (target.isAdmin !== 1 || target.status !== 'active') return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, 1), eq(users.status, 'active'), ne(users.id, target.id)))
    .limit(1);
  if (!other) throw conflict(request.t('user.lastAdministrator'));
}

/** Usernames and mobiles are unique: a taken one is a 409 naming the field. */
export async function assertUnique(
  tx: Transaction,
  request: FastifyRequest,
  field: 'username' | 'mobile',
  value: string,
  except?: number,
): Promise<void> {
  if (value === '') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${field}:${value}`}))`);
  const column = field === 'username' ? users.username : users.mobile;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), except === undefined ? undefined : ne(users.id, except)));
  if (taken) {
    const message = request.t(`user.${field}Taken`, { value });
    throw new AppError(409, message, undefined, { errors: [{ field, message }] });
  }
}

/** The user's role ids now. */
export async function roleIdsOf(tx: Transaction, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}
