export * from './store/index';
