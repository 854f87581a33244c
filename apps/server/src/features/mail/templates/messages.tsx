/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactElement, ReactNode } from 'react';
import type { TemplateContext } from './context';
import { money, numberText, travellersText, travellersWithNames, tripTime } from './format';
import { Action, Details, InlineLink, Items, Layout, Note, P, Rule } from './layout';
import { nameNode, packageName, richText, titledText, titleValue, type PackageName } from './rich';
import type { MailLocale } from './words';

/*
 * Every message Wayfare sends, written once: the HTML is rendered from these components and the
 * plain text from that HTML (render.ts), so the two never say different things. The words are
 * the mail catalogue's (src/locales/mail.en.json, mail.bn.json), in the message's language
 * (`ctx.locale`); links to pages go to that language's pages (`ctx.pages`).
 *
 * What a person typed (a name, a message, a place) reaches a template only as the outbox's rule
 * lets it (sender-text.ts, kinds.ts): to an address that has not been verified each such field is
 * `undefined`, and the template says what happened without it.
 */

export { templateContext, type TemplateContext } from './context';

export interface MailTemplate {
  subject: string;
  element: ReactElement;
}

const strong = <strong />;

const greeting = (ctx: TemplateContext, name: string | undefined) =>
  name?.trim() ? ctx.t('mail.greeting.named', { name: name.trim() }) : ctx.t('mail.greeting.plain');

const when = (ctx: TemplateContext, instant: Date) => tripTime(instant, ctx.timeZone, ctx.locale);

export function passwordReset(
  ctx: TemplateContext,
  input: { name?: string; url: string; validMinutes: number },
): MailTemplate {
  return {
    subject: ctx.t('mail.passwordReset.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.passwordReset.preview')}
        heading={ctx.t('mail.passwordReset.heading')}
        reason={ctx.t('mail.passwordReset.reason')}
      >
        <P>{greeting(ctx, input.name)}</P>
        <P>
          {ctx.t('mail.passwordReset.body', {
            minutes: numberText(input.validMinutes, ctx.locale),
          })}
        </P>
        <Action ctx={ctx} href={input.url} label={ctx.t('mail.passwordReset.action')} />
        <Note>{ctx.t('mail.passwordReset.note')}</Note>
      </Layout>
    ),
  };
}

export function emailVerification(
  ctx: TemplateContext,
  input: { name?: string; url: string; validHours: number },
): MailTemplate {
  return {
    subject: ctx.t('mail.emailVerification.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.emailVerification.preview')}
        heading={ctx.t('mail.emailVerification.heading')}
        reason={ctx.t('mail.emailVerification.reason')}
      >
        <P>{greeting(ctx, input.name)}</P>
        <P>
          {ctx.t('mail.emailVerification.body', {
            hours: numberText(input.validHours, ctx.locale),
          })}
        </P>
        <Action ctx={ctx} href={input.url} label={ctx.t('mail.emailVerification.action')} />
        <Note>{ctx.t('mail.emailVerification.note')}</Note>
      </Layout>
    ),
  };
}

/**
 * The security notice of a password change (on the account page, or with a reset link). It
 * quotes nothing anyone typed, not even the account's name: it may go to an address that was
 * never verified.
 */
export function passwordChanged(
  ctx: TemplateContext,
  input: { changedAt: Date; via: 'account' | 'reset-link' },
): MailTemplate {
  return {
    subject: ctx.t('mail.passwordChanged.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.security.preview')}
        heading={ctx.t('mail.passwordChanged.heading')}
        reason={ctx.t('mail.passwordChanged.reason')}
      >
        <P>{ctx.t('mail.greeting.plain')}</P>
        <P>
          {ctx.t(
            input.via === 'reset-link'
              ? 'mail.passwordChanged.body.resetLink'
              : 'mail.passwordChanged.body.account',
            { when: when(ctx, input.changedAt) },
          )}
        </P>
        <P>{ctx.t('mail.passwordChanged.wasYou')}</P>
        <P>{richText(ctx, 'mail.passwordChanged.notYou', {}, [strong])}</P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/forgot-password`}
          label={ctx.t('mail.passwordChanged.action')}
        />
      </Layout>
    ),
  };
}

/**
 * The security notice of an account deleted by its holder, to the address it had (the account
 * is gone when this is read). Quotes nothing anyone typed.
 */
export function accountDeleted(ctx: TemplateContext, input: { deletedAt: Date }): MailTemplate {
  return {
    subject: ctx.t('mail.accountDeleted.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.security.preview')}
        heading={ctx.t('mail.accountDeleted.heading')}
        reason={ctx.t('mail.accountDeleted.reason')}
      >
        <P>{ctx.t('mail.greeting.plain')}</P>
        <P>{ctx.t('mail.accountDeleted.body', { when: when(ctx, input.deletedAt) })}</P>
        <P>{ctx.t('mail.accountDeleted.bookingsStay')}</P>
        <P>{richText(ctx, 'mail.accountDeleted.notYou', {}, [strong])}</P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/contact`}
          label={ctx.t('mail.accountDeleted.action')}
        />
      </Layout>
    ),
  };
}

