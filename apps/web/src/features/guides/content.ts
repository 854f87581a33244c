// Static travel-guide content of the home page (docs/product.md §1 and §3). Its words are
// message keys of the guides catalogue (locales/), translated where they are shown.

import type { GuidesKey } from './messages';

export interface ScenicSpot {
  id: string;
  name: GuidesKey;
  place: GuidesKey;
  image: string;
  blurb: GuidesKey;
}

export const SCENIC_SPOTS: ScenicSpot[] = [
  {
    id: 'saint-martin',
    name: 'guides.spots.saintMartin.name',
    place: 'guides.spots.saintMartin.place',
    image: '/images/spots/saint-martin',
    blurb: 'guides.spots.saintMartin.blurb',
  },
  {
    id: 'ratargul',
    name: 'guides.spots.ratargul.name',
    place: 'guides.spots.ratargul.place',
    image: '/images/spots/ratargul',
    blurb: 'guides.spots.ratargul.blurb',
  },
  {
    id: 'nilgiri',
    name: 'guides.spots.nilgiri.name',
    place: 'guides.spots.nilgiri.place',
    image: '/images/spots/nilgiri',
    blurb: 'guides.spots.nilgiri.blurb',
  },
];

export interface PopularDestination {
  id: number;
  name: GuidesKey;
  /** What the card searches for (/search?q=...): the place's packages. */
  search: string;
  image: string;
  description: GuidesKey;
  priceRange: GuidesKey;
}

export const POPULAR_DESTINATIONS: PopularDestination[] = [
  {
    id: 1,
    name: 'guides.destinations.rangamati.name',
    search: 'Rangamati',
    image: '/images/destinations/rangamati',
    description: 'guides.destinations.rangamati.description',
    priceRange: 'guides.destinations.rangamati.priceRange',
  },
  {
    id: 2,
    name: 'guides.destinations.bandarban.name',
    search: 'Bandarban',
    image: '/images/destinations/bandarban',
    description: 'guides.destinations.bandarban.description',
    priceRange: 'guides.destinations.bandarban.priceRange',
  },
  {
    id: 3,
    name: 'guides.destinations.kuakata.name',
    search: 'Kuakata',
    image: '/images/destinations/kuakata',
    description: 'guides.destinations.kuakata.description',
    priceRange: 'guides.destinations.kuakata.priceRange',
  },
  {
    id: 4,
    name: 'guides.destinations.srimangal.name',
    search: 'Srimangal',
    image: '/images/destinations/srimangal',
    description: 'guides.destinations.srimangal.description',
    priceRange: 'guides.destinations.srimangal.priceRange',
  },
];

export const HOW_IT_WORKS: { step: number; title: GuidesKey; text: GuidesKey }[] = [
  { step: 1, title: 'guides.howItWorks.step1.title', text: 'guides.howItWorks.step1.text' },
  { step: 2, title: 'guides.howItWorks.step2.title', text: 'guides.howItWorks.step2.text' },
  { step: 3, title: 'guides.howItWorks.step3.title', text: 'guides.howItWorks.step3.text' },
  { step: 4, title: 'guides.howItWorks.step4.title', text: 'guides.howItWorks.step4.text' },
];

export const WHY_CHOOSE_US: { title: GuidesKey; text: GuidesKey }[] = [
  { title: 'guides.why.experts.title', text: 'guides.why.experts.text' },
  { title: 'guides.why.prices.title', text: 'guides.why.prices.text' },
  { title: 'guides.why.flexible.title', text: 'guides.why.flexible.text' },
  { title: 'guides.why.help.title', text: 'guides.why.help.text' },
];

export interface Article {
  id: string;
  title: GuidesKey;
  /** What the card searches for (/search?q=...): the trips the article is about. */
  search: string;
  /** The place searched for, in words. */
  place: GuidesKey;
  image: string;
  excerpt: GuidesKey;
  readingMinutes: number;
}

export const ARTICLES: Article[] = [
  {
    id: 'packing-light',
    title: 'guides.articles.packingLight.title',
    search: 'Chittagong Hill Tracts',
    place: 'guides.articles.packingLight.place',
    image: '/images/articles/packing-light',
    excerpt: 'guides.articles.packingLight.excerpt',
    readingMinutes: 5,
  },
  {
    id: 'monsoon-travel',
    title: 'guides.articles.monsoonTravel.title',
    search: 'Sylhet',
    place: 'guides.articles.monsoonTravel.place',
    image: '/images/articles/monsoon-travel',
    excerpt: 'guides.articles.monsoonTravel.excerpt',
    readingMinutes: 6,
  },
  {
    id: 'street-food',
    title: 'guides.articles.streetFood.title',
    search: 'Old Dhaka',
    place: 'guides.articles.streetFood.place',
    image: '/images/articles/street-food',
    excerpt: 'guides.articles.streetFood.excerpt',
    readingMinutes: 7,
  },
];

/** The search page's address for a guide card's search. */
export function searchHref(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
