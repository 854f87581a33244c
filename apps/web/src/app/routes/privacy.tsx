import { Link } from '@/lib/i18n/router';
import { Prose } from '@/components/ui/prose';

/** Privacy Policy: what Wayfare keeps about a traveller, why, and for how long (true of the code). */
export function Component() {
  return (
    <Prose>
      <h1>Privacy Policy</h1>
      <p className="text-lg">
        Wayfare is run by a small travel agency in Dhaka. We keep only what we need to plan, book
        and be paid for your trips, and we never sell it or show you advertising.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and, if you sign in with a
          password, a salted hash of it (never the password itself). If you sign in with Google,
          GitHub or another provider, we receive your name and verified e-mail from them.
        </li>
        <li>
          <strong>Your bookings and trip requests:</strong> the package, the names and e-mail you
          enter, the price, the dates and places of a trip request.
        </li>
        <li>
          <strong>Your payments:</strong> the amount, the date, and your card&rsquo;s brand and last
          four digits. Card numbers go straight to our card processor; they never reach our server.
        </li>
        <li>
          <strong>Messages and reviews:</strong> what you send through the contact form, the reviews
          you publish (shown to everyone, with your name and photo), and the address you give the
          newsletter box.
        </li>
        <li>
          <strong>Technical records:</strong> your network address and the pages and calls you make,
          kept in our server logs for a short time to keep the service safe (for example to slow
          down password guessing).
        </li>
      </ul>
      <h2>Cookies and storage</h2>
      <p>
        We use one cookie, which keeps you signed in, and your browser&rsquo;s local storage for the
        short-lived key that lets the pages talk to our server. No tracking or advertising cookies,
        no third-party analytics.
      </p>
      <h2>Who sees it</h2>
      <p>
        Our staff, to serve your bookings; our card processor, to take your payment; our hosting
        provider, which stores the data for us. Nobody else, unless the law of Bangladesh requires
        it.
      </p>
      <h2>How long we keep it</h2>
      <p>
        As long as your account exists. When an account is removed, its sign-in and personal details
        go at once; bookings and payments that were paid are kept for our accounts, as the law
        requires, but are no longer linked to anyone who later signs up with the same address.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see your bookings, trip requests and payments in your dashboard. To correct or
        remove anything, or to close your account, write to us from the{' '}
        <Link to="/contact">Contact page</Link> or at{' '}
        <a href="mailto:hello@wayfare.example">hello@wayfare.example</a>; we answer within seven
        days.
      </p>
      <p className="text-sm">Last updated: 25 November 2026.</p>
    </Prose>
  );
}
