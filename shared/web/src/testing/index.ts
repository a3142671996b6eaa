export * from './render-page';
export * from './fixtures';
