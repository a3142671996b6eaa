import { businessDate, DEFAULT_BUSINESS_TIME_ZONE, isTimeZone, zonedInstant } from './business-date';

describe('businessDate', () => {
  it('is the calendar date in the given zone, whatever the instant is in UTC', () => {
    const instant = new Date('2026-03-31T23:30:00Z');
    expect(businessDate('Asia/Shanghai', instant)).toBe('2026-04-01');
    expect(businessDate('UTC', instant)).toBe('2026-03-31');
    expect(businessDate('America/Bogota', instant)).toBe('2026-03-31');
    expect(businessDate('Pacific/Kiritimati', instant)).toBe('2026-04-01');
  });

  it('defaults to Asia/Shanghai and knows IANA zones only', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('is the instant at which the zone’s clocks show the day and time', () => {
    expect(zonedInstant('2026-03-01', '09:00', 'Asia/Shanghai')).toBe('2026-03-01T01:00:00.000Z');
    expect(zonedInstant('2026-03-01', '07:30', 'Asia/Shanghai')).toBe('2026-02-28T23:30:00.000Z');
    expect(zonedInstant('2026-03-01', '09:00', 'UTC')).toBe('2026-03-01T09:00:00.000Z');
    // Daylight saving time: New York is UTC-5 in winter, UTC-4 in summer.
    expect(zonedInstant('2026-01-15', '12:00', 'America/New_York')).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedInstant('2026-07-15', '12:00', 'America/New_York')).toBe('2026-07-15T16:00:00.000Z');
    expect(zonedInstant('0050-06-01', '12:00', 'UTC')).toBe('0050-06-01T12:00:00.000Z');
  });

  it('is null for a day or time that does not exist', () => {
    expect(zonedInstant('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-3-1', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-03-01', '24:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-03-01', '9:00', 'UTC')).toBeNull();
  });
});
