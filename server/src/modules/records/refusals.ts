import type { FastifyRequest } from 'fastify';
import { AppError, conflict } from '../../http/errors';
import { localized, requestLocale, statusName } from '../../http/locale';

type Texts = readonly [zhCN: string, enUS: string];

/** A 409 naming a status in the caller's language: `{{status}}` in the texts is replaced by it. */
export function statusConflict(request: FastifyRequest, texts: Texts, status: string): AppError {
  return conflict(
    localized(request, texts).replace('{{status}}', statusName(status, requestLocale(request))),
  );
}

/** A 422 on one form field, shaped like a refused form so the page shows it under that field. */
export function fieldRefusal(request: FastifyRequest, field: string, texts: Texts): AppError {
  const message = localized(request, texts);
  return new AppError(422, message, undefined, { errors: [{ field, message }] });
}
