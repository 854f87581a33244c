import type { TravelPackage } from '@wayfare/contract/packages';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/identity/use-auth';
import { notLoggedInDialog } from '@/lib/alerts';

const loadBookingDialog = () => import('@/features/bookings/components/booking-dialog');
// The dialog and its form library load when a signed-in traveller is on the page, not before.
const BookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

/**
 * Book Now of docs/product.md §4 and §6: a visitor is told to log in (and may go to /login); a
 * signed-in traveller gets the booking dialog for that package.
 */
export function useBookNow(): { bookNow: (pkg: TravelPackage) => void; dialog: ReactNode } {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<TravelPackage | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (signedIn) void loadBookingDialog();
  }, [signedIn]);

  function bookNow(pkg: TravelPackage) {
    if (user) {
      setChosen(pkg);
      return;
    }
    void notLoggedInDialog().then((logIn) => {
      if (logIn)
        void navigate('/login', {
          state: { from: { pathname: window.location.pathname, search: window.location.search } },
        });
    });
  }

  const dialog = signedIn ? (
    <Suspense fallback={null}>
      <BookingDialog
        pkg={chosen}
        defaultName={user.name}
        defaultEmail={user.email}
        onClose={() => setChosen(null)}
      />
    </Suspense>
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
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      onClick={() => onBook(pkg)}
      aria-label={`Book Now: ${pkg.title}`}
    >
      Book Now
    </button>
  );
}
