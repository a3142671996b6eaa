export * from './settings';
export * from './user-slice';
export * from './settings-slice';
export * from './store';
export * from './hooks';
export * from './settings-storage';
export * from './business-date';
