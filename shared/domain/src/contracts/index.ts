export * from './api';
export * from './user';
export * from './locale';
export * from './remote-registry';
export * from './files';
export * from './funds';
export * from './exports';
