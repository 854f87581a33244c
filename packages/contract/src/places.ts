// Plain lists shared by web and server; no zod here, so the browser can import them cheaply
// (the server's validation, in trip-requests.ts, is built from the same lists).

import { DISTRICTS, DIVISIONS, type District, type Division } from './divisions';

export { DISTRICTS, DIVISIONS, type District, type Division };

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
  Srimangal: ['Sreemangal', 'Sreemongol'],
  Switzerland: ['Swiss'],
  // Transliterations as Bangla speakers often type them in Latin letters.
  Bandarban: ['Bandorban'],
  Dhaka: ['Dacca'],
  Mymensingh: ['Moymonsingh'],
  Netrokona: ['Netrakona'],
  "Saint Martin's Island": ['Saint Martin', "St Martin's Island", 'St Martin', 'Narikel Jinjira'],
  Sajek: ['Sajek Valley'],
  Sundarbans: ['Sundarban', 'Sunderbans'],
};

/*
 * The places' names in Bangla script (docs/i18n.md, "Search in Bangla"): the usual spelling first,
 * then other spellings in common use (রাঙ্গামাটি and রাঙামাটি). A search in Bangla finds what the
 * English name finds; a package's text may name a place in either script. Records, so a division
 * or district left out fails to compile (every division is also a district of the same name).
 */
const BANGLA_DISTRICTS: Record<District, readonly string[]> = {
  Bagerhat: ['বাগেরহাট'],
  Bandarban: ['বান্দরবান'],
  Barguna: ['বরগুনা'],
  Barisal: ['বরিশাল'],
  Bhola: ['ভোলা'],
  Bogra: ['বগুড়া'],
  Brahmanbaria: ['ব্রাহ্মণবাড়িয়া'],
  Chandpur: ['চাঁদপুর'],
  Chapainawabganj: ['চাঁপাইনবাবগঞ্জ', 'চাঁপাই নবাবগঞ্জ'],
  Chittagong: ['চট্টগ্রাম'],
  Chuadanga: ['চুয়াডাঙ্গা', 'চুয়াডাঙা'],
  Comilla: ['কুমিল্লা'],
  "Cox's Bazar": ['কক্সবাজার', 'কক্স বাজার'],
  Dhaka: ['ঢাকা'],
  Dinajpur: ['দিনাজপুর'],
  Faridpur: ['ফরিদপুর'],
  Feni: ['ফেনী', 'ফেনি'],
  Gaibandha: ['গাইবান্ধা'],
  Gazipur: ['গাজীপুর', 'গাজিপুর'],
  Gopalganj: ['গোপালগঞ্জ'],
  Habiganj: ['হবিগঞ্জ'],
  Jamalpur: ['জামালপুর'],
  Jessore: ['যশোর'],
  Jhalokati: ['ঝালকাঠি', 'ঝালকাঠী'],
  Jhenaidah: ['ঝিনাইদহ'],
  Joypurhat: ['জয়পুরহাট'],
  Khagrachhari: ['খাগড়াছড়ি'],
  Khulna: ['খুলনা'],
  Kishoreganj: ['কিশোরগঞ্জ'],
  Kurigram: ['কুড়িগ্রাম'],
  Kushtia: ['কুষ্টিয়া'],
  Lakshmipur: ['লক্ষ্মীপুর', 'লক্ষীপুর'],
  Lalmonirhat: ['লালমনিরহাট'],
  Madaripur: ['মাদারীপুর'],
  Magura: ['মাগুরা'],
  Manikganj: ['মানিকগঞ্জ'],
  Meherpur: ['মেহেরপুর'],
  Moulvibazar: ['মৌলভীবাজার'],
  Munshiganj: ['মুন্সীগঞ্জ', 'মুন্সিগঞ্জ'],
  Mymensingh: ['ময়মনসিংহ'],
  Naogaon: ['নওগাঁ'],
  Narail: ['নড়াইল'],
  Narayanganj: ['নারায়ণগঞ্জ'],
  Narsingdi: ['নরসিংদী'],
  Natore: ['নাটোর'],
  Netrokona: ['নেত্রকোণা', 'নেত্রকোনা'],
  Nilphamari: ['নীলফামারী'],
  Noakhali: ['নোয়াখালী'],
  Pabna: ['পাবনা'],
  Panchagarh: ['পঞ্চগড়'],
  Patuakhali: ['পটুয়াখালী'],
  Pirojpur: ['পিরোজপুর'],
  Rajbari: ['রাজবাড়ী'],
  Rajshahi: ['রাজশাহী'],
  Rangamati: ['রাঙ্গামাটি', 'রাঙামাটি'],
  Rangpur: ['রংপুর'],
  Satkhira: ['সাতক্ষীরা'],
  Shariatpur: ['শরীয়তপুর'],
  Sherpur: ['শেরপুর'],
  Sirajganj: ['সিরাজগঞ্জ'],
  Sunamganj: ['সুনামগঞ্জ'],
  Sylhet: ['সিলেট'],
  Tangail: ['টাঙ্গাইল', 'টাঙাইল'],
  Thakurgaon: ['ঠাকুরগাঁও'],
};

