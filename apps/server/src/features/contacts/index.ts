export { createContactsRepository } from './repository';
export { contactsRoutes } from './routes';
export { createContactsService, type ContactsService } from './service';
