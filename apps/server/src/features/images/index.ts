export { imagesRoutes, IMAGE_URL_PREFIX } from './routes';
export { createImagesService, type ImagesService } from './service';
