import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';

/**
 * Tables whose rows are counters rather than data: rate-limit windows and the per-account sign-in
 * attempts move with every request, refused ones included, by design.
 */
const COUNTERS = new Set([
  'auth_rate_limit',
  'sign_in_attempts',
  '__drizzle_migrations',
  // The reports' hourly counts: derived from the tables checked here, merged by a minute job.
  'report_hours',
  // The reports' kept top packages (derived the same way; an admin's first read of a period
  // counts its ranking) and their change rows.
  'report_rankings',
  'report_ranking_packages',
  'report_package_changes',
  // The running totals of all bookings (migration 0020): change rows that the same minute job
  // merges, so their rows move with the clock while their sums stay.
  'booking_totals',
]);

/**
 * Rows that the clock changes, not requests: the periodic jobs (the seat-hold sweep every 15
 * seconds, the hourly image sweep) run and schedule their next slot whatever the test does.
 */
const CLOCK_ROWS: Record<string, string> = {
  jobs: `where t.queue not in ('bookings.expire-holds', 'images.sweep', 'reports.compact')`,
  // Not the clock but by design: an admin's CSV export is a read that the audit trail records.
  audit_events: `where t.action <> 'export'`,
};

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Row count and an MD5 of every row's text, per table: equal digests mean equal data. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((r) => String(r.name))
    .filter((name) => !COUNTERS.has(name));
  // One statement for every table: a round trip per table was most of R1's time (1,624 digests
  // of about 50 tables took 58 s of its 90 s on PGlite).
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t ${CLOCK_ROWS[name] ?? ''}`,
  );
  const digest: Record<string, string> = {};
  for (const row of rowsOf(await db.execute(sql.raw(parts.join('\nunion all\n'))))) {
    digest[String(row.name)] = `${String(row.n)}:${String(row.h)}`;
  }
  return digest;
}

/** The tables whose digests differ (empty when the data is the same). */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
