export { createPackagesRepository } from './repository';
export { packagesRoutes } from './routes';
export { createPackagesService, type PackagesService } from './service';
