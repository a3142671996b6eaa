import type { Locale } from '@pm/shared/contracts/remote';
import type { FastifyRequest } from 'fastify';
import type { Bilingual } from '@pm/shared/i18n/common/bilingual';
import { statusTexts } from '@pm/shared/i18n/common/status';
import type {
  AppropriationStatus,
  AppropriationType,
  PaymentMethod,
} from '@pm/shared/workflow/appropriation-machine';
import { conflict, type AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';

/** The appropriation types and payment methods as the funds pages name them (the export's cells). */
const TYPE_NAMES: Record<AppropriationType, readonly [string, string]> = {
  initial: ['首期', 'Initial'],
  interim: ['中期', 'Interim'],
  final: ['尾款', 'Final'],
};

const METHOD_NAMES: Record<PaymentMethod, readonly [string, string]> = {
  bank_transfer: ['银行转账', 'Bank transfer'],
  online_banking: ['网银支付', 'Online banking'],
  cheque: ['支票', 'Cheque'],
};

const pick = (texts: readonly [string, string], locale: Locale) => texts[locale === 'en-US' ? 1 : 0];

export const typeName = (type: AppropriationType, locale: Locale) => pick(TYPE_NAMES[type], locale);

export const methodName = (method: PaymentMethod, locale: Locale) => pick(METHOD_NAMES[method], locale);

/** A status as `StatusTag entity=…` names it: the entity's own word first ("待核验", "生效中"). */
export function statusNameOf(entity: 'appropriation' | 'agreement', status: string, locale: Locale): string {
  const texts: Bilingual = statusTexts;
  const own = texts[`status.${entity}.${status}`] ?? texts[`status.${status}`];
  return own ? pick(own, locale) : status;
}

export const appropriationStatusName = (status: AppropriationStatus, locale: Locale) =>
  statusNameOf('appropriation', status, locale);

/** A 409 naming the record's status in the caller's language: `{{status}}` in the texts is replaced by it. */
export function refusedIn(
  request: FastifyRequest,
  texts: readonly [string, string],
  entity: 'appropriation' | 'agreement',
  status: string,
): AppError {
  const locale = requestLocale(request);
  return conflict(pick(texts, locale).replace('{{status}}', statusNameOf(entity, status, locale)));
}
