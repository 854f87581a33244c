import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inject, startApp, type Account } from './support/app';
import {
  ACTORS,
  CATALOGUE,
  COLUMNS,
  entryFor,
  expected,
  routeKeys,
  type ActorKind,
  type Column,
} from './support/catalogue';
import { changedTables, databaseDigest } from './support/digest';
import { recordFigure, writeArtifact } from './support/figures';
import { ADMIN_EMAIL, createWorld } from './support/world';

// R1: the authorization matrix, generated from the server's own route table.
// The matrix sends a contact message and books seats per cell from a few accounts: the mail limits
// and the seat-hold caps (proven by the server suite: mail-abuse.test.ts, holds.test.ts) are raised
// so that every cell reaches the route's own checks; so is the page limit, which every page
// route in both languages, opened by every actor with GET and HEAD, passes within a minute.
const s = await startApp({
  env: {
    ADMIN_EMAILS: ADMIN_EMAIL,
    PAGE_RATE_LIMIT_MAX: '100000',
    MAIL_ACCOUNT_LIMIT_MAX: '100000',
    MAIL_RECIPIENT_LIMIT_MAX: '100000',
    BOOKING_HOLD_ACCOUNT_SEATS: '1000',
  },
  webDist: true,
});
const w = await createWorld(s);
const keys = routeKeys(s.routes);
afterAll(() => s.close());

const accounts: Record<Exclude<ActorKind, 'visitor'>, Account> = {
  userA: w.userA,
  userB: w.userB,
  admin: w.admin,
};

function ownerOf(actor: ActorKind, column: Column): Account {
  if (actor === 'visitor') return w.userA;
  if (column === 'own') return accounts[actor];
  return actor === 'userA' ? w.userB : w.userA;
}

async function settled() {
  // Webhook deliveries started by a payment finish before data is compared, and so do the jobs
  // a call enqueued (mail to send, a cancelled departure's bookings to end).
  await s.app.services.processor!.dispatcher.kick();
  await s.app.services.jobs.runDue();
}

interface CellResult {
  key: string;
  actor: ActorKind;
  column: Column;
  status: number;
  expected: number[];
  problem: string | null;
}
const results: CellResult[] = [];
/**
 * Refused cells sent again with a malformed body or path id: still 401/403 (the order of
 * docs/product.md §6).
 */
const malformed: { checked: number; problems: string[] } = { checked: 0, problems: [] };

/**
 * The cell's request, made malformed: a body that is not JSON, or every path parameter replaced
 * with a value no schema accepts. Authentication and authorization come first, so the answer
 * must still be the cell's 401 or 403, never a 400.
 */
function malformedVariants(key: string, request: InjectOptions): [string, InjectOptions][] {
  const [method, pattern] = key.split(' ') as [string, string];
  const variants: [string, InjectOptions][] = [];
  if (!['GET', 'HEAD'].includes(method)) {
    variants.push([
      'a body that is not JSON',
      {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: '{"broken": ',
      },
    ]);
  }
  if (pattern.includes('/:')) {
    const url = typeof request.url === 'string' ? request.url : '';
    const query = url.split('?')[1];
    const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
      name === 'email' ? 'not-an-email' : 'not-an-id',
    );
    variants.push(['an invalid path id', { ...request, url: query ? `${path}?${query}` : path }]);
  }
  return variants;
}

