import type {
  CreateUserBody,
  OneTimePassword,
  SystemUserDetail,
  UpdateUserBody,
} from '@pm/domain/shapes/system-user';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { oneTimePassword } from '../../security/one-time-password';
import { hashPassword } from '../../security/password';
import { assertActiveDepartment } from '../departments/write';
import { userDetail, userNotFound } from './detail';
import {
  assertMayGrant,
  assertMayManage,
  assertMaySetAdmin,
  assertNotLastAdministrator,
  assertNotOwnRights,
  assertUnique,
  lockAdministrators,
  roleIdsOf,
} from './guards';

export type UserRow = typeof users.$inferSelect;

export const actorOf = (request: FastifyRequest) => ({ id: staffOf(request).userId });

export async function lockUser(tx: Transaction, request: FastifyRequest, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw userNotFound(request);
  return row;
}

/** The user as the operation log keeps it: no password hash, no search hash. */
export async function userLog(tx: Transaction, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  const { passwordHash: _password, mobileHash: _hash, ...user } = row!;
  return { ...user, roleIds: await roleIdsOf(tx, id) };
}

async function setRoles(tx: Transaction, userId: number, roleIds: readonly number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Creates a staff user with a one-time password, which this answer alone carries. */
export async function createUser(
  tx: Transaction,
  request: FastifyRequest,
  body: CreateUserBody,
): Promise<OneTimePassword> {
  const username = body.username.trim();
  const mobile = body.mobile.trim();
  assertMaySetAdmin(request, false, body.isAdmin);
  await assertUnique(tx, request, 'username', username);
  await assertUnique(tx, request, 'mobile', mobile);
  if (body.departmentId !== null)
    await assertActiveDepartment(tx, request, body.departmentId, 'departmentId');
  const roleIds = await assertMayGrant(tx, request, body.roleIds);
  const password = oneTimePassword();
  const [row] = await tx
    .insert(users)
    .values({
      username,
      name: body.name.trim(),
      mobile: mobile === '' ? null : mobile,
      mobileHash: mobile === '' ? null : request.server.searchHash(mobile),
      email: body.email.trim(),
      departmentId: body.departmentId,
      status: body.status,
      isAdmin: body.isAdmin ? 1 : 0,
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    })
    .returning({ id: users.id });
  const id = row!.id;
  await setRoles(tx, id, roleIds);
  await withAudit(tx, actorOf(request), 'create', 'user', id, null, await userLog(tx, id));
  return { user: await userDetail(tx, request, id), password };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((value, index) => value === [...b].sort((x, y) => x - y)[index]);

/**
 * Edits a user. On one's own account only name, mobile and email change: roles, the administrator flag and the
 * department (which decides the records one sees) are refused, so nobody raises their own rights.
 */
export async function updateUser(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: UpdateUserBody,
): Promise<SystemUserDetail> {
  await lockAdministrators(tx);
  const row = await lockUser(tx, request, id);
  assertVersion(request, row.version, body.version);
  await assertMayManage(tx, request, row);
  const currentRoles = await roleIdsOf(tx, id);
  const wantedRoles = [...new Set(body.roleIds)];
  if (!sameSet(currentRoles, wantedRoles)) assertNotOwnRights(request, row, 'roles');
  if ((row.isAdmin === 1) !== body.isAdmin) {
    if (!body.isAdmin) await assertNotLastAdministrator(tx, request, row);
    assertNotOwnRights(request, row, 'isAdmin');
    assertMaySetAdmin(request, row.isAdmin === 1, body.isAdmin);
  }
  if (row.departmentId !== body.departmentId) {
    assertNotOwnRights(request, row, 'department');
    if (body.departmentId !== null)
      await assertActiveDepartment(tx, request, body.departmentId, 'departmentId');
  }
  const mobile = body.mobile.trim();
  await assertUnique(tx, request, 'mobile', mobile, id);
  const roleIds = await assertMayGrant(tx, request, wantedRoles, currentRoles);
  const before = await userLog(tx, id);
  await tx
    .update(users)
    .set({
      name: body.name.trim(),
      mobile: mobile === '' ? null : mobile,
      mobileHash: mobile === '' ? null : request.server.searchHash(mobile),
      email: body.email.trim(),
      departmentId: body.departmentId,
      isAdmin: body.isAdmin ? 1 : 0,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  await setRoles(tx, id, roleIds);
  await withAudit(tx, actorOf(request), 'update', 'user', id, before, await userLog(tx, id));
  return userDetail(tx, request, id);
}
