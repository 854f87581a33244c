import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  DURATION_BUCKET_DAYS,
  type PackageSearchQuery,
  type TravelPackage,
} from '@wayfare/contract/packages';
import type { Db } from '#db/client';
import { isUuid } from '#lib/ids';
import { bookings, packages } from '#db/schema';
import { parseDurationDays } from '#lib/duration';

export type PackageRow = typeof packages.$inferSelect;
export type PackageFields = Pick<
  PackageRow,
  'title' | 'description' | 'image' | 'priceCents' | 'duration' | 'offer'
>;

export function toPackageDto(row: Omit<PackageRow, 'search' | 'archivedAt'>): TravelPackage {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    price: row.priceCents / 100,
    duration: row.duration,
    offer: row.offer,
  };
}

const listColumns = {
  id: packages.id,
  title: packages.title,
  description: packages.description,
  image: packages.image,
  priceCents: packages.priceCents,
  duration: packages.duration,
  durationDays: packages.durationDays,
  offer: packages.offer,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};

export function createPackagesRepository(db: Db) {
  return {
    /** One page of packages matching the search, and how many match in all. */
    async search(
      query: PackageSearchQuery,
    ): Promise<{ rows: Omit<PackageRow, 'search' | 'archivedAt'>[]; total: number }> {
      // Archived packages have left the catalogue.
      const conditions: SQL[] = [isNull(packages.archivedAt)];
      const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : undefined;
      if (tsQuery) conditions.push(sql`${packages.search} @@ ${tsQuery}`);
      if (query.minPrice !== undefined)
        conditions.push(gte(packages.priceCents, Math.round(query.minPrice * 100)));
      if (query.maxPrice !== undefined)
        conditions.push(lte(packages.priceCents, Math.round(query.maxPrice * 100)));
      if (query.duration) {
        const [from, to] = DURATION_BUCKET_DAYS[query.duration];
        conditions.push(gte(packages.durationDays, from), lte(packages.durationDays, to));
      }
      const sort = query.sort ?? (tsQuery ? 'relevance' : 'newest');
      const order: SQL[] =
        sort === 'price-asc'
          ? [asc(packages.priceCents)]
          : sort === 'price-desc'
            ? [desc(packages.priceCents)]
            : sort === 'relevance' && tsQuery
              ? [sql`ts_rank(${packages.search}, ${tsQuery}) desc`]
              : [];
      const rows = await db
        .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(packages)
        .where(and(...conditions))
        .orderBy(...order, desc(packages.createdAt), desc(packages.id))
        .limit(query.limit)
        .offset(query.offset);
      if (rows.length === 0 && query.offset > 0) {
        // Past the last page: the window count is unknown, so count separately.
        const [counted] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(packages)
          .where(and(...conditions));
        return { rows: [], total: counted?.total ?? 0 };
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    async findById(id: string): Promise<Omit<PackageRow, 'search' | 'archivedAt'> | undefined> {
      // Ids are UUIDs; anything else cannot name a package (and would make PostgreSQL complain).
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(listColumns)
        .from(packages)
        .where(and(eq(packages.id, id), isNull(packages.archivedAt)));
      return row;
    },

    /** How many bookings a package has, by status (what removing it would touch). */
    async bookingCounts(id: string): Promise<{ unpaid: number; paid: number; refunded: number }> {
      const counts = { unpaid: 0, paid: 0, refunded: 0 };
      if (!isUuid(id)) return counts;
      const rows = await db
        .select({ status: bookings.status, n: count() })
        .from(bookings)
        .where(eq(bookings.packageId, id))
        .groupBy(bookings.status);
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    async create(fields: PackageFields): Promise<string> {
      const [row] = await db
        .insert(packages)
        .values({ ...fields, durationDays: parseDurationDays(fields.duration) })
        .returning({ id: packages.id });
      return row!.id;
    },

    async update(id: string, fields: Partial<PackageFields>): Promise<void> {
      const durationDays =
        fields.duration === undefined ? {} : { durationDays: parseDurationDays(fields.duration) };
      await db
        .update(packages)
        .set({ ...fields, ...durationDays, updatedAt: new Date() })
        .where(eq(packages.id, id));
    },

    /**
     * Removes a package from the catalogue: deleted when nothing was ever booked of it, archived
     * otherwise (its bookings and payments keep pointing at it). Under a lock on the package, so
     * a booking made meanwhile is counted.
     */
    async remove(id: string): Promise<'deleted' | 'archived' | 'not_found'> {
      if (!isUuid(id)) return 'not_found';
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: packages.id })
          .from(packages)
          .where(and(eq(packages.id, id), isNull(packages.archivedAt)))
          .for('update');
        if (!live) return 'not_found';
        const [booked] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.packageId, id))
          .limit(1);
        if (booked) {
          await tx
            .update(packages)
            .set({ archivedAt: new Date(), updatedAt: new Date() })
            .where(eq(packages.id, id));
          return 'archived';
        }
        await tx.delete(packages).where(eq(packages.id, id));
        return 'deleted';
      });
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
