import { currentLocale } from './locale';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight (which is the day before west of UTC). */
function toDate(date: Date | string | number): Date {
  if (date instanceof Date) return date;
  const day = typeof date === 'string' ? DATE_ONLY.exec(date) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(date);
}

/**
 * A date in the given or current language's order (any BCP 47 tag, e.g. `i18n.language`) ('2024/03/05' in zh-CN, '03/05/2024' in en-US). An invalid date gives
 * '' rather than 'Invalid Date' in a table cell.
 */
export function formatDate(
  date: Date | string | number,
  locale: string = currentLocale(),
  options: Intl.DateTimeFormatOptions = DATE_OPTIONS,
): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(locale, options).format(value);
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DATE_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};

/** A moment (an ISO timestamp: a message, a log line) to the minute, on a 24-hour clock in both languages. */
export function formatDateTime(date: Date | string | number, locale: string = currentLocale()): string {
  return formatDate(date, locale, DATE_TIME_OPTIONS);
}

/** A number with the current language's separators. Amounts go through `formatMoney` instead (exact decimals). */
export function formatNumber(
  value: number,
  locale: string = currentLocale(),
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
