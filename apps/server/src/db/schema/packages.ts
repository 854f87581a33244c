import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Money is integer cents; the API shows whole dollars. */
    priceCents: integer('price_cents').notNull().default(0),
    duration: text('duration').notNull().default(''),
    /** Days read from `duration` ("5 days 4 nights" is 5, "1 week" is 7) for the duration filter. */
    durationDays: integer('duration_days'),
    offer: text('offer'),
    /**
     * The texts in Bangla (docs/i18n.md, "The agency's texts"): null when the package has none,
     * and a Bangla page shows the English one.
     */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    durationBn: text('duration_bn'),
    offerBn: text('offer_bn'),
    /**
     * Full-text search document: the titles weigh most, then the descriptions, then the offers,
     * each language's as much as the other's.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("title_bn", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("description_bn", '')), 'B') || setweight(to_tsvector('english', coalesce("offer", '')), 'C') || setweight(to_tsvector('english', coalesce("offer_bn", '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an admin removed a package that has bookings: it leaves the catalogue (lists, search,
     * new bookings) but stays for its bookings and payments. Null while the package is offered.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('packages_price_check', sql`${t.priceCents} >= 0`),
    // The list's order (newest first, then id descending), so the first page is read from it.
    index('packages_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('packages_search_idx').using('gin', t.search),
    // Trigram index (pg_trgm, migration 0009) for the search's typo tolerance: the text it matches.
    index('packages_text_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.description} || ' ' || coalesce(${t.offer}, '')) gin_trgm_ops`,
    ),
    index('packages_price_idx').on(t.priceCents),
  ],
);