describe('R1 authorization matrix', () => {
  it('has an entry for every route the server serves', () => {
    const missing = keys.filter((key) => !entryFor(key));
    const stale = Object.keys(CATALOGUE).filter((key) => !keys.includes(key));
    if (stale.length) console.warn(`catalogue entries without a route: ${stale.join(', ')}`);
    expect(missing, 'routes without an entry in tests/security/support/catalogue.ts').toEqual([]);
  });

  for (const key of keys) {
    it(`${key}: every cell as product.md §6 says`, async () => {
      const entry = entryFor(key);
      if (!entry) return; // reported by the test above
      const problems: string[] = [];
      for (const actor of ACTORS) {
        for (const column of COLUMNS) {
          const expectation = expected(entry, actor, column);
          const account = actor === 'visitor' ? null : accounts[actor];
          const built = await entry.build(w, account, ownerOf(actor, column));
          await settled();
          const before = expectation.mayChange ? null : await databaseDigest(s.database.db);
          const response = await inject(s.app, built.request);
          await settled();
          let problem: string | null = null;
          if (!expectation.status.includes(response.statusCode)) {
            problem = `answered ${response.statusCode}, expected ${expectation.status.join('/')}: ${response.body.slice(0, 160)}`;
          } else if (before) {
            const changed = changedTables(before, await databaseDigest(s.database.db));
            if (changed.length) problem = `refused, yet changed ${changed.join(', ')}`;
          } else if (built.verify) {
            problem = await built.verify(response);
          }
          results.push({
            key,
            actor,
            column,
            status: response.statusCode,
            expected: expectation.status,
            problem,
          });
          if (problem) problems.push(`${actor} on ${column} object: ${problem}`);
          const refusal = expectation.status.every((status) => status === 401 || status === 403);
          if (refusal && !problem && entry.rule !== 'custom') {
            for (const [what, request] of malformedVariants(key, built.request)) {
              const before = await databaseDigest(s.database.db);
              const answer = await inject(s.app, request);
              malformed.checked += 1;
              const changed = changedTables(before, await databaseDigest(s.database.db));
              // Who-are-you (401) and may-you-call-this-at-all (403 on an admin route) come
              // before any 400; whose-object-is-it needs a readable object, so a signed-in caller
              // of an own-data route may get 400 or 404 for malformed input instead (never 500).
              const allowed =
                entry.rule === 'own-data' && actor !== 'visitor'
                  ? [...expectation.status, 400, 404]
                  : expectation.status;
              if (!allowed.includes(answer.statusCode) || changed.length) {
                const found = `${key} ${actor} on ${column} object with ${what}: answered ${answer.statusCode}${changed.length ? `, changed ${changed.join(', ')}` : ''}, expected ${allowed.join('/')}`;
                malformed.problems.push(found);
                problems.push(found);
              }
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('guards every non-public route on request, before its body is read or validated', () => {
    const guards = new Set<unknown>([s.app.requireUser, s.app.requireAdmin, s.app.requireToken]);
    const list = (hooks: unknown): unknown[] =>
      Array.isArray(hooks) ? (hooks as unknown[]) : hooks ? [hooks] : [];
    const wrong: string[] = [];
    for (const route of s.routes) {
      for (const method of [route.method].flat()) {
        const entry = entryFor(`${method} ${route.url}`);
        if (!entry || entry.rule === 'public' || entry.rule === 'custom') continue;
        const early = list(route.onRequest).some((hook) => guards.has(hook));
        const late = [route.preParsing, route.preValidation, route.preHandler].some((hooks) =>
          list(hooks).some((hook) => guards.has(hook)),
        );
        if (!early || late) wrong.push(`${method} ${route.url}`);
      }
    }
    expect(wrong, 'routes whose guard does not run in onRequest').toEqual([]);
  });

  it('answers 401/403 before any 400 to refused callers who also send malformed input', () => {
    expect(malformed.checked).toBeGreaterThan(100);
    expect(malformed.problems).toEqual([]);
  });

  it('writes the matrix', () => {
    const header = `| route | ${ACTORS.flatMap((a) => COLUMNS.map((c) => `${a} ${c}`)).join(' | ')} |`;
    const rows = keys.map((key) => {
      const cells = ACTORS.flatMap((actor) =>
        COLUMNS.map((column) => {
          const cell = results.find(
            (r) => r.key === key && r.actor === actor && r.column === column,
          );
          return cell ? `${cell.status}${cell.problem ? ' ✗' : ''}` : '—';
        }),
      );
      return `| \`${key}\` | ${cells.join(' | ')} |`;
    });
    const notes = Object.entries(CATALOGUE)
      .filter(([, e]) => e.note)
      .map(([k, e]) => `- \`${k}\`: ${e.note}`);
    writeArtifact(
      'r1-matrix.md',
      [
        header,
        `|${'---|'.repeat(1 + ACTORS.length * COLUMNS.length)}`,
        ...rows,
        '',
        ...notes,
        '',
      ].join('\n'),
    );
    const failed = results.filter((r) => r.problem);
    recordFigure('R1', {
      title: 'authorization matrix',
      routes: keys.length,
      cells: results.length,
      asDesigned: results.length - failed.length,
      failed: failed.length,
      malformedRefusals: malformed.checked,
      malformedAnsweredBefore400: malformed.checked - malformed.problems.length,
    });
  });
});
