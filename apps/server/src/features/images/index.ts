export { imagesRoutes } from './routes';
export { createImagesService } from './service';
