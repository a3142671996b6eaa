import type { Locale } from '@pm/domain/contracts/locale';
import type { FastifyRequest } from 'fastify';
import type {
  AppropriationStatus,
  AppropriationType,
  PaymentMethod,
} from '@pm/domain/workflow/appropriation-machine';
import { conflict, type AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { textsIn } from '../../http/texts';

export const typeName = (type: AppropriationType, locale: Locale) =>
  textsIn(locale)(`appropriation.type.${type}`);

export const methodName = (method: PaymentMethod, locale: Locale) =>
  textsIn(locale)(`appropriation.method.${method}`);

/** A status as `StatusTag entity=…` names it: the entity's own word first ("待核验", "生效中"). */
export function statusNameOf(entity: 'appropriation' | 'agreement', status: string, locale: Locale): string {
  return textsIn(locale)([`status.${entity}.${status}`, `status.${status}`], { defaultValue: status });
}

export const appropriationStatusName = (status: AppropriationStatus, locale: Locale) =>
  statusNameOf('appropriation', status, locale);

/** A 409 naming the record's status in the caller's language: the text `key` says `{{status}}` where it goes. */
export function refusedIn(
  request: FastifyRequest,
  key: string,
  entity: 'appropriation' | 'agreement',
  status: string,
): AppError {
  return conflict(request.t(key, { status: statusNameOf(entity, status, requestLocale(request)) }));
}
