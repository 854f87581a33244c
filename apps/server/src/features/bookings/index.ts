export { createBookingsRepository, type BookingsRepository } from './repository';
export { bookingsRoutes } from './routes';
export { createBookingsService, type PaidTrips } from './service';
export { BOOKING_HOLDS_QUEUE, createHoldSweep } from './hold-sweep';
export { createPaymentHolds } from './payment-holds';
