export { createBookingsRepository } from './repository';
export { bookingsRoutes } from './routes';
export { createBookingsService, type BookingsService } from './service';
