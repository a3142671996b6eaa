export * from './remote';
