export * from './charts/index';
