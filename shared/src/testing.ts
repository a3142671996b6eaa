export * from './testing/index';
