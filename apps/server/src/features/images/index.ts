export { imagesRoutes } from './routes';
export { createImagesService } from './service';
export { createImagesRepository, IMAGE_SWEEP_QUEUE } from './repository';
export { createImageSweep } from './sweep';
