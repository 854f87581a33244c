import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta, bookings, departures, packages, reviews } from '#db/schema';
import { parseDurationDays } from '#lib/duration';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { SEED_PACKAGES, SEED_REVIEWS, seedDeparturesFor } from './seed-data';

const DEMO_KEY = 'demo_data_loaded_at';

export interface SeedResult {
  packages: number;
  reviews: number;
  departures: number;
  skipped: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Gives each demo package without departures its demo dates (days ahead of `now`, at a time of
 * day in the trip zone) and the desk's reservations on them; the seat triggers count those.
 */
async function seedDepartures(tx: Tx, now: Date, timeZone: string): Promise<number> {
  const demo = await tx
    .select({
      id: packages.id,
      title: packages.title,
      titleBn: packages.titleBn,
      duration: packages.duration,
      priceCents: packages.priceCents,
    })
    .from(packages)
    .where(
      inArray(
        packages.title,
        SEED_PACKAGES.map((p) => p.title),
      ),
    );
  const dated = new Set(
    (
      await tx
        .selectDistinct({ packageId: departures.packageId })
        .from(departures)
        .where(
          inArray(
            departures.packageId,
            demo.map((p) => p.id),
          ),
        )
    ).map((d) => d.packageId),
  );
  const today = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  let added = 0;
  for (const pkg of demo) {
    if (dated.has(pkg.id)) continue;
    const slug = SEED_PACKAGES.find((p) => p.title === pkg.title)!.slug;
    for (const plan of seedDeparturesFor(slug)) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + plan.daysAhead * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const [departure] = await tx
        .insert(departures)
        .values({
          packageId: pkg.id,
          startsAt: fromZonedTime(`${day}T${plan.startsAt}:00`, timeZone),
          seatsTotal: plan.seats,
          priceCents: plan.priceCents ?? null,
        })
        .returning({ id: departures.id });
      added += 1;
      const perTraveller = plan.priceCents ?? pkg.priceCents;
      if (plan.reserved?.length) {
        await tx.insert(bookings).values(
          plan.reserved.map((r) => ({
            packageId: pkg.id,
            packageTitle: pkg.title,
            packageTitleBn: pkg.titleBn,
            name: r.name,
            email: r.email,
            duration: pkg.duration,
            priceCents: perTraveller * r.travellers,
            departureId: departure!.id,
            travellers: r.travellers,
            travellerNames: r.travellerNames,
          })),
        );
      }
    }
  }
  return added;
}

/**
 * Loads the demo catalogue, its departures and reviews. On start it runs once per database (an operator who deletes
 * the demo packages does not see them come back); `force` (npm run db:seed) adds whichever demo
 * rows are missing, by title for packages and by author and quote for reviews.
 */
export async function seedDemoData(
  db: Db,
  { force = false, timeZone = 'Asia/Dhaka' }: { force?: boolean; timeZone?: string } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (several instances starting at once on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wayfare-demo-seed'))`);
    const [loaded] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_KEY));
    if (loaded && !force) return { packages: 0, reviews: 0, departures: 0, skipped: true };

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
      titleBn: p.bn?.title ?? null,
      descriptionBn: p.bn?.description ?? null,
      durationBn: p.bn?.duration ?? null,
      offerBn: p.bn?.offer ?? null,
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

    const departureCount = await seedDepartures(tx, new Date(now), timeZone);

    await tx
      .insert(appMeta)
      .values({ key: DEMO_KEY, value: new Date(now).toISOString() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: new Date(now).toISOString(), updatedAt: new Date(now) },
      });
    return {
      packages: newPackages.length,
      reviews: newReviews.length,
      departures: departureCount,
      skipped: false,
    };
  });
}
