export { createPaymentsRepository } from './repository';
export { paymentsRoutes, webhookRoutes } from './routes';
export { createPaymentsService, type PaymentsService } from './service';
