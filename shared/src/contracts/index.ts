export * from './api';
export * from './user';
export * from './menu';
export * from './remote';
export * from './business';
export * from './workplace';
export * from './projects';
export * from './files';