/** A booking as the messages about it need it (a `bookings` row fits, with its departure's start). */
export interface BookingMailInput {
  id: string;
  /** The account the booking is of (its own booking counts towards its mail limits). */
  userId?: string | null;
  name: string;
  email: string;
  packageTitle: string;
  /**
   * The package's Bangla title when it was booked (`bookings.package_title_bn`; null or absent:
   * none): a Bangla message names the package by it.
   */
  packageTitleBn?: string | null;
  duration: string;
  /** The price of the whole booking, all travellers. */
  priceCents: number;
  status: string;
  travellers?: number;
  travellerNames?: string[];
  /** While unpaid: when the seat hold ends (null or absent: no departure, no hold). */
  holdExpiresAt?: Date | null;
  /** When the booked departure starts (null or absent: a package sold without departures). */
  departureStartsAt?: Date | null;
  /**
   * The language of the page it was booked on (`bookings.language`): its messages' when the
   * account chose none (docs/i18n.md, "E-mails").
   */
  language?: MailLocale;
}

/**
 * A booking as a template sees it: the lead traveller's and the others' names, which the
 * traveller typed, are there only where the outbox's rule shows them.
 */
export type BookingView = Omit<BookingMailInput, 'name' | 'travellerNames'> & {
  name: string | undefined;
  travellerNames?: (string | undefined)[];
};

/** The booked package's name in the message's language. */
const bookedName = (ctx: TemplateContext, booking: BookingView): PackageName =>
  packageName(ctx.locale, booking.packageTitle, booking.packageTitleBn);

function bookingRows(ctx: TemplateContext, booking: BookingView): [string, ReactNode][] {
  const travellers = booking.travellers ?? 1;
  const names = [booking.name, ...(booking.travellerNames ?? [])].filter(
    (name): name is string => name !== undefined,
  );
  const price = money(booking.priceCents, ctx.locale);
  return [
    [
      ctx.t('mail.booking.trip'),
      titledText(
        ctx,
        'mail.booking.tripValue',
        { duration: booking.duration },
        bookedName(ctx, booking),
      ),
    ],
    [
      ctx.t('mail.booking.departure'),
      booking.departureStartsAt
        ? when(ctx, booking.departureStartsAt)
        : ctx.t('mail.booking.noDate'),
    ],
    [ctx.t('mail.booking.travellers'), travellersWithNames(travellers, names, ctx.locale)],
    [
      ctx.t('mail.booking.price'),
      travellers > 1 ? ctx.t('mail.booking.priceForEveryone', { price }) : price,
    ],
    [ctx.t('mail.booking.reference'), booking.id.slice(0, 8).toUpperCase()],
  ];
}

