import type { ApiResponse } from '@pm/domain/contracts';
import { i18n } from '../i18n/instance';

/** The specification's error catalogue (§8, §9): these two texts are shown as they are, whatever the language. */
export const ERROR_MESSAGES = {
  /** A wrapper with a non-zero code and no msg. */
  default: 'Error',
  /** An HTTP error without a server message, or no response at all. */
  request: 'Request Error',
} as const;

/**
 * HTTP 429 in the page's language: in Chinese the specification's 请求过于频繁，请稍后再试。, in English its translation
 * (an English page used to show the Chinese sentence under an English form).
 */
export const tooManyRequestsMessage = (): string => i18n.t('common:message.tooManyRequests');

/** Error toasts stay 5 seconds (specification §9). */
export const ERROR_TOAST_DURATION = 5000;

export function isApiResponse(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function serverMessage(body: unknown): string | undefined {
  const msg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

/** The toast text for a wrapper whose code is not 0. */
export function failedCodeMessage(body: ApiResponse<unknown>): string {
  return serverMessage(body) ?? ERROR_MESSAGES.default;
}

/** The toast text for an HTTP error (status 0: no response). */
export function httpErrorMessage(status: number, body: unknown): string {
  if (status === 429) return tooManyRequestsMessage();
  return serverMessage(body) ?? ERROR_MESSAGES.request;
}
