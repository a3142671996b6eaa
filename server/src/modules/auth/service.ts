import type {
  AuthUser,
  LoginBody,
  MobileLoginBody,
  SendVerifyCodeBody,
  TokenResponse,
} from '@pm/domain/shapes';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { logSignIn } from '../../db/audit';
import type { Database } from '../../db/client';
import { departments, roles, userRoles, users } from '../../db/schema';
import { forbidden, locked, notLoggedIn, unauthorized } from '../../http/errors';
import { hashToCheck, verifyPassword } from '../../security/password';
import type { LoginCounters } from '../../security/login-counters';
import { beginLoginAttempt } from '../../security/login-throttle';
import { createSession } from '../../security/sessions';
import {
  requireCaptcha,
  requireSmsCode,
  sendSmsCode,
  wrongSmsCode,
  type VerificationDeps,
} from '../../security/verification';
import { businessDate, businessTimeZone } from '../../records/today';
import { logRefusedSmsSignIn } from './sign-in-log';

/** A session token as both sign-in sides answer it. */
export const bearer = (token: string): TokenResponse => ({ token_type: 'Bearer', token });

/** The one answer to a locked attempt, whichever key locked it and whether or not the account exists. */
function lockedOut(request: FastifyRequest, until: Date, now: Date) {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
  return locked(request.t('signIn.locked', { minutes }));
}

export interface PasswordLoginDeps {
  db: Database;
  loginCounters: LoginCounters;
}

/**
 * Username + password sign-in, with the lockout of security/login-throttle.ts (per account and source, per source,
 * per account). An unknown user costs the same hash as a known one, gets the same message and is counted and locked
 * the same way, so neither timing, text nor lockout tells which usernames exist; a disabled account is only revealed
 * to the right password.
 */
export async function passwordLogin(
  { db, loginCounters }: PasswordLoginDeps,
  request: FastifyRequest,
  body: LoginBody,
): Promise<TokenResponse> {
  await requireCaptcha(db, request, body.captcha_id, body.captcha);
  const now = new Date();
  const attempt = await beginLoginAttempt(loginCounters, body.username, request.ip, now);
  const [user] = await db.select().from(users).where(eq(users.username, body.username));
  // Every outcome is logged with the name as typed (never the password) and the caller's address.
  const event = { userId: user?.id ?? null, username: body.username, entityId: user?.id, ip: request.ip };
  if (attempt.lockedUntil) {
    await logSignIn(db, { ...event, entity: 'account', action: 'loginFailed', comment: 'locked' });
    throw lockedOut(request, attempt.lockedUntil, now);
  }
  const right = await verifyPassword(body.password, await hashToCheck(user?.passwordHash));
  if (!user || !right) {
    const lockedUntil = await attempt.failed();
    await logSignIn(db, { ...event, entity: 'account', action: 'loginFailed', comment: 'password' });
    if (lockedUntil)
      await logSignIn(db, { ...event, entity: 'account', action: 'lockout', comment: 'password' });
    throw lockedUntil ? lockedOut(request, lockedUntil, now) : unauthorized(request.t('login.form.error'));
  }
  await attempt.succeeded();
  if (user.status !== 'active') {
    await logSignIn(db, { ...event, entity: 'account', action: 'loginFailed', comment: 'disabled' });
    throw forbidden(request, request.t('signIn.disabled'));
  }
  const token = await createSession(db, { kind: 'staff', userId: user.id }, now);
  await logSignIn(db, { ...event, entity: 'session', action: 'login', comment: 'password' });
  return bearer(token);
}

export async function sendStaffCode(
  deps: VerificationDeps,
  request: FastifyRequest,
  body: SendVerifyCodeBody,
): Promise<void> {
  await requireCaptcha(deps.db, request, body.captcha_id, body.captcha);
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, body.mobile), eq(users.status, 'active')));
  await sendSmsCode(deps, request, 'sms_staff', body.mobile, user !== undefined);
}

/** SMS sign-in. The password lockout does not apply: the code is its own proof, with its own attempt limit. */
export async function staffMobileLogin(
  db: Database,
  request: FastifyRequest,
  body: MobileLoginBody,
): Promise<TokenResponse> {
  const refused = async (error: unknown) => {
    await logRefusedSmsSignIn(db, request, body.mobile, 'sms');
    throw error;
  };
  await requireSmsCode(db, request, 'sms_staff', body.mobile, body.code).catch(refused);
  const [user] = await db
    .select({ id: users.id, status: users.status, username: users.username })
    .from(users)
    .where(eq(users.mobile, body.mobile));
  if (!user) return refused(wrongSmsCode(request));
  const event = {
    userId: user.id,
    username: user.username,
    entityId: user.id,
    ip: request.ip,
    comment: 'sms',
  };
  if (user.status !== 'active') {
    await logSignIn(db, { ...event, entity: 'account', action: 'loginFailed', comment: 'disabled' });
    throw forbidden(request, request.t('signIn.disabled'));
  }
  const token = await createSession(db, { kind: 'staff', userId: user.id });
  await logSignIn(db, { ...event, entity: 'session', action: 'login' });
  return bearer(token);
}

export async function authUser(db: Database, request: FastifyRequest, userId: number): Promise<AuthUser> {
  const [row] = await db
    .select({ user: users, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, userId));
  if (!row) throw notLoggedIn(request);
  const roleRows = await db
    .select({ name_en: roles.nameEn })
    .from(userRoles)
    // A disabled role is not held: the `permission` directive must not show what it would.
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  const { user } = row;
  const organizationName = row.departmentName ?? '';
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    email: user.email,
    mobile: user.mobile ?? '',
    phone: user.mobile ?? '',
    job: user.job,
    jobName: user.job,
    organization: user.departmentId === null ? '' : String(user.departmentId),
    organizationName,
    location: user.location,
    locationName: user.location,
    introduction: user.introduction,
    personalWebsite: '',
    registrationDate: businessDate(user.createdAt),
    accountId: String(user.id),
    certification: 0,
    team_fund_status: 0,
    userOrganization: organizationName,
    is_admin: user.isAdmin,
    roles: roleRows,
    mustChangePassword: user.mustChangePassword,
    businessTimeZone: businessTimeZone(),
  };
}
