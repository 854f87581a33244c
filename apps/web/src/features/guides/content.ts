// Static travel-guide content of the home page (docs/product.md §1 and §3).

export interface ScenicSpot {
  id: string;
  name: string;
  place: string;
  image: string;
  blurb: string;
}

export const SCENIC_SPOTS: ScenicSpot[] = [
  {
    id: 'saint-martin',
    name: "Saint Martin's Island",
    place: 'Cox’s Bazar',
    image: '/images/spots/saint-martin',
    blurb: 'Coral beaches, coconut palms and the clearest water in the Bay of Bengal.',
  },
  {
    id: 'ratargul',
    name: 'Ratargul Swamp Forest',
    place: 'Sylhet',
    image: '/images/spots/ratargul',
    blurb: 'Glide by boat between flooded trees in the country’s only freshwater swamp forest.',
  },
  {
    id: 'nilgiri',
    name: 'Nilgiri Hills',
    place: 'Bandarban',
    image: '/images/spots/nilgiri',
    blurb: 'Stand above the clouds at 2,200 feet and watch the sun rise over the Chittagong Hills.',
  },
];

export interface PopularDestination {
  id: number;
  name: string;
  /** What the card searches for (/search?q=...): the place's packages. */
  search: string;
  image: string;
  description: string;
  priceRange: string;
}

export const POPULAR_DESTINATIONS: PopularDestination[] = [
  {
    id: 1,
    name: 'Rangamati',
    search: 'Rangamati',
    image: '/images/destinations/rangamati',
    description:
      'Kaptai Lake’s emerald water, hanging bridges and Chakma villages on the hillsides.',
    priceRange: '$120 - $280',
  },
  {
    id: 2,
    name: 'Bandarban',
    search: 'Bandarban',
    image: '/images/destinations/bandarban',
    description: 'Waterfalls, tribal markets and the highest peaks of Bangladesh.',
    priceRange: '$150 - $320',
  },
  {
    id: 3,
    name: 'Kuakata',
    search: 'Kuakata',
    image: '/images/destinations/kuakata',
    description: 'A rare beach where you see both sunrise and sunset over the sea.',
    priceRange: '$90 - $210',
  },
  {
    id: 4,
    name: 'Srimangal',
    search: 'Srimangal',
    image: '/images/destinations/srimangal',
    description: 'Rolling tea estates, the Lawachara rainforest and the famous seven-layer tea.',
    priceRange: '$80 - $190',
  },
];

export const HOW_IT_WORKS = [
  {
    step: 1,
    title: 'Choose a trip',
    text: 'Browse guides and packages, or search by budget and trip length.',
  },
  {
    step: 2,
    title: 'Book in a minute',
    text: 'Reserve with your name and e-mail; nothing is charged until you pay.',
  },
  {
    step: 3,
    title: 'Pay securely',
    text: 'Pay all your bookings at once by card from your dashboard.',
  },
  {
    step: 4,
    title: 'Travel and share',
    text: 'Go, then leave a review to help the next traveller.',
  },
];

export const WHY_CHOOSE_US = [
  {
    title: 'Local experts',
    text: 'Guides who grew up where you are going, in every division of Bangladesh.',
  },
  {
    title: 'Honest prices',
    text: 'The price you see is the price you pay: hotels, transfers and guides included.',
  },
  { title: 'Flexible plans', text: 'Cancel an unpaid booking any time from your dashboard.' },
  {
    title: 'Help all the way',
    text: 'Send us a message and a real person answers, before and during your trip.',
  },
];

export interface Article {
  id: string;
  title: string;
  /** What the card searches for (/search?q=...): the trips the article is about. */
  search: string;
  image: string;
  excerpt: string;
  readingMinutes: number;
}

export const ARTICLES: Article[] = [
  {
    id: 'packing-light',
    title: 'Packing light for a week in the hills',
    search: 'Chittagong Hill Tracts',
    image: '/images/articles/packing-light',
    excerpt: 'One bag, three layers and a rain shell: what to bring for Bandarban and Sajek.',
    readingMinutes: 5,
  },
  {
    id: 'monsoon-travel',
    title: 'Why the monsoon is the best time for Sylhet',
    search: 'Sylhet',
    image: '/images/articles/monsoon-travel',
    excerpt:
      'Swollen waterfalls, green tea gardens and a swamp forest that only floods in the rains.',
    readingMinutes: 6,
  },
  {
    id: 'street-food',
    title: 'A street-food walk through Old Dhaka',
    search: 'Old Dhaka',
    image: '/images/articles/street-food',
    excerpt: 'From Bakarkhani at dawn to kacchi biryani at night: twelve stops worth the queue.',
    readingMinutes: 7,
  },
];

/** The search page's address for a guide card's search. */
export function searchHref(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
