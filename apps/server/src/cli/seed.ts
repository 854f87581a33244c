import { seedDemoData } from '#db/seed';
import { withDatabase } from './shared';

await withDatabase(async (database, config) => {
  const result = await seedDemoData(database.db, { force: true, timeZone: config.tripTimeZone });
  console.log(
    `Demo data: ${result.packages} packages, ${result.departures} departures and ${result.reviews} reviews added.`,
  );
});
