import { randomUUID } from 'node:crypto';
import type { CaptchaResponse } from '@pm/domain/shapes';
import { sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError, invalid, tooManyRequests } from '../http/errors';
import { SmsDeliveryError, type SmsSender } from './sms-sender';
import type { TestChannel } from './test-channel';
import { sixDigitCode } from './tokens';
import {
  consumeCaptcha,
  consumeSmsCode,
  lastIssuedAt,
  SMS_INTERVAL_MS,
  storeCode,
  withdrawCode,
} from './verify-codes';

export interface VerificationDeps {
  db: Database;
  sms: SmsSender;
  testChannel: TestChannel | null;
}

export type SmsPurpose = 'sms_staff' | 'sms_client';

/** A four-character picture captcha; the answer is stored hashed and expires in five minutes. */
export async function issueCaptcha({ db, testChannel }: VerificationDeps): Promise<CaptchaResponse> {
  // Characters people confuse (0/o, 1/l/i) are left out.
  const { text, data } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1lIi', color: true });
  const captchaId = randomUUID();
  await storeCode(db, 'captcha', captchaId, text);
  testChannel?.recordCaptcha(captchaId, text);
  return { captcha_id: captchaId, svg: data };
}

/** Refuses the call unless the captcha answer is right; the captcha is used up either way. */
export async function requireCaptcha(
  db: Database,
  request: FastifyRequest,
  captchaId: string,
  answer: string,
): Promise<void> {
  if (!(await consumeCaptcha(db, captchaId, answer))) throw invalid(request.t('signIn.captchaWrong'));
}

const smsUnavailable = (request: FastifyRequest) => new AppError(503, request.t('signIn.smsUnavailable'));

/**
 * Issues a six-digit code for a mobile, at most one per minute. Whether or not the mobile belongs to anyone, the
 * caller gets the same answer and the same minute rule, so the call cannot tell which numbers are registered;
 * only a registered mobile actually receives the code. When the gateway fails the code is taken back (it was
 * never sent: it neither works nor blocks the next try) and the caller gets a 503.
 */
export async function sendSmsCode(
  { db, sms, testChannel }: VerificationDeps,
  request: FastifyRequest,
  purpose: SmsPurpose,
  mobile: string,
  isRegistered: boolean,
  now = new Date(),
): Promise<void> {
  const code = sixDigitCode();
  const id = await db.transaction(async (tx) => {
    // Serialises concurrent sends to one mobile so the one-per-minute check cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${mobile}`}))`);
    const last = await lastIssuedAt(tx, purpose, mobile);
    if (last && now.getTime() - last.getTime() < SMS_INTERVAL_MS) {
      throw tooManyRequests(request, request.t('signIn.smsTooSoon'));
    }
    return storeCode(tx, purpose, mobile, code, now);
  });
  if (!isRegistered) return;
  try {
    await sms.sendVerifyCode(mobile, code);
  } catch (error) {
    await withdrawCode(db, id);
    if (error instanceof SmsDeliveryError) throw smsUnavailable(request);
    throw error;
  }
  testChannel?.recordSms(mobile, code);
}

/** The one answer to a wrong, used or expired SMS code, and to a right code for a mobile nobody has. */
export const wrongSmsCode = (request: FastifyRequest) => invalid(request.t('signIn.smsCodeWrong'));

export async function requireSmsCode(
  db: Database,
  request: FastifyRequest,
  purpose: SmsPurpose,
  mobile: string,
  code: string,
): Promise<void> {
  if (!(await consumeSmsCode(db, purpose, mobile, code))) throw wrongSmsCode(request);
}
