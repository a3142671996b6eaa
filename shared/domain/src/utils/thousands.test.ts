import { thousands } from './thousands';

describe('thousands (specification §9: a separator every 3 digits)', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    [1234567, '1,234,567'],
    [123, '123'],
    [1000, '1,000'],
    ['1234.50', '1,234.50'],
    [-1234567.5, '-1,234,567.5'],
    ['-1000', '-1,000'],
    [' 1000 ', '1,000'],
    ['+1000', '1,000'],
    [0, '0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
  ])('%p → %p', (value, expected) => {
    expect(thousands(value)).toBe(expected);
  });

  it('returns a non-number unchanged', () => {
    expect(thousands('n/a')).toBe('n/a');
    expect(thousands('')).toBe('');
    expect(thousands(Number.NaN)).toBe('NaN');
  });
});
