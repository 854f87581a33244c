import { memo, useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { landscape } from '@/content/static-images';
import { formatUsd } from '@/lib/format';
import { OFFER_CATEGORIES, type Facilities, type OfferItem } from '@/features/offers/offers-data';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { offersMessages, type OffersKey } from '../messages';
import { StarDisplay } from './star-display';

function facilityList(f: Facilities, t: Translate<OffersKey>): string[] {
  const list: string[] = [];
  if (f.class) list.push(t('offers.facility.class', { kind: f.class }));
  if (f.guests)
    list.push(t('offers.facility.guests', { count: localDigits(String(f.guests), t.numbers) }));
  if (f.bedrooms) list.push(t('offers.facility.bedrooms', { count: f.bedrooms }));
  if (f.beds) list.push(t('offers.facility.beds', { count: f.beds }));
  if (f.bathrooms) list.push(t('offers.facility.bathrooms', { count: f.bathrooms }));
  if (f.wifi) list.push(t('offers.facility.wifi'));
  if (f.pool) list.push(t('offers.facility.pool'));
  if (f.parking) list.push(t('offers.facility.parking'));
  if (f.spa) list.push(t('offers.facility.spa'));
  return list;
}

/**
 * One offer. Every card stays on the page and a category only hides the others: choosing one
 * changes an attribute per card instead of rendering cards again (decision 009, a phone's first
 * tap).
 */
const OfferCard = memo(function OfferCard({ item, hidden }: { item: OfferItem; hidden: boolean }) {
  return (
    <article
      className="card overflow-hidden bg-base-100 shadow ring-1 ring-base-300"
      hidden={hidden}
    >
      <OfferCardBody item={item} />
    </article>
  );
});

const OfferCardBody = memo(function OfferCardBody({ item }: { item: OfferItem }) {
  const t = useT(offersMessages);
  const image = landscape(item.image);
  return (
    <>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 1024px) 33vw, 100vw"
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="card-body gap-2 p-5">
        <h3 className="card-title text-lg">{t(item.title)}</h3>
        <StarDisplay rating={item.rating} />
        <p className="text-sm text-base-content/75">{t(item.description)}</p>
        <ul className="flex flex-wrap gap-1" aria-label={t('offers.card.facilities')}>
          {facilityList(item.facilities, t).map((f) => (
            <li key={f} className="badge badge-ghost badge-sm">
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-2 flex items-end justify-between">
          <p className="text-lg font-bold text-primary">
            {item.price_per_night !== undefined ? (
              <>
                {formatUsd(item.price_per_night, t.numbers)}{' '}
                <span className="text-sm font-normal text-base-content/75">
                  {t('offers.card.perNight')}
                </span>
              </>
            ) : (
              formatUsd(item.price ?? 0, t.numbers)
            )}
          </p>
          <Link to="/" className="link link-primary text-sm">
            {t('offers.card.readMore')}
          </Link>
        </div>
      </div>
    </>
  );
});

/** Offers listing (docs/product.md §2) with its category dropdown. */
export function OffersListing() {
  const t = useT(offersMessages);
  const [category, setCategory] = useState('all');
  // The list keeps its own value (uncontrolled): a category chosen on the server's HTML, before
  // the app was live, stays chosen as the app takes the page over, and the cards follow it then.
  const list = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosenEarly = list.current?.value;
    if (chosenEarly) setCategory(chosenEarly);
  }, []);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="offers-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="offers-heading" className="text-3xl font-bold">
          {t('offers.heading')}
        </h2>
        <div>
          <label htmlFor="offer-category" className="mb-1 block text-sm font-medium">
            {t('offers.category.label')}
          </label>
          <select
            id="offer-category"
            className="select select-bordered"
            ref={list}
            defaultValue="all"
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="all">{t('offers.category.all')}</option>
            {OFFER_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {t(c.name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
        {OFFER_CATEGORIES.flatMap((c) =>
          c.items.map((item) => (
            <OfferCard key={item.id} item={item} hidden={category !== 'all' && c.id !== category} />
          )),
        )}
      </div>
    </section>
  );
}
