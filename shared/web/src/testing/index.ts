export * from './render-page';
export * from './fixtures';
export * from './media-query';
