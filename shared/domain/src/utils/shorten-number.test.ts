import { axisNumber, shortenNumber } from './shorten-number';

describe('shortenNumber (specification §9: 万, 亿, 万亿; 2 decimals; below 10,000 unchanged)', () => {
  it.each([
    [12345, '1.23万'],
    [10000, '1.00万'],
    [123456789, '1.23亿'],
    [100000000, '1.00亿'],
    [1.5e12, '1.50万亿'],
    ['2000000000000', '2.00万亿'],
  ])('%p → %p', (value, expected) => {
    expect(shortenNumber(value, 2, 'zh-CN')).toBe(expected);
  });

  it.each([[0], [9999], [9999.99], ['1234.5'], [-9999]])('leaves %p unchanged (below 10,000)', (value) => {
    expect(shortenNumber(value, 2, 'zh-CN')).toBe(String(value));
  });

  it('keeps the sign of negative numbers', () => {
    expect(shortenNumber(-12345, 2, 'zh-CN')).toBe('-1.23万');
    expect(shortenNumber('-123456789', 2, 'zh-CN')).toBe('-1.23亿');
  });

  it('rounds half up (away from zero)', () => {
    expect(shortenNumber(12345, 2, 'zh-CN')).toBe('1.23万');
    expect(shortenNumber(12350, 2, 'zh-CN')).toBe('1.24万');
    expect(shortenNumber(-12350, 2, 'zh-CN')).toBe('-1.24万');
    expect(shortenNumber(12349.99, 2, 'zh-CN')).toBe('1.23万');
  });

  it('carries into the next unit when rounding reaches 10,000 of the current one', () => {
    expect(shortenNumber(99999999, 2, 'zh-CN')).toBe('1.00亿');
    expect(shortenNumber(999999999999, 2, 'zh-CN')).toBe('1.00万亿');
    expect(shortenNumber(99994999, 2, 'zh-CN')).toBe('9999.50万');
  });

  it('takes the number of decimals', () => {
    expect(shortenNumber(123456789, 0, 'zh-CN')).toBe('1亿');
    expect(shortenNumber(123456789, 4, 'zh-CN')).toBe('1.2346亿');
  });

  it('keeps precision on sums beyond the float range', () => {
    expect(shortenNumber('123456789012345678.99', 2, 'zh-CN')).toBe('123456.79万亿');
    expect(shortenNumber('1000000000000.005', 14, 'zh-CN')).toBe('1.00000000000001万亿');
  });

  it('returns a non-number unchanged', () => {
    expect(shortenNumber('abc', 2, 'zh-CN')).toBe('abc');
    expect(shortenNumber('', 2, 'zh-CN')).toBe('');
  });
});

describe('shortenNumber in English (K, M, B, T: thousands, millions, billions, trillions)', () => {
  it.each([
    [12345, '12.35K'],
    [478800, '478.80K'],
    [6546600, '6.55M'],
    ['123456789', '123.46M'],
    [1.5e9, '1.50B'],
    ['2000000000000', '2.00T'],
    [-12345, '-12.35K'],
  ])('%p → %p', (value, expected) => {
    expect(shortenNumber(value, 2, 'en-US')).toBe(expected);
  });

  it('leaves numbers below 10,000 unchanged, as in Chinese', () => {
    expect(shortenNumber(9999, 2, 'en-US')).toBe('9999');
  });

  it('carries into the next unit when rounding reaches 1,000 of the current one', () => {
    expect(shortenNumber(999999, 2, 'en-US')).toBe('1.00M');
    expect(shortenNumber(999994999, 2, 'en-US')).toBe('999.99M');
  });
});

describe('axisNumber', () => {
  it('shortens axis amounts without trailing zeros', () => {
    expect(axisNumber(0, 'zh-CN')).toBe('0');
    expect(axisNumber(5000, 'zh-CN')).toBe('5000');
    expect(axisNumber(50000, 'zh-CN')).toBe('5万');
    expect(axisNumber(125000, 'zh-CN')).toBe('12.5万');
    expect(axisNumber(300000000, 'zh-CN')).toBe('3亿');
  });

  it('uses K/M/B in English', () => {
    expect(axisNumber(50000, 'en-US')).toBe('50K');
    expect(axisNumber(125000, 'en-US')).toBe('125K');
    expect(axisNumber(2500000, 'en-US')).toBe('2.5M');
  });
});
