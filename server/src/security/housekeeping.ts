import { lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pageVisits, sessions, verifyCodes } from '../db/schema';
import { purgeLoginAttempts } from './login-counters';

const DAY = 24 * 60 * 60_000;
/** The workplace compares two weeks of page visits; older ones are kept a little while, then dropped. */
const VISIT_RETENTION_DAYS = 28;

/**
 * Deletes sessions, codes and sign-in attempt counters that can no longer matter, and page visits too old for the workplace. A day of
 * grace keeps recent rows for the one-per-minute SMS rule and for anyone investigating a sign-in.
 */
export async function purgeExpired(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - DAY);
  await db.delete(verifyCodes).where(lt(verifyCodes.expiresAt, cutoff));
  await db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)));
  await purgeLoginAttempts(db, cutoff);
  await db
    .delete(pageVisits)
    .where(lt(pageVisits.visitedAt, new Date(now.getTime() - VISIT_RETENTION_DAYS * DAY)));
}
