import { businessDate, DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from './business-date';

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
