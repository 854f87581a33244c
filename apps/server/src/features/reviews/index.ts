export { createReviewsRepository } from './repository';
export { reviewsRoutes } from './routes';
export { createReviewsService, type ReviewsService } from './service';
