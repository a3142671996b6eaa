export * from './resident-id';
export * from './credit-code';
export * from './service-hours';
