import { desc } from 'drizzle-orm';
import type { ContactRequest } from '@wayfare/contract/contacts';
import type { Db } from '#db/client';
import { contacts } from '#db/schema';

export type ContactRow = typeof contacts.$inferSelect;

export function toContactDto(row: ContactRow): ContactRequest {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactsRepository(db: Db) {
  return {
    async create(input: {
      userId: string;
      name: string;
      email: string;
      message: string;
    }): Promise<string> {
      const [row] = await db.insert(contacts).values(input).returning({ id: contacts.id });
      if (!row) throw new Error('contact insert returned no row');
      return row.id;
    },

    /** Newest first. */
    async list(page: { limit: number; offset: number }): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
