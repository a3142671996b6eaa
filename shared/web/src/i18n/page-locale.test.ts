import { shortenNumber } from '@pm/domain/utils';
import { pageLocale } from './page-locale';

describe('pageLocale', () => {
  it('gives the page language that shortened numbers are written in', () => {
    document.documentElement.lang = 'en-US';
    try {
      expect(shortenNumber(12345, 2, pageLocale())).toBe('12.35K');
    } finally {
      document.documentElement.lang = 'zh-CN';
    }
    expect(shortenNumber(12345, 2, pageLocale())).toBe('1.23万');
  });
});
