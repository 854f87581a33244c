import { withDatabase } from './shared';

await withDatabase(async (database) => {
  console.log(`Migrations applied (${database.kind} database).`);
});
