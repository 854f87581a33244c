import { landscape } from '@/content/static-images';
import { useAdminStatus } from '@/features/identity/api/get-admin-status';
import { useAuth } from '@/features/identity/use-auth';
import { OffersListing } from '@/features/offers/components/offers-listing';
import { TripRequestForm } from '@/features/trip-requests/components/trip-request-form';
import { useT } from '@/lib/i18n/catalog';
import { inboxPagesMessages } from './inbox/messages';

/** Trip booking (/booking, docs/product.md §2): a hero, then the trip request form. */
export function Component() {
  const t = useT(inboxPagesMessages);
  const { user, sessionKnown } = useAuth();
  const { isAdmin } = useAdminStatus();
  const hero = landscape('/images/destinations/bandarban');
  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="trip-hero-heading">
        <img
          src={hero.src}
          srcSet={hero.srcSet}
          sizes="100vw"
          width={hero.width}
          height={hero.height}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/70 via-black/45 to-black/10" />
        <div className="mx-auto max-w-6xl px-4 pb-28 pt-16 text-white sm:pb-32 sm:pt-24">
          <p className="font-semibold uppercase tracking-widest text-amber-200">
            {t('inboxPages.booking.eyebrow')}
          </p>
          <h1
            id="trip-hero-heading"
            className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl"
          >
            {t('inboxPages.booking.heading')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">{t('inboxPages.booking.lead')}</p>
        </div>
      </section>
      <section
        className="relative mx-auto -mt-20 max-w-3xl px-4 pb-8"
        aria-label={t('inboxPages.booking.details')}
      >
        <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
          <div className="card-body p-5 sm:p-8">
            <h2 className="card-title mb-2 text-2xl">{t('inboxPages.booking.next')}</h2>
            <TripRequestForm
              email={user?.email ?? null}
              canChooseEmail={isAdmin}
              sessionKnown={sessionKnown}
            />
          </div>
        </div>
      </section>
      <OffersListing />
    </>
  );
}
