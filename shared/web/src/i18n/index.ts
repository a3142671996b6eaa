export { COMMON_NS, DEFAULT_LOCALE, FALLBACK_LOCALE, i18n } from './instance';
export { addResources, changeLocale, currentLocale } from './locale';
export type { NamespaceResources, TextTree } from './locale';
export { formatDate, formatDateTime, formatNumber } from './format';
export { pageLocale } from './page-locale';
