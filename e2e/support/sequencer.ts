import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in one full run on the 2-core CI machine (docs/testing.md). They
 * only balance the two shards that `npm test` runs side by side: a file not listed counts as
 * DEFAULT_SECONDS, and a wrong figure makes one shard end later, never a test fail.
 */
const SECONDS: Record<string, number> = {
  'route-sweep.spec.ts': 212,
  'accounts.spec.ts': 58,
  'community.spec.ts': 50,
  'sessions.spec.ts': 52,
  'password-reset.spec.ts': 47,
  'keyboard-traveller.spec.ts': 46,
  'admin-tables.spec.ts': 40,
  'mail-outbox.spec.ts': 40,
  'catalogue.spec.ts': 33,
  'progressive-enhancement.spec.ts': 37,
  'keyboard-booking.spec.ts': 33,
  'layout.spec.ts': 30,
  'reviews-moderation.spec.ts': 28,
  'departures.spec.ts': 20,
  'keyboard-admin.spec.ts': 21,
  'dialogs.spec.ts': 22,
  'admin-departures.spec.ts': 20,
  'search-places.spec.ts': 22,
  'overview.spec.ts': 19,
  'api-docs.spec.ts': 17,
  'my-account.spec.ts': 14,
  'payments.spec.ts': 13,
  'exports.spec.ts': 10,
  'trip-requests-inbox.spec.ts': 10,
  'forms.spec.ts': 10,
  'audit-trail.spec.ts': 7,
  'lifecycle.spec.ts': 5,
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
