export * from './organisation';
export * from './beneficiaries';
export * from './projects';
export * from './auth';
export * from './audit';
