import { addDays, expiryWarningLimit, qualificationState } from './qualification-expiry';

describe('qualification expiry', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-24', 30)).toBe('2026-12-24');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(expiryWarningLimit('2026-11-24')).toBe('2026-12-24');
  });

  it('warns from 30 days ahead; the expiry day itself is still valid, the day after is expired', () => {
    const today = '2026-11-24';
    expect(qualificationState('2026-12-25', today)).toBe('valid');
    expect(qualificationState('2026-12-24', today)).toBe('expiring');
    expect(qualificationState('2026-11-25', today)).toBe('expiring');
    expect(qualificationState('2026-11-24', today)).toBe('expiring');
    expect(qualificationState('2026-11-23', today)).toBe('expired');
  });
});
