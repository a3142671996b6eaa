import { archiveNumber } from './archive-number';

describe('archive number', () => {
  it('reads DA-<year>-<project code>-<sequence of four digits at least>', () => {
    expect(archiveNumber(2026, 'XM2025003', 1)).toBe('DA-2026-XM2025003-0001');
    expect(archiveNumber(2027, 'XM2025003', 42)).toBe('DA-2027-XM2025003-0042');
    expect(archiveNumber(2026, 'T1', 9999)).toBe('DA-2026-T1-9999');
    expect(archiveNumber(2026, 'T1', 10000)).toBe('DA-2026-T1-10000');
  });

  it('gives each project and year its own sequence, so numbers differ by project even at the same count', () => {
    expect(archiveNumber(2026, 'XM1', 1)).not.toBe(archiveNumber(2026, 'XM2', 1));
    expect(archiveNumber(2026, 'XM1', 1)).not.toBe(archiveNumber(2027, 'XM1', 1));
  });

  it('refuses a sequence below 1 or a year that is not four digits', () => {
    expect(() => archiveNumber(2026, 'XM1', 0)).toThrow(RangeError);
    expect(() => archiveNumber(2026, 'XM1', 1.5)).toThrow(RangeError);
    expect(() => archiveNumber(99, 'XM1', 1)).toThrow(RangeError);
  });
});
