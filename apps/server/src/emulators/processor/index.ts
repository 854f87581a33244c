/*
 * A stand-in for Stripe when no STRIPE_* keys are set: the same HTTP API (the official SDK talks
 * to it), test cards, refunds and signed webhook events. Not part of the product's features.
 */
export { createWebhookDispatcher } from './dispatcher';
export { createProcessorRepository } from './repository';
export { processorRoutes } from './routes';
export { createProcessorService, PROCESSING_TEST_CARD } from './service';
export { signWebhookPayload } from './webhook-signature';
