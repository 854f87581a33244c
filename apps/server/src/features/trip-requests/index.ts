export { createTripRequestsRepository } from './repository';
export { tripRequestsRoutes } from './routes';
export { createTripRequestsService } from './service';
