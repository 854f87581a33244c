/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactElement } from 'react';
import { countText } from '@wayfare/contract/counts';
import { money, travellersText, travellersWithNames, tripTime } from './format';
import { Action, Details, InlineLink, Items, Layout, Note, P, Rule, type MailSite } from './layout';

/*
 * Every message Wayfare sends, written once: the HTML is rendered from these components and the
 * plain text from that HTML (render.ts), so the two never say different things.
 *
 * What a person typed (a name, a message, a place) reaches a template only as the outbox's rule
 * lets it (sender-text.ts, kinds.ts): to an address that has not been verified each such field is
 * `undefined`, and the template says what happened without it.
 */

export interface MailTemplate {
  subject: string;
  element: ReactElement;
}

export interface TemplateContext {
  site: MailSite;
  /** TRIP_TIME_ZONE: trip times are shown there, and say so. */
  timeZone: string;
}

const greeting = (name: string | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function passwordReset(
  ctx: TemplateContext,
  input: { name?: string; url: string; validMinutes: number },
): MailTemplate {
  return {
    subject: 'Reset your Wayfare password',
    element: (
      <Layout
        site={ctx.site}
        preview="A link to choose a new password"
        heading="Choose a new password"
        reason="You get this e-mail because someone asked to reset the password of the Wayfare account with this address."
      >
        <P>{greeting(input.name)}</P>
        <P>
          Someone (we hope you) asked to reset your Wayfare password. Open the link below to choose
          a new one. It works once, for the next {input.validMinutes} minutes, and signs your
          account out everywhere else.
        </P>
        <Action href={input.url} label="Choose a new password" />
        <Note>If you did not ask for this, ignore this e-mail: your password stays as it is.</Note>
      </Layout>
    ),
  };
}

export function emailVerification(
  ctx: TemplateContext,
  input: { name?: string; url: string; validHours: number },
): MailTemplate {
  return {
    subject: 'Confirm your e-mail address for Wayfare',
    element: (
      <Layout
        site={ctx.site}
        preview="One click to confirm your address"
        heading="Confirm your e-mail address"
        reason="You get this e-mail because this address was used to create a Wayfare account."
      >
        <P>{greeting(input.name)}</P>
        <P>
          Welcome to Wayfare. Please confirm that this address is yours, so that your booking
          confirmations and receipts reach you. The link works for {input.validHours} hours.
        </P>
        <Action href={input.url} label="Confirm my address" />
        <Note>If you did not create an account, ignore this e-mail.</Note>
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
    subject: 'Your Wayfare password was changed',
    element: (
      <Layout
        site={ctx.site}
        preview="A security notice about your account"
        heading="Your password was changed"
        reason="You get this e-mail because the password of the Wayfare account with this address was changed."
      >
        <P>Hello,</P>
        <P>
          The password of your Wayfare account was changed on{' '}
          {tripTime(input.changedAt, ctx.timeZone)}
          {input.via === 'reset-link'
            ? ', with the link of a password-reset e-mail. Every other session of the account was signed out.'
            : ', from the account page while signed in.'}
        </P>
        <P>If this was you, there is nothing more to do.</P>
        <P>
          <strong>If it was not you,</strong> someone else may know your password or read your
          e-mail: choose a new password now with &ldquo;Forgot password&rdquo;, and tell us.
        </P>
        <Action href={`${ctx.site.publicUrl}/forgot-password`} label="Choose a new password" />
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
    subject: 'Your Wayfare account was deleted',
    element: (
      <Layout
        site={ctx.site}
        preview="A security notice about your account"
        heading="Your account was deleted"
        reason="You get this e-mail because the Wayfare account with this address was deleted."
      >
        <P>Hello,</P>
        <P>
          Your Wayfare account with this address was deleted on{' '}
          {tripTime(input.deletedAt, ctx.timeZone)}, from its account page. You are signed out
          everywhere, and you can no longer sign in with it.
        </P>
        <P>
          Your bookings and payments stay on the agency&rsquo;s books without your account. You are
          welcome to sign up again at any time.
        </P>
        <P>
          <strong>If you did not do this,</strong> someone else knew your password: tell us at once
          from the Contact page.
        </P>
        <Action href={`${ctx.site.publicUrl}/contact`} label="Contact us" />
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
}

/**
 * A booking as a template sees it: the lead traveller's and the others' names, which the
 * traveller typed, are there only where the outbox's rule shows them.
 */
export type BookingView = Omit<BookingMailInput, 'name' | 'travellerNames'> & {
  name: string | undefined;
  travellerNames?: (string | undefined)[];
};

function bookingRows(ctx: TemplateContext, booking: BookingView): [string, string][] {
  const travellers = booking.travellers ?? 1;
  const names = [booking.name, ...(booking.travellerNames ?? [])].filter(
    (name): name is string => name !== undefined,
  );
  return [
    ['Trip', `${booking.packageTitle} (${booking.duration})`],
    [
      'Departure',
      booking.departureStartsAt
        ? tripTime(booking.departureStartsAt, ctx.timeZone)
        : 'The date is arranged with you by the agency',
    ],
    ['Travellers', travellersWithNames(travellers, names)],
    ['Price', `${money(booking.priceCents)}${travellers > 1 ? ' for everyone' : ''}`],
    ['Booking reference', booking.id.slice(0, 8).toUpperCase()],
  ];
}

export function bookingConfirmation(ctx: TemplateContext, booking: BookingView): MailTemplate {
  const pay = `${ctx.site.publicUrl}/dashboard/payment`;
  const paid = booking.status === 'paid';
  return {
    subject: `Booking received: ${booking.packageTitle}`,
    element: (
      <Layout
        site={ctx.site}
        preview={`${booking.packageTitle}, ${travellersText(booking.travellers ?? 1)}, ${money(booking.priceCents)}`}
        heading="Your booking is in"
        reason="You get this e-mail because you booked a trip on Wayfare."
      >
        <P>{greeting(booking.name)}</P>
        <P>Thank you for booking with us. Here is what you booked:</P>
        <Details rows={bookingRows(ctx, booking)} />
        {paid ? (
          <P>This booking is paid. Your receipt comes in a separate e-mail.</P>
        ) : (
          <>
            <P>
              <strong>How to pay:</strong> pay by card on the Payment page of your dashboard (Visa,
              Mastercard and other major cards). You can pay for all your unpaid bookings at once.
            </P>
            {booking.holdExpiresAt ? (
              <P>
                <strong>
                  Your seats are held until {tripTime(booking.holdExpiresAt, ctx.timeZone)}.
                </strong>{' '}
                If the booking is still unpaid then, it expires and the seats go back on sale.
              </P>
            ) : null}
            <Action href={pay} label="Pay now" />
          </>
        )}
        <Note>
          See all your bookings on{' '}
          <InlineLink href={`${ctx.site.publicUrl}/dashboard/booking`}>My Booking</InlineLink>.
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
  items: { label: string; detail?: string; amountCents: number }[];
}

export function paymentReceipt(ctx: TemplateContext, receipt: ReceiptMailInput): MailTemplate {
  return {
    subject: `Your Wayfare receipt ${receipt.number} (${money(receipt.amountCents)})`,
    element: (
      <Layout
        site={ctx.site}
        preview={`Payment of ${money(receipt.amountCents)} received, thank you`}
        heading="Payment received, thank you"
        reason="You get this e-mail because you paid for a booking on Wayfare."
      >
        <P>{greeting(receipt.name)}</P>
        <P>
          We received your payment of <strong>{money(receipt.amountCents)}</strong>. Your receipt is
          attached as a PDF, and you can download it again from Payment History.
        </P>
        <Details
          rows={[
            ['Receipt number', receipt.number],
            ['Paid on', tripTime(receipt.paidAt, ctx.timeZone)],
            ['Paid with', receipt.card ?? 'Card'],
            ['Transaction', receipt.transactionId],
          ]}
        />
        <Items
          items={receipt.items.map((item) => ({
            label: item.label,
            detail: item.detail,
            amount: money(item.amountCents),
          }))}
          total={[
            ['Total paid', money(receipt.amountCents)],
            ...(receipt.refundedCents > 0
              ? ([['Refunded', `-${money(receipt.refundedCents)}`]] as [string, string][])
              : []),
          ]}
        />
        <Action href={`${ctx.site.publicUrl}/dashboard/paymentHistory`} label="Payment History" />
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
  const headline =
    input.by === 'hold-expired'
      ? 'Your booking has expired'
      : refund > 0
        ? 'Your booking is cancelled and refunded'
        : 'Your booking is cancelled';
  return {
    subject:
      refund > 0
        ? `Refund of ${money(refund)}: ${booking.packageTitle}`
        : `${input.by === 'hold-expired' ? 'Booking expired' : 'Booking cancelled'}: ${booking.packageTitle}`,
    element: (
      <Layout
        site={ctx.site}
        preview={`${booking.packageTitle}${refund > 0 ? `, ${money(refund)} refunded` : ''}`}
        heading={headline}
        reason="You get this e-mail because you booked this trip on Wayfare."
      >
        <P>{greeting(booking.name)}</P>
        <P>
          {input.by === 'traveller'
            ? 'As you asked, we cancelled this booking:'
            : input.by === 'hold-expired'
              ? 'This booking was not paid before its seat hold ended, so it expired and its seats went back on sale:'
              : 'We are sorry: the agency had to cancel this booking:'}
        </P>
        <Details rows={bookingRows(ctx, booking)} />
        {input.reason ? (
          <P>
            <strong>Reason:</strong> {input.reason}
          </P>
        ) : null}
        {refund > 0 ? (
          <P>
            <strong>{money(refund)}</strong> goes back to the card you paid with. Banks usually show
            it within 5 to 10 working days.
          </P>
        ) : (
          <P>Nothing was charged for it.</P>
        )}
        <Action href={`${ctx.site.publicUrl}/dashboard/booking`} label="See my bookings" />
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
  const when = booking.departureStartsAt ? tripTime(booking.departureStartsAt, ctx.timeZone) : null;
  const trip = when ? `${booking.packageTitle}, departing ${when}` : booking.packageTitle;
  return {
    subject: `Seat hold released: ${booking.packageTitle}`,
    element: (
      <Layout
        site={ctx.site}
        preview={`${trip}: your unpaid seats went back on sale`}
        heading="Your seat hold was released"
        reason="You get this e-mail because you booked this trip on Wayfare."
      >
        <P>{greeting(booking.name)}</P>
        <P>
          The agency released the seats your unpaid booking held on <strong>{trip}</strong>. The
          booking has ended and its seats went back on sale:
        </P>
        <Details rows={bookingRows(ctx, booking)} />
        <P>Nothing was charged for it.</P>
        <P>If seats are left on this departure, you are welcome to book it again.</P>
        {input.packageId ? (
          <Action href={`${ctx.site.publicUrl}/packages/${input.packageId}`} label="Book again" />
        ) : (
          <Action href={`${ctx.site.publicUrl}/dashboard/booking`} label="See my bookings" />
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
  return {
    subject: moved
      ? `New departure time: ${booking.packageTitle}`
      : `Departure cancelled: ${booking.packageTitle}`,
    element: (
      <Layout
        site={ctx.site}
        preview={
          moved && booking.departureStartsAt
            ? `Now ${tripTime(booking.departureStartsAt, ctx.timeZone)}`
            : 'Your departure will not take place'
        }
        heading={moved ? 'Your departure has a new time' : 'Your departure is cancelled'}
        reason="You get this e-mail because you booked this departure on Wayfare."
      >
        <P>{greeting(booking.name)}</P>
        {moved ? (
          <P>
            The agency changed the departure of your trip
            {input.previousStartsAt
              ? ` (it was ${tripTime(input.previousStartsAt, ctx.timeZone)})`
              : ''}
            . Here is your booking as it is now:
          </P>
        ) : (
          <P>
            We are sorry: the agency cancelled the departure you booked, and your booking with it.
          </P>
        )}
        <Details rows={bookingRows(ctx, booking)} />
        {input.reason ? (
          <P>
            <strong>Reason:</strong> {input.reason}
          </P>
        ) : null}
        {!moved ? (
          refund > 0 ? (
            <P>
              <strong>{money(refund)}</strong> goes back to the card you paid with.
            </P>
          ) : (
            <P>Nothing was charged for it.</P>
          )
        ) : (
          <P>If the new time does not suit you, you can cancel the booking on My Booking.</P>
        )}
        <Action href={`${ctx.site.publicUrl}/dashboard/booking`} label="See my bookings" />
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
    subject: 'We have your message',
    element: (
      <Layout
        site={ctx.site}
        preview="Thank you for writing to us; we answer within two working days"
        heading="Thank you for writing to us"
        reason="You get this e-mail because a message was sent with this address from the Contact page of Wayfare."
      >
        <P>{greeting(input.name)}</P>
        {input.message ? (
          <>
            <P>We received your message and answer within two working days. You wrote:</P>
            <Quote text={input.message} />
          </>
        ) : (
          <>
            <P>
              We received a message sent with this e-mail address from our Contact page, and answer
              it within two working days.
            </P>
            <Note>If you did not write to us, you can ignore this e-mail.</Note>
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
    subject: `New message from ${input.name || input.email}`,
    element: (
      <Layout
        site={ctx.site}
        preview={(input.message ?? '').slice(0, 120)}
        heading="A new message from the Contact page"
        reason="You get this e-mail because you are on Wayfare's notification list (NOTIFY_EMAILS, or an administrator)."
      >
        <Details
          rows={[
            ['From', input.name || '(no name)'],
            ['E-mail', input.email],
          ]}
        />
        <Quote text={input.message ?? ''} />
        <P>Reply to this e-mail to answer the sender directly.</P>
        <Action href={`${ctx.site.publicUrl}/dashboard/userRequests`} label="Open User Requests" />
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
  const more = countText(input.more, 'more message');
  return {
    subject: `${more} from the Contact page`,
    element: (
      <Layout
        site={ctx.site}
        preview={`${more} waiting in User Requests`}
        heading="More messages from the Contact page"
        reason="You get this e-mail because you are on Wayfare's notification list (NOTIFY_EMAILS, or an administrator)."
      >
        <P>
          Between {tripTime(input.from, ctx.timeZone)} and {tripTime(input.until, ctx.timeZone)},{' '}
          <strong>{more}</strong> arrived on the Contact page than we send one by one (
          {input.notified} within the hour were sent to you on their own). They are not quoted here:
          read and answer them in User Requests.
        </P>
        <Action href={`${ctx.site.publicUrl}/dashboard/userRequests`} label="Open User Requests" />
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
    subject: 'Confirm your Wayfare newsletter subscription',
    element: (
      <Layout
        site={ctx.site}
        preview="One click and the travel ideas start coming"
        heading="Confirm your subscription"
        reason="You get this e-mail because this address was entered in the newsletter box on Wayfare."
        footer={<Unsubscribe url={input.unsubscribeUrl} />}
      >
        <P>
          Please confirm that you want Wayfare&rsquo;s newsletter: travel ideas, new trips and
          offers, about once a month.
        </P>
        <Action href={input.confirmUrl} label="Yes, subscribe me" />
        <Note>If you did not ask for it, ignore this e-mail and you will hear nothing more.</Note>
      </Layout>
    ),
  };
}

export function newsletterWelcome(
  ctx: TemplateContext,
  input: { unsubscribeUrl: string },
): MailTemplate {
  return {
    subject: 'Welcome to the Wayfare newsletter',
    element: (
      <Layout
        site={ctx.site}
        preview="You are subscribed"
        heading="You are subscribed"
        reason="You get this e-mail because you subscribed to Wayfare's newsletter."
        footer={<Unsubscribe url={input.unsubscribeUrl} />}
      >
        <P>
          Thank you for confirming. The next newsletter brings travel ideas, new trips and offers.
          Meanwhile, the packages are waiting:
        </P>
        <Action href={`${ctx.site.publicUrl}/search`} label="Browse trips" />
      </Layout>
    ),
  };
}

function Unsubscribe({ url }: { url: string }) {
  return (
    <Note>
      No more newsletters? <InlineLink href={url}>Unsubscribe</InlineLink> with one click.
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
    ...(input.origin ? ([['From', input.origin]] as [string, string][]) : []),
    ...(input.destination ? ([['To', input.destination]] as [string, string][]) : []),
    ['Start', tripTime(input.startAt, ctx.timeZone)],
    ['End', tripTime(input.endAt, ctx.timeZone)],
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
    subject: 'We have your trip request',
    element: (
      <Layout
        site={ctx.site}
        preview="Your trip request is with our team; we answer it in My Destination"
        heading="We have your trip request"
        reason="You get this e-mail because a trip request was sent with this address on Wayfare."
      >
        <P>{greeting(input.name)}</P>
        <P>
          Thank you for your trip request. It is a request, not a booking: nothing is booked or paid
          yet. Our team looks at it and answers within two working days; the answer appears in My
          Destination and comes by e-mail.
        </P>
        <Details rows={tripRequestRows(ctx, input)} />
        {input.origin === undefined && input.destination === undefined ? (
          <Note>If you did not send a trip request, you can ignore this e-mail.</Note>
        ) : null}
        <Rule />
        <Action href={`${ctx.site.publicUrl}/dashboard/destination`} label="My Destination" />
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
    subject: `New trip request from ${input.name || input.email}`,
    element: (
      <Layout
        site={ctx.site}
        preview={`${input.origin ?? ''} to ${input.destination ?? ''}`.slice(0, 120)}
        heading="A new trip request"
        reason="You get this e-mail because you are on Wayfare's notification list (NOTIFY_EMAILS, or an administrator)."
      >
        <Details
          rows={[
            ['From', input.name || '(no name)'],
            ['E-mail', input.email],
          ]}
        />
        <Details rows={tripRequestRows(ctx, input)} />
        <P>Answer it in the trip-request inbox; the traveller is told by e-mail.</P>
        <Action href={`${ctx.site.publicUrl}/dashboard/tripRequests`} label="Open Trip Requests" />
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
  const places: [string, string][] = [
    ...(input.origin ? ([['From', input.origin]] as [string, string][]) : []),
    ...(input.destination ? ([['To', input.destination]] as [string, string][]) : []),
  ];
  return {
    subject: input.destination
      ? `Your trip request to ${input.destination} has an answer`
      : 'Your trip request has an answer',
    element: (
      <Layout
        site={ctx.site}
        preview={input.answer.slice(0, 120)}
        heading="We answered your trip request"
        reason="You get this e-mail because you sent a trip request on Wayfare."
      >
        <Details
          rows={[
            ...places,
            ['Start', tripTime(input.startAt, ctx.timeZone)],
            ['End', tripTime(input.endAt, ctx.timeZone)],
          ]}
        />
        <P>Our answer:</P>
        <Quote text={input.answer} />
        <Rule />
        <Action href={`${ctx.site.publicUrl}/dashboard/destination`} label="My Destination" />
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
  const who =
    input.by === 'self'
      ? 'You removed your own administrator rights'
      : input.by === 'operator'
        ? "The site's operator removed your administrator rights"
        : input.byName
          ? `${input.byName}, an administrator, removed your administrator rights`
          : 'An administrator removed your administrator rights';
  const links = input.invitationsRevoked;
  return {
    subject: 'Your Wayfare administrator rights were removed',
    element: (
      <Layout
        site={ctx.site}
        preview="Your account stays; the admin pages are no longer open to it"
        heading="Your administrator rights were removed"
        reason="You get this e-mail because the administrator rights of the Wayfare account with this address were removed."
      >
        <P>{greeting(input.name)}</P>
        <P>
          {who} on {tripTime(input.at, ctx.timeZone)}. Your account, bookings and payments stay as
          they are; the dashboard&apos;s admin pages are no longer open to it.
        </P>
        {links > 0 ? (
          <P>
            {links === 1
              ? 'The admin invitation you had issued and nobody had used yet no longer works.'
              : `The ${links} admin invitations you had issued and nobody had used yet no longer work.`}
          </P>
        ) : null}
        <Note>
          If you did not expect this, ask another administrator of {ctx.site.agencyName}: only an
          administrator can make you one again.
        </Note>
        <Action href={`${ctx.site.publicUrl}/dashboard/booking`} label="Open my dashboard" />
      </Layout>
    ),
  };
}
