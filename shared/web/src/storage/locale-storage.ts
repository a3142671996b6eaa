import type { Locale } from '@pm/domain/contracts';
import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem } from './safe-local-storage';

export const SUPPORTED_LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The chosen language under 'arco-locale' (specification §9). */
export const localeStorage = {
  get(): Locale | null {
    const value = readItem(STORAGE_KEYS.locale);
    return isLocale(value) ? value : null;
  },
  set(value: Locale): void {
    writeItem(STORAGE_KEYS.locale, value);
  },
  clear(): void {
    removeItem(STORAGE_KEYS.locale);
  },
};
