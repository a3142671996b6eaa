export * from './organisation';
export * from './beneficiaries';
export * from './projects';
export * from './auth';
export * from './audit';
export * from './areas';
export * from './workplace';
export * from './certifications';
