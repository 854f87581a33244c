import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DURATION_BUCKET_DAYS,
  type PackageSearchQuery,
  type TravelPackage,
} from '@wayfare/contract/packages';
import type { Db } from '#db/client';
import { isUuid } from '#lib/ids';
import { bookings, departures, packages } from '#db/schema';
import { parseDurationDays } from '#lib/duration';

export type PackageRow = typeof packages.$inferSelect;
export type PackageFields = Pick<
  PackageRow,
  | 'title'
  | 'description'
  | 'image'
  | 'priceCents'
  | 'duration'
  | 'offer'
  | 'titleBn'
  | 'descriptionBn'
  | 'durationBn'
  | 'offerBn'
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
    bn: {
      title: row.titleBn,
      description: row.descriptionBn,
      duration: row.durationBn,
      offer: row.offerBn,
    },
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
  titleBn: packages.titleBn,
  descriptionBn: packages.descriptionBn,
  durationBn: packages.durationBn,
  offerBn: packages.offerBn,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};

/** The package text that typos are matched against (the expression of the trigram index). */
const PACKAGE_TEXT = sql`(${packages.title} || ' ' || ${packages.description} || ' ' || coalesce(${packages.offer}, ''))`;
/** How close (pg_trgm word_similarity) a misspelt search must be to words of a package. */
const WORD_SIMILARITY_MIN = 0.5;
/** How close (pg_trgm similarity) a misspelt place must be to a place's name. */
export const NAME_SIMILARITY_MIN = 0.4;

export interface TextMatch {
  /** Place names a package's text may name to match (the searched place and places inside it). */
  placeNames: readonly string[];
  /** Match the search words by trigram similarity (typos) instead of full-text search. */
  fuzzy: boolean;
}

type Executor = Pick<Db, 'select'>;

/** Bangla script: its place names are matched with their endings (see placesQuery). */
const BENGALI = /\p{Script=Bengali}/u;

/**
 * A full-text query matching a text that names any of the places (each as a phrase). A Bangla
 * name also matches with an ending, as Bangla inflects nouns and the English parser does not
 * know it: কক্সবাজারে, সিলেটের (the phrase's last word as a prefix).
 */
function placesQuery(names: readonly string[]): SQL | undefined {
  if (names.length === 0) return undefined;
  const phrases = names.map((name) =>
    BENGALI.test(name)
      ? sql`(phraseto_tsquery('english', ${name})::text || ':*')::tsquery`
      : sql`phraseto_tsquery('english', ${name})`,
  );
  return sql`(${sql.join(phrases, sql` || `)})`;
}

/** Only packages with an open departure starting in [from, to) with this many seats left. */
export interface DepartingFilter {
  from?: Date;
  to?: Date;
  travellers: number;
}

export function createPackagesRepository(db: Db) {
  return {
    /**
     * One page of packages matching the search, and how many match in all. The words `q` match
     * by full-text search; `match.placeNames` (the place `q` names and the places inside it) add
     * the packages whose text names one of them; `match.fuzzy` matches `q` by trigram similarity
     * instead (for typos). Full-text matches rank before place matches, and fuzzy ones by how
     * close they are.
     */
    async search(
      query: PackageSearchQuery,
      match: TextMatch = { placeNames: [], fuzzy: false },
      departing?: DepartingFilter,
    ): Promise<{ rows: Omit<PackageRow, 'search' | 'archivedAt'>[]; total: number }> {
      // Archived packages have left the catalogue.
      const conditions: SQL[] = [isNull(packages.archivedAt)];
      const q = query.q || undefined;
      const places = placesQuery(match.placeNames);
      const words = q && !match.fuzzy ? sql`websearch_to_tsquery('english', ${q})` : undefined;
      const near = q && match.fuzzy ? sql`${q} <% ${PACKAGE_TEXT}` : undefined;
      const textMatches = [
        words && sql`${packages.search} @@ ${words}`,
        near,
        places && sql`${packages.search} @@ ${places}`,
      ].filter((c): c is SQL => c !== undefined);
      if (q) conditions.push(textMatches.length > 0 ? or(...textMatches)! : sql`false`);
      if (query.minPrice !== undefined)
        conditions.push(gte(packages.priceCents, Math.round(query.minPrice * 100)));
      if (query.maxPrice !== undefined)
        conditions.push(lte(packages.priceCents, Math.round(query.maxPrice * 100)));
      if (query.duration) {
        const [from, to] = DURATION_BUCKET_DAYS[query.duration];
        conditions.push(gte(packages.durationDays, from), lte(packages.durationDays, to));
      }
      if (departing) {
        // An open departure in the window that has the seats (the departures' own index).
        conditions.push(
          sql`exists (select 1 from ${departures} where ${departures.packageId} = ${packages.id}
            and ${departures.status} = 'open' and ${departures.startsAt} > now()
            ${departing.from ? sql`and ${departures.startsAt} >= ${departing.from.toISOString()}::timestamptz` : sql``}
            ${departing.to ? sql`and ${departures.startsAt} < ${departing.to.toISOString()}::timestamptz` : sql``}
            and ${departures.seatsTotal} - ${departures.seatsTaken} >= ${departing.travellers})`,
        );
      }
      const sort = query.sort ?? (q ? 'relevance' : 'newest');
      const relevance: SQL[] = [
        ...(words
          ? [
              sql`(${packages.search} @@ ${words}) desc`,
              sql`ts_rank(${packages.search}, ${words}) desc`,
            ]
          : []),
        ...(q && match.fuzzy ? [sql`word_similarity(${q}, ${PACKAGE_TEXT}) desc`] : []),
        ...(places ? [sql`ts_rank(${packages.search}, ${places}) desc`] : []),
      ];
      const order: SQL[] =
        sort === 'price-asc'
          ? [asc(packages.priceCents)]
          : sort === 'price-desc'
            ? [desc(packages.priceCents)]
            : sort === 'relevance'
              ? relevance
              : [];
      const where = and(...conditions);

      const read = async (exec: Executor) => {
        const rows = await exec
          .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(packages)
          .where(where)
          .orderBy(...order, desc(packages.createdAt), desc(packages.id))
          .limit(query.limit)
          .offset(query.offset);
        if (rows.length === 0 && query.offset > 0) {
          // Past the last page: the window count is unknown, so count separately.
          const [counted] = await exec
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(packages)
            .where(where);
          return { rows: [], total: counted?.total ?? 0 };
        }
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
      };
      if (!near) return read(db);
      // `<%` reads its threshold from a setting (so the trigram index serves it): set for this
      // transaction only.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true)`,
        );
        return read(tx);
      });
    },

    /**
     * The names among `names` that `text` is a near spelling of (trigram similarity), closest
     * first: "bangldesh" is near "Bangladesh".
     */
    async nearNames(text: string, names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const list = sql.join(
        names.map((name) => sql`(${name})`),
        sql`, `,
      );
      // Both drivers answer a raw statement with its rows in `rows`.
      const result: unknown = await db.execute(
        sql`select name from (values ${list}) as places(name)
            where similarity(name, ${text}) >= ${NAME_SIMILARITY_MIN}
            order by similarity(name, ${text}) desc, name`,
      );
      return (result as { rows: { name: string }[] }).rows.map((row) => row.name);
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
    async bookingCounts(id: string): Promise<{
      unpaid: number;
      paid: number;
      refunded: number;
      cancelled: number;
      expired: number;
    }> {
      const counts = { unpaid: 0, paid: 0, refunded: 0, cancelled: 0, expired: 0 };
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
