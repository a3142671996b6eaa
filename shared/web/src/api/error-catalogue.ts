import type { ApiResponse } from '@pm/domain/contracts';

/** The specification's error catalogue (§8, §9): these texts are shown as they are, whatever the language. */
export const ERROR_MESSAGES = {
  /** A wrapper with a non-zero code and no msg. */
  default: 'Error',
  /** An HTTP error without a server message, or no response at all. */
  request: 'Request Error',
  tooManyRequests: '请求过于频繁，请稍后再试。',
} as const;

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
  if (status === 429) return ERROR_MESSAGES.tooManyRequests;
  return serverMessage(body) ?? ERROR_MESSAGES.request;
}
