export * from './utils/index';
