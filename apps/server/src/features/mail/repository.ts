import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import {
  authUsers,
  bookings,
  contacts,
  departures,
  mailAttachments,
  users,
  mailMessages,
  paymentReceipts,
  payments,
} from '#db/schema';
import { enqueue, type NewJob } from '#jobs';
import { containsPattern, type ListPage } from '#lib/list-page';

export type MailRow = typeof mailMessages.$inferSelect;
export type MailStatus = MailRow['status'];
export type NewMail = Pick<
  typeof mailMessages.$inferInsert,
  | 'kind'
  | 'messageId'
  | 'dedupeKey'
  | 'fromAddress'
  | 'replyTo'
  | 'toAddress'
  | 'subject'
  | 'html'
  | 'text'
  | 'headers'
  | 'secrets'
  | 'causedBy'
  | 'language'
>;
export interface NewAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
export interface AttachmentInfo {
  position: number;
  filename: string;
  contentType: string;
  size: number;
}

/** `now() - seconds`, computed by the database so that every instance reads one clock. */
const within = (seconds: number) =>
  sql`now() - (${Math.max(0, Math.round(seconds))}::double precision * interval '1 second')`;

const toBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type MailStatements = ReturnType<typeof mailStatements>;

/**
 * The outbox's statements, made once (the composition root) on the database and bound to a
 * caller's transaction with `on(tx)`: `insert` then commits or rolls back with the change that
 * caused the message (the transactional outbox, decision 008).
 */
export interface MailRepository extends MailStatements {
  /** The same statements through `tx`, the transaction of the change that causes a message. */
  on(tx: Db): MailRepository;
  /**
   * Runs `work` in one transaction of this handle (a savepoint when the handle is a caller's
   * transaction): all its statements commit or none do.
   */
  transaction<T>(work: (repo: MailRepository) => Promise<T>): Promise<T>;
}

export function createMailRepository(db: Db): MailRepository {
  return {
    ...mailStatements(db),
    on: (tx) => createMailRepository(tx),
    transaction: (work) => db.transaction((tx) => work(createMailRepository(tx))),
  };
}

