export * from './remote/index';
