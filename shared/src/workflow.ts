export * from './workflow/index';
