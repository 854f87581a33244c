import type {
  createPackageRequest,
  PackageSearchQuery,
  TravelPackage,
  updatePackageRequest,
} from '@wayfare/contract/packages';
import type { z } from 'zod';
import { BANGLA_PLACE_NAMES, namesWithin, PLACE_NAMES } from '@wayfare/contract/places';
import { auditChanges, type AuditBy, type AuditRecorder } from '#features/audit';
import { AppError } from '#lib/errors';
import { keptAnswers } from '#lib/kept-answers';
import { tripDayEnd, tripDayStart } from '#lib/trip-time';
import {
  NAME_SIMILARITY_MIN,
  toPackageDto,
  type DepartingFilter,
  type PackageFields,
  type PackagesRepository,
} from './repository';
import { nearNamesHere } from './trigrams';

type CreateInput = z.output<typeof createPackageRequest>;
type UpdateInput = z.output<typeof updatePackageRequest>;
type BnInput = NonNullable<CreateInput['bn']>;

/**
 * The Bangla texts as columns: only those given (a text left out of a PATCH keeps its value);
 * null clears one.
 */
function bnColumns(bn: BnInput | undefined): Partial<PackageFields> {
  if (!bn) return {};
  const columns: Partial<PackageFields> = {};
  if (bn.title !== undefined) columns.titleBn = bn.title;
  if (bn.description !== undefined) columns.descriptionBn = bn.description;
  if (bn.duration !== undefined) columns.durationBn = bn.duration;
  if (bn.offer !== undefined) columns.offerBn = bn.offer;
  return columns;
}

/**
 * Whether a search is long enough to match by near spelling: trigrams of one or two short words
 * ("ab", "tea") are close to too many words to mean anything. Bangla's vowel signs and hasanta
 * (marks) count as characters, as pg_trgm counts them: সিলেত is five.
 */
function typoTolerable(q: string): boolean {
  return q.replace(/[^\p{L}\p{M}\p{N}]/gu, '').length >= 4;
}

/** Bangla script in a search: its near places are matched in the server (see trigrams.ts). */
const BENGALI = /\p{Script=Bengali}/u;

/**
 * A package's texts as they are stored and matched, in Unicode NFC (docs/i18n.md, "Search in
 * Bangla"): a search finds them however ড় was typed, as one code point or as ড and nukta.
 */
function textsInNfc<T extends Partial<PackageFields>>(fields: T): T {
  const out: Record<string, unknown> = { ...fields };
  const keys = [
    'title',
    'description',
    'offer',
    'titleBn',
    'descriptionBn',
    'durationBn',
    'offerBn',
  ];
  for (const key of keys) {
    const text = out[key];
    if (typeof text === 'string') out[key] = text.normalize('NFC');
  }
  return out as T;
}

/** A package's fields as the trail shows them: the price in dollars, as admins type it. */
function inDollars(fields: Partial<PackageFields>): Record<string, unknown> {
  const { priceCents, ...rest } = fields;
  return {
    ...pick(rest),
    ...(priceCents === undefined ? {} : { price: priceCents / 100 }),
  };
}

/** The editable fields only (not the row's id, times or search columns). */
function pick(fields: Partial<PackageFields>): Record<string, unknown> {
  const keys = [
    'title',
    'description',
    'image',
    'duration',
    'offer',
    'titleBn',
    'descriptionBn',
    'durationBn',
    'offerBn',
  ] as const;
  return Object.fromEntries(keys.filter((k) => k in fields).map((k) => [k, fields[k]]));
}

/** How long a list may be reused without asking the database (other servers' writes). */
export const LIST_KEPT_MS = 5_000;

export interface PackageListAnswer {
  packages: TravelPackage[];
  total: number;
}

