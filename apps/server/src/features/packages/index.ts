export * from './repository';
export * from './routes';
export * from './service';
