import type { FastifyRequest } from 'fastify';
import { AppError, conflict } from '../../http/errors';

/** A 409 naming a status in the caller's language: the text `key` says `{{status}}` where the status goes. */
export function statusConflict(request: FastifyRequest, key: string, status: string): AppError {
  return conflict(request.t(key, { status: request.t(`status.${status}`, { defaultValue: status }) }));
}

/** A 422 on one form field, shaped like a refused form so the page shows it under that field. */
export function fieldRefusal(field: string, message: string): AppError {
  return new AppError(422, message, undefined, { errors: [{ field, message }] });
}
