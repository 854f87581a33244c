import type { PackageTextsBn, TravelPackage } from '@wayfare/contract/packages';
import type { Locale } from './locale';

/*
 * Which of a package's texts a page shows (docs/i18n.md, "The agency's texts"). Shared code, not
 * the packages feature's: bookings, payments and the departures screens name packages too, and
 * web features do not import each other.
 */

export type PackageTextField = keyof PackageTextsBn;

export interface PackageText {
  text: string;
  /**
   * The `lang` for the text's element: 'en' when a Bangla page falls back to the English text,
   * undefined when the text is in the page's own language.
   */
  lang: 'en' | undefined;
}

type PackageTexts = Partial<Pick<TravelPackage, PackageTextField>> & {
  bn?: Partial<PackageTextsBn>;
};

/**
 * A package's `field` on a page in `locale`: on a Bangla page its Bangla text when it has one,
 * else the English text marked `en`; on an English page always the English text. An offer the
 * package does not have is ''.
 */
export function packageText(
  pkg: PackageTexts,
  field: PackageTextField,
  locale: Locale,
): PackageText {
  const english = pkg[field] ?? '';
  if (locale === 'en') return { text: english, lang: undefined };
  const bangla = pkg.bn?.[field];
  if (bangla) return { text: bangla, lang: undefined };
  return { text: english, lang: english ? 'en' : undefined };
}

/**
 * A booking's package title on a page in `locale`: the titles it was booked under (a booking
 * keeps them when the package is renamed), chosen as `packageText` chooses.
 */
export function bookedTitle(
  booking: { packageTitle: string; packageTitleBn?: string | null },
  locale: Locale,
): PackageText {
  return packageText(
    { title: booking.packageTitle, bn: { title: booking.packageTitleBn ?? null } },
    'title',
    locale,
  );
}
