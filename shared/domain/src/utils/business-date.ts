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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `at`'s wall clock in `timeZone`, read as if it were UTC, minus `at`: the zone's offset then (ms). */
function offsetAt(timeZone: string, at: number): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((item) => item.type === type)!.value);
  const parts = format.formatToParts(new Date(at));
  const wall = new Date(0);
  // setUTCFullYear, not Date.UTC: that reads years 0–99 as 1900–1999.
  wall.setUTCFullYear(part(parts, 'year'), part(parts, 'month') - 1, part(parts, 'day'));
  wall.setUTCHours(part(parts, 'hour'), part(parts, 'minute'), part(parts, 'second'));
  return wall.getTime() - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant (ISO 8601, UTC) at which the clocks of `timeZone` show `date` (`YYYY-MM-DD`) `time` (`HH:mm`): a
 * service that began at 09:00 on 1 March Beijing time began at 01:00Z. Null for a malformed date or time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 10) !== date) return null;
  const first = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, first)).toISOString();
}
