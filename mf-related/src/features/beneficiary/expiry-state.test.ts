import { expiryState } from './expiry-state';

describe('expiryState', () => {
  it('reads a date before today as expired, within 30 days as expiring, later as valid', () => {
    expect(expiryState('2026-11-23', '2026-11-24')).toBe('expired');
    expect(expiryState('2026-11-24', '2026-11-24')).toBe('expiring');
    expect(expiryState('2026-12-24', '2026-11-24')).toBe('expiring');
    expect(expiryState('2026-12-25', '2026-11-24')).toBe('valid');
    expect(expiryState('2027-03-01', '2027-01-30')).toBe('expiring');
    expect(expiryState('2027-03-02', '2027-01-30')).toBe('valid');
  });
});
