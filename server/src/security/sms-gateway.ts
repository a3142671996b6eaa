import { createHmac, randomUUID } from 'node:crypto';
import { maskMobile } from '@pm/domain/utils/mask';
import type { FastifyBaseLogger } from 'fastify';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

/** The SMS_GATEWAY_* settings (see server/README.md, "SMS gateway"). */
export interface SmsGatewayConfig {
  url: string;
  /** Sent as X-Sms-Key: who is calling. */
  key: string;
  /** Signs each request (HMAC-SHA256); never sent. */
  secret: string;
  /** The registered signature the carrier prints before the text (短信签名). */
  signName: string;
  /** The gateway's template for the verification-code message; it receives `code`. */
  templateId: string;
  timeoutMs: number;
}

/** The signature of one request: HMAC-SHA256 over timestamp, nonce and the exact body, hex. */
export function signSmsRequest(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

/**
 * The HTTP gateway adapter: one signed JSON POST per message. Any 2xx answer means the gateway took it; another
 * status, a network error or no answer within `timeoutMs` is a SmsDeliveryError (no retry: a retried SMS may arrive
 * twice). The log gets the failure with a masked mobile and the status, never the body, code or secret.
 */
export function createHttpSmsGateway(config: SmsGatewayConfig, log: FastifyBaseLogger): SmsSender {
  return {
    async sendVerifyCode(mobile, code) {
      const body = JSON.stringify({
        mobile,
        signName: config.signName,
        templateId: config.templateId,
        params: { code },
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomUUID();
      let status: number;
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-sms-key': config.key,
            'x-sms-timestamp': timestamp,
            'x-sms-nonce': nonce,
            'x-sms-signature': signSmsRequest(config.secret, timestamp, nonce, body),
          },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
        log.error({ mobile: maskMobile(mobile), reason }, 'SMS gateway failed');
        throw new SmsDeliveryError(`SMS gateway ${reason}`);
      }
      if (status < 200 || status > 299) {
        log.error({ mobile: maskMobile(mobile), status }, 'SMS gateway refused the message');
        throw new SmsDeliveryError(`SMS gateway answered ${status}`);
      }
    },
  };
}
