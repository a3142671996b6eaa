export * from './list-query';
export * from './use-list-query';
export * from './data-table';
export * from './list-toolbar';
export * from './list-card';
export * from './date-column';
export * from './search-form';
