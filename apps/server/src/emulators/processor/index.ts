/*
 * A stand-in for Stripe when no STRIPE_* keys are set: the same HTTP API (the official SDK talks
 * to it), test cards, refunds and signed webhook events. Not part of the product's features.
 */
export { createWebhookDispatcher } from './dispatcher';
export { createProcessorRepository } from './repository';
export { processorRoutes } from './routes';
export { createProcessorService } from './service';
export { signWebhookPayload } from './webhook-signature';
