export * from './forms/index';
