export * from './app-providers';
export * from './arco-locale';
export * from './create-remote-app';
