import type { Locale } from '@pm/domain/contracts';
import { isLocale, localeStorage } from '../storage/locale-storage';
import { DEFAULT_LOCALE, i18n } from './instance';

/** Texts of one namespace, nested or with flat dotted keys. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** Texts of one namespace in both languages. */
export type NamespaceResources = Record<Locale, TextTree>;

/** A remote adds its namespace (or more keys to one) to the one instance; existing keys are deep-merged over. */
export function addResources(ns: string, resources: NamespaceResources): void {
  for (const [locale, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
}

/** The language in use, as one of ours. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Switches the language everywhere (`<html lang>` too: see instance.ts) and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  localeStorage.set(locale);
}
