import type {
  CreateUserBody,
  OneTimePassword,
  SystemUserDetail,
  UpdateUserBody,
} from '@pm/domain/shapes/system-user';
import { systemUserForm, type SystemUserFormValues } from '@pm/domain/forms';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { oneTimePassword } from '../../security/one-time-password';
import type { SearchHasher } from '../../security/search-hash';
import { hashPassword, NO_PASSWORD } from '../../security/password';
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

/** Gives new users their roles, all in one statement. */
export async function addRoles(
  tx: Transaction,
  links: readonly { userId: number; roleIds: readonly number[] }[],
) {
  const rows = links.flatMap(({ userId, roleIds }) => roleIds.map((roleId) => ({ userId, roleId })));
  if (rows.length > 0) await tx.insert(userRoles).values(rows);
}

async function setRoles(tx: Transaction, userId: number, roleIds: readonly number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await addRoles(tx, [{ userId, roleIds }]);
}

/** The create form's values from a body: text trimmed, each role once. */
export const userFormValues = (body: CreateUserBody): SystemUserFormValues => ({
  username: body.username.trim(),
  name: body.name.trim(),
  mobile: body.mobile.trim(),
  email: body.email.trim(),
  departmentId: body.departmentId,
  roleIds: [...new Set(body.roleIds)],
  status: body.status,
});

/**
 * A new user's columns (the create drawer's, an import's row) from checked values, with no password yet
 * (`NO_PASSWORD`, which nothing matches), to be changed at the first sign-in: the create path then gives a
 * one-time password, an import leaves it to "reset password".
 */
export function newUserColumns(
  values: SystemUserFormValues,
  isAdmin: boolean,
  searchHash: SearchHasher,
): typeof users.$inferInsert {
  const mobile = values.mobile.trim();
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    mobile: mobile === '' ? null : mobile,
    mobileHash: mobile === '' ? null : searchHash(mobile),
    email: values.email.trim(),
    departmentId: values.departmentId,
    status: values.status === '' ? ('active' as const) : values.status,
    isAdmin: isAdmin ? 1 : 0,
    passwordHash: NO_PASSWORD,
    mustChangePassword: true,
  };
}

/** Creates a staff user with a one-time password, which this answer alone carries. */
export async function createUser(
  tx: Transaction,
  request: FastifyRequest,
  body: CreateUserBody,
): Promise<OneTimePassword> {
  const values = userFormValues(body);
  assertForm(request, systemUserForm, values);
  assertMaySetAdmin(request, false, body.isAdmin);
  await assertUnique(tx, request, 'username', values.username);
  await assertUnique(tx, request, 'mobile', values.mobile);
  if (values.departmentId !== null)
    await assertActiveDepartment(tx, request, values.departmentId, 'departmentId');
  const roleIds = await assertMayGrant(tx, request, values.roleIds);
  // A fresh one-time password: its text goes to the caller alone, never stored.
  const password = oneTimePassword();
  const columns = {
    ...newUserColumns(values, body.isAdmin, request.server.searchHash),
    passwordHash: await hashPassword(password),
  };
  const [row] = await tx.insert(users).values(columns).returning({ id: users.id });
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
