export { createNewsletterRepository } from './repository';
export { newsletterRoutes } from './routes';
export { createNewsletterService } from './service';
