import { formatDate, formatDateTime, formatNumber } from './format';
import { changeLocale } from './locale';

afterEach(async () => {
  await changeLocale('zh-CN');
});

describe('formatDate', () => {
  const day = new Date(2024, 2, 5, 14, 30);

  it('follows the locale given', () => {
    expect(formatDate(day, 'zh-CN')).toBe('2024/03/05');
    expect(formatDate(day, 'en-US')).toBe('03/05/2024');
  });

  it('follows the current locale by default', async () => {
    expect(formatDate(day)).toBe('2024/03/05');
    await changeLocale('en-US');
    expect(formatDate(day)).toBe('03/05/2024');
  });

  it("reads 'YYYY-MM-DD' as that calendar day, and takes timestamps and ISO strings", () => {
    expect(formatDate('2024-03-05', 'zh-CN')).toBe('2024/03/05');
    expect(formatDate(day.getTime(), 'zh-CN')).toBe('2024/03/05');
    expect(formatDate(day.toISOString(), 'zh-CN')).toBe('2024/03/05');
  });

  it('takes other options', () => {
    expect(formatDate(day, 'en-US', { year: 'numeric', month: 'long' })).toBe('March 2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'zh-CN')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the minute on a 24-hour clock in both languages', () => {
    const moment = new Date(2024, 2, 5, 14, 30);
    expect(formatDateTime(moment, 'zh-CN')).toBe('2024/03/05 14:30');
    expect(formatDateTime(moment, 'en-US')).toBe('03/05/2024, 14:30');
    expect(formatDateTime('not a date', 'zh-CN')).toBe('');
  });
});

describe('formatNumber', () => {
  it('follows the locale', async () => {
    expect(formatNumber(1234567.891, 'en-US')).toBe('1,234,567.891');
    expect(formatNumber(0.5, 'zh-CN', { style: 'percent' })).toBe('50%');
    await changeLocale('en-US');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});