export function createPackagesService({
  packages,
  timeZone,
  audit,
}: {
  packages: PackagesRepository;
  /** The trip zone (TRIP_TIME_ZONE): the departure filters' days are its days. */
  timeZone: string;
  /** The audit trail: admins' additions, edits and removals are recorded there. */
  audit: AuditRecorder;
}) {
  /*
   * The public list is what every visitor's first page asks for: answers are kept per query for
   * a few seconds, and dropped at once when a package changes.
   */
  const lists = keptAnswers<PackageListAnswer>({
    topic: 'packages',
    ttlMs: LIST_KEPT_MS,
    max: 500,
  });

  /**
   * The search's rules: the words match the packages' text; a search that names a place (a
   * country, division, district or a place the gazetteer knows) also finds the packages naming
   * any place inside it ("Bangladesh" finds the Srimangal trip). Only when that finds nothing is
   * the search taken as misspelt: it then matches near spellings, of the text and of the places
   * ("sylet", "bangldesh"), so a good search never gets near-misses mixed in.
   */
  async function searchCatalogue(asked: PackageSearchQuery) {
    const departing = departingFilter(asked);
    // One form of each letter: ড় typed as one code point or as ড and nukta match alike.
    const q = asked.q?.normalize('NFC').trim();
    if (!q) return packages.search(asked, undefined, departing);
    const query = { ...asked, q };
    const named = { placeNames: namesWithin(q), fuzzy: false };
    const exact = await packages.search(query, named, departing);
    if (exact.total > 0 || !typoTolerable(q)) return exact;
    // Words that match packages the filters leave out are no typo: nothing near them either.
    const filtered =
      query.minPrice !== undefined ||
      query.maxPrice !== undefined ||
      query.duration !== undefined ||
      departing !== undefined;
    if (filtered && (await packages.search({ q, limit: 1, offset: 0 }, named)).total > 0)
      return exact;
    const near = BENGALI.test(q)
      ? nearNamesHere(q, BANGLA_PLACE_NAMES, NAME_SIMILARITY_MIN)
      : await packages.nearNames(q, PLACE_NAMES);
    // The closest place only (a typo names one place), with what lies inside it.
    const placeNames = near.length > 0 ? namesWithin(near[0]!) : [];
    return packages.search(query, { placeNames, fuzzy: true }, departing);
  }

  /**
   * The departure filters: days of the trip zone (`departTo` included) and the travellers'
   * seats (1 when only days are given); none when the query has neither.
   */
  function departingFilter(query: PackageSearchQuery): DepartingFilter | undefined {
    if (!query.departFrom && !query.departTo && query.travellers === undefined) return undefined;
    return {
      from: query.departFrom ? tripDayStart(query.departFrom, timeZone) : undefined,
      to: query.departTo ? tripDayEnd(query.departTo, timeZone) : undefined,
      travellers: query.travellers ?? 1,
    };
  }

  return {
    /** One page of the catalogue; the same object while the answer is kept. */
    async listPackages(query: PackageSearchQuery): Promise<PackageListAnswer> {
      return lists.get(JSON.stringify(query), async () => {
        const { rows, total } = await searchCatalogue(query);
        return { packages: rows.map(toPackageDto), total };
      });
    },

    async getPackage(id: string): Promise<TravelPackage> {
      const row = await packages.findById(id);
      if (!row) throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      return toPackageDto(row);
    },

    async addPackage(input: CreateInput, by: AuditBy): Promise<string> {
      const { price, bn, ...rest } = input;
      const values = textsInNfc({
        titleBn: null,
        descriptionBn: null,
        durationBn: null,
        offerBn: null,
        ...bnColumns(bn),
        ...rest,
        priceCents: price * 100,
      });
      const id = await packages.create(values);
      lists.drop();
      await audit.record({
        ...by,
        action: 'package.create',
        targetType: 'package',
        targetId: id,
        changes: auditChanges({}, inDollars(values)),
      });
      return id;
    },

    /** Applies the fields given; answers 1 when something changed, 0 when all were already so. */
    async updatePackage({
      id,
      patch,
      by,
    }: {
      id: string;
      patch: UpdateInput;
      by: AuditBy;
    }): Promise<number> {
      const current = await packages.findById(id);
      if (!current) throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      const { price, bn, ...rest } = patch;
      const wanted: Partial<PackageFields> = textsInNfc({
        ...rest,
        ...bnColumns(bn),
        ...(price === undefined ? {} : { priceCents: price * 100 }),
      });
      const changed = Object.fromEntries(
        Object.entries(wanted).filter(
          ([key, value]) => value !== undefined && current[key as keyof PackageFields] !== value,
        ),
      ) as Partial<PackageFields>;
      if (Object.keys(changed).length === 0) return 0;
      await packages.update(id, changed);
      lists.drop();
      await audit.record({
        ...by,
        action: 'package.update',
        targetType: 'package',
        targetId: id,
        changes: auditChanges(inDollars(current), inDollars(changed)),
      });
      return 1;
    },

    /**
     * Takes a package out of the catalogue. One that was ever booked is archived, not deleted:
     * its bookings and payments keep their package.
     */
    async removePackage(
      id: string,
      by: AuditBy,
    ): Promise<{ deletedCount: number; archived: boolean }> {
      const outcome = await packages.remove(id);
      if (outcome === 'not_found')
        throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      lists.drop();
      await audit.record({
        ...by,
        action: outcome === 'archived' ? 'package.archive' : 'package.delete',
        targetType: 'package',
        targetId: id,
      });
      return { deletedCount: 1, archived: outcome === 'archived' };
    },

    /** What removing a package would touch: its bookings by status (admins ask before removing). */
    async bookingCounts(id: string) {
      if (!(await packages.findById(id)))
        throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      return packages.bookingCounts(id);
    },

    close(): void {
      lists.close();
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
