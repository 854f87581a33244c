export { healthRoutes } from './routes';
export { createHealthService } from './service';
