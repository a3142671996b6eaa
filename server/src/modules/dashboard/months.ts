/**
 * The foundation works in China: a payment made at 07:00 on 1 April Beijing time belongs to April, although it is
 * still 31 March in UTC. Months of the dashboard are calendar months in this zone.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** `count` month keys ('2026-11') ending with the month `now` falls in, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const parts = Object.fromEntries(yearMonth.formatToParts(now).map((part) => [part.type, part.value]));
  const current = Number(parts.year) * 12 + Number(parts.month) - 1;
  return Array.from({ length: count }, (_, index) => {
    const month = current - (count - 1) + index;
    return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}
