import {
  DELETED_USER_LABEL,
  type AuditEvent,
  type AuditList,
  type AuditListQuery,
} from '@wayfare/contract/audit';
import type { AuditChange } from '#db/schema';
import { tripDayEnd, tripDayStart, formatTripTime } from '#lib/trip-time';
import type { AuditRepository, AuditRow } from './repository';

/**
 * The actor of the operator's own commands (`npm run admin`, the setup links printed at start):
 * whoever holds the server's shell, who has no account. Stored as `actor_kind = 'operator'`
 * without an id, and shown as `operator (CLI)`.
 */
export const OPERATOR = 'operator';

/**
 * What one entry says. `actor` is the admin (an Actor or just `{ id }`: only the id is kept), or
 * `OPERATOR`. `changes` holds before/after of edits (build it with `auditChanges`); `details`
 * non-personal extras. Never put a name, e-mail, phone, postal address or message text in either.
 */
export interface AuditEntryInput {
  actor: { id: string } | typeof OPERATOR;
  /** The client address of the request (`request.ip`); null for work no request asked for. */
  address: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  changes?: Record<string, AuditChange> | null;
  details?: Record<string, unknown> | null;
}

/** Who made a change and from where, as routes hand it to the services that record it. */
export interface AuditBy {
  actor: { id: string; role?: string };
  address: string | null;
}

/**
 * Fields that hold personal values, or free text that may hold them (a cancellation's reason):
 * recorded as `'changed'`, never copied.
 */
export const PERSONAL_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'message',
  'travellerNames',
  'reason',
  'cancelReason',
] as const;

/**
 * The changes between `before` and `after` (fields of `after` whose value differs; a create
 * passes `before` = {}): `{ field: { from, to } }`, or `'changed'` for a field in `personal`.
 * Dates are compared and kept as ISO text.
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  personal: readonly string[] = PERSONAL_FIELDS,
): Record<string, AuditChange> {
  const plain = (value: unknown): unknown =>
    value instanceof Date ? value.toISOString() : value === undefined ? null : value;
  const changes: Record<string, AuditChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const from = plain(before[field]);
    const to = plain(value);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = personal.includes(field) ? 'changed' : { from, to };
  }
  return changes;
}

/** Keeps `details` free of personal values even when a caller passes one by mistake. */
function withoutPersonal(
  values: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) =>
      (PERSONAL_FIELDS as readonly string[]).includes(key) ? [key, 'changed'] : [key, value],
    ),
  );
}

/** A person as the trail names them: the directory's name (or e-mail, for none), else gone. */
function personName(row: { name: string | null; email: string | null }): string {
  if (row.email === null) return DELETED_USER_LABEL;
  return row.name?.trim() || row.email;
}

/** Who acted, named from the directory now: null for the operator, who has no account. */
export function auditActorName(row: Pick<AuditRow, 'actorKind' | 'actorName' | 'actorEmail'>) {
  if (row.actorKind === 'operator') return null;
  return personName({ name: row.actorName, email: row.actorEmail });
}

/** The person an entry is about (a `user` target), named from the directory now; else null. */
export function auditTargetName(
  row: Pick<AuditRow, 'targetType' | 'targetId' | 'targetName' | 'targetEmail'>,
) {
  if (row.targetType !== 'user' || !row.targetId) return null;
  return personName({ name: row.targetName, email: row.targetEmail });
}

export function createAuditService(deps: {
  audit: AuditRepository;
  /** The trip zone (TRIP_TIME_ZONE): the filters' days and the times shown are its. */
  timeZone: string;
}) {
  const { audit, timeZone } = deps;

  function toDto(row: AuditRow): AuditEvent {
    return {
      _id: String(row.id),
      at: formatTripTime(row.at, timeZone),
      actorKind: row.actorKind,
      actorId: row.actorId,
      actorName: auditActorName(row),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: auditTargetName(row),
      address: row.address,
      changes: row.changes ?? null,
      details: row.details ?? null,
    };
  }

  return {
    /** Appends one entry. */
    async record(entry: AuditEntryInput): Promise<void> {
      const changes = entry.changes ? withoutPersonal(entry.changes) : null;
      const { actor } = entry;
      await audit.insert({
        actorKind: actor === OPERATOR ? 'operator' : 'admin',
        actorId: actor === OPERATOR ? null : actor.id,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        address: entry.address,
        changes:
          changes && Object.keys(changes).length > 0
            ? (changes as Record<string, AuditChange>)
            : null,
        details: withoutPersonal(entry.details),
      });
    },

    /**
     * `GET /audit` (admins): newest first, filtered; each entry's people named from the directory
     * as it is now (the trail itself keeps ids only).
     */
    async list(query: AuditListQuery & { limit: number; offset: number }): Promise<AuditList> {
      const { rows, total } = await audit.list(
        {
          action: query.action,
          actorId: query.actorId,
          actorName: query.actor || undefined,
          targetType: query.targetType,
          targetId: query.targetId,
          from: query.from ? tripDayStart(query.from, timeZone) : undefined,
          to: query.to ? tripDayEnd(query.to, timeZone) : undefined,
        },
        { limit: query.limit, offset: query.offset },
      );
      return { items: rows.map(toDto), total };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
/** What the features that make admin changes need: recording an entry. */
export type AuditRecorder = Pick<AuditService, 'record'>;