export function bookingConfirmation(ctx: TemplateContext, booking: BookingView): MailTemplate {
  const pay = `${ctx.pages}/dashboard/payment`;
  const paid = booking.status === 'paid';
  const title = bookedName(ctx, booking).text;
  return {
    subject: ctx.t('mail.bookingConfirmation.subject', { title }),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.bookingConfirmation.preview', {
          title,
          travellers: travellersText(booking.travellers ?? 1, ctx.locale),
          price: money(booking.priceCents, ctx.locale),
        })}
        heading={ctx.t('mail.bookingConfirmation.heading')}
        reason={ctx.t('mail.bookingConfirmation.reason')}
      >
        <P>{greeting(ctx, booking.name)}</P>
        <P>{ctx.t('mail.bookingConfirmation.intro')}</P>
        <Details rows={bookingRows(ctx, booking)} />
        {paid ? (
          <P>{ctx.t('mail.bookingConfirmation.paid')}</P>
        ) : (
          <>
            <P>{richText(ctx, 'mail.bookingConfirmation.howToPay', {}, [strong])}</P>
            {booking.holdExpiresAt ? (
              <P>
                {richText(
                  ctx,
                  'mail.bookingConfirmation.held',
                  { until: when(ctx, booking.holdExpiresAt) },
                  [strong],
                )}
              </P>
            ) : null}
            <Action ctx={ctx} href={pay} label={ctx.t('mail.bookingConfirmation.action')} />
          </>
        )}
        <Note>
          {richText(ctx, 'mail.bookingConfirmation.seeAll', {}, [
            <InlineLink key="bookings" href={`${ctx.pages}/dashboard/booking`} />,
          ])}
        </Note>
      </Layout>
    ),
  };
}

export interface ReceiptMailInput {
  number: string;
  /** The payer's name, as typed at checkout or in the booking (where the rule shows it). */
  name: string | undefined;
  paidAt: Date;
  amountCents: number;
  refundedCents: number;
  transactionId: string;
  card: string | null;
  /** `lang: 'en'`: the label is a package's English title in a Bangla receipt. */
  items: { label: string; lang?: 'en'; detail?: string; amountCents: number }[];
}

export function paymentReceipt(ctx: TemplateContext, receipt: ReceiptMailInput): MailTemplate {
  const amount = money(receipt.amountCents, ctx.locale);
  return {
    subject: ctx.t('mail.paymentReceipt.subject', { number: receipt.number, amount }),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.paymentReceipt.preview', { amount })}
        heading={ctx.t('mail.paymentReceipt.heading')}
        reason={ctx.t('mail.paymentReceipt.reason')}
      >
        <P>{greeting(ctx, receipt.name)}</P>
        <P>{richText(ctx, 'mail.paymentReceipt.body', { amount }, [strong])}</P>
        <Details
          rows={[
            [ctx.t('mail.receipt.number'), receipt.number],
            [ctx.t('mail.paymentReceipt.paidOn'), when(ctx, receipt.paidAt)],
            [ctx.t('mail.receipt.paidWith'), receipt.card ?? ctx.t('mail.receipt.card')],
            [ctx.t('mail.paymentReceipt.transaction'), receipt.transactionId],
          ]}
        />
        <Items
          ctx={ctx}
          items={receipt.items.map((item) => ({
            label: nameNode({ text: item.label, lang: item.lang }),
            detail: item.detail,
            amount: money(item.amountCents, ctx.locale),
          }))}
          total={[
            [ctx.t('mail.receipt.totalPaid'), amount],
            ...(receipt.refundedCents > 0
              ? ([
                  [ctx.t('mail.receipt.refunded'), `-${money(receipt.refundedCents, ctx.locale)}`],
                ] as [string, string][])
              : []),
          ]}
        />
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/paymentHistory`}
          label={ctx.t('mail.paymentReceipt.action')}
        />
      </Layout>
    ),
  };
}

export function bookingCancelled(
  ctx: TemplateContext,
  input: {
    booking: BookingView;
    /** Why, when the agency cancelled it or the hold ran out. */
    reason?: string | null;
    /** Money going back to the card (0 or absent: nothing was paid). */
    refundCents?: number;
    by: 'traveller' | 'agency' | 'hold-expired';
  },
): MailTemplate {
  const { booking } = input;
  const refund = input.refundCents ?? 0;
  const amount = money(refund, ctx.locale);
  const title = bookedName(ctx, booking).text;
  const headline =
    input.by === 'hold-expired'
      ? ctx.t('mail.bookingCancelled.heading.expired')
      : refund > 0
        ? ctx.t('mail.bookingCancelled.heading.refunded')
        : ctx.t('mail.bookingCancelled.heading.cancelled');
  return {
    subject:
      refund > 0
        ? ctx.t('mail.bookingCancelled.subject.refunded', { amount, title })
        : input.by === 'hold-expired'
          ? ctx.t('mail.bookingCancelled.subject.expired', { title })
          : ctx.t('mail.bookingCancelled.subject.cancelled', { title }),
    element: (
      <Layout
        ctx={ctx}
        preview={
          refund > 0 ? ctx.t('mail.bookingCancelled.preview.refunded', { title, amount }) : title
        }
        heading={headline}
        reason={ctx.t('mail.booking.reason')}
      >
        <P>{greeting(ctx, booking.name)}</P>
        <P>
          {input.by === 'traveller'
            ? ctx.t('mail.bookingCancelled.intro.traveller')
            : input.by === 'hold-expired'
              ? ctx.t('mail.bookingCancelled.intro.expired')
              : ctx.t('mail.bookingCancelled.intro.agency')}
        </P>
        <Details rows={bookingRows(ctx, booking)} />
        {input.reason ? (
          <P>{richText(ctx, 'mail.booking.reasonLine', { reason: input.reason }, [strong])}</P>
        ) : null}
        {refund > 0 ? (
          <P>{richText(ctx, 'mail.bookingCancelled.refund', { amount }, [strong])}</P>
        ) : (
          <P>{ctx.t('mail.booking.nothingCharged')}</P>
        )}
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/booking`}
          label={ctx.t('mail.booking.seeMine')}
        />
      </Layout>
    ),
  };
}

