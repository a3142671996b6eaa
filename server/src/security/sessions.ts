import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cachedRead } from '../db/read-cache';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from './tokens';

const MINUTE = 60_000;
/** A session unused this long is over (sliding). */
const IDLE_TIMEOUT_MS = 120 * MINUTE;
/** A session is over this long after sign-in, used or not. */
const ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;
// last_seen_at is written at most this often: one write per minute per session instead of one per request.
const TOUCH_INTERVAL_MS = MINUTE;

export type Principal =
  | { kind: 'staff'; sessionId: number; userId: number; isAdmin: boolean; mustChangePassword: boolean }
  | { kind: 'client'; sessionId: number; beneficiaryId: number };

export type SessionOwner = { kind: 'staff'; userId: number } | { kind: 'client'; beneficiaryId: number };

/** Starts a session and returns its token; the token itself is never stored. */
export async function createSession(db: Executor, owner: SessionOwner, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: owner.kind,
    userId: owner.kind === 'staff' ? owner.userId : null,
    beneficiaryId: owner.kind === 'client' ? owner.beneficiaryId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

/**
 * The unrevoked session of a token hash and its user's standing; cached until a session or user changes (sign-out,
 * revocation, a disabled user, the minute's `last_seen_at`: db/change-feed.ts).
 */
function sessionRow(db: Executor, tokenHash: string) {
  return cachedRead(db, 'access', `session:${tokenHash}`, async () => {
    const [row] = await db
      .select({
        session: sessions,
        userStatus: users.status,
        isAdmin: users.isAdmin,
        mustChangePassword: users.mustChangePassword,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    return row ?? null;
  });
}

/** The principal behind a token, or null when the token is unknown, revoked, expired, idle or its user disabled. */
export async function resolveSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<Principal | null> {
  const row = await sessionRow(db, sha256(token));
  if (!row) return null;
  const { session } = row;
  const time = now.getTime();
  if (session.expiresAt.getTime() <= time || session.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= time)
    return null;
  if (session.kind === 'staff' && row.userStatus !== 'active') return null;
  if (session.lastSeenAt.getTime() + TOUCH_INTERVAL_MS <= time) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  if (session.kind === 'staff' && session.userId !== null) {
    return {
      kind: 'staff',
      sessionId: session.id,
      userId: session.userId,
      isAdmin: row.isAdmin === 1,
      mustChangePassword: row.mustChangePassword === true,
    };
  }
  if (session.kind === 'client' && session.beneficiaryId !== null) {
    return { kind: 'client', sessionId: session.id, beneficiaryId: session.beneficiaryId };
  }
  return null;
}

export async function revokeSession(db: Executor, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Points a client session at another beneficiary (one person acting for several records with one mobile). */
export async function switchClientSession(
  db: Executor,
  sessionId: number,
  beneficiaryId: number,
): Promise<void> {
  await db.update(sessions).set({ beneficiaryId }).where(eq(sessions.id, sessionId));
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
