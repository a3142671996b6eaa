import type { Locale } from '../contracts/locale';
import { Dec, toDecimal } from './decimal';

interface Unit {
  unit: string;
  size: Dec;
}

/**
 * Largest first. Chinese counts in steps of 10,000 (specification §9: 万, 亿, 万亿); English in steps of 1,000
 * (K, M, B, T). Both start at 10,000, so the same small amounts stay whole in either language.
 */
const UNITS: Record<Locale, readonly Unit[]> = {
  'zh-CN': [
    { unit: '万亿', size: new Dec('1e12') },
    { unit: '亿', size: new Dec('1e8') },
    { unit: '万', size: new Dec('1e4') },
  ],
  'en-US': [
    { unit: 'T', size: new Dec('1e12') },
    { unit: 'B', size: new Dec('1e9') },
    { unit: 'M', size: new Dec('1e6') },
    { unit: 'K', size: new Dec('1e3') },
  ],
};

const SHORTEN_FROM = new Dec(10000);

/**
 * Shortens large numbers with the units of `locale` (in a page: `pageLocale()` from `@pm/web/i18n`) and `decimals` decimals,
 * rounding half away from zero: 123456789 → '1.23亿' / '123.46M', 12345 → '1.23万' / '12.35K'. Numbers below
 * 10,000 and non-numbers come back unchanged. Rounding can carry into the next unit (99,999,999 → '1.00亿', not
 * '10000.00万'; 999,999 → '1.00M').
 */
export function shortenNumber(value: number | string, decimals: number, locale: Locale): string {
  const decimal = toDecimal(value);
  if (decimal === null) return String(value);
  const magnitude = decimal.abs();
  if (magnitude.lt(SHORTEN_FROM)) return String(value);
  const units = UNITS[locale];
  const index = units.findIndex(({ size }) => magnitude.gte(size));
  if (index === -1) return String(value);

  const { unit, size } = units[index]!;
  const scaled = decimal.div(size).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  const larger = units[index - 1];
  if (larger && scaled.abs().gte(larger.size.div(size))) {
    return `${decimal.div(larger.size).toFixed(decimals, Dec.ROUND_HALF_UP)}${larger.unit}`;
  }
  return `${scaled.toFixed(decimals)}${unit}`;
}

/** A chart axis label: shortened like `shortenNumber`, without trailing zeros ('50000' → '5万' / '50K'). */
export function axisNumber(value: number, locale: Locale): string {
  return shortenNumber(value, 2, locale)
    .replace(/(\.\d*?)0+(?=\D*$)/, '$1')
    .replace(/\.(?=\D*$)/, '');
}