function mailStatements(db: Db) {
  const attachmentInfo = async (ids: string[]) => {
    if (ids.length === 0) return new Map<string, AttachmentInfo[]>();
    const rows = await db
      .select({
        messageId: mailAttachments.messageId,
        position: mailAttachments.position,
        filename: mailAttachments.filename,
        contentType: mailAttachments.contentType,
        size: mailAttachments.size,
      })
      .from(mailAttachments)
      .where(inArray(mailAttachments.messageId, ids))
      .orderBy(asc(mailAttachments.position));
    const byMessage = new Map<string, AttachmentInfo[]>();
    for (const { messageId, ...info } of rows) {
      byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), info]);
    }
    return byMessage;
  };

  const bookingsWithDeparture = () =>
    db
      .select({
        booking: bookings,
        departureStartsAt: departures.startsAt,
        departureStatus: departures.status,
        departureCancelReason: departures.cancelReason,
      })
      .from(bookings)
      .leftJoin(departures, eq(departures.id, bookings.departureId));

  return {
    /** Writes a job (a message's delivery, a digest due later) with the same handle. */
    enqueue: (job: NewJob) => enqueue(db, job),

    /**
     * Writes a message and its attachments; one with the same `dedupeKey` already there makes
     * none (`created: false`, its id answered).
     */
    async insert(
      message: NewMail,
      attachments: NewAttachment[],
    ): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(mailMessages)
        .values(message)
        .onConflictDoNothing({ target: mailMessages.dedupeKey })
        .returning({ id: mailMessages.id });
      if (!row) {
        const [existing] = await db
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(eq(mailMessages.dedupeKey, message.dedupeKey ?? ''));
        if (!existing) throw new Error(`mail ${message.kind} was neither inserted nor found`);
        return { id: existing.id, created: false };
      }
      if (attachments.length > 0) {
        await db.insert(mailAttachments).values(
          attachments.map((a, position) => ({
            messageId: row.id,
            position,
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.byteLength,
            content: a.content,
          })),
        );
      }
      return { id: row.id, created: true };
    },

    async findById(id: string): Promise<(MailRow & { attachments: AttachmentInfo[] }) | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      if (!row) return undefined;
      return { ...row, attachments: (await attachmentInfo([id])).get(id) ?? [] };
    },

    /** A message with its attachments' bytes, as the delivery job sends it. */
    async findForDelivery(id: string) {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      if (!row) return undefined;
      const files = await db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, id))
        .orderBy(asc(mailAttachments.position));
      return {
        ...row,
        files: files.map((f) => ({
          filename: f.filename,
          contentType: f.contentType,
          content: toBuffer(f.content),
        })),
      };
    },

    async attachment(id: string, position: number) {
      const [file] = await db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.messageId, id), eq(mailAttachments.position, position)));
      return file && { ...file, content: toBuffer(file.content) };
    },

    /** Accepted by the SMTP server (`sent`) or kept in the outbox (`delivered`). */
    async markSent(
      id: string,
      outcome: { status: 'sent' | 'delivered'; transport: string; response: string },
    ): Promise<void> {
      await db
        .update(mailMessages)
        .set({
          status: outcome.status,
          transport: outcome.transport,
          transportResponse: outcome.response.slice(0, 1000),
          sentAt: sql`now()`,
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: null,
        })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
    },

    /** A try failed: kept with the reason; `final` marks the message failed for good. */
    async recordFailure(id: string, reason: string, final: boolean): Promise<void> {
      await db
        .update(mailMessages)
        .set({
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: reason.slice(0, 2000),
          ...(final ? { status: 'failed' as const, failedAt: sql`now()` } : {}),
        })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
    },

    /** Newest first; by status, and whose recipient, subject or kind contains `q`. */
    async list(
      filters: { status?: MailStatus; q?: string },
      page: ListPage,
    ): Promise<{ rows: (MailRow & { attachments: AttachmentInfo[] })[]; total: number }> {
      const pattern = filters.q ? containsPattern(filters.q) : undefined;
      const where: SQL | undefined = and(
        filters.status ? eq(mailMessages.status, filters.status) : undefined,
        pattern
          ? or(
              ilike(mailMessages.toAddress, pattern),
              ilike(mailMessages.subject, pattern),
              ilike(mailMessages.kind, pattern),
            )
          : undefined,
      );
      const query = db
        .select()
        .from(mailMessages)
        .where(where)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id));
      const answer = await listWithTotal({
        db,
        table: mailMessages,
        where,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
      });
      const files = await attachmentInfo(answer.rows.map((r) => r.id));
      return {
        rows: answer.rows.map((r) => ({ ...r, attachments: files.get(r.id) ?? [] })),
        total: answer.total,
      };
    },

    /**
     * Messages written since `since` that stayed in the outbox (no SMTP_URL): kept, and with
     * `queued` those still to be kept. The newest-first index finds them.
     */
    async keptSince(since: Date, { queued }: { queued: boolean }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailMessages)
        .where(
          and(
            gte(mailMessages.createdAt, since),
            inArray(mailMessages.status, queued ? ['delivered', 'queued'] : ['delivered']),
          ),
        );
      return row?.n ?? 0;
    },

    /** Messages to one address, oldest first (tests and the operator's CLI). */
    async listTo(address: string): Promise<MailRow[]> {
      return db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, address.toLowerCase()))
        .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
    },

    /**
     * The payment's receipt number, given when the payment was recorded (migration 0024); read
     * only, so a receipt made again (mailed, downloaded) has the same number and takes none.
     */
    async receiptNumber(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ number: paymentReceipts.number })
        .from(paymentReceipts)
        .where(eq(paymentReceipts.paymentId, paymentId));
      if (!row) throw new Error(`no receipt number for payment ${paymentId}`);
      return row.number;
    },

    /**
     * A booking as the messages about it read it, with its departure's start, status and
     * cancellation reason (undefined: the booking is gone).
     */
    async bookingForMail(id: string) {
      const [row] = await bookingsWithDeparture().where(eq(bookings.id, id));
      return row;
    },

    /** The bookings still on a departure (unpaid or paid): those told of its changes. */
    async bookingsOnDeparture(departureId: string) {
      return bookingsWithDeparture()
        .where(
          and(eq(bookings.departureId, departureId), inArray(bookings.status, ['unpaid', 'paid'])),
        )
        .orderBy(asc(bookings.createdAt), asc(bookings.id));
    },

    /**
     * Whether the address is proven to be its holder's: an identity account with it verified
     * (its link opened, or a social provider's word), or a person a Firebase ID token proved
     * (those tokens are taken only for verified addresses, and leave no identity account).
     */
    async isVerified(address: string): Promise<boolean> {
      const [account] = await db
        .select({ verified: authUsers.emailVerified })
        .from(authUsers)
        .where(eq(authUsers.email, address));
      if (account) return account.verified;
      const [proven] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.email, address), isNotNull(users.signedUpAt), isNull(users.authUserId)),
        );
      return proven !== undefined;
    },

    /**
     * The language the account with this address chose for its pages and e-mails (migration
     * 0025); undefined when it has chosen none, or the address is no account's.
     */
    async languageOf(address: string): Promise<'en' | 'bn' | undefined> {
      const [account] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.email, address));
      return account?.language ?? undefined;
    },

    /**
     * Waits for, then holds until the transaction ends, the lock of one mail count (an account's,
     * an address's): a second message of the same count waits for the first to commit, so two at
     * once cannot both pass a limit that only one of them fits in.
     */
    async lockCount(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-limit:${key}`}))`);
    },

    /**
     * Messages that accounts' own actions caused within the last `seconds`: one account's
     * (`causedBy`), or those to one address (`to`); with when the oldest of them was written.
     */
    async causedWithin(
      of: { causedBy: string } | { to: string },
      seconds: number,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(mailMessages.createdAt) })
        .from(mailMessages)
        .where(
          and(
            'causedBy' in of
              ? eq(mailMessages.causedBy, of.causedBy)
              : and(eq(mailMessages.toAddress, of.to), isNotNull(mailMessages.causedBy)),
            gte(mailMessages.createdAt, within(seconds)),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * The contact notifications an agency address got within the last `seconds`: how many, the
     * oldest (whose leaving the window lets the next one through) and the newest.
     */
    async notificationsWithin(to: string, seconds: number) {
      const where = and(
        eq(mailMessages.toAddress, to),
        eq(mailMessages.kind, 'contact-notification'),
        gte(mailMessages.createdAt, within(seconds)),
      );
      const edge = (order: typeof asc) =>
        db
          .select({ id: mailMessages.id, createdAt: mailMessages.createdAt })
          .from(mailMessages)
          .where(where)
          .orderBy(order(mailMessages.createdAt), order(mailMessages.id))
          .limit(1);
      const [total] = await db.select({ count: count() }).from(mailMessages).where(where);
      const [oldest] = await edge(asc);
      const [newest] = await edge(desc);
      return { count: total?.count ?? 0, oldest, newest };
    },

    /**
     * What a contact digest tells one agency address of `[from, until)`: how many contact
     * messages arrived, and how many of them it got one by one.
     */
    async contactsBetween(to: string, from: Date, until: Date) {
      const [arrived] = await db
        .select({ count: count() })
        .from(contacts)
        .where(and(gte(contacts.createdAt, from), lt(contacts.createdAt, until)));
      const [notified] = await db
        .select({ count: count() })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.toAddress, to),
            eq(mailMessages.kind, 'contact-notification'),
            gte(mailMessages.createdAt, from),
            lt(mailMessages.createdAt, until),
          ),
        );
      return { arrived: arrived?.count ?? 0, notified: notified?.count ?? 0 };
    },

    /** The administrators' addresses (contact notifications when NOTIFY_EMAILS is empty). */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.email));
      return rows.map((r) => r.email);
    },

    /** A payment with what it paid for (the bookings as booked, and their departures). */
    async paymentWithItems(paymentId: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) return undefined;
      const items =
        payment.bookingIds.length === 0
          ? []
          : await db
              .select({
                id: bookings.id,
                packageTitle: bookings.packageTitle,
                packageTitleBn: bookings.packageTitleBn,
                duration: bookings.duration,
                priceCents: bookings.priceCents,
                travellers: bookings.travellers,
                departureStartsAt: departures.startsAt,
              })
              .from(bookings)
              .leftJoin(departures, eq(departures.id, bookings.departureId))
              .where(inArray(bookings.id, payment.bookingIds))
              .orderBy(asc(bookings.createdAt), asc(bookings.id));
      return { payment, items };
    },
  };
}
