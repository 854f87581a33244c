export { createExportsRepository } from './repository';
export { exportsRoutes, type ExportRecord } from './routes';
export { createExportsService } from './service';
