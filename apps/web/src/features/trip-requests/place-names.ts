import { DISTRICTS, DIVISIONS, type District, type Division } from '@wayfare/contract/divisions';
import type { Locale } from '@/lib/i18n/locale';

/*
 * Bangladesh's divisions and districts as Bangla writes them (docs/i18n.md). The API takes and
 * stores the English names of @wayfare/contract/divisions; these are only what a Bangla page shows.
 * Records, so a division or district left out fails to compile.
 */

const BANGLA_DIVISIONS: Record<Division, string> = {
  Barisal: 'বরিশাল',
  Chittagong: 'চট্টগ্রাম',
  Dhaka: 'ঢাকা',
  Khulna: 'খুলনা',
  Mymensingh: 'ময়মনসিংহ',
  Rajshahi: 'রাজশাহী',
  Rangpur: 'রংপুর',
  Sylhet: 'সিলেট',
};

const BANGLA_DISTRICTS: Record<District, string> = {
  Bagerhat: 'বাগেরহাট',
  Bandarban: 'বান্দরবান',
  Barguna: 'বরগুনা',
  Barisal: 'বরিশাল',
  Bhola: 'ভোলা',
  Bogra: 'বগুড়া',
  Brahmanbaria: 'ব্রাহ্মণবাড়িয়া',
  Chandpur: 'চাঁদপুর',
  Chapainawabganj: 'চাঁপাইনবাবগঞ্জ',
  Chittagong: 'চট্টগ্রাম',
  Chuadanga: 'চুয়াডাঙ্গা',
  Comilla: 'কুমিল্লা',
  "Cox's Bazar": 'কক্সবাজার',
  Dhaka: 'ঢাকা',
  Dinajpur: 'দিনাজপুর',
  Faridpur: 'ফরিদপুর',
  Feni: 'ফেনী',
  Gaibandha: 'গাইবান্ধা',
  Gazipur: 'গাজীপুর',
  Gopalganj: 'গোপালগঞ্জ',
  Habiganj: 'হবিগঞ্জ',
  Jamalpur: 'জামালপুর',
  Jessore: 'যশোর',
  Jhalokati: 'ঝালকাঠি',
  Jhenaidah: 'ঝিনাইদহ',
  Joypurhat: 'জয়পুরহাট',
  Khagrachhari: 'খাগড়াছড়ি',
  Khulna: 'খুলনা',
  Kishoreganj: 'কিশোরগঞ্জ',
  Kurigram: 'কুড়িগ্রাম',
  Kushtia: 'কুষ্টিয়া',
  Lakshmipur: 'লক্ষ্মীপুর',
  Lalmonirhat: 'লালমনিরহাট',
  Madaripur: 'মাদারীপুর',
  Magura: 'মাগুরা',
  Manikganj: 'মানিকগঞ্জ',
  Meherpur: 'মেহেরপুর',
  Moulvibazar: 'মৌলভীবাজার',
  Munshiganj: 'মুন্সীগঞ্জ',
  Mymensingh: 'ময়মনসিংহ',
  Naogaon: 'নওগাঁ',
  Narail: 'নড়াইল',
  Narayanganj: 'নারায়ণগঞ্জ',
  Narsingdi: 'নরসিংদী',
  Natore: 'নাটোর',
  Netrokona: 'নেত্রকোণা',
  Nilphamari: 'নীলফামারী',
  Noakhali: 'নোয়াখালী',
  Pabna: 'পাবনা',
  Panchagarh: 'পঞ্চগড়',
  Patuakhali: 'পটুয়াখালী',
  Pirojpur: 'পিরোজপুর',
  Rajbari: 'রাজবাড়ী',
  Rajshahi: 'রাজশাহী',
  Rangamati: 'রাঙামাটি',
  Rangpur: 'রংপুর',
  Satkhira: 'সাতক্ষীরা',
  Shariatpur: 'শরীয়তপুর',
  Sherpur: 'শেরপুর',
  Sirajganj: 'সিরাজগঞ্জ',
  Sunamganj: 'সুনামগঞ্জ',
  Sylhet: 'সিলেট',
  Tangail: 'টাঙ্গাইল',
  Thakurgaon: 'ঠাকুরগাঁও',
};

export interface PlaceOption<Value extends string> {
  /** What the form sends: the English name the API validates. */
  value: Value;
  /** What the option shows, in the page's language. */
  label: string;
}

/**
 * A list's options in `locale`: English as the contract orders them; Bangla in the order of its
 * own script (compared by code point, so the server and every browser agree on it).
 */
function options<Value extends string>(
  values: readonly Value[],
  bangla: Record<Value, string>,
  locale: Locale,
): PlaceOption<Value>[] {
  if (locale === 'en') return values.map((value) => ({ value, label: value }));
  return values
    .map((value) => ({ value, label: bangla[value] }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

const cache = new Map<string, PlaceOption<string>[]>();
function cached<Value extends string>(
  kind: string,
  locale: Locale,
  build: () => PlaceOption<Value>[],
): PlaceOption<Value>[] {
  const key = `${kind}:${locale}`;
  let found = cache.get(key);
  if (!found) {
    found = build();
    cache.set(key, found);
  }
  return found as PlaceOption<Value>[];
}

/** The 8 divisions a trip may start from, as the origin select offers them. */
export function divisionOptions(locale: Locale): PlaceOption<Division>[] {
  return cached('division', locale, () => options(DIVISIONS, BANGLA_DIVISIONS, locale));
}

/** The 64 districts a trip may go to, as the destination select offers them. */
export function districtOptions(locale: Locale): PlaceOption<District>[] {
  return cached('district', locale, () => options(DISTRICTS, BANGLA_DISTRICTS, locale));
}

/**
 * A division's or district's name in `locale`, as a request shows it; a name outside the lists
 * (an older request) is shown as stored.
 */
export function placeName(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  return (
    (BANGLA_DIVISIONS as Record<string, string>)[name] ??
    (BANGLA_DISTRICTS as Record<string, string>)[name] ??
    name
  );
}
