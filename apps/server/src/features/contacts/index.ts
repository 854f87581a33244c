export { createContactsRepository } from './repository';
export { contactsRoutes } from './routes';
export { createContactsService } from './service';
