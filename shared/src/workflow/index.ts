export * from './machine';
export * from './project-machine';
export * from './application-machine';
export * from './agreement-machine';
export * from './report-machine';
export * from './permissions';
