/**
 * The foundation works in China: a payment made at 07:00 on 1 April Beijing time belongs to April, although it is
 * still 31 March in UTC. Dates and months of the business are calendar dates in this zone, on the server and on
 * the page alike.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const day = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in Beijing (`YYYY-MM-DD`): "today" for every rule about dates (a report due on the 15th is
 * late from 00:00 on the 16th there; nothing is paid, spent or signed after it), whatever the server's, the
 * database session's or the browser's time zone.
 */
export function businessDate(at: Date = new Date()): string {
  return day.format(at);
}
