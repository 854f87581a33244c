import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in one full CI run on the 2-core machine, in its shard beside the
 * other (docs/testing.md). They only balance the two shards that `npm test` runs side by side: a
 * file not listed counts as DEFAULT_SECONDS, and a wrong figure makes one shard end later, never
 * a test fail.
 */
const SECONDS: Record<string, number> = {
  'route-sweep.spec.ts': 95,
  'bangla-journeys.spec.ts': 85,
  'bangla.spec.ts': 65,
  'password-reset.spec.ts': 51,
  'accounts.spec.ts': 40,
  'community.spec.ts': 40,
  'sessions.spec.ts': 38,
  'admin-tables.spec.ts': 35,
  'keyboard-traveller.spec.ts': 32,
  'catalogue.spec.ts': 26,
  'progressive-enhancement.spec.ts': 25,
  'keyboard-booking.spec.ts': 24,
  'mail-outbox.spec.ts': 18,
  'layout.spec.ts': 18,
  'keyboard-admin.spec.ts': 17,
  'dialogs.spec.ts': 15,
  'departures.spec.ts': 14,
  'my-account.spec.ts': 14,
  'account-language.spec.ts': 14,
  'bangla-identity.spec.ts': 12,
  'admin-departures.spec.ts': 13,
  'reviews-moderation.spec.ts': 12,
  'api-docs.spec.ts': 12,
  'payments.spec.ts': 11,
  'invitations.spec.ts': 11,
  'search-places.spec.ts': 10,
  'overview.spec.ts': 9,
  'forms.spec.ts': 8,
  'audit-trail.spec.ts': 7,
  'held-seats.spec.ts': 7,
  'bangla-fields.spec.ts': 6,
  'exports.spec.ts': 5,
  'trip-requests-inbox.spec.ts': 5,
  'lifecycle.spec.ts': 4,
};
const DEFAULT_SECONDS = 20;

function seconds(spec: TestSpecification) {
  return SECONDS[path.basename(spec.moduleId)] ?? DEFAULT_SECONDS;
}

/**
 * `--shard=i/n` by time rather than by count: the longest file first, each to the shard with the
 * least time so far (Vitest's own shards split the files by count, whatever each takes: the route
 * sweep alone is a quarter of all the time). Within a shard, the longest files run first.
 */
export default class BalancedSequencer extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const totals = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    const ordered = [...files].sort(
      (a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId),
    );
    for (const spec of ordered) {
      const shard = totals.indexOf(Math.min(...totals));
      totals[shard]! += seconds(spec);
      if (shard === index - 1) mine.push(spec);
    }
    return Promise.resolve(mine);
  }

  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve(
      [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId)),
    );
  }
}
