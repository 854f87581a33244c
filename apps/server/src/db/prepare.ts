import type { Config } from '../config/env';
import { createUsersRepository } from '../features/users/repository';
import type { Database } from './client';
import { migrateDatabase } from './migrate';
import { seedDemoData } from './seed';

/**
 * Brings the database up to date before anything is served: migrations, the ADMIN_EMAILS
 * accounts, and the demo data on a first start. Each step is safe to repeat, and concurrent
 * starts on one PostgreSQL are serialised where it matters (the seed takes an advisory lock).
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  log: { info(details: object, message: string): void },
): Promise<void> {
  await migrateDatabase(database);
  await createUsersRepository(database.db).grantAdmins(config.adminEmails);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db);
    if (!seeded.skipped) log.info(seeded, 'demo data loaded');
  }
}