/**
 * An unpaid booking whose seat hold the agency released before it ran out: the booking has
 * ended, nothing was charged, and the traveller may book again while seats are left.
 */
export function holdReleased(
  ctx: TemplateContext,
  input: {
    booking: BookingView;
    /** The package booked, for the link to book it again (null: no longer in the catalogue). */
    packageId: string | null;
  },
): MailTemplate {
  const { booking } = input;
  const name = bookedName(ctx, booking);
  const title = name.text;
  const trip = booking.departureStartsAt
    ? ctx.t('mail.holdReleased.trip', { title, when: when(ctx, booking.departureStartsAt) })
    : title;
  // The same words with the name drawn as an element (`lang="en"` when it is the fallback).
  const tripMarked = booking.departureStartsAt
    ? ctx.t('mail.holdReleased.trip', {
        title: titleValue(name),
        when: when(ctx, booking.departureStartsAt),
      })
    : titleValue(name);
  return {
    subject: ctx.t('mail.holdReleased.subject', { title }),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.holdReleased.preview', { trip })}
        heading={ctx.t('mail.holdReleased.heading')}
        reason={ctx.t('mail.booking.reason')}
      >
        <P>{greeting(ctx, booking.name)}</P>
        <P>{richText(ctx, 'mail.holdReleased.body', { trip: tripMarked }, [strong], name)}</P>
        <Details rows={bookingRows(ctx, booking)} />
        <P>{ctx.t('mail.booking.nothingCharged')}</P>
        <P>{ctx.t('mail.holdReleased.bookAgain')}</P>
        {input.packageId ? (
          <Action
            ctx={ctx}
            href={`${ctx.pages}/packages/${input.packageId}`}
            label={ctx.t('mail.holdReleased.action')}
          />
        ) : (
          <Action
            ctx={ctx}
            href={`${ctx.pages}/dashboard/booking`}
            label={ctx.t('mail.booking.seeMine')}
          />
        )}
      </Layout>
    ),
  };
}

