export { createPaymentsRepository } from './repository';
export { paymentsRoutes, webhookRoutes } from './routes';
export { createPaymentsService } from './service';
