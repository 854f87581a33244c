export { createReportCompaction, REPORT_COMPACT_QUEUE } from './compaction';
export { createReportsRepository } from './repository';
export { reportsRoutes } from './routes';
export { createReportsService } from './service';
