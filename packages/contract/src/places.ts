// Plain lists shared by web and server; no zod here, so the browser can import them cheaply
// (the server's validation, in trip-requests.ts, is built from the same lists).

/** The 8 divisions of Bangladesh a trip may start from (docs/product.md §5), alphabetical. */
export const DIVISIONS = [
  'Barisal',
  'Chittagong',
  'Dhaka',
  'Khulna',
  'Mymensingh',
  'Rajshahi',
  'Rangpur',
  'Sylhet',
] as const;
export type Division = (typeof DIVISIONS)[number];

/** The 64 districts of Bangladesh a trip may go to, Bagerhat to Thakurgaon (docs/product.md §5). */
export const DISTRICTS = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barisal',
  'Bhola',
  'Bogra',
  'Brahmanbaria',
  'Chandpur',
  'Chapainawabganj',
  'Chittagong',
  'Chuadanga',
  'Comilla',
  "Cox's Bazar",
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jessore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;
export type District = (typeof DISTRICTS)[number];

/** The division each district belongs to (a record, so a district left out fails to compile). */
const DISTRICT_DIVISION: Record<District, Division> = {
  Barguna: 'Barisal',
  Barisal: 'Barisal',
  Bhola: 'Barisal',
  Jhalokati: 'Barisal',
  Patuakhali: 'Barisal',
  Pirojpur: 'Barisal',
  Bandarban: 'Chittagong',
  Brahmanbaria: 'Chittagong',
  Chandpur: 'Chittagong',
  Chittagong: 'Chittagong',
  Comilla: 'Chittagong',
  "Cox's Bazar": 'Chittagong',
  Feni: 'Chittagong',
  Khagrachhari: 'Chittagong',
  Lakshmipur: 'Chittagong',
  Noakhali: 'Chittagong',
  Rangamati: 'Chittagong',
  Dhaka: 'Dhaka',
  Faridpur: 'Dhaka',
  Gazipur: 'Dhaka',
  Gopalganj: 'Dhaka',
  Kishoreganj: 'Dhaka',
  Madaripur: 'Dhaka',
  Manikganj: 'Dhaka',
  Munshiganj: 'Dhaka',
  Narayanganj: 'Dhaka',
  Narsingdi: 'Dhaka',
  Rajbari: 'Dhaka',
  Shariatpur: 'Dhaka',
  Tangail: 'Dhaka',
  Bagerhat: 'Khulna',
  Chuadanga: 'Khulna',
  Jessore: 'Khulna',
  Jhenaidah: 'Khulna',
  Khulna: 'Khulna',
  Kushtia: 'Khulna',
  Magura: 'Khulna',
  Meherpur: 'Khulna',
  Narail: 'Khulna',
  Satkhira: 'Khulna',
  Jamalpur: 'Mymensingh',
  Mymensingh: 'Mymensingh',
  Netrokona: 'Mymensingh',
  Sherpur: 'Mymensingh',
  Bogra: 'Rajshahi',
  Chapainawabganj: 'Rajshahi',
  Joypurhat: 'Rajshahi',
  Naogaon: 'Rajshahi',
  Natore: 'Rajshahi',
  Pabna: 'Rajshahi',
  Rajshahi: 'Rajshahi',
  Sirajganj: 'Rajshahi',
  Dinajpur: 'Rangpur',
  Gaibandha: 'Rangpur',
  Kurigram: 'Rangpur',
  Lalmonirhat: 'Rangpur',
  Nilphamari: 'Rangpur',
  Panchagarh: 'Rangpur',
  Rangpur: 'Rangpur',
  Thakurgaon: 'Rangpur',
  Habiganj: 'Sylhet',
  Moulvibazar: 'Sylhet',
  Sunamganj: 'Sylhet',
  Sylhet: 'Sylhet',
};

/** Other spellings in common use (the official new ones and the older English ones). */
const PLACE_ALIASES: Record<string, readonly string[]> = {
  Barisal: ['Barishal'],
  Bogra: ['Bogura'],
  Chittagong: ['Chattogram'],
  'Chittagong Hill Tracts': ['Hill Tracts', 'Chattogram Hill Tracts'],
  Comilla: ['Cumilla'],
  "Cox's Bazar": ['Coxs Bazar', 'Cox Bazar'],
  Jessore: ['Jashore'],
  Khagrachhari: ['Khagrachari'],
  Moulvibazar: ['Maulvibazar'],
  Srimangal: ['Sreemangal'],
  Switzerland: ['Swiss'],
};

/**
 * Places below a district that trips are named after: beaches, hills, forests, towns
 * (what the catalogue's packages and the home page's guides speak of), each with its district.
 */
