import { memo, useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { landscape } from '@/content/static-images';
import { formatUsd } from '@/lib/format';
import { OFFER_CATEGORIES, type Facilities, type OfferItem } from '@/features/offers/offers-data';
import { StarDisplay } from './star-display';

function facilityList(f: Facilities): string[] {
  const list: string[] = [];
  if (f.class) list.push(`${f.class} class`);
  if (f.guests) list.push(`${f.guests} guests`);
  if (f.bedrooms) list.push(`${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''}`);
  if (f.beds) list.push(`${f.beds} bed${f.beds > 1 ? 's' : ''}`);
  if (f.bathrooms) list.push(`${f.bathrooms} bathroom${f.bathrooms > 1 ? 's' : ''}`);
  if (f.wifi) list.push('Wi-Fi');
  if (f.pool) list.push('Pool');
  if (f.parking) list.push('Parking');
  if (f.spa) list.push('Spa');
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
        <h3 className="card-title text-lg">{item.title}</h3>
        <StarDisplay rating={item.rating} />
        <p className="text-sm text-base-content/75">{item.description}</p>
        <ul className="flex flex-wrap gap-1" aria-label="Facilities">
          {facilityList(item.facilities).map((f) => (
            <li key={f} className="badge badge-ghost badge-sm">
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-2 flex items-end justify-between">
          <p className="text-lg font-bold text-primary">
            {item.price_per_night !== undefined ? (
              <>
                {formatUsd(item.price_per_night)}{' '}
                <span className="text-sm font-normal text-base-content/75">/ night</span>
              </>
            ) : (
              formatUsd(item.price ?? 0)
            )}
          </p>
          <Link to="/" className="link link-primary text-sm">
            Read more
          </Link>
        </div>
      </div>
    </>
  );
});

/** Offers listing (docs/product.md §2) with its category dropdown. */
export function OffersListing() {
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
          Special Offers
        </h2>
        <div>
          <label htmlFor="offer-category" className="mb-1 block text-sm font-medium">
            Category
          </label>
          <select
            id="offer-category"
            className="select select-bordered"
            ref={list}
            defaultValue="all"
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="all">All Categories</option>
            {OFFER_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
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
