export * from './list/index';
export * from './status-tag';
export * from './page-not-found';
export * from './area-cascader';
