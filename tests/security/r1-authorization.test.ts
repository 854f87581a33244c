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
const s = await startApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL }, webDist: true });
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
  // Webhook deliveries started by a payment finish before data is compared.
  await s.app.dispatcher.kick();
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

describe('R1 authorization matrix', () => {
  it('has an entry for every route the server serves', () => {
    const missing = keys.filter((key) => !entryFor(key));
    const stale = Object.keys(CATALOGUE).filter((key) => !keys.includes(key));
    if (stale.length) console.warn(`catalogue entries without a route: ${stale.join(', ')}`);
    expect(missing, 'routes without an entry in tests/security/support/catalogue.ts').toEqual([]);
  });

  for (const key of keys) {
    it(`${key}: every cell as DESIGN.md says`, async () => {
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
        }
      }
      expect(problems).toEqual([]);
    });
  }

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
    });
  });
});
