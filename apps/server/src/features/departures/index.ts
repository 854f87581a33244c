export {
  createDeparturesRepository,
  DEPARTURE_CANCEL_QUEUE,
  type DepartureCancelJob,
} from './repository';
export { departuresRoutes } from './routes';
export { createDeparturesService } from './service';
