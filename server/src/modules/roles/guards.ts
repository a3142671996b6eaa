import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { StaffIdentity } from '../menu/service';
import { isBuiltIn, type RoleRow } from './rows';

/** The role's row locked for the transaction; 404 when there is none. */
export async function lockRole(tx: Transaction, request: FastifyRequest, id: number): Promise<RoleRow> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) throw notFound(request.t('role.notFound'));
  return row;
}

/**
 * No one raises their own rights: a role the caller holds is changed by an administrator (is_admin) only — its
 * fields, its data scope, its state and its access alike.
 */
export async function assertNotOwnRole(
  db: Executor,
  request: FastifyRequest,
  staff: StaffIdentity,
  roleId: number,
): Promise<void> {
  if (staff.isAdmin) return;
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, staff.userId), eq(userRoles.roleId, roleId)));
  if (held) throw forbidden(request, request.t('role.ownRole'));
}

/** The built-in administrator role is never deleted, disabled or stripped (409). */
export function assertNotBuiltIn(request: FastifyRequest, row: RoleRow): void {
  if (isBuiltIn(row)) throw conflict(request.t('role.builtIn'));
}
