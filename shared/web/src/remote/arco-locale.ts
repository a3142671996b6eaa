import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Locale } from '@pm/domain/contracts';

export function arcoLocale(locale: Locale) {
  return locale === 'en-US' ? enUS : zhCN;
}
