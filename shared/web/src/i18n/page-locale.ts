import type { Locale } from '@pm/domain/contracts';

/**
 * The page's language, as `<html lang>` says: the i18n instance keeps it current (before anything re-renders for a
 * new language). Chinese outside a browser. Pages pass it to the formatters of `@pm/domain` that write in a language
 * (`shortenNumber`, `axisNumber`, `formatMoney` with `shorten`): those run on the server too, so they take it as a
 * parameter.
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