export function departureChanged(
  ctx: TemplateContext,
  input: {
    booking: BookingView;
    change: 'moved' | 'cancelled';
    /** The start before the change (moved). */
    previousStartsAt?: Date | null;
    reason?: string | null;
    /** Refunded with the cancellation (0 or absent: unpaid). */
    refundCents?: number;
  },
): MailTemplate {
  const { booking } = input;
  const refund = input.refundCents ?? 0;
  const moved = input.change === 'moved';
  const title = bookedName(ctx, booking).text;
  return {
    subject: moved
      ? ctx.t('mail.departureChanged.subject.moved', { title })
      : ctx.t('mail.departureChanged.subject.cancelled', { title }),
    element: (
      <Layout
        ctx={ctx}
        preview={
          moved && booking.departureStartsAt
            ? ctx.t('mail.departureChanged.preview.moved', {
                when: when(ctx, booking.departureStartsAt),
              })
            : ctx.t('mail.departureChanged.preview.cancelled')
        }
        heading={
          moved
            ? ctx.t('mail.departureChanged.heading.moved')
            : ctx.t('mail.departureChanged.heading.cancelled')
        }
        reason={ctx.t('mail.departureChanged.reason')}
      >
        <P>{greeting(ctx, booking.name)}</P>
        {moved ? (
          <P>
            {input.previousStartsAt
              ? ctx.t('mail.departureChanged.body.movedFrom', {
                  when: when(ctx, input.previousStartsAt),
                })
              : ctx.t('mail.departureChanged.body.moved')}
          </P>
        ) : (
          <P>{ctx.t('mail.departureChanged.body.cancelled')}</P>
        )}
        <Details rows={bookingRows(ctx, booking)} />
        {input.reason ? (
          <P>{richText(ctx, 'mail.booking.reasonLine', { reason: input.reason }, [strong])}</P>
        ) : null}
        {!moved ? (
          refund > 0 ? (
            <P>
              {richText(
                ctx,
                'mail.departureChanged.refund',
                { amount: money(refund, ctx.locale) },
                [strong],
              )}
            </P>
          ) : (
            <P>{ctx.t('mail.booking.nothingCharged')}</P>
          )
        ) : (
          <P>{ctx.t('mail.departureChanged.cancelIfUnsuited')}</P>
        )}
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/booking`}
          label={ctx.t('mail.booking.seeMine')}
        />
      </Layout>
    ),
  };
}

/**
 * The sender's acknowledgement. To an address not verified, the message is not quoted (nor the
 * name greeted): anyone may have typed it, and they would choose whom the agency mails it to.
 */
export function contactAcknowledgement(
  ctx: TemplateContext,
  input: { name: string | undefined; message: string | undefined },
): MailTemplate {
  return {
    subject: ctx.t('mail.contactAcknowledgement.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.contactAcknowledgement.preview')}
        heading={ctx.t('mail.contactAcknowledgement.heading')}
        reason={ctx.t('mail.contactAcknowledgement.reason')}
      >
        <P>{greeting(ctx, input.name)}</P>
        {input.message ? (
          <>
            <P>{ctx.t('mail.contactAcknowledgement.quoted')}</P>
            <Quote text={input.message} />
          </>
        ) : (
          <>
            <P>{ctx.t('mail.contactAcknowledgement.unquoted')}</P>
            <Note>{ctx.t('mail.contactAcknowledgement.note')}</Note>
          </>
        )}
      </Layout>
    ),
  };
}

/** The agency's notice of one contact message (to NOTIFY_EMAILS or the admins: it quotes it). */
export function contactNotification(
  ctx: TemplateContext,
  input: { name: string | undefined; email: string; message: string | undefined },
): MailTemplate {
  return {
    subject: ctx.t('mail.contactNotification.subject', { sender: input.name || input.email }),
    element: (
      <Layout
        ctx={ctx}
        preview={(input.message ?? '').slice(0, 120)}
        heading={ctx.t('mail.contactNotification.heading')}
        reason={ctx.t('mail.agency.reason')}
      >
        <Details
          rows={[
            [ctx.t('mail.agency.from'), input.name || ctx.t('mail.agency.noName')],
            [ctx.t('mail.agency.email'), input.email],
          ]}
        />
        <Quote text={input.message ?? ''} />
        <P>{ctx.t('mail.contactNotification.replyHint')}</P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/userRequests`}
          label={ctx.t('mail.agency.openUserRequests')}
        />
      </Layout>
    ),
  };
}

/**
 * Beyond the agency's limit of notifications (one per contact message), one message says how
 * many more arrived in the stretch it covers, and quotes none of them.
 */
