import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginAttempts } from '../db/schema';
import { sha256 } from './tokens';

/** One counter an attempt is counted under, and how many attempts it allows per window. */
export interface Counter {
  key: string;
  limit: number;
  /** The account the key counts for, if any: `forgetAccount` clears every key of it. */
  account?: string;
}

/**
 * Sign-in attempt counters: the one interface the lockout policy (login-throttle.ts) talks to. The database
 * implementation below serves every server of one database; a Redis one (INCR/DECR with expiries) can replace it
 * without touching the policy.
 */
export interface LoginCounters {
  /**
   * Counts one attempt under each counter and answers until when sign-in is refused: a counter already locked, or
   * one with more attempts than its limit (concurrent attempts are counted before they are checked, so a burst
   * cannot slip past the limit). `null`: the attempt may go ahead.
   */
  begin(counters: readonly Counter[], now: Date): Promise<Date | null>;
  /** The attempt failed: locks each counter that has reached its limit; answers the latest lock, if any. */
  failed(counters: readonly Counter[], now: Date): Promise<Date | null>;
  /** The attempt succeeded: takes it back from each counter, and forgets the keys in `forget` altogether. */
  succeeded(counters: readonly Counter[], forget: readonly string[]): Promise<void>;
}

export interface CounterTimes {
  /** Attempts older than this no longer count. */
  windowMs: number;
  /** How long a counter that reached its limit stays locked. */
  lockMs: number;
}

const latest = (dates: readonly (Date | null)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

const accountHashOf = (account: string) => sha256(`login-account:${account}`);

/**
 * An administrator unlocks an account: every key counting for it (from any address) is forgotten. Takes the caller's
 * executor, so it runs in the transaction that logs the unlock.
 */
export async function forgetLoginAccount(db: Executor, account: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountHash, accountHashOf(account)));
}

/** Whether a key of the account is locked now. */
export async function isLoginAccountLocked(
  db: Executor,
  account: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ keyHash: loginAttempts.keyHash })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountHash, accountHashOf(account)), gt(loginAttempts.lockedUntil, now)))
    .limit(1);
  return rows.length > 0;
}

/** The counters in `login_attempts`: each change is one atomic statement, so concurrent attempts all count. */
export function createDatabaseLoginCounters(db: Executor, { windowMs, lockMs }: CounterTimes): LoginCounters {
  const hashOf = (key: string) => sha256(`login:${key}`);
  const t = loginAttempts;

  async function count({ key, limit, account }: Counter, now: Date): Promise<Date | null> {
    const windowStart = new Date(now.getTime() - windowMs);
    const isLocked = sql`${t.lockedUntil} > ${now.toISOString()}::timestamptz`;
    const isStale = sql`${t.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(t)
      .values({
        keyHash: hashOf(key),
        attempts: 1,
        windowStartedAt: now,
        accountHash: account === undefined ? null : accountHashOf(account),
      })
      .onConflictDoUpdate({
        target: t.keyHash,
        set: {
          // A locked key counts nothing more (the lock does not grow); a stale window starts again.
          attempts: sql`case when ${isLocked} then ${t.attempts} when ${isStale} then 1 else ${t.attempts} + 1 end`,
          windowStartedAt: sql`case when ${isLocked} or not ${isStale} then ${t.windowStartedAt} else excluded.window_started_at end`,
        },
      })
      .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil });
    if (row?.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
    if (row && row.attempts > limit) return lock(key, now);
    return null;
  }

  async function lock(key: string, now: Date): Promise<Date> {
    const until = new Date(now.getTime() + lockMs);
    await db
      .update(t)
      .set({ lockedUntil: until, attempts: 0 })
      .where(and(eq(t.keyHash, hashOf(key)), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))));
    return until;
  }

  return {
    async begin(counters, now) {
      // While one key is locked the others count nothing: hammering a locked account from one source must not
      // add up to a lock of the account for everyone.
      const locks = await db
        .select({ lockedUntil: t.lockedUntil })
        .from(t)
        .where(
          and(
            inArray(
              t.keyHash,
              counters.map(({ key }) => hashOf(key)),
            ),
            gt(t.lockedUntil, now),
          ),
        );
      const lockedUntil = latest(locks.map((row) => row.lockedUntil));
      if (lockedUntil) return lockedUntil;
      return latest(await Promise.all(counters.map((counter) => count(counter, now))));
    },

    async failed(counters, now) {
      const until = new Date(now.getTime() + lockMs);
      const locked = await Promise.all(
        counters.map(async ({ key, limit }) => {
          const [row] = await db
            .update(t)
            .set({ lockedUntil: until, attempts: 0 })
            .where(
              and(
                eq(t.keyHash, hashOf(key)),
                gte(t.attempts, limit),
                or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
              ),
            )
            .returning({ lockedUntil: t.lockedUntil });
          return row?.lockedUntil ?? null;
        }),
      );
      return latest(locked);
    },

    async succeeded(counters, forget) {
      for (const key of forget) await db.delete(t).where(eq(t.keyHash, hashOf(key)));
      for (const { key } of counters.filter((counter) => !forget.includes(counter.key))) {
        await db
          .update(t)
          .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
          .where(eq(t.keyHash, hashOf(key)));
      }
    },
  };
}

/** Rows whose window and lock both ended before `cutoff`: nothing left to count. */
export async function purgeLoginAttempts(db: Executor, cutoff: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.windowStartedAt, cutoff),
        or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, cutoff)),
      ),
    );
}
