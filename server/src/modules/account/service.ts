// Leaf modules for values: see http/envelope.ts.
import { passwordProblem } from '@pm/domain/auth/password-policy';
import { countWords, PROFILE_MAX_WORDS } from '@pm/domain/utils/count-words';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { certificationRecords, enterpriseCertifications, sessions, users } from '../../db/schema';
import type { ResponseData } from '../../http/envelope';
import { invalid, notLoggedIn } from '../../http/errors';
import { maskIdNumber } from '@pm/domain/utils/mask';
import type { ChangePasswordBody } from '@pm/domain/shapes';
import { hashPassword, verifyPassword } from '../../security/password';
import { areaExists } from '../areas/service';
import { type certificationRoute, type getProfileRoute, type UpdateProfileBody } from './schema';

type Profile = ResponseData<typeof getProfileRoute>;
type Certification = ResponseData<typeof certificationRoute>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const profileColumns = {
  email: users.email,
  nickname: users.nickname,
  countryRegion: users.countryRegion,
  areaCode: users.areaCode,
  address: users.address,
  profile: users.profile,
};

export async function getProfile(db: Executor, request: FastifyRequest, userId: number): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notLoggedIn(request);
  return { ...row, areaCode: row.areaCode ?? '' };
}

/** The form's rules in its field order, so the first wrong field is the one reported. */
async function validProfile(
  db: Executor,
  body: Static<typeof UpdateProfileBody>,
  request: FastifyRequest,
): Promise<Profile> {
  const refuse = (key: string) => invalid(request.t(key));
  const profile = {
    email: body.email.trim(),
    nickname: body.nickname.trim(),
    countryRegion: body.countryRegion.trim(),
    areaCode: body.areaCode.trim(),
    address: (body.address ?? '').trim(),
    profile: (body.profile ?? '').trim(),
  };
  if (!profile.email) throw refuse('account.emailRequired');
  if (!EMAIL.test(profile.email)) throw refuse('account.emailInvalid');
  if (!profile.nickname) throw refuse('account.nicknameRequired');
  if (!profile.countryRegion) throw refuse('account.countryRegionRequired');
  if (!/^\d{6}$/.test(profile.areaCode) || !(await areaExists(db, profile.areaCode))) {
    throw refuse('account.areaRequired');
  }
  if (countWords(profile.profile) > PROFILE_MAX_WORDS) throw refuse('account.profileTooLong');
  return profile;
}

export async function updateProfile(
  db: Database,
  userId: number,
  body: Static<typeof UpdateProfileBody>,
  request: FastifyRequest,
): Promise<Profile> {
  const profile = await validProfile(db, body, request);
  return db.transaction(async (tx) => {
    const before = await getProfile(tx, request, userId);
    await tx.update(users).set(profile).where(eq(users.id, userId));
    await withAudit(tx, { id: userId }, 'update_profile', 'user', userId, before, profile);
    return profile;
  });
}

/**
 * A wrong current password is a 422, not a 401: the client treats 401 as "signed out". The caller's other
 * sessions end (a thief with an old session loses it); the one making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  principal: { userId: number; sessionId: number },
  body: ChangePasswordBody,
  request: FastifyRequest,
): Promise<void> {
  const refuse = (key: string) => invalid(request.t(key));
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user) throw notLoggedIn(request);
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw refuse('account.wrongOldPassword');
  const problem = passwordProblem(body.newPassword);
  if (problem) throw refuse(`password.${problem}`);
  if (body.newPassword === body.oldPassword) throw refuse('account.passwordUnchanged');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
      .where(eq(users.id, principal.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, principal.userId),
          ne(sessions.id, principal.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
    // Neither hash goes into the log: it records that the password changed, not to what.
    await withAudit(tx, { id: principal.userId }, 'change_password', 'user', principal.userId, null, null);
  });
}

export async function certification(db: Executor, userId: number): Promise<Certification> {
  const [enterprise] = await db
    .select()
    .from(enterpriseCertifications)
    .where(eq(enterpriseCertifications.userId, userId));
  const records = await db
    .select()
    .from(certificationRecords)
    .where(eq(certificationRecords.userId, userId))
    .orderBy(desc(certificationRecords.createdAt), desc(certificationRecords.id));
  return {
    enterpriseInfo: enterprise
      ? {
          accountType: enterprise.accountType,
          status: enterprise.status,
          time: enterprise.certifiedAt.toISOString(),
          legalPerson: enterprise.legalPerson,
          certificateType: enterprise.certificateType,
          authenticationNumber: maskIdNumber(enterprise.authenticationNumber),
          enterpriseName: enterprise.enterpriseName,
          enterpriseCertificateType: enterprise.enterpriseCertificateType,
          organizationCode: enterprise.organizationCode,
        }
      : null,
    record: records.map((record) => ({
      certificationType: record.certificationType,
      certificationContent: record.certificationContent,
      status: record.status,
      time: record.createdAt.toISOString(),
    })),
  };
}
