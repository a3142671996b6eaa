// Leaf module for values: see http/envelope.ts.
import type { FastifyRequest } from 'fastify';
import { API_CODE } from '@pm/domain/contracts/api';
import type { ExistingRecordData } from '@pm/domain/shapes/form-errors';

/** The record a conflict is with, as a 409 names it so the page can link to it. */
export type ExistingRecord = ExistingRecordData['existing'];

/** A failure the caller should see: HTTP status, wrapper code and message are chosen where it is thrown. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = API_CODE.FAIL,
    /** Sent as the wrapper's data: the field errors of a refused form, or the record a conflict is with. */
    readonly data: { errors: { field: string; message: string }[] } | ExistingRecordData | null = null,
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
/** 409 naming the record that already holds what was sent (`data.existing`: id, name, type?, status?). */
export const conflictWith = (message: string, existing: ExistingRecord) =>
  new AppError(409, message, API_CODE.FAIL, {
    existing: {
      id: existing.id,
      name: existing.name,
      ...(existing.type === undefined ? {} : { type: existing.type }),
      ...(existing.status === undefined ? {} : { status: existing.status }),
    },
  });

/** Whether the error is the database's refusal of a duplicate key (SQLSTATE 23505), under any wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
/** The error catalogue's text for HTTP 429 unless the caller says more. */
export const tooManyRequests = (request: FastifyRequest, message = request.t('error.tooManyRequests')) =>
  new AppError(429, message);
