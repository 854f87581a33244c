import type { Config } from '#config/env';
import type { Database } from '#db/client';
import { migrateDatabase } from '#db/migrate';
import { seedDemoData } from '#db/seed';
import { composeOperatorServices } from './compose';

/**
 * Brings the database up to date before anything is served: migrations, a setup link for each
 * ADMIN_EMAILS address that is not an admin yet, and the demo data on a first start. Each step is
 * safe to repeat, and concurrent starts on one PostgreSQL are serialised where it matters (the
 * seed takes an advisory lock).
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  },
): Promise<void> {
  await migrateDatabase(database);
  await printAdminSetupLinks(config, database, log);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, { timeZone: config.tripTimeZone });
    if (!seeded.skipped) log.info(seeded, 'demo data loaded');
  }
}

/**
 * ADMIN_EMAILS names who should be an administrator; it does not make anyone one (whoever signed
 * up first with the address would be). For each such address without a signed-up admin, a one-time
 * setup link goes to the server log, which only the operator reads: opened by the person signed in
 * with that address, it makes them admin (docs/decisions/005-admin-rights-by-operator-action.md).
 * A new start replaces the address's earlier unused link.
 */
async function printAdminSetupLinks(
  config: Config,
  database: Database,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  // Each link issued is recorded in the audit trail, with the operator as its actor: the
  // composition root's services, as the operator's commands get them (nothing is started).
  const services = composeOperatorServices({ config, database });
  try {
    for (const link of await services.users.adminSetupLinks(config.adminEmails)) {
      log.warn(
        { adminSetup: link },
        `admin setup link for ${link.email} (one use, until ${link.expiresAt}): sign up or sign in as ${link.email}, then open ${link.url}`,
      );
    }
  } finally {
    services.close();
  }
}