const BANGLADESH_AREAS: Record<string, District> = {
  Kolatoli: "Cox's Bazar",
  Himchari: "Cox's Bazar",
  Inani: "Cox's Bazar",
  "Saint Martin's Island": "Cox's Bazar",
  Sundarbans: 'Khulna',
  Kotka: 'Bagerhat',
  Kochikhali: 'Bagerhat',
  Malnicherra: 'Sylhet',
  Lakkatura: 'Sylhet',
  Jaflong: 'Sylhet',
  Ratargul: 'Sylhet',
  Srimangal: 'Moulvibazar',
  Lawachara: 'Moulvibazar',
  Sajek: 'Rangamati',
  Kaptai: 'Rangamati',
  Nilgiri: 'Bandarban',
  Nafakhum: 'Bandarban',
  'Boga Lake': 'Bandarban',
  Kuakata: 'Patuakhali',
  'Old Dhaka': 'Dhaka',
};

/** The three hill districts of Chittagong division, known together as the Chittagong Hill Tracts. */
const HILL_TRACTS: readonly District[] = ['Bandarban', 'Khagrachhari', 'Rangamati'];

/** Places abroad that the catalogue visits, by country (or region, for one spanning two). */
const WORLD_PLACES: Record<string, readonly string[]> = {
  Greece: ['Santorini', 'Imerovigli', 'Pyrgos'],
  Switzerland: ['Zurich', 'Lucerne', 'Interlaken', 'Zermatt', 'Swiss Alps', 'Matterhorn'],
  Japan: ['Kyoto', 'Higashiyama', 'Arashiyama', 'Gion'],
  Indonesia: ['Bali', 'Ubud', 'Seminyak', 'Uluwatu'],
  Bali: ['Ubud', 'Seminyak', 'Uluwatu', 'Tegallalang'],
  Morocco: ['Marrakech', 'Merzouga', 'Atlas Mountains'],
  Iceland: ['Golden Circle', 'Thingvellir', 'Gullfoss', 'Reynisfjara'],
  Maldives: ['Malé', 'North Malé Atoll'],
  Chile: ['Patagonia', 'Torres del Paine', 'Puerto Natales'],
  Argentina: ['Patagonia'],
  Patagonia: ['Torres del Paine', 'Puerto Natales'],
};

/**
 * A small gazetteer: every place name a search may name (Bangladesh, its divisions, districts
 * and best-known places; the countries and places abroad the catalogue visits), each with the
 * names of the places inside it. A package "is in" a place when its text names that place or
 * any place inside it: "Bangladesh" finds a Srimangal trip that never says "Bangladesh".
 */
function buildGazetteer(): Map<string, Set<string>> {
  const inside = new Map<string, Set<string>>();
  const add = (outer: string, inner: string) => {
    if (!inside.has(outer)) inside.set(outer, new Set([outer]));
    if (!inside.has(inner)) inside.set(inner, new Set([inner]));
    inside.get(outer)!.add(inner);
  };
  const parentOf = new Map<string, string[]>();
  const link = (outer: string, inner: string) => {
    add(outer, inner);
    parentOf.set(inner, [...(parentOf.get(inner) ?? []), outer]);
  };
  for (const division of DIVISIONS) link('Bangladesh', division);
  for (const district of DISTRICTS) link(DISTRICT_DIVISION[district], district);
  for (const [area, district] of Object.entries(BANGLADESH_AREAS)) link(district, area);
  link('Chittagong', 'Chittagong Hill Tracts');
  for (const district of HILL_TRACTS) link('Chittagong Hill Tracts', district);
  for (const [outer, places] of Object.entries(WORLD_PLACES))
    for (const place of places) link(outer, place);
  // Close the relation: a place holds everything its parts hold (a division, its districts' towns).
  let grew = true;
  while (grew) {
    grew = false;
    for (const [place, parents] of parentOf)
      for (const parent of parents)
        for (const inner of inside.get(place) ?? [])
          if (!inside.get(parent)!.has(inner)) {
            inside.get(parent)!.add(inner);
            grew = true;
          }
  }
  return inside;
}

const GAZETTEER = buildGazetteer();

/** A place name as compared: lower case, one kind of apostrophe, no accents, single spaces. */
function normalizePlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, string>();
for (const place of GAZETTEER.keys()) {
  BY_NAME.set(normalizePlaceName(place), place);
  for (const alias of PLACE_ALIASES[place] ?? []) BY_NAME.set(normalizePlaceName(alias), place);
}

/** Every name the gazetteer knows (places and their other spellings), for fuzzy matching. */
export const PLACE_NAMES: readonly string[] = [...GAZETTEER.keys()].flatMap((place) => [
  place,
  ...(PLACE_ALIASES[place] ?? []),
]);

/** The gazetteer's place for a name or another spelling of it (any case), if it knows one. */
function placeNamed(name: string): string | undefined {
  return BY_NAME.get(normalizePlaceName(name));
}

/**
 * The names a text may use for a place or anything inside it (with their other spellings): for
 * "Sylhet" the division's districts, Srimangal, Jaflong, Ratargul... Empty for an unknown place.
 */
export function namesWithin(place: string): string[] {
  const known = placeNamed(place);
  if (!known) return [];
  return [...(GAZETTEER.get(known) ?? [])].flatMap((p) => [p, ...(PLACE_ALIASES[p] ?? [])]);
}
