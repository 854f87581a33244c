export * from './routes';
export * from './service';
