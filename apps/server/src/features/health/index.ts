export { healthRoutes } from './routes';
export { createHealthService, type HealthService } from './service';
