import type { Locale } from '../contracts/locale';
import { shortenNumber } from '../utils/shorten-number';
import { thousands } from '../utils/thousands';
import type { MoneyValue } from './money';
import { normalizeMoney } from './money';

/**
 * `shorten`: from 10,000 up, shorten with the units of `locale` (万/亿/万亿, K/M/B/T; in a page: `pageLocale()` from
 * `@pm/web/i18n`) for cards, charts and totals; smaller amounts still get 2 decimals and separators.
 */
export type FormatMoneyOptions = { shorten?: false; locale?: Locale } | { shorten: true; locale: Locale };

/** '1234567.8' → '1,234,567.80'; with shorten: '1234567.8' → '123.46万' (Chinese) or '1.23M' (English). */
export function formatMoney(value: MoneyValue, options: FormatMoneyOptions = {}): string {
  const amount = normalizeMoney(value);
  const shortened = options.shorten ? shortenNumber(amount, 2, options.locale) : amount;
  return shortened === amount ? thousands(amount) : shortened;
}
