import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verifyCodes, type VerifyPurpose } from '../db/schema';
import { sha256 } from './tokens';

const CODE_TTL_MS = 5 * 60_000;
/** One SMS per mobile per minute. */
export const SMS_INTERVAL_MS = 60_000;
/** Wrong guesses after which an SMS code is dead. */
const MAX_CODE_ATTEMPTS = 5;

// The purpose and target are part of the hash: a code for one mobile or captcha never matches another.
const codeHash = (purpose: VerifyPurpose, target: string, code: string) =>
  sha256(`${purpose}:${target}:${code.trim().toLowerCase()}`);

export async function storeCode(
  db: Executor,
  purpose: VerifyPurpose,
  target: string,
  code: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(verifyCodes)
    .values({
      purpose,
      target,
      codeHash: codeHash(purpose, target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    })
    .returning({ id: verifyCodes.id });
  return row!.id;
}

/** Takes back a code that was never delivered: it cannot be used, and it does not count for the minute rule. */
export async function withdrawCode(db: Executor, id: number): Promise<void> {
  await db.delete(verifyCodes).where(eq(verifyCodes.id, id));
}

/**
 * Checks a captcha answer and uses the captcha up, right or wrong: one picture, one guess. The conditional update
 * makes two concurrent checks of the same captcha see it once.
 */
export async function consumeCaptcha(db: Executor, captchaId: string, answer: string, now = new Date()) {
  const [row] = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verifyCodes.purpose, 'captcha'),
        eq(verifyCodes.target, captchaId),
        isNull(verifyCodes.usedAt),
        gt(verifyCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: verifyCodes.codeHash });
  return row !== undefined && row.codeHash === codeHash('captcha', captchaId, answer);
}

/** When the last code for this mobile was issued, to hold senders to one per minute. */
export async function lastIssuedAt(
  db: Executor,
  purpose: VerifyPurpose,
  target: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.purpose, purpose), eq(verifyCodes.target, target)))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/**
 * Checks an SMS code against the newest live code for the mobile. A match uses it up; a miss counts an attempt,
 * and the code dies after MAX_CODE_ATTEMPTS misses.
 */
export async function consumeSmsCode(
  db: Executor,
  purpose: VerifyPurpose,
  mobile: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const [live] = await db
    .select({ id: verifyCodes.id, codeHash: verifyCodes.codeHash })
    .from(verifyCodes)
    .where(
      and(
        eq(verifyCodes.purpose, purpose),
        eq(verifyCodes.target, mobile),
        isNull(verifyCodes.usedAt),
        gt(verifyCodes.expiresAt, now),
        lt(verifyCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (!live) return false;
  if (live.codeHash !== codeHash(purpose, mobile, code)) {
    await db
      .update(verifyCodes)
      .set({ attempts: sql`${verifyCodes.attempts} + 1` })
      .where(eq(verifyCodes.id, live.id));
    return false;
  }
  // Conditional: of two concurrent logins with the same code, only one uses it.
  const used = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, live.id), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  return used.length > 0;
}
