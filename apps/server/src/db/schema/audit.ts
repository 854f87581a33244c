import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One field's change: its value before and after, or just `'changed'` for a personal field. */
export type AuditChange = { from: unknown; to: unknown } | 'changed';

/**
 * The audit trail (docs/architecture.md, "Audit trail"): every change an admin makes and every
 * admin sign-in, append-only. The database refuses UPDATE, DELETE and TRUNCATE of it (migration
 * 0017): even a bug in the product cannot edit the trail. People are referred to by id only (no
 * foreign key, so the entries outlive the account) and no personal value is copied in: names,
 * e-mails, addresses and messages are recorded as `'changed'`.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who acted: an admin, or the operator (`npm run admin`, the setup links of `ADMIN_EMAILS`),
     * who holds the server's shell and has no account.
     */
    actorKind: text('actor_kind', { enum: ['admin', 'operator'] })
      .notNull()
      .default('admin'),
    /** The admin's `users.id` (no foreign key: deleting the account keeps the entry); null for the operator. */
    actorId: text('actor_id'),
    /** What was done: `package.update`, `user.role`, `admin.sign-in`, ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The client address the request came from. */
    address: text('address'),
    /** For edits: `{ field: { from, to } }`, personal fields as `{ field: 'changed' }`. */
    changes: jsonb('changes').$type<Record<string, AuditChange>>(),
    /** Non-personal extras (an export's kind and filters, a cancellation's refund). */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    check(
      'audit_events_actor_check',
      sql`(${t.actorKind} = 'admin' and ${t.actorId} is not null) or (${t.actorKind} = 'operator' and ${t.actorId} is null)`,
    ),
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_action_at_idx').on(t.action, t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
  ],
);
