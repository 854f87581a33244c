export { createBookingsRepository } from './repository';
export { bookingsRoutes } from './routes';
export { createBookingsService } from './service';
