import type { InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { inject, randomAddress, startApp } from './support/app';
import { entryFor, routeKeys } from './support/catalogue';
import { changedTables, databaseDigest } from './support/digest';
import { recordFigure, writeArtifact } from './support/figures';
import { encode, hostileRequests, schemasOf, urlOf, type RouteSchemas } from './support/hostile';
import { ADMIN_EMAIL, confirmRequest, createWorld, intentOf } from './support/world';

// R2: hostile inputs generated from the contract schemas, across every route.
const TARGET = Number(process.env.SECURITY_R2_REQUESTS ?? 10_500);
const SEED = Number(process.env.SECURITY_SEED ?? Date.now() % 2 ** 31);

// R2 sends thousands of requests from a few accounts, trip requests and contact messages among
// them: the mail limits (proven by the server suite: mail-abuse.test.ts, trip-request-mail.test.ts)
// are raised so that every request reaches the route's own validation.
const s = await startApp({
  env: {
    ADMIN_EMAILS: ADMIN_EMAIL,
    UPLOAD_RATE_LIMIT_MAX: '1000000',
    MAIL_ACCOUNT_LIMIT_MAX: '100000',
    MAIL_RECIPIENT_LIMIT_MAX: '100000',
  },
  webDist: true,
});
const w = await createWorld(s);
afterAll(() => s.close());

const keys = routeKeys(s.routes);
const routeOf = new Map<string, RouteOptions>();
for (const route of s.routes) {
  for (const method of [route.method].flat()) routeOf.set(`${method} ${route.url}`, route);
}

/** better-auth validates its own bodies; these mirror what its email routes accept. */
const signUpMirror = z.object({
  name: z.string(),
  email: z.email(),
  password: z.string().min(8).max(128),
});

interface Target {
  key: string;
  pattern: string;
  schemas: RouteSchemas;
  base: InjectOptions;
  alwaysHostile: boolean;
  credentials: Record<string, string>[];
}

const users = [w.admin.auth, w.userA.auth, {}];

/** Accept headers for the manifest (JSON, or CSV when asked first): odd, huge and contradictory. */
const HOSTILE_ACCEPTS = [
  'text/csv',
  'TEXT/CSV; charset=utf-7',
  'application/json;q=0, text/csv;q=1',
  'text/csv;q=0, application/json',
  'text/csvx, application/jsonp',
  'text/*, */*;q=0.1',
  `text/csv; charset="${'x'.repeat(4000)}"`,
  `${'text/csv,'.repeat(900)}application/json`,
  '",;=\\',
  'application/json, text/csv',
];

/**
 * The departures' contract fields (docs/product.md §7) that the samples must have mutated, per
 * route: the departures' bodies, the booking's seats, search's departure filters.
 */
const MUST_COVER: Record<string, string[]> = {
  'POST /api/packages/:id/departures': ['startsAt', 'seats', 'price'],
  'PATCH /api/departures/:id': ['startsAt', 'seats', 'price', 'status', 'reason'],
  'POST /api/booking': ['departureId', 'travellers', 'travellerNames'],
  'GET /api/packages': ['departFrom', 'departTo', 'travellers'],
  'GET /api/packages/:id/departures': ['from', 'to'],
  'GET /api/departures/:id/manifest': ['path id'],
};

async function targetsFor(key: string): Promise<Target[]> {
  const [method, pattern] = key.split(' ') as [string, string];
  const route = routeOf.get(key);
  const readOnly = method === 'GET' || method === 'HEAD';
  const common = { key, pattern, schemas: schemasOf(route), alwaysHostile: readOnly };
  if (pattern === '/api/auth/*' && method === 'POST') {
    return [
      {
        ...common,
        // Nobody has this account: no variant can sign in.
        base: {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'nobody@security.test', password: 'not-the-password' },
        },
        alwaysHostile: true,
        credentials: [{}],
      },
      {
        ...common,
        schemas: { body: signUpMirror },
        base: {
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Fuzz', email: 'fuzz@security.test', password: 'fuzz-password-1' },
        },
        credentials: [{}],
      },
    ];
  }
  if (pattern.startsWith('/api/auth/')) {
    return [
      {
        ...common,
        base: { method, url: '/api/auth/list-sessions' },
        credentials: [{ cookie: w.admin.cookie }, {}],
      },
    ];
  }
  if (pattern.startsWith('/api/processor/')) {
    const intent = await intentOf(w, w.admin);
    const wrongSecret = `${intent.paymentIntentId}_secret_guessed`;
    const base: InjectOptions = pattern.endsWith('/confirm')
      ? confirmRequest(w, intent.paymentIntentId, wrongSecret)
      : pattern.endsWith(':id')
        ? {
            method: method,
            url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}?client_secret=${wrongSecret}`,
          }
        : {
            method: 'POST',
            url: pattern,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `amount=5000&currency=usd&payment_intent=${intent.paymentIntentId}`,
          };
    return [
      {
        ...common,
        base,
        alwaysHostile: true,
        credentials: [
          { authorization: `Bearer ${w.publishableKey}` },
          { authorization: 'Bearer sk_test_guessed' },
          {},
        ],
      },
    ];
  }
  if (pattern === '/api/webhooks/stripe') {
    const built = await entryFor(key)!.build(w, null, w.userA);
    const now = Math.floor(Date.now() / 1000);
    return [
      {
        ...common,
        base: built.request,
        alwaysHostile: true,
        credentials: [
          {},
          { 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` },
          { 'stripe-signature': `t=${now},v1=${'a'.repeat(64)},v0=${'b'.repeat(64)}` },
          { 'stripe-signature': `t=1,v1=${'f'.repeat(64)}` },
          { 'stripe-signature': 'v1=' },
          { 'stripe-signature': 'A'.repeat(8000) },
        ],
      },
    ];
  }
  if (pattern === '/api/departures/:id/manifest') {
    // JSON or CSV by the Accept header: every credential also comes with an odd Accept.
    const built = await entryFor(key)!.build(w, w.admin, w.admin);
    return [
      {
        ...common,
        base: built.request,
        alwaysHostile: true,
        credentials: HOSTILE_ACCEPTS.flatMap((accept) => users.map((u) => ({ ...u, accept }))),
      },
    ];
  }
  const entry = entryFor(key);
  if (!entry) return [];
  const built = await entry.build(w, w.admin, w.admin);
  const page = !pattern.startsWith('/api');
  return [
    {
      ...common,
      base: built.request,
      alwaysHostile: readOnly || page,
      credentials: page ? [{ cookie: w.admin.cookie }, {}] : users,
    },
  ];
}

