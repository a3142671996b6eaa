import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@pm/domain/contracts';
import { SUPPORTED_LOCALES, localeStorage } from '../storage/locale-storage';
import { commonResources } from '@pm/domain/texts';

export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';
export const COMMON_NS = 'common';

/**
 * The one i18next instance (a Module Federation singleton through @pm/domain); remotes add their namespace with
 * `addResources` instead of creating their own. Remotes write nested texts ({ list: { title } } → 'list.title');
 * 'common' is flat ('menu.project' and 'menu.project.list' are both texts, which nesting cannot express). Both
 * resolve with the default '.' separator because i18next falls back to flat keys (ignoreJSONStructure).
 */
export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous: the first render already has its texts.
void i18n.use(initReactI18next).init({
  lng: localeStorage.get() ?? DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  load: 'currentOnly',
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  resources: {
    'zh-CN': { [COMMON_NS]: commonResources['zh-CN'] },
    'en-US': { [COMMON_NS]: commonResources['en-US'] },
  },
  ignoreJSONStructure: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

// `<html lang>` follows the language before anything re-renders for it (react-i18next listens after this): the
// browser and the formatters that read the page's language (`pageLocale`) see the new one.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}
