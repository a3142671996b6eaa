export * from './definition';
export * from './report-form';
export * from './standard-template';
export * from './template-problems';
