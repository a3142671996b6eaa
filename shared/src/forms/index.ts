export * from './rules';
export * from './form-schema';
export * from './checks';
export * from './project-form';
export * from './application-form';
export * from './agreement-form';
export * from './report-form';
