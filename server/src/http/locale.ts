import type { FastifyRequest } from 'fastify';
import type { Locale } from '@pm/shared/contracts/remote';
import type { Bilingual } from '@pm/shared/i18n/common/bilingual';
import { statusTexts } from '@pm/shared/i18n/common/status';

/**
 * The language a caller reads: the shared API client sends the page's language as `Accept-Language`; English when
 * it asks for English, else Chinese (the product's default).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** One text in both languages, [zh-CN, en-US], picked for `locale`. */
export function textIn(locale: Locale, [zhCN, enUS]: readonly [string, string]): string {
  return locale === 'en-US' ? enUS : zhCN;
}

/** One message in both languages, picked by the caller's. */
export function localized(request: FastifyRequest, pair: readonly [string, string]): string {
  return textIn(requestLocale(request), pair);
}

/** `value` as a shared common table names it (`status.<value>`, `action.<value>`) in `locale`; itself if unnamed. */
export function commonText(
  table: Bilingual,
  prefix: 'status' | 'action',
  value: string,
  locale: Locale,
): string {
  return table[`${prefix}.${value}`]?.[locale === 'en-US' ? 1 : 0] ?? value;
}

/** A status as the pages' `StatusTag` names it. */
export const statusName = (status: string, locale: Locale) =>
  commonText(statusTexts, 'status', status, locale);