export function contactDigest(
  ctx: TemplateContext,
  input: { more: number; notified: number; from: Date; until: Date },
): MailTemplate {
  const more = ctx.t('mail.count.moreMessages', { count: input.more });
  return {
    subject: ctx.t('mail.contactDigest.subject', { more }),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.contactDigest.preview', { more })}
        heading={ctx.t('mail.contactDigest.heading')}
        reason={ctx.t('mail.agency.reason')}
      >
        <P>
          {richText(
            ctx,
            'mail.contactDigest.body',
            {
              from: when(ctx, input.from),
              until: when(ctx, input.until),
              more,
              notified: numberText(input.notified, ctx.locale),
            },
            [strong],
          )}
        </P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/userRequests`}
          label={ctx.t('mail.agency.openUserRequests')}
        />
      </Layout>
    ),
  };
}

function Quote({ text }: { text: string }) {
  return (
    <blockquote
      className="wf-text"
      style={{
        borderLeft: '4px solid #d5e1e6',
        margin: '0 0 18px',
        padding: '4px 0 4px 14px',
        whiteSpace: 'pre-wrap',
        fontSize: '15px',
        lineHeight: '1.6',
        color: '#1d3340',
      }}
    >
      {text}
    </blockquote>
  );
}

export function newsletterConfirmation(
  ctx: TemplateContext,
  input: { confirmUrl: string; unsubscribeUrl: string },
): MailTemplate {
  return {
    subject: ctx.t('mail.newsletterConfirmation.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.newsletterConfirmation.preview')}
        heading={ctx.t('mail.newsletterConfirmation.heading')}
        reason={ctx.t('mail.newsletterConfirmation.reason')}
        footer={<Unsubscribe ctx={ctx} url={input.unsubscribeUrl} />}
      >
        <P>{ctx.t('mail.newsletterConfirmation.body')}</P>
        <Action
          ctx={ctx}
          href={input.confirmUrl}
          label={ctx.t('mail.newsletterConfirmation.action')}
        />
        <Note>{ctx.t('mail.newsletterConfirmation.note')}</Note>
      </Layout>
    ),
  };
}

export function newsletterWelcome(
  ctx: TemplateContext,
  input: { unsubscribeUrl: string },
): MailTemplate {
  return {
    subject: ctx.t('mail.newsletterWelcome.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.newsletterWelcome.preview')}
        heading={ctx.t('mail.newsletterWelcome.heading')}
        reason={ctx.t('mail.newsletterWelcome.reason')}
        footer={<Unsubscribe ctx={ctx} url={input.unsubscribeUrl} />}
      >
        <P>{ctx.t('mail.newsletterWelcome.body')}</P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/search`}
          label={ctx.t('mail.newsletterWelcome.action')}
        />
      </Layout>
    ),
  };
}

function Unsubscribe({ ctx, url }: { ctx: TemplateContext; url: string }) {
  return (
    <Note>
      {richText(ctx, 'mail.newsletter.unsubscribe', {}, [
        <InlineLink key="unsubscribe" href={url} />,
      ])}
    </Note>
  );
}

/** A trip request's places and times as the messages list them (places only when shown). */
function tripRequestRows(
  ctx: TemplateContext,
  input: {
    origin: string | undefined;
    destination: string | undefined;
    startAt: Date;
    endAt: Date;
  },
): [string, string][] {
  return [
    ...(input.origin
      ? ([[ctx.t('mail.tripRequest.from'), input.origin]] as [string, string][])
      : []),
    ...(input.destination
      ? ([[ctx.t('mail.tripRequest.to'), input.destination]] as [string, string][])
      : []),
    [ctx.t('mail.tripRequest.start'), when(ctx, input.startAt)],
    [ctx.t('mail.tripRequest.end'), when(ctx, input.endAt)],
  ];
}

/**
 * The traveller's receipt of a trip request: a request the agency answers, not a booking. The
 * places are what the traveller typed: left out for an address that has not been verified.
 */
