export * from './repository';
export * from './routes';
