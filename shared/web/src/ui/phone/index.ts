export * from './use-narrow-screen';
export * from './row-cards';