interface Outcome {
  key: string;
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: string[];
  accepted: string[];
  reflected: string[];
  changed: string[];
}

const outcomes: Outcome[] = [];
/** `METHOD url label` of every variant sent (what it mutated). */
const covered = new Set<string>();
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Raw markup of a variant that a page must never echo unescaped. */
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
function markupIn(request: InjectOptions): string | null {
  return MARKUP.find((m) => urlOf(request).includes(encode(m))) ?? null;
}

describe('R2 hostile inputs from the contract schemas', () => {
  it(`sends at least ${TARGET} hostile requests: no 5xx, no data changed (seed ${SEED})`, async () => {
    // One after another: the samples share the admin's basket of unpaid bookings.
    const targets: Target[] = [];
    for (const key of keys) targets.push(...(await targetsFor(key)));
    const perTarget = Math.ceil(TARGET / targets.length);
    await s.app.services.processor!.dispatcher.kick();
    await s.app.services.jobs.runDue();
    const start = await databaseDigest(s.database.db);
    let previous = start;
    for (const [index, target] of targets.entries()) {
      const arbitrary = hostileRequests(target.pattern, target.schemas, target.base, {
        alwaysHostile: target.alwaysHostile,
        credentials: target.credentials,
      });
      const variants = fc.sample(arbitrary, { numRuns: perTarget, seed: SEED + index });
      const outcome: Outcome = {
        key: target.key,
        sent: 0,
        byStatus: {},
        serverErrors: [],
        accepted: [],
        reflected: [],
        changed: [],
      };
      for (const variant of variants) {
        const response = await inject(s.app, {
          ...variant.request,
          remoteAddress: randomAddress(),
        });
        outcome.sent += 1;
        for (const label of variant.labels) covered.add(`${target.key} ${label}`);
        const accept = String(variant.request.headers?.accept ?? '');
        if (/csv/i.test(accept)) covered.add(`${target.key} accept csv ${response.statusCode}`);
        const status = String(response.statusCode);
        outcome.byStatus[status] = (outcome.byStatus[status] ?? 0) + 1;
        const what = `${variant.request.method} ${urlOf(variant.request).slice(0, 120)} [${variant.labels.join('; ')}]`;
        if (response.statusCode >= 500) {
          outcome.serverErrors.push(`${status} ${what}: ${response.body.slice(0, 200)}`);
        } else if (
          response.statusCode < 300 &&
          !['GET', 'HEAD'].includes(String(variant.request.method))
        ) {
          outcome.accepted.push(`${status} ${what}`);
        }
        // Markup echoed back matters where a browser would run it: an HTML answer, or one a
        // browser may sniff into HTML (JSON with nosniff is data, e.g. Stripe's "No such ...").
        const markup = markupIn(variant.request);
        const type = String(response.headers['content-type'] ?? '');
        const renderable =
          type.includes('html') || response.headers['x-content-type-options'] !== 'nosniff';
        if (markup && renderable && response.body.includes(markup)) outcome.reflected.push(what);
      }
      await s.app.services.processor!.dispatcher.kick();
      await s.app.services.jobs.runDue();
      const now = await databaseDigest(s.database.db);
      outcome.changed = changedTables(previous, now);
      previous = now;
      outcomes.push(outcome);
    }

    const sent = outcomes.reduce((n, o) => n + o.sent, 0);
    const serverErrors = outcomes.flatMap((o) => o.serverErrors);
    const accepted = outcomes.flatMap((o) => o.accepted.map((a) => `${o.key}: ${a}`));
    const reflected = outcomes.flatMap((o) => o.reflected);
    const changed = outcomes.flatMap((o) => o.changed.map((t) => `${o.key}: ${t}`));
    const byClass: Record<string, number> = {};
    for (const o of outcomes) {
      for (const [status, n] of Object.entries(o.byStatus)) {
        byClass[`${status[0]}xx`] = (byClass[`${status[0]}xx`] ?? 0) + n;
      }
    }
    writeArtifact(
      'r2-hostile-inputs.md',
      [
        `seed ${SEED}, ${sent} requests over ${targets.length} targets (${keys.length} routes)`,
        '',
        '| route | sent | answers |',
        '|---|---|---|',
        ...outcomes.map(
          (o) =>
            `| \`${o.key}\` | ${o.sent} | ${Object.entries(o.byStatus)
              .map(([k, v]) => `${k}×${v}`)
              .join(' ')} |`,
        ),
        '',
      ].join('\n'),
    );
    recordFigure('R2', {
      title: 'hostile inputs',
      seed: SEED,
      requests: sent,
      routes: keys.length,
      answers: byClass,
      serverErrors: serverErrors.length,
      acceptedWrites: accepted.length,
      tablesChanged: changedTables(start, previous).length,
      reflectedMarkup: reflected.length,
    });
    if (serverErrors.length) {
      const byRoute = new Map<string, number>();
      for (const o of outcomes)
        if (o.serverErrors.length) byRoute.set(o.key, o.serverErrors.length);
      console.error('5xx by route:', Object.fromEntries(byRoute));
    }
    expect(sent).toBeGreaterThanOrEqual(TARGET);
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(accepted.slice(0, 20)).toEqual([]);
    expect(changed).toEqual([]);
    expect(reflected).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort().join(',')).toBe(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers the manifest under odd Accept headers with JSON or CSV, never a 5xx', async () => {
    const departureId = /\/api\/departures\/([^/]+)\/manifest/.exec(
      urlOf(
        (await entryFor('GET /api/departures/:id/manifest')!.build(w, w.admin, w.admin)).request,
      ),
    )![1]!;
    const problems: string[] = [];
    for (const accept of HOSTILE_ACCEPTS) {
      for (const [who, credential, status] of [
        ['admin', w.admin.auth, 200],
        ['user', w.userA.auth, 403],
        ['visitor', {}, 401],
      ] as const) {
        const response = await inject(s.app, {
          method: 'GET',
          url: `/api/departures/${departureId}/manifest`,
          headers: { ...credential, accept },
        });
        const type = String(response.headers['content-type'] ?? '');
        const csv = type.startsWith('text/csv');
        const what = `${who} with Accept ${accept.slice(0, 40)}`;
        if (response.statusCode !== status) problems.push(`${what}: ${response.statusCode}`);
        else if (status === 200 && !csv && !type.startsWith('application/json'))
          problems.push(`${what}: ${type}`);
        else if (status === 200 && csv && !response.body.includes(w.admin.email))
          problems.push(`${what}: CSV without the booking`);
        else if (status !== 200 && csv) problems.push(`${what}: refused as CSV`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('covered the departures contract: its bodies, the booking’s seats, search filters, Accept', () => {
    const labels = [...covered];
    const missing: string[] = [];
    for (const [key, fields] of Object.entries(MUST_COVER)) {
      for (const field of fields) {
        const hit = labels.some(
          (l) =>
            l.startsWith(`${key} `) &&
            (field === 'path id' ? / path id$/.test(l) : new RegExp(` ${field}$`).test(l)),
        );
        if (!hit) missing.push(`${key}: ${field}`);
      }
    }
    expect(missing).toEqual([]);
    // The manifest was asked for as CSV (odd Accept headers among them), never answered 5xx.
    expect(
      labels.filter((l) => /^(GET|HEAD) \/api\/departures\/:id\/manifest accept csv/.test(l)),
    ).not.toEqual([]);
  });

  it('ignores fields the contract does not name (no mass assignment) and keeps odd text as sent', async () => {
    const odd = '\u202egpj.exe 👩🏽‍🚀 e\u0301 İ <script>alert(1)</script>';
    const one = async (sqlText: ReturnType<typeof sql>) =>
      ((await s.database.db.execute(sqlText)) as { rows: Record<string, unknown>[] }).rows[0];
    const checks: Record<string, boolean> = {};

    const booking = await inject(s.app, {
      method: 'POST',
      url: '/api/booking',
      headers: w.userA.auth,
      payload: {
        packageId: w.packageId,
        name: odd,
        email: w.userA.email,
        status: 'paid',
        price: 0,
        priceCents: 0,
        duration: '99 years',
        userId: w.userB.id,
        packageTitle: 'Free',
      },
    });
    const bookingRow = await one(
      sql`select status, price_cents, user_id, package_title, duration, name from bookings where id = ${booking.json<{ insertedId: string }>().insertedId}`,
    );
    checks['booking: status, price, owner and title from the server'] =
      booking.statusCode === 201 &&
      bookingRow?.status === 'unpaid' &&
      bookingRow.price_cents === w.packagePrice * 100 &&
      bookingRow.user_id === w.userA.id &&
      bookingRow.package_title === 'Sajek Valley Escape' &&
      bookingRow.duration === '3 days' &&
      bookingRow.name === odd;

    await inject(s.app, {
      method: 'POST',
      url: '/api/users',
      headers: w.userB.auth,
      payload: { name: 'B', email: w.userB.email, role: 'admin', isAdmin: true, admin: true },
    });
    const role = await one(sql`select role from users where id = ${w.userB.id}`);
    checks['users: a role in the body is never applied'] = role?.role === 'user';

    const review = await inject(s.app, {
      method: 'POST',
      url: '/api/reviews',
      headers: w.userA.auth,
      payload: {
        name: odd,
        designation: 'Guide',
        rating: 5,
        image: w.imageUrl,
        quote: odd,
        userId: w.userB.id,
        _id: '00000000-0000-0000-0000-000000000000',
      },
    });
    const reviewRow = await one(
      sql`select id, user_id, quote from reviews where id = ${review.json<{ insertedId: string }>().insertedId}`,
    );
    checks['reviews: author is the caller, id is the server’s'] =
      reviewRow?.user_id === w.userA.id &&
      reviewRow.id !== '00000000-0000-0000-0000-000000000000' &&
      reviewRow.quote === odd;

    const contact = await inject(s.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: w.userA.auth,
      payload: { message: odd, userId: w.userB.id },
    });
    const contactRow = await one(
      sql`select user_id, message from contacts where id = ${contact.json<{ insertedId: string }>().insertedId}`,
    );
    checks['contacts: sender is the caller'] =
      contactRow?.user_id === w.userA.id && contactRow.message === odd;

    const pkg = await inject(s.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${w.packageId}`,
      headers: w.admin.auth,
      payload: { id: '00000000-0000-0000-0000-000000000000', priceCents: -5, price_cents: -5 },
    });
    const pkgRow = await one(sql`select price_cents from packages where id = ${w.packageId}`);
    checks['packages: unknown fields change nothing'] =
      pkg.statusCode === 200 && pkgRow?.price_cents === w.packagePrice * 100;

    recordFigure('R2b', {
      title: 'mass assignment and odd text',
      checks: Object.keys(checks).length,
      passed: Object.values(checks).filter(Boolean).length,
    });
    expect(checks).toEqual(Object.fromEntries(Object.keys(checks).map((k) => [k, true])));
  });
});