export function tripRequestAcknowledgement(
  ctx: TemplateContext,
  input: {
    name: string | undefined;
    origin: string | undefined;
    destination: string | undefined;
    startAt: Date;
    endAt: Date;
  },
): MailTemplate {
  return {
    subject: ctx.t('mail.tripRequestAcknowledgement.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.tripRequestAcknowledgement.preview')}
        heading={ctx.t('mail.tripRequestAcknowledgement.heading')}
        reason={ctx.t('mail.tripRequestAcknowledgement.reason')}
      >
        <P>{greeting(ctx, input.name)}</P>
        <P>{ctx.t('mail.tripRequestAcknowledgement.body')}</P>
        <Details rows={tripRequestRows(ctx, input)} />
        {input.origin === undefined && input.destination === undefined ? (
          <Note>{ctx.t('mail.tripRequestAcknowledgement.note')}</Note>
        ) : null}
        <Rule />
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/destination`}
          label={ctx.t('mail.tripRequest.myDestination')}
        />
      </Layout>
    ),
  };
}

/** The agency's notice of a new trip request (to NOTIFY_EMAILS or the admins: it quotes it). */
export function tripRequestNotification(
  ctx: TemplateContext,
  input: {
    name: string | undefined;
    email: string;
    origin: string | undefined;
    destination: string | undefined;
    startAt: Date;
    endAt: Date;
  },
): MailTemplate {
  return {
    subject: ctx.t('mail.tripRequestNotification.subject', { sender: input.name || input.email }),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx
          .t('mail.tripRequestNotification.preview', {
            origin: input.origin ?? '',
            destination: input.destination ?? '',
          })
          .slice(0, 120)}
        heading={ctx.t('mail.tripRequestNotification.heading')}
        reason={ctx.t('mail.agency.reason')}
      >
        <Details
          rows={[
            [ctx.t('mail.agency.from'), input.name || ctx.t('mail.agency.noName')],
            [ctx.t('mail.agency.email'), input.email],
          ]}
        />
        <Details rows={tripRequestRows(ctx, input)} />
        <P>{ctx.t('mail.tripRequestNotification.body')}</P>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/tripRequests`}
          label={ctx.t('mail.tripRequestNotification.action')}
        />
      </Layout>
    ),
  };
}

/** The agency's answer (its own text); the places the traveller typed, where the rule shows them. */
export function tripRequestAnswered(
  ctx: TemplateContext,
  input: {
    origin: string | undefined;
    destination: string | undefined;
    startAt: Date;
    endAt: Date;
    answer: string;
  },
): MailTemplate {
  return {
    subject: input.destination
      ? ctx.t('mail.tripRequestAnswered.subject.to', { destination: input.destination })
      : ctx.t('mail.tripRequestAnswered.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={input.answer.slice(0, 120)}
        heading={ctx.t('mail.tripRequestAnswered.heading')}
        reason={ctx.t('mail.tripRequestAnswered.reason')}
      >
        <Details rows={tripRequestRows(ctx, input)} />
        <P>{ctx.t('mail.tripRequestAnswered.ourAnswer')}</P>
        <Quote text={input.answer} />
        <Rule />
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/destination`}
          label={ctx.t('mail.tripRequest.myDestination')}
        />
      </Layout>
    ),
  };
}

/**
 * Someone's administrator rights were removed: by another admin (named where the rule shows what
 * people typed), by themselves, or by the operator. Said plainly, with what they keep and whom to
 * ask, so that a removal nobody expected is noticed.
 */
export function adminRightsRemoved(
  ctx: TemplateContext,
  input: {
    name: string | undefined;
    by: 'admin' | 'self' | 'operator';
    byName: string | undefined;
    at: Date;
    invitationsRevoked: number;
  },
): MailTemplate {
  const at = when(ctx, input.at);
  const what =
    input.by === 'self'
      ? ctx.t('mail.adminRightsRemoved.body.self', { when: at })
      : input.by === 'operator'
        ? ctx.t('mail.adminRightsRemoved.body.operator', { when: at })
        : input.byName
          ? ctx.t('mail.adminRightsRemoved.body.named', { name: input.byName, when: at })
          : ctx.t('mail.adminRightsRemoved.body.admin', { when: at });
  const links = input.invitationsRevoked;
  return {
    subject: ctx.t('mail.adminRightsRemoved.subject'),
    element: (
      <Layout
        ctx={ctx}
        preview={ctx.t('mail.adminRightsRemoved.preview')}
        heading={ctx.t('mail.adminRightsRemoved.heading')}
        reason={ctx.t('mail.adminRightsRemoved.reason')}
      >
        <P>{greeting(ctx, input.name)}</P>
        <P>{what}</P>
        {links > 0 ? <P>{ctx.t('mail.adminRightsRemoved.invitations', { count: links })}</P> : null}
        <Note>{ctx.t('mail.adminRightsRemoved.note', { agency: ctx.site.agencyName })}</Note>
        <Action
          ctx={ctx}
          href={`${ctx.pages}/dashboard/booking`}
          label={ctx.t('mail.adminRightsRemoved.action')}
        />
      </Layout>
    ),
  };
}
