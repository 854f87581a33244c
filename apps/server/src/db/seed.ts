import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta, packages, reviews } from '#db/schema';
import { parseDurationDays } from '#lib/duration';
import { SEED_PACKAGES, SEED_REVIEWS } from './seed-data';

const DEMO_KEY = 'demo_data_loaded_at';

export interface SeedResult {
  packages: number;
  reviews: number;
  skipped: boolean;
}

/**
 * Loads the demo catalogue and reviews. On start it runs once per database (an operator who deletes
 * the demo packages does not see them come back); `force` (npm run db:seed) adds whichever demo
 * rows are missing, by title for packages and by author and quote for reviews.
 */
export async function seedDemoData(db: Db, { force = false } = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (several instances starting at once on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wayfare-demo-seed'))`);
    const [loaded] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_KEY));
    if (loaded && !force) return { packages: 0, reviews: 0, skipped: true };

    const now = Date.now();
    const existingTitles = new Set(
      (await tx.select({ title: packages.title }).from(packages)).map((p) => p.title),
    );
    const newPackages = SEED_PACKAGES.filter((p) => !existingTitles.has(p.title)).map((p) => ({
      title: p.title,
      description: p.description,
      image: p.image,
      priceCents: p.priceCents,
      duration: p.duration,
      durationDays: parseDurationDays(p.duration),
      offer: p.offer,
      // The first listed package is the newest, so the catalogue reads in the order written.
      createdAt: new Date(now - SEED_PACKAGES.indexOf(p) * 1000),
    }));
    if (newPackages.length > 0) await tx.insert(packages).values(newPackages);

    const existingReviews = new Set(
      (await tx.select({ name: reviews.name, quote: reviews.quote }).from(reviews)).map(
        (r) => `${r.name}\n${r.quote}`,
      ),
    );
    const newReviews = SEED_REVIEWS.filter(
      (r) => !existingReviews.has(`${r.name}\n${r.quote}`),
    ).map((r) => ({
      ...r,
      createdAt: new Date(now - SEED_REVIEWS.indexOf(r) * 1000),
    }));
    if (newReviews.length > 0) await tx.insert(reviews).values(newReviews);

    await tx
      .insert(appMeta)
      .values({ key: DEMO_KEY, value: new Date(now).toISOString() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: new Date(now).toISOString(), updatedAt: new Date(now) },
      });
    return { packages: newPackages.length, reviews: newReviews.length, skipped: false };
  });
}
