import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { auditEvents } from '#db/schema';
import type { ListPage } from '#lib/list-page';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

export interface AuditFilters {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant. */
  to?: Date;
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

    /** Newest first. */
    async list(
      filters: AuditFilters,
      page: ListPage,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: SQL | undefined = and(
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.actorId ? eq(auditEvents.actorId, filters.actorId) : undefined,
        filters.targetType ? eq(auditEvents.targetType, filters.targetType) : undefined,
        filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
        filters.from ? gte(auditEvents.at, filters.from) : undefined,
        filters.to ? lt(auditEvents.at, filters.to) : undefined,
      );
      const query = db
        .select()
        .from(auditEvents)
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
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
