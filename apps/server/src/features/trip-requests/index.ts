export { createTripRequestsRepository } from './repository';
export { tripRequestsRoutes } from './routes';
export { createTripRequestsService, type TripRequestsService } from './service';
