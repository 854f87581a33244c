// Static offer data of docs/product.md §3: three categories whose items carry image, title,
// description, price or price_per_night, currency, facilities and rating.

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
  title: string;
  description: string;
  price?: number;
  price_per_night?: number;
  currency: 'USD';
  facilities: Facilities;
  rating: number;
}

export interface OfferCategory {
  id: 'flights' | 'hotels' | 'packages';
  name: 'Flights' | 'Hotels' | 'Travel Packages';
  items: OfferItem[];
}

export const OFFER_CATEGORIES: OfferCategory[] = [
  {
    id: 'flights',
    name: 'Flights',
    items: [
      {
        id: 'f1',
        image: '/images/offers/flight-1',
        title: "Dhaka to Cox's Bazar",
        description: 'Morning flight, 1 h, 20 kg checked bag included.',
        price: 79,
        currency: 'USD',
        facilities: { class: 'Economy', wifi: false },
        rating: 4,
      },
      {
        id: 'f2',
        image: '/images/offers/flight-2',
        title: 'Dhaka to Bangkok',
        description: 'Non-stop, 2 h 40 min, meal and 30 kg bag.',
        price: 219,
        currency: 'USD',
        facilities: { class: 'Economy', wifi: true },
        rating: 4.5,
      },
      {
        id: 'f3',
        image: '/images/offers/flight-3',
        title: 'Dhaka to Istanbul',
        description: 'Lie-flat seats, lounge access, 2 x 32 kg bags.',
        price: 1290,
        currency: 'USD',
        facilities: { class: 'Business', wifi: true },
        rating: 5,
      },
    ],
  },
  {
    id: 'hotels',
    name: 'Hotels',
    items: [
      {
        id: 'h1',
        image: '/images/offers/hotel-1',
        title: 'Seagull Beach Resort',
        description: "Sea-view rooms on Cox's Bazar's Kolatoli beach.",
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
        title: 'Tea Valley Lodge',
        description: 'Cottages among the tea gardens of Srimangal.',
        price_per_night: 60,
        currency: 'USD',
        facilities: { beds: 1, bedrooms: 1, guests: 2, bathrooms: 1, wifi: true, parking: true },
        rating: 4,
      },
      {
        id: 'h3',
        image: '/images/offers/hotel-3',
        title: 'Lakeside Grand Rangamati',
        description: 'Family suites on Kaptai Lake with a spa and infinity pool.',
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
    name: 'Travel Packages',
    items: [
      {
        id: 'p1',
        image: '/images/offers/package-1',
        title: 'Hill Tracts Explorer',
        description: 'Bandarban and Rangamati in five days with a local guide.',
        price: 389,
        currency: 'USD',
        facilities: { guests: 2, wifi: true, parking: true },
        rating: 4.5,
      },
      {
        id: 'p2',
        image: '/images/offers/package-2',
        title: 'Island Hopper',
        description: "Saint Martin's and Chhera Dwip with snorkelling.",
        price: 299,
        currency: 'USD',
        facilities: { guests: 2, pool: false, wifi: false },
        rating: 4,
      },
      {
        id: 'p3',
        image: '/images/offers/package-3',
        title: 'Wellness Week in Sylhet',
        description: 'Seven nights of tea, trails and spa treatments.',
        price: 749,
        currency: 'USD',
        facilities: { guests: 2, wifi: true, pool: true, spa: true },
        rating: 5,
      },
    ],
  },
];
