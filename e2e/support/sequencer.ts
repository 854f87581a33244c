import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in one full CI run on the 2-core machine, in its shard beside the
 * other (docs/testing.md). They only balance the two shards that `npm test` runs side by side: a
 * file not listed counts as DEFAULT_SECONDS, and a wrong figure makes one shard end later, never
 * a test fail.
 */
const SECONDS: Record<string, number> = {
  'route-sweep.spec.ts': 222,
  'keyboard-traveller.spec.ts': 79,
  'password-reset.spec.ts': 74,
  'accounts.spec.ts': 61,
  'community.spec.ts': 59,
  'catalogue.spec.ts': 57,
  'keyboard-booking.spec.ts': 54,
  'admin-tables.spec.ts': 52,
  'sessions.spec.ts': 51,
  'progressive-enhancement.spec.ts': 47,
  'layout.spec.ts': 44,
  'mail-outbox.spec.ts': 41,
  'dialogs.spec.ts': 39,
  'keyboard-admin.spec.ts': 35,
  'reviews-moderation.spec.ts': 29,
  'search-places.spec.ts': 28,
  'admin-departures.spec.ts': 26,
  'departures.spec.ts': 25,
  'api-docs.spec.ts': 22,
  'overview.spec.ts': 19,
  'payments.spec.ts': 13,
  'my-account.spec.ts': 13,
  'forms.spec.ts': 12,
  'exports.spec.ts': 12,
  'audit-trail.spec.ts': 10,
  'trip-requests-inbox.spec.ts': 10,
  'lifecycle.spec.ts': 6,
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
