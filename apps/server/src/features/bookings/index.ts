export { createBookingsRepository } from './repository';
export { bookingsRoutes } from './routes';
export { createBookingsService, type PaidTrips } from './service';
