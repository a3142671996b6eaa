import type { Locale } from '../contracts/locale';

/**
 * The common texts are written as [zh-CN, en-US] pairs, key by key: a text cannot be added in one language and
 * forgotten in the other, and a reviewer reads both side by side.
 */
export type Bilingual = Record<string, readonly [zhCN: string, enUS: string]>;

export type LocaleBundles = Record<Locale, Record<string, string>>;

export function splitByLocale(...tables: Bilingual[]): LocaleBundles {
  const bundles: LocaleBundles = { 'zh-CN': {}, 'en-US': {} };
  for (const table of tables) {
    for (const [key, [zhCN, enUS]] of Object.entries(table)) {
      // Two tables with one key would silently keep the last text.
      if (key in bundles['zh-CN']) throw new Error(`Duplicate text key: ${key}`);
      bundles['zh-CN'][key] = zhCN;
      bundles['en-US'][key] = enUS;
    }
  }
  return bundles;
}
