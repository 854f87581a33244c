// Seat holds (admins): each departure's unpaid holds, and their release.
export { createSeatHoldsRepository } from './repository';
export { seatHoldsRoutes } from './routes';
export { createSeatHoldsService } from './service';
