import type { Locale } from '../contracts/locale';
import { pageLocale } from '@pm/web/i18n/page-locale';
import { shortenNumber } from '../utils/shorten-number';
import { thousands } from '../utils/thousands';
import type { MoneyValue } from './money';
import { normalizeMoney } from './money';

export interface FormatMoneyOptions {
  /**
   * From 10,000 up, shorten with the language's units (万/亿/万亿, K/M/B/T) for cards, charts and totals; smaller
   * amounts still get 2 decimals and separators.
   */
  shorten?: boolean;
  /** The language to write in; the page's by default. */
  locale?: Locale;
}

/** '1234567.8' → '1,234,567.80'; with shorten: '1234567.8' → '123.46万' (Chinese) or '1.23M' (English). */
export function formatMoney(value: MoneyValue, { shorten = false, locale }: FormatMoneyOptions = {}): string {
  const amount = normalizeMoney(value);
  const shortened = shorten ? shortenNumber(amount, 2, locale ?? pageLocale()) : amount;
  return shortened === amount ? thousands(amount) : shortened;
}
