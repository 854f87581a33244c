export { createExportsRepository } from './repository';
export { exportsRoutes, manifestCsvReply, type ExportRecord } from './routes';
export { createExportsService } from './service';
export { exportAuditRecorder } from './audit-record';
