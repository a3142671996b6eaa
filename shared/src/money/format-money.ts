import { shortenNumber } from '../utils/shorten-number';
import { thousands } from '../utils/thousands';
import type { MoneyValue } from './money';
import { normalizeMoney } from './money';

export interface FormatMoneyOptions {
  /** Use 万/亿/万亿 from 10,000 up (for cards and charts); smaller amounts still get 2 decimals and separators. */
  shorten?: boolean;
}

/** '1234567.8' → '1,234,567.80'; with shorten: '1234567.8' → '123.46万'. */
export function formatMoney(value: MoneyValue, { shorten = false }: FormatMoneyOptions = {}): string {
  const amount = normalizeMoney(value);
  const shortened = shorten ? shortenNumber(amount) : amount;
  return shortened === amount ? thousands(amount) : shortened;
}
