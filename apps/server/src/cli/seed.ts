import { seedDemoData } from '#db/seed';
import { withDatabase } from './shared';

await withDatabase(async (database) => {
  const result = await seedDemoData(database.db, { force: true });
  console.log(`Demo data: ${result.packages} packages and ${result.reviews} reviews added.`);
});
