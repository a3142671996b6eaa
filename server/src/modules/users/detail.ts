import type { SystemUserDetail } from '@pm/domain/shapes/system-user';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { departments, userRoles, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isLoginAccountLocked } from '../../security/login-counters';

export const userNotFound = (request: FastifyRequest) => notFound(request.t('user.notFound'));

export async function userDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<SystemUserDetail> {
  const [row] = await db
    .select({ user: users, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, id));
  if (!row) throw userNotFound(request);
  const { user } = row;
  const roles = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, id))
    .orderBy(userRoles.roleId);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    mobile: user.mobile ?? '',
    email: user.email,
    departmentId: user.departmentId,
    departmentName: row.departmentName,
    roleIds: roles.map((role) => role.roleId),
    status: user.status,
    isAdmin: user.isAdmin === 1,
    mustChangePassword: user.mustChangePassword,
    locked: await isLoginAccountLocked(db, user.username),
    version: user.version,
    createdAt: user.createdAt.toISOString(),
  };
}
