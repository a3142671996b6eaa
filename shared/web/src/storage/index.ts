export { STORAGE_KEYS } from './keys';
export { formatToken, tokenStorage } from './token-storage';
export { ruleStorage } from './rule-storage';
export { clientUserStorage } from './client-user-storage';
export { SUPPORTED_LOCALES, isLocale, localeStorage } from './locale-storage';
export { clearSession } from './session';
