import type { OneTimePassword, SystemUserDetail } from '@pm/domain/shapes/system-user';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { forgetLoginAccount } from '../../security/login-counters';
import { oneTimePassword } from '../../security/one-time-password';
import { hashPassword } from '../../security/password';
import { userDetail } from './detail';
import {
  assertMayManage,
  assertNotLastAdministrator,
  assertNotOwnRights,
  lockAdministrators,
} from './guards';
import { actorOf, lockUser, userLog } from './write';

/** Ends every open session of the user: their next call is a 401. */
async function endSessions(tx: Transaction, userId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Disables or enables a user. Disabling ends their sessions at once; never one's own account, never the last active
 * administrator.
 */
export async function setUserStatus(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
  status: 'active' | 'disabled',
): Promise<SystemUserDetail> {
  await lockAdministrators(tx);
  const row = await lockUser(tx, request, id);
  assertVersion(request, row.version, version);
  if (status === 'disabled') await assertNotLastAdministrator(tx, request, row);
  assertNotOwnRights(request, row, 'status');
  await assertMayManage(tx, request, row);
  if (row.status === status)
    throw conflict(request.t(status === 'active' ? 'user.alreadyActive' : 'user.alreadyDisabled'));
  if (status === 'disabled') await endSessions(tx, id);
  const before = await userLog(tx, id);
  await tx
    .update(users)
    .set({ status, version: row.version + 1, updatedAt: new Date() })
    .where(eq(users.id, id));
  await withAudit(
    tx,
    actorOf(request),
    status === 'active' ? 'activate' : 'deactivate',
    'user',
    id,
    before,
    await userLog(tx, id),
  );
  return userDetail(tx, request, id);
}

/** Clears the sign-in lockout of the account, from every address it was counted at. */
export async function unlockUser(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<SystemUserDetail> {
  const row = await lockUser(tx, request, id);
  await forgetLoginAccount(tx, row.username);
  await withAudit(tx, actorOf(request), 'unlock', 'user', id, null, null);
  return userDetail(tx, request, id);
}

/**
 * Gives the user a one-time password (this answer alone carries it): their sessions end, any lockout is cleared,
 * and every call but changing it is refused until they do. One's own password is changed in the user settings.
 */
export async function resetPassword(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<OneTimePassword> {
  const row = await lockUser(tx, request, id);
  assertVersion(request, row.version, version);
  assertNotOwnRights(request, row, 'password');
  await assertMayManage(tx, request, row);
  const password = oneTimePassword();
  await tx
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  await endSessions(tx, id);
  await forgetLoginAccount(tx, row.username);
  // The log records that the password was reset, never the password.
  await withAudit(tx, actorOf(request), 'reset_password', 'user', id, null, null);
  return { user: await userDetail(tx, request, id), password };
}
