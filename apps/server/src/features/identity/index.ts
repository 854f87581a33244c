export { authConfigOf, createIdentityApiService } from './account-service';
export { authHandlerRoutes } from './auth-handler';
export { createIdentityService, type PasswordHasher } from './better-auth';
export { createIdentityRepository } from './repository';
export { identityApiRoutes } from './routes';
export { createSessionCheck } from './session-check';
export { TokenService } from './tokens';
