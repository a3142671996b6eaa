export * from './i18n/index';
