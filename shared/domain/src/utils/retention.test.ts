import { isRetentionOver, retentionUntil } from './retention';

describe('retention', () => {
  it('keeps an entry until the same day that many years later', () => {
    expect(retentionUntil('2026-11-28', 10)).toBe('2036-11-28');
    expect(retentionUntil('2026-01-31', 30)).toBe('2056-01-31');
  });

  it('ends a period filed on 29 February on 28 February of a year without it, and on the 29th of a leap year', () => {
    expect(retentionUntil('2028-02-29', 1)).toBe('2029-02-28');
    expect(retentionUntil('2028-02-29', 4)).toBe('2032-02-29');
  });

  it('refuses a period that is not a whole number of years from 1 to 100', () => {
    expect(() => retentionUntil('2026-11-28', 0)).toThrow(RangeError);
    expect(() => retentionUntil('2026-11-28', 101)).toThrow(RangeError);
    expect(() => retentionUntil('2026-11-28', 2.5)).toThrow(RangeError);
  });

  it('is over only after the retention day: that day still keeps the entry', () => {
    expect(isRetentionOver('2026-11-27', '2026-11-28')).toBe(true);
    expect(isRetentionOver('2026-11-28', '2026-11-28')).toBe(false);
    expect(isRetentionOver('2036-11-28', '2026-11-28')).toBe(false);
  });
});
