export * from './routes/index';
