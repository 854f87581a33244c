import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RemoveOutcome = 'removed' | 'not_found' | 'last_admin';

export function createUsersRepository(db: Db) {
  // The auth guard reads the caller on every request: built once, and a named prepared statement
  // on PostgreSQL (parsed and planned once per connection).
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_find_by_id');
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      // Ids are UUIDs; anything else names nobody (and would make PostgreSQL complain).
      if (!UUID.test(id)) return undefined;
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Everyone in the directory, newest first. */
    async list(page: { limit: number; offset: number }): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Makes the user an admin; answers how many rows changed (0 when they already were one). */
    async makeAdmin(id: string): Promise<number> {
      const changed = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(and(eq(users.id, id), ne(users.role, 'admin')))
        .returning({ id: users.id });
      return changed.length;
    },

    /**
     * Deletes the user's directory row and their identity account (whose sessions and linked
     * accounts cascade), unless they are the last admin. Rows elsewhere that point at the user
     * (reviews, trip requests, bookings, ...) keep existing with user_id set to null.
     */
    async remove(id: string): Promise<RemoveOutcome> {
      if (!UUID.test(id)) return 'not_found';
      return db.transaction(async (tx) => {
        // Lock every admin row first: two admins removing each other at once cannot both succeed,
        // because the second sees the first's removal before it counts.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) return 'not_found';
        if (target.role === 'admin' && !admins.some((a) => a.id !== target.id)) return 'last_admin';
        await tx.delete(users).where(eq(users.id, id));
        const identity: SQL[] = [eq(authUsers.email, target.email)];
        if (target.authUserId) identity.push(eq(authUsers.id, target.authUserId));
        await tx.delete(authUsers).where(or(...identity));
        return 'removed';
      });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /**
     * Inserts the e-mail's row unless it exists (one row per e-mail, even under concurrent calls).
     * Answers the row and whether this call created it.
     */
    async createIfAbsent(input: {
      name: string;
      email: string;
      role: Role;
      authUserId?: string | null;
    }) {
      const [created] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: input.role,
          authUserId: input.authUserId ?? null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) return { user: created, created: true };
      const existing = await this.findByEmail(input.email);
      if (!existing) throw new Error(`user ${input.email} vanished during insert`);
      return { user: existing, created: false };
    },

    /** Links an identity account to a directory row that has none yet, and fills a missing name. */
    async linkIdentity(id: string, authUserId: string, name: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          authUserId: sql`coalesce(${users.authUserId}, ${authUserId})`,
          name: sql`case when ${users.name} = '' then ${name} else ${users.name} end`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during update`);
      return row;
    },

    async updateName(id: string, name: string): Promise<void> {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setRole(id: string, role: Role): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Makes every listed e-mail an admin, creating rows for people who have not signed up yet. */
    async grantAdmins(emails: string[]): Promise<void> {
      for (const email of emails) {
        await db
          .insert(users)
          .values({ email, role: 'admin' })
          .onConflictDoUpdate({
            target: users.email,
            set: { role: 'admin', updatedAt: new Date() },
          });
      }
    },

    async hasUnlinkedRow(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.authUserId)));
      return Boolean(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
