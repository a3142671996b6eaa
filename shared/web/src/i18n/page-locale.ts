import type { Locale } from '@pm/domain/contracts';

/**
 * The page's language, as `<html lang>` says: the i18n instance keeps it current (before anything re-renders for a
 * new language). Chinese outside a browser. For formatters that must not depend on i18next (the server imports
 * them too).
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
