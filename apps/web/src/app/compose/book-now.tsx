import type { TravelPackage } from '@wayfare/contract/packages';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '@/lib/i18n/router';
import { getPackage } from '@/features/packages/api/get-package';
import { useAuth } from '@/features/identity/use-auth';
import { useWhenReady } from '@/lib/use-when-ready';
import { preloadAlerts } from '@/lib/alerts';
import { notLoggedInDialog } from '@/lib/not-logged-in-dialog';
import type { BookedTrip } from '@/features/bookings/components/booking-dialog';
import { BookedNextSteps } from '@/features/bookings/components/booked-next-steps';
import { useLocale, useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { composeMessages } from './messages';

const loadBookingDialog = () => import('@/features/bookings/components/booking-dialog');
// The dialog and its form library load when a signed-in traveller is on the page, not before.
const BookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

/** The page's query parameter that reopens the booking of a package after signing in. */
const RESUME_PARAM = 'book';

/**
 * Book Now of docs/product.md §4 and §6: a visitor is told to log in (and may go to /login); a
 * signed-in traveller gets the booking dialog for that package. A visitor who logs in or registers
 * from there comes back to the page with the booking open. Once the dialog has closed on a
 * booking, the page offers the next step: Pay now, or See my bookings.
 */
export function useBookNow(): { bookNow: (pkg: TravelPackage) => void; dialog: ReactNode } {
  const { user, sessionKnown } = useAuth();
  const afterSession = useWhenReady(sessionKnown, user);
  const navigate = useNavigate();
  const locale = useLocale();
  const [chosen, setChosen] = useState<TravelPackage | null>(null);
  const [booked, setBooked] = useState<BookedTrip | null>(null);
  const signedIn = user !== null;

  const [params, setParams] = useSearchParams();
  const resumeId = params.get(RESUME_PARAM);

  // What a press of Book Now will show is fetched ahead once someone is signed in: the booking
  // dialog and the toasts' library. A visitor's "Not Logged In" needs neither (a native dialog).
  useEffect(() => {
    if (!signedIn) return;
    void loadBookingDialog();
    preloadAlerts();
  }, [signedIn]);

  // Back from Log In or Register after pressing Book Now: the booking opens again, once.
  useEffect(() => {
    if (!signedIn || !resumeId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_PARAM);
        return next;
      },
      { replace: true },
    );
    getPackage(resumeId).then(setChosen, () => undefined);
  }, [signedIn, resumeId, setParams]);

  function bookNow(pkg: TravelPackage) {
    // A press made while the session is still being read waits for it (a moment).
    afterSession((signedInUser) => {
      if (signedInUser) {
        setBooked(null);
        setChosen(pkg);
        return;
      }
      void notLoggedInDialog(locale).then((logIn) => {
        if (!logIn) return;
        const search = new URLSearchParams(window.location.search);
        search.set(RESUME_PARAM, pkg._id);
        void navigate('/login', {
          state: { from: { pathname: window.location.pathname, search: `?${search}` } },
        });
      });
    });
  }

  const dialog = signedIn ? (
    <>
      <Suspense fallback={null}>
        <BookingDialog
          pkg={chosen}
          defaultName={user.name}
          defaultEmail={user.email}
          onClose={() => setChosen(null)}
          onBooked={setBooked}
        />
      </Suspense>
      {/* After the dialog: it takes the focus once the closing dialog has given it back. */}
      {booked ? <BookedNextSteps trip={booked} onDismiss={() => setBooked(null)} /> : null}
    </>
  ) : null;
  return { bookNow, dialog };
}

export function BookNowButton({
  pkg,
  onBook,
}: {
  pkg: TravelPackage;
  onBook: (pkg: TravelPackage) => void;
}) {
  const t = useT(composeMessages);
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      onClick={() => onBook(pkg)}
      aria-label={t('compose.bookNow.label', { title: packageText(pkg, 'title', t.locale).text })}
    >
      {t('compose.bookNow.button')}
    </button>
  );
}
