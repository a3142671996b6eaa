export * from './auth/index';
