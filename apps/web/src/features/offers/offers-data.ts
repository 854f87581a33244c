// Static offer data of docs/product.md §3: three categories whose items carry image, title,
// description, price or price_per_night, currency, facilities and rating. Titles, descriptions
// and category names are message keys of the offers catalogue (locales/).

import type { OffersKey } from './messages';

export interface Facilities {
  class?: string;
  beds?: number;
  bedrooms?: number;
  guests?: number;
  bathrooms?: number;
  wifi?: boolean;
  pool?: boolean;
  parking?: boolean;
  spa?: boolean;
}

export interface OfferItem {
  id: string;
  image: string;
  title: OffersKey;
  description: OffersKey;
  price?: number;
  price_per_night?: number;
  currency: 'USD';
  facilities: Facilities;
  rating: number;
}

export interface OfferCategory {
  id: 'flights' | 'hotels' | 'packages';
  name: OffersKey;
  items: OfferItem[];
}

export const OFFER_CATEGORIES: OfferCategory[] = [
  {
    id: 'flights',
    name: 'offers.category.flights',
    items: [
      {
        id: 'f1',
        image: '/images/offers/flight-1',
        title: 'offers.item.f1.title',
        description: 'offers.item.f1.description',
        price: 79,
        currency: 'USD',
        facilities: { class: 'Economy', wifi: false },
        rating: 4,
      },
      {
        id: 'f2',
        image: '/images/offers/flight-2',
        title: 'offers.item.f2.title',
        description: 'offers.item.f2.description',
        price: 219,
        currency: 'USD',
        facilities: { class: 'Economy', wifi: true },
        rating: 4.5,
      },
      {
        id: 'f3',
        image: '/images/offers/flight-3',
        title: 'offers.item.f3.title',
        description: 'offers.item.f3.description',
        price: 1290,
        currency: 'USD',
        facilities: { class: 'Business', wifi: true },
        rating: 5,
      },
    ],
  },
  {
    id: 'hotels',
    name: 'offers.category.hotels',
    items: [
      {
        id: 'h1',
        image: '/images/offers/hotel-1',
        title: 'offers.item.h1.title',
        description: 'offers.item.h1.description',
        price_per_night: 85,
        currency: 'USD',
        facilities: {
          beds: 2,
          bedrooms: 1,
          guests: 3,
          bathrooms: 1,
          wifi: true,
          pool: true,
          parking: true,
        },
        rating: 4.5,
      },
      {
        id: 'h2',
        image: '/images/offers/hotel-2',
        title: 'offers.item.h2.title',
        description: 'offers.item.h2.description',
        price_per_night: 60,
        currency: 'USD',
        facilities: { beds: 1, bedrooms: 1, guests: 2, bathrooms: 1, wifi: true, parking: true },
        rating: 4,
      },
      {
        id: 'h3',
        image: '/images/offers/hotel-3',
        title: 'offers.item.h3.title',
        description: 'offers.item.h3.description',
        price_per_night: 140,
        currency: 'USD',
        facilities: {
          beds: 3,
          bedrooms: 2,
          guests: 5,
          bathrooms: 2,
          wifi: true,
          pool: true,
          parking: true,
          spa: true,
        },
        rating: 5,
      },
    ],
  },
  {
    id: 'packages',
    name: 'offers.category.packages',
    items: [
      {
        id: 'p1',
        image: '/images/offers/package-1',
        title: 'offers.item.p1.title',
        description: 'offers.item.p1.description',
        price: 389,
        currency: 'USD',
        facilities: { guests: 2, wifi: true, parking: true },
        rating: 4.5,
      },
      {
        id: 'p2',
        image: '/images/offers/package-2',
        title: 'offers.item.p2.title',
        description: 'offers.item.p2.description',
        price: 299,
        currency: 'USD',
        facilities: { guests: 2, pool: false, wifi: false },
        rating: 4,
      },
      {
        id: 'p3',
        image: '/images/offers/package-3',
        title: 'offers.item.p3.title',
        description: 'offers.item.p3.description',
        price: 749,
        currency: 'USD',
        facilities: { guests: 2, wifi: true, pool: true, spa: true },
        rating: 5,
      },
    ],
  },
];
