// Leaf module for values: see http/envelope.ts.
import { API_CODE } from '@pm/shared/contracts/api';

/** A failure the caller should see: HTTP status, wrapper code and message are chosen where it is thrown. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = API_CODE.FAIL,
    /** Sent as the wrapper's data: the field errors of a refused form. */
    readonly data: { errors: { field: string; message: string }[] } | null = null,
  ) {
    super(message);
  }
}

const NOT_LOGGED_IN_MESSAGE = '未登录';
/** The error catalogue's text for HTTP 429. */
const TOO_MANY_REQUESTS_MESSAGE = '请求过于频繁，请稍后再试。';

export const notLoggedIn = () => new AppError(401, NOT_LOGGED_IN_MESSAGE, API_CODE.NOT_LOGGED_IN);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message = '没有访问权限') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const locked = (message: string) => new AppError(423, message);
export const invalid = (message: string) => new AppError(422, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = TOO_MANY_REQUESTS_MESSAGE) => new AppError(429, message);
