// The audit trail (docs/architecture.md, "Audit trail"): admins' changes and sign-ins, append-only,
// without personal values.
export { createAuditRepository, type AuditFilters } from './repository';
export { auditRoutes } from './routes';
export {
  auditActorName,
  auditChanges,
  auditTargetName,
  createAuditService,
  OPERATOR,
  type AuditBy,
  type AuditRecorder,
} from './service';
