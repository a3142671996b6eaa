import type { FastifyBaseLogger } from 'fastify';

/** Delivers a verification code. Production needs an implementation backed by an SMS gateway. */
export interface SmsSender {
  sendVerifyCode(mobile: string, code: string): Promise<void>;
}

/** Development and test: the code goes to the server log only. */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async sendVerifyCode(mobile, code) {
      log.info({ mobile, code }, 'SMS verification code (log sender: no gateway configured)');
    },
  };
}
