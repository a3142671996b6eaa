export * from './list/index';
export * from './status-tag';
