export * from './dispatcher';
export * from './ids';
export * from './objects';
export * from './repository';
export * from './routes';
export * from './service';
export * from './webhook-signature';
