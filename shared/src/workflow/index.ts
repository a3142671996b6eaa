export * from './machine';
export * from './project-machine';
export * from './application-machine';
export * from './agreement-machine';
export * from './report-machine';
export * from './appropriation-machine';
export * from './budget-machine';
export * from './permissions';
