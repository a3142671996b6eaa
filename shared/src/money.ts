export * from './money/index';
