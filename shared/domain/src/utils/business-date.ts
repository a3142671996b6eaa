/**
 * The foundation's dates are calendar dates in its time zone: a payment made at 07:00 on 1 April Beijing time
 * belongs to April, although it is still 31 March in UTC. The zone is the server's configuration
 * (`BUSINESS_TIME_ZONE`); the pages learn it from `GET /pm/auth_user` (`businessTimeZone`), so the server and the
 * pages call this one function with the same zone, whatever the server's, the database session's or the browser's
 * own zone.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `zone` names an IANA time zone this runtime knows (`Asia/Shanghai`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date (`YYYY-MM-DD`) in `timeZone` at `now`: "today" for every rule about dates (a report due on the
 * 15th is late from 00:00 on the 16th there; nothing is paid, spent or signed after it).
 */
export function businessDate(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone).format(now);
}
