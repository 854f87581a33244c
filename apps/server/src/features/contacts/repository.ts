import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContactRequest } from '@wayfare/contract/contacts';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { contactsListWhere } from '#db/list-filters';
import { contacts, users } from '#db/schema';
import type { ListPage } from '#lib/list-page';

export type ContactRow = typeof contacts.$inferSelect & { handledByEmail: string | null };

export function toContactDto(row: ContactRow): ContactRequest {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt ? row.handledByEmail : null,
  };
}

export function createContactsRepository(db: Db) {
  const withHandler = () =>
    db
      .select({
        id: contacts.id,
        userId: contacts.userId,
        name: contacts.name,
        email: contacts.email,
        message: contacts.message,
        createdAt: contacts.createdAt,
        handledAt: contacts.handledAt,
        handledBy: contacts.handledBy,
        language: contacts.language,
        handledByEmail: users.email,
      })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.handledBy));

  return {
    /**
     * Stores a message; `then` runs in the same transaction with its id (the e-mails it causes
     * are written with it, or not at all).
     */
    async create(
      input: {
        userId: string;
        name: string;
        email: string;
        message: string;
        language: 'en' | 'bn';
      },
      then: (tx: Db, id: string) => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contacts).values(input).returning({ id: contacts.id });
        if (!row) throw new Error('contact insert returned no row');
        await then(tx, row.id);
        return row.id;
      });
    },

    /**
     * Newest first, whose sender or text contains `q`, handled or not: one page, or (without a
     * page) every message, with how many match.
     */
    async list(
      filters: { q?: string; handled?: boolean },
      page: ListPage | undefined,
    ): Promise<{ rows: ContactRow[]; total: number }> {
      const condition = contactsListWhere(filters);
      const query = withHandler()
        .where(condition)
        .orderBy(desc(contacts.createdAt), desc(contacts.id));
      return listWithTotal({
        db,
        table: contacts,
        where: condition,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
      });
    },

    /**
     * Marks a message handled by `adminId` (now), or not handled; answers the message as it is
     * then and whether this call changed it, or undefined when there is no such message. Marking
     * a handled message handled again changes nothing: it keeps the first time and admin.
     */
    async setHandled(
      id: string,
      handled: boolean,
      adminId: string,
    ): Promise<{ row: ContactRow; changed: boolean } | undefined> {
      const updated = await db
        .update(contacts)
        .set(
          handled
            ? { handledAt: sql`now()`, handledBy: adminId }
            : { handledAt: null, handledBy: null },
        )
        .where(
          and(
            eq(contacts.id, id),
            handled ? isNull(contacts.handledAt) : isNotNull(contacts.handledAt),
          ),
        )
        .returning({ id: contacts.id });
      const [row] = await withHandler().where(eq(contacts.id, id));
      return row && { row, changed: updated.length > 0 };
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
