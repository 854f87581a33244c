export { createUsersRepository } from './repository';
export { usersRoutes } from './routes';
export { createUsersService, type AccountLookup, type UsersService } from './service';
