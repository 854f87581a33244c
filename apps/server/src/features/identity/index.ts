export * from './auth-handler';
export * from './better-auth';
export * from './repository';
export * from './routes';
export * from './session-check';
export * from './sign-in-guard';
export * from './tokens';
