export { createReviewsRepository } from './repository';
export { reviewsRoutes } from './routes';
export { createReviewsService } from './service';
