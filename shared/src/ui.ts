export * from './ui/index';
