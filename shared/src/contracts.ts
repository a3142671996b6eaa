export * from './contracts/index';
