import { randomUUID } from 'node:crypto';
import type { CaptchaResponse } from '@pm/shared/contracts';
import { sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError, invalid, tooManyRequests } from '../http/errors';
import { localized } from '../http/locale';
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

const WRONG_CAPTCHA_MESSAGE = '验证码错误';
export const WRONG_SMS_CODE_MESSAGE = '短信验证码错误或已过期';

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
export async function requireCaptcha(db: Database, captchaId: string, answer: string): Promise<void> {
  if (!(await consumeCaptcha(db, captchaId, answer))) throw invalid(WRONG_CAPTCHA_MESSAGE);
}

const smsUnavailable = (request: FastifyRequest) =>
  new AppError(
    503,
    localized(request, ['短信发送失败，请稍后再试', 'The text message could not be sent; try again later']),
  );

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
      throw tooManyRequests(
        localized(request, [
          '验证码发送过于频繁，请60秒后再试',
          'A code was sent less than a minute ago; try again later',
        ]),
      );
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

export async function requireSmsCode(
  db: Database,
  purpose: SmsPurpose,
  mobile: string,
  code: string,
): Promise<void> {
  if (!(await consumeSmsCode(db, purpose, mobile, code))) throw invalid(WRONG_SMS_CODE_MESSAGE);
}
