import { TRAVELLERS_MAX, TRAVELLERS_MIN } from '@wayfare/contract/constants';
import { translate } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import type { Locale } from '@/lib/i18n/locale';
import { isCalendarDay } from '@/lib/trip-time';
import { packagesMessages } from './messages';

/*
 * Search by departure (ours, docs/product.md §7, `GET /packages`): "date from / date to" (days in
 * the trip's zone) and "travellers" (seats needed on one departure). Read from the URL like the
 * other filters, so a search can be shared; anything the API would refuse is left out rather than
 * sent.
 */

export interface DepartureFilters {
  departFrom?: string;
  departTo?: string;
  travellers?: number;
}

function travellersOf(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= TRAVELLERS_MIN && n <= TRAVELLERS_MAX ? n : undefined;
}

/** The departure filters of a search URL; a wrong day or count is left out, not sent. */
export function readDepartureFilters(params: URLSearchParams): DepartureFilters {
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDay(value) ? value : undefined;
  };
  let departFrom = day('departFrom');
  let departTo = day('departTo');
  // Days the wrong way round (typed by hand in the URL) are searched the right way round.
  if (departFrom && departTo && departFrom > departTo)
    [departFrom, departTo] = [departTo, departFrom];
  return { departFrom, departTo, travellers: travellersOf(params.get('travellers')) };
}

/**
 * What is wrong with the departure filters a person entered, per field, in `locale` (whose
 * catalogue the caller has loaded: `useT(packagesMessages)`); empty when nothing.
 */
export function departureFilterErrors(
  form: {
    departFrom: string;
    departTo: string;
    travellers: string;
  },
  locale: Locale = 'en',
): { departTo?: string; travellers?: string } {
  const errors: { departTo?: string; travellers?: string } = {};
  const from = form.departFrom.trim();
  const to = form.departTo.trim();
  if (from && to && isCalendarDay(from) && isCalendarDay(to) && to < from) {
    errors.departTo = translate(packagesMessages, locale, 'packages.filters.lastBeforeFirst');
  }
  const travellers = form.travellers.trim();
  if (travellers !== '' && travellersOf(travellers) === undefined) {
    errors.travellers = translate(packagesMessages, locale, 'packages.filters.travellersRange', {
      min: localDigits(String(TRAVELLERS_MIN), locale),
      max: localDigits(String(TRAVELLERS_MAX), locale),
    });
  }
  return errors;
}
