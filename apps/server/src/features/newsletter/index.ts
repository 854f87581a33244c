export { createNewsletterRepository } from './repository';
export { newsletterRoutes } from './routes';
export { createNewsletterService, type NewsletterService } from './service';
