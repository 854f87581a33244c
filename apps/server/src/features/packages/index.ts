export { createPackagesRepository } from './repository';
export { packagesRoutes } from './routes';
export { createPackagesService } from './service';
