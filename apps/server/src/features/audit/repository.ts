import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { auditEvents, users } from '#db/schema';
import { containsPattern, type ListPage } from '#lib/list-page';

export type NewAuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

export interface AuditFilters {
  action?: string;
  actorId?: string;
  /** Words of the acting admin's name as the directory holds it now. */
  actorName?: string;
  targetType?: string;
  targetId?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant. */
  to?: Date;
}

/** The directory rows the trail's people are named from, when it is read (never stored in it). */
const actorUser = alias(users, 'actor_user');
const targetUser = alias(users, 'target_user');

/** The people of an entry are kept by id as text: the directory's uuid, compared as text. */
const isActor = sql`${actorUser.id}::text = ${auditEvents.actorId}`;
const isTargetUser = and(
  eq(auditEvents.targetType, 'user'),
  sql`${targetUser.id}::text = ${auditEvents.targetId}`,
);

/** An entry's columns with its people's names now (null when the account is gone). */
export const namedAuditColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorKind: auditEvents.actorKind,
  actorId: auditEvents.actorId,
  actorName: actorUser.name,
  actorEmail: actorUser.email,
  action: auditEvents.action,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  targetName: targetUser.name,
  targetEmail: targetUser.email,
  address: auditEvents.address,
  changes: auditEvents.changes,
  details: auditEvents.details,
};

/** The filters as a condition on the trail (the list's and its CSV export's). */
export function auditWhere(filters: AuditFilters): SQL | undefined {
  const name = filters.actorName?.trim();
  return and(
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.actorId ? eq(auditEvents.actorId, filters.actorId) : undefined,
    name
      ? sql`exists (select 1 from ${users} where ${users.id}::text = ${auditEvents.actorId} and ${ilike(users.name, containsPattern(name))})`
      : undefined,
    filters.targetType ? eq(auditEvents.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditEvents.at, filters.from) : undefined,
    filters.to ? lt(auditEvents.at, filters.to) : undefined,
  );
}

/**
 * The trail's statements: insert and read only. (The table refuses UPDATE, DELETE and TRUNCATE
 * in the database itself: migration 0017.) `db` may be a transaction: the entry then commits or
 * rolls back with the change it records.
 */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditEvents).values(row);
    },

    /** Newest first, each entry with its people's names as the directory holds them now. */
    async list(filters: AuditFilters, page: ListPage) {
      const where = auditWhere(filters);
      const query = db
        .select(namedAuditColumns)
        .from(auditEvents)
        .leftJoin(actorUser, isActor)
        .leftJoin(targetUser, isTargetUser)
        .where(where)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id));
      return listWithTotal({
        db,
        table: auditEvents,
        where,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
      });
    },

    /**
     * The entries after `cursor` (newest first: `at`, then id) that the filters match, at most
     * `size`, named as `list` names them: the CSV export's chunks.
     */
    async chunk(
      filters: AuditFilters,
      cursor: { at: string; id: string } | undefined,
      size: number,
    ) {
      return db
        .select({ ...namedAuditColumns, cursorAt: sql<string>`${auditEvents.at}::text` })
        .from(auditEvents)
        .leftJoin(actorUser, isActor)
        .leftJoin(targetUser, isTargetUser)
        .where(
          and(
            auditWhere(filters),
            cursor
              ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
              : undefined,
          ),
        )
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(size);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
/** An entry as read: its people's names (and e-mails) from the directory now, null when gone. */
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>['rows'][number];
