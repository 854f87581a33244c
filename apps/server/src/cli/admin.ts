import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { createUsersRepository } from '../features/users/repository';
import { UsageError, withDatabase } from './shared';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

await withDatabase(async (database) => {
  const [command, rawEmail] = process.argv.slice(2);
  const repo = createUsersRepository(database.db);
  if (command === 'list') {
    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    console.log(admins.length ? admins.map((a) => a.email).join('\n') : 'No admins yet.');
    return;
  }
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  if (!email.success || (command !== 'grant' && command !== 'revoke')) throw new UsageError(USAGE);
  if (command === 'grant') {
    await repo.grantAdmins([email.data]);
    console.log(`${email.data} is an admin (effective on their next request).`);
    return;
  }
  const row = await repo.findByEmail(email.data);
  if (!row) throw new UsageError(`No user with e-mail ${email.data}.`);
  const admins = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'));
  if (row.role === 'admin' && admins.length === 1)
    throw new UsageError('Refused: this is the last admin.');
  await repo.setRole(row.id, 'user');
  console.log(`${email.data} is no longer an admin.`);
});
