import type { AuditRecorder } from '#features/audit';
import type { ExportRecord } from './routes';

/**
 * Each CSV export, recorded in the audit trail when it ends (the routes' `onExport`): which list
 * (or the departure whose manifest it is), how many rows, whether the file was whole, and its
 * filters with any search words left out (they may name a person).
 */
export function exportAuditRecorder(audit: AuditRecorder) {
  return (record: ExportRecord) =>
    audit.record({
      actor: record.actor,
      address: record.address,
      action: 'export',
      targetType: record.kind === 'manifest' ? 'departure' : record.kind,
      targetId: record.targetId ?? null,
      details: {
        rows: record.rows,
        complete: record.complete,
        filters: Object.fromEntries(
          Object.entries(record.filters).map(([key, value]) =>
            key === 'q' ? [key, 'given'] : [key, value],
          ),
        ),
      },
    });
}
