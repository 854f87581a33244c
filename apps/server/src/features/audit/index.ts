// The audit trail (issue 19): admins' changes and sign-ins, append-only, without personal values.
export { createAuditRepository } from './repository';
export { auditRoutes } from './routes';
export {
  auditChanges,
  createAuditService,
  OPERATOR,
  type AuditBy,
  type AuditRecorder,
} from './service';
