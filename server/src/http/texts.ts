import i18next, { type TFunction } from 'i18next';
import type { Locale } from '@pm/domain/contracts/locale';
import { splitByLocale } from '@pm/domain/texts/bilingual';
import { commonResources } from '@pm/domain/texts';
import { serverTexts } from '../texts';

/** The server's own texts (`src/texts/*`); the pages' common texts answer every key the server does not have. */
const SERVER_NS = 'server';
const COMMON_NS = 'common';

const serverResources = splitByLocale(...serverTexts);

/**
 * The server's one i18next instance (not the pages' one: that lives in the web package with React). Resources are
 * bundled, so it is ready when this module is loaded. Keys are flat (`signIn.locked`, 'login.form.error'), as the
 * tables write them.
 */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'zh-CN',
  fallbackLng: 'en-US',
  supportedLngs: ['zh-CN', 'en-US'],
  ns: [SERVER_NS, COMMON_NS],
  defaultNS: SERVER_NS,
  fallbackNS: COMMON_NS,
  keySeparator: false,
  resources: {
    'zh-CN': { [SERVER_NS]: serverResources['zh-CN'], [COMMON_NS]: commonResources['zh-CN'] },
    'en-US': { [SERVER_NS]: serverResources['en-US'], [COMMON_NS]: commonResources['en-US'] },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type Texts = TFunction;

const fixed: Record<Locale, Texts> = { 'zh-CN': i18n.getFixedT('zh-CN'), 'en-US': i18n.getFixedT('en-US') };

/** The texts in one language. */
export const textsIn = (locale: Locale): Texts => fixed[locale];
