// Leaf module for values: see http/envelope.ts.
import type { FastifyRequest } from 'fastify';
import { API_CODE } from '@pm/domain/contracts/api';

/** A failure the caller should see: HTTP status, wrapper code and message are chosen where it is thrown. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = API_CODE.FAIL,
    /** Sent as the wrapper's data: the field errors of a refused form, or the record a conflict is with. */
    readonly data:
      | { errors: { field: string; message: string }[] }
      | { existing: { id: number; name: string; type?: string; status?: string } }
      | null = null,
  ) {
    super(message);
  }
}

export const notLoggedIn = (request: FastifyRequest) =>
  new AppError(401, request.t('message.notLoggedIn'), API_CODE.NOT_LOGGED_IN);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (request: FastifyRequest, message = request.t('signIn.forbidden')) =>
  new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const locked = (message: string) => new AppError(423, message);
export const invalid = (message: string) => new AppError(422, message);
export const conflict = (message: string) => new AppError(409, message);
/** The error catalogue's text for HTTP 429 unless the caller says more. */
export const tooManyRequests = (request: FastifyRequest, message = request.t('error.tooManyRequests')) =>
  new AppError(429, message);
