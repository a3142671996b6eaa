import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Locale } from '../contracts/remote';

export function arcoLocale(locale: Locale) {
  return locale === 'en-US' ? enUS : zhCN;
}