/** The other places' names in Bangla script: the country, the known places, countries abroad. */
const BANGLA_OTHER_PLACES: Record<string, readonly string[]> = {
  Bangladesh: ['বাংলাদেশ'],
  'Chittagong Hill Tracts': ['পার্বত্য চট্টগ্রাম'],
  Kolatoli: ['কলাতলী', 'কলাতলি'],
  Himchari: ['হিমছড়ি'],
  Inani: ['ইনানী', 'ইনানি'],
  "Saint Martin's Island": ['সেন্টমার্টিন', 'সেন্ট মার্টিন', 'সেন্টমার্টিন দ্বীপ', 'নারিকেল জিঞ্জিরা'],
  Sundarbans: ['সুন্দরবন'],
  Kotka: ['কটকা'],
  Kochikhali: ['কচিখালী'],
  Malnicherra: ['মালনীছড়া'],
  Lakkatura: ['লাক্কাতুরা'],
  Jaflong: ['জাফলং'],
  Ratargul: ['রাতারগুল'],
  Srimangal: ['শ্রীমঙ্গল'],
  Lawachara: ['লাউয়াছড়া'],
  Sajek: ['সাজেক', 'সাজেক ভ্যালি'],
  Kaptai: ['কাপ্তাই'],
  Nilgiri: ['নীলগিরি'],
  Nafakhum: ['নাফাখুম'],
  'Boga Lake': ['বগা লেক', 'বগালেক'],
  Kuakata: ['কুয়াকাটা'],
  'Old Dhaka': ['পুরান ঢাকা', 'পুরনো ঢাকা'],
  Greece: ['গ্রিস', 'গ্রীস'],
  Santorini: ['সান্তোরিনি'],
  Switzerland: ['সুইজারল্যান্ড'],
  Japan: ['জাপান'],
  Kyoto: ['কিয়োটো'],
  Indonesia: ['ইন্দোনেশিয়া'],
  Bali: ['বালি'],
  Morocco: ['মরক্কো'],
  Marrakech: ['মারাকেশ'],
  Iceland: ['আইসল্যান্ড'],
  Maldives: ['মালদ্বীপ'],
  Chile: ['চিলি'],
  Argentina: ['আর্জেন্টিনা'],
  Patagonia: ['প্যাটাগোনিয়া'],
};

/**
 * Each place's Bangla names, in Unicode NFC: ড়, ঢ় and য় are compared as NFC writes them
 * (base letter and nukta: Unicode keeps the one-code-point forms out of NFC), however typed.
 */
const BANGLA_NAMES = new Map<string, readonly string[]>(
  Object.entries({ ...BANGLA_OTHER_PLACES, ...BANGLA_DISTRICTS }).map(([place, names]) => [
    place,
    names.map((name) => name.normalize('NFC')),
  ]),
);

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

/** A place's names in both scripts: its English name, other spellings, Bangla names. */
function namesOf(place: string): string[] {
  return [place, ...(PLACE_ALIASES[place] ?? []), ...(BANGLA_NAMES.get(place) ?? [])];
}

const BY_NAME = new Map<string, string>();
for (const place of GAZETTEER.keys())
  for (const name of namesOf(place)) BY_NAME.set(normalizePlaceName(name), place);

/**
 * Every Latin-script name the gazetteer knows (places and their other spellings), for fuzzy
 * matching.
 */
export const PLACE_NAMES: readonly string[] = [...GAZETTEER.keys()].flatMap((place) => [
  place,
  ...(PLACE_ALIASES[place] ?? []),
]);

/** Every Bangla-script name the gazetteer knows (NFC), for fuzzy matching of Bangla searches. */
export const BANGLA_PLACE_NAMES: readonly string[] = [...BANGLA_NAMES.values()].flat();

/** The gazetteer's place for a name or another spelling of it (any case), if it knows one. */
function placeNamed(name: string): string | undefined {
  return BY_NAME.get(normalizePlaceName(name));
}

/**
 * The names a text may use for a place or anything inside it (with their other spellings, in
 * both scripts): for "Sylhet" or "সিলেট" the division's districts, Srimangal, Jaflong, Ratargul...
 * Empty for an unknown place.
 */
export function namesWithin(place: string): string[] {
  const known = placeNamed(place);
  if (!known) return [];
  return [...(GAZETTEER.get(known) ?? [])].flatMap(namesOf);
}
