import { maskMobile } from '@pm/domain/utils/mask';

/** Delivers a verification code: the HTTP gateway (sms-gateway.ts) in production, the outbox below otherwise. */
export interface SmsSender {
  /** Resolves once the message was handed over; rejects with SmsDeliveryError when it was not. */
  sendVerifyCode(mobile: string, code: string): Promise<void>;
}

/** The message did not go out (gateway refused, unreachable or too slow): the caller answers 503. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * Development and test only (production refuses to start without a gateway): the message a phone would get is
 * written to `write` — the developer's terminal in development, nowhere in test (tests read codes from the test
 * channel). It never goes through the logger, so no log line carries a code.
 */
export function createOutboxSmsSender(write: ((line: string) => void) | null): SmsSender {
  return {
    async sendVerifyCode(mobile, code) {
      write?.(`[SMS outbox, no gateway configured] to ${maskMobile(mobile)}: verification code ${code}\n`);
    },
  };
}
