export * from './storage/index';
