import type { FastifyRequest } from 'fastify';
import type { Locale } from '@pm/domain/contracts/locale';
import { textsIn } from './texts';

/**
 * The language a caller reads: the shared API client sends the page's language as `Accept-Language`; English when
 * it asks for English, else Chinese (the product's default). `request.t` answers in it (`http/texts.ts`).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** A status as the pages' `StatusTag` names it (`status.<value>` of the common texts); itself if unnamed. */
export const statusName = (status: string, locale: Locale) =>
  textsIn(locale)(`status.${status}`, { defaultValue: status });
