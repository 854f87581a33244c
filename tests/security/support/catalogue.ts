import type { InjectOptions, RouteOptions } from 'fastify';
import { inject, randomAddress, signUpAccount, uniqueEmail, type Account } from './app';
import {
  bookingOf,
  confirmedIntentOf,
  confirmRequest,
  directoryRow,
  extraSessionOf,
  invitationFor,
  intentOf,
  newPackage,
  paidBookingOf,
  sessionAlive,
  signedUpRow,
  smallPng,
  tripRequestOf,
  type Intent,
  type World,
} from './world';
import { multipart } from '../../../apps/server/test/images';

export type ActorKind = 'visitor' | 'userA' | 'userB' | 'admin';
export type Column = 'own' | 'other';
export const ACTORS: ActorKind[] = ['visitor', 'userA', 'userB', 'admin'];
export const COLUMNS: Column[] = ['own', 'other'];

/** What a cell must answer, and whether the data may change when it does. */
export interface Expectation {
  status: number[];
  mayChange: boolean;
  why?: string;
}

/**
 * Who may call a route, in the words of docs/product.md §6, "Roles and permissions":
 * - public: everyone (GET packages, one package, reviews; health; configuration; the web app)
 * - signed-in: any signed-in person, for themselves; there is no one else's object to name
 * - own-data: signed-in, own data only (403 for others'), an admin for anyone
 * - admin: admins only (401 for a visitor, 403 for a user)
 * - custom: the entry's own table (identity service, card processor, webhook)
 */
export type Rule = 'public' | 'signed-in' | 'own-data' | 'admin' | 'custom';

export interface BuiltRequest {
  request: InjectOptions;
  /** Checked after a permitted call: null when all is well, else what went wrong. */
  verify?: (response: { statusCode: number; body: string }) => Promise<string | null>;
}

export interface RouteEntry {
  rule: Rule;
  /** Statuses of a permitted call. */
  ok: number[];
  /**
   * The request `actor` (null: a visitor) makes on an object belonging to `owner`; objects that
   * the call consumes are made fresh for each cell.
   */
  build(w: World, actor: Account | null, owner: Account): Promise<BuiltRequest>;
  /** Cells that differ from the rule, each with its reason. */
  cell?(actor: ActorKind, column: Column): Expectation | undefined;
  note?: string;
}

const auth = (actor: Account | null) => (actor ? actor.auth : {});
const cookie = (actor: Account | null): Record<string, string> =>
  actor ? { cookie: actor.cookie } : {};
const plain = (request: InjectOptions): Promise<BuiltRequest> => Promise.resolve({ request });
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** A departure time `days` ahead as the admin's form sends it (local to the trip zone). */
const tripTime = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T07:30`;

/** A fresh package with one open departure of 12 seats in three weeks (made by the admin). */
async function departureOf(w: World): Promise<{ packageId: string; departureId: string }> {
  const packageId = await newPackage(w);
  const response = await inject(w.s.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: w.admin.auth,
    payload: { startsAt: tripTime(21), seats: 12 },
  });
  if (response.statusCode !== 201)
    throw new Error(`departure: ${response.statusCode} ${response.body}`);
  return { packageId, departureId: response.json<{ insertedId: string }>().insertedId };
}

/** A fresh departure on which the owner holds two seats (an unpaid booking, one guest named). */
async function bookedDepartureOf(w: World, owner: Account): Promise<string> {
  const { packageId, departureId } = await departureOf(w);
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/booking',
    headers: owner.auth,
    payload: {
      packageId,
      departureId,
      travellers: 2,
      travellerNames: ['Mitu Das'],
      name: 'Nadia Rahman',
      email: owner.email,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`departure booking: ${response.statusCode} ${response.body}`);
  return departureId;
}

/** The client secret the actor's browser holds: of their own intent only (none for a visitor). */
async function ownClientSecret(
  w: World,
  actor: Account | null,
  owner: Account,
  target: Intent,
): Promise<string | undefined> {
  if (!actor) return undefined;
  if (actor.email === owner.email) return target.clientSecret;
  return (await intentOf(w, actor)).clientSecret;
}

/** A fresh review written by the owner. */
async function reviewOf(w: World, owner: Account): Promise<string> {
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/reviews',
    headers: owner.auth,
    payload: { name: 'N', designation: 'Guide', rating: 4, image: w.imageUrl, quote: 'Fine' },
  });
  if (response.statusCode !== 201)
    throw new Error(`review: ${response.statusCode} ${response.body}`);
  return response.json<{ insertedId: string }>().insertedId;
}

/** The page must not carry the caller's own data: pages are the same for everyone. */
function pageFor(url: string) {
  return (_w: World, actor: Account | null): Promise<BuiltRequest> =>
    Promise.resolve({
      request: { method: 'GET', url, headers: cookie(actor) },
      verify: async (response) =>
        actor && response.body.includes(actor.email) ? `page shows ${actor.email}` : null,
    });
}

const page: Omit<RouteEntry, 'build'> = { rule: 'public', ok: [200] };

/** A fresh newsletter address and the tokens of its e-mailed links (confirm, unsubscribe). */
async function newsletterLinksOf(
  w: World,
): Promise<{ email: string; confirm: string; leave: string }> {
  const email = uniqueEmail('reader');
  await inject(w.s.app, {
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: randomAddress(),
    payload: { email },
  });
  const [message] = await w.s.app.services.mail.listTo(email);
  const token = (path: string) =>
    new URL(
      /https?:\/\/\S+/
        .exec(message!.text.slice(message!.text.indexOf(path) - 60))![0]
        .replace(/[<>]/g, ''),
    ).searchParams.get('token')!;
  return {
    email,
    confirm: token('/newsletter/confirm?'),
    leave: token('/newsletter/unsubscribe?'),
  };
}

/** The id of a payment of `owner` (a paid booking made for it). */
async function paymentOf(w: World, owner: Account): Promise<string> {
  await paidBookingOf(w, owner);
  const listed = await inject(w.s.app, {
    method: 'GET',
    url: `/api/payments/${owner.email}`,
    headers: owner.auth,
  });
  return listed.json<{ _id: string }[]>()[0]!._id;
}

/** An outbox message with an attachment: the receipt of a payment of `owner`. */
async function receiptMailOf(w: World, owner: Account): Promise<string> {
  await paymentOf(w, owner);
  await w.s.app.services.jobs.runDue();
  const { items } = await w.s.app.services.mail.list({ limit: 1, offset: 0, q: 'payment-receipt' });
  return items[0]!._id;
}

export const CATALOGUE: Record<string, RouteEntry> = {
  // ---- public ----------------------------------------------------------------------------
  'GET /api/health': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/health' }),
  },
  // The API reference (apps/server/src/plugins/openapi.ts): public, as the API's reference is.
  'GET /api/openapi.json': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/openapi.json' }),
  },
  'GET /api/docs': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs' }),
  },
  'GET /api/docs/json': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/json' }),
  },
  'GET /api/docs/yaml': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/yaml' }),
  },
  'GET /api/docs/static/index.html': {
    rule: 'public',
    ok: [302],
    note: 'Swagger UI redirects its old address to /api/docs.',
    build: () => plain({ method: 'GET', url: '/api/docs/static/index.html' }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/docs/static/theme/accessible.css': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/static/theme/accessible.css' }),
  },
  'GET /api/docs/static/theme/viewport.js': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/static/theme/viewport.js' }),
  },
  'GET /api/docs/static/*': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
  },
  'GET /api/docs/*': {
    rule: 'public',
    ok: [200],
    note: "Swagger UI's files again (its baseDir route), read from @fastify/swagger-ui's package.",
    build: () => plain({ method: 'GET', url: '/api/docs/index.css' }),
  },
  'GET /api/health/live': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/health/live' }),
  },
  'GET /api/health/ready': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/health/ready' }),
  },
  'GET /api/auth-config': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/auth-config' }),
  },
  'GET /api/payment-config': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/payment-config' }),
  },
  'GET /api/packages': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/packages?q=valley&limit=5' }),
  },
  'GET /api/packages/:id': {
    rule: 'public',
    ok: [200],
    build: (w) => plain({ method: 'GET', url: `/api/packages/${w.packageId}` }),
  },
  'GET /api/reviews': {
    rule: 'public',
    ok: [200],
    build: () => plain({ method: 'GET', url: '/api/reviews' }),
  },
  'GET /api/images/:name': {
    rule: 'public',
    ok: [200],
    build: (w) => plain({ method: 'GET', url: w.imageUrl }),
  },
  'POST /api/newsletter': {
    rule: 'public',
    ok: [200],
    note: 'Not in product.md §6’s table; the home page’s subscribe box is for visitors, so public (10 per minute per address).',
    build: (_w, actor, owner) =>
      plain({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: randomAddress(),
        headers: auth(actor),
        payload: { email: owner.email },
      }),
  },

  // ---- the identity service and the token exchange -----------------------------------------
  'POST /api/jwt': {
    rule: 'custom',
    ok: [200],
    note: 'The identity session is the credential: a token only for the e-mail of that session (an admin included).',
    build: (_w, actor, owner) =>
      plain({
        method: 'POST',
        url: '/api/jwt',
        headers: cookie(actor),
        payload: { email: owner.email },
      }),
    cell: (actor, column) => {
      if (actor === 'visitor')
        return { status: [401], mayChange: false, why: 'no identity session' };
      if (column === 'other')
        return { status: [403], mayChange: false, why: 'another person’s e-mail' };
      return undefined;
    },
  },
  'GET /api/auth/*': {
    rule: 'custom',
    ok: [200],
    note: 'Probed with list-sessions: the caller’s own sessions, nobody else’s.',
    build: (w, actor) =>
      Promise.resolve({
        request: { method: 'GET', url: '/api/auth/list-sessions', headers: cookie(actor) },
        verify: async (response) => {
          if (!actor) return null;
          const sessions = JSON.parse(response.body) as { userId: string }[];
          const own = await w.s.app.services.identity.api.getSession({
            headers: new Headers({ cookie: actor.cookie }),
          });
          return sessions.every((s) => s.userId === own?.user.id)
            ? null
            : 'lists another person’s session';
        },
      }),
    cell: (actor) =>
      actor === 'visitor' ? { status: [401], mayChange: false, why: 'no session' } : undefined,
  },
  'HEAD /api/auth/*': {
    rule: 'custom',
    ok: [],
    note: 'better-auth has no HEAD endpoints: 404 for everyone, nothing served.',
    build: (_w, actor) =>
      plain({ method: 'HEAD', url: '/api/auth/list-sessions', headers: cookie(actor) }),
    cell: () => ({ status: [404], mayChange: false, why: 'no HEAD endpoints' }),
  },
  'POST /api/auth/*': {
    rule: 'custom',
    ok: [200],
    note: 'Probed with revoke-session on a session of the object’s owner: only one’s own sessions can be revoked.',
    build: async (w, actor, owner) => {
      const victim = await extraSessionOf(w, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/auth/revoke-session',
          headers: cookie(actor),
          payload: { token: victim.token },
        },
        verify: async () =>
          actor?.email === owner.email && (await sessionAlive(w, victim.cookie))
            ? 'own session not revoked'
            : null,
      };
    },
    cell: (actor, column) => {
      if (actor === 'visitor') return { status: [401], mayChange: false, why: 'no session' };
      if (column === 'other')
        // better-auth answers {status: true} without touching another person's session.
        return {
          status: [200, 401, 403, 404],
          mayChange: false,
          why: 'another person’s session stays alive',
        };
      return undefined;
    },
  },

  // ---- users -------------------------------------------------------------------------------
  'POST /api/users': {
    rule: 'own-data',
    ok: [200, 201],
    build: (_w, actor, owner) =>
      plain({
        method: 'POST',
        url: '/api/users',
        headers: auth(actor),
        payload: { name: 'Same Name', email: owner.email, role: 'admin' },
      }),
  },
  'GET /api/users/admin/:email': {
    rule: 'own-data',
    ok: [200],
    build: (_w, actor, owner) =>
      plain({ method: 'GET', url: `/api/users/admin/${owner.email}`, headers: auth(actor) }),
  },
  'GET /api/users': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/users', headers: auth(actor) }),
  },
  'PATCH /api/users/admin/:id': {
    rule: 'admin',
    ok: [200],
    note: 'Own object: the caller’s own record (a user making themselves admin); another’s: a person who has signed up (a row nobody signed in to is refused: it would make admin whoever signs up first with its address).',
    build: async (w, actor, owner) => {
      const id = actor && actor.email === owner.email ? actor.id : await signedUpRow(w);
      return { request: { method: 'PATCH', url: `/api/users/admin/${id}`, headers: auth(actor) } };
    },
  },
  'DELETE /api/users/admin/:id': {
    rule: 'admin',
    ok: [200],
    note: 'Fresh admins, so that the matrix keeps its own: own object, a fresh admin of the actor’s kind removing their own rights (allowed while another admin remains, decision 011); another’s, a fresh admin (never a shared account).',
    build: async (w, actor, owner) => {
      const own = actor !== null && actor.email === owner.email;
      const who = own && actor.kind === 'admin' ? await signUpAccount(w.s.app, 'admin') : actor;
      const id = own && who ? who.id : (await signUpAccount(w.s.app, 'admin')).id;
      return {
        request: { method: 'DELETE', url: `/api/users/admin/${id}`, headers: auth(who) },
        verify: async (response) => {
          const answer = JSON.parse(response.body) as { modifiedCount?: number };
          if (answer.modifiedCount !== 1) return `modifiedCount ${answer.modifiedCount}, not 1`;
          const row = await w.s.app.services.users.findAccount(id);
          return row?.role === 'user' ? null : `still ${row?.role ?? 'gone'}`;
        },
      };
    },
  },
  'POST /api/admin-invitations': {
    rule: 'admin',
    ok: [201],
    build: (_w, actor) =>
      plain({
        method: 'POST',
        url: '/api/admin-invitations',
        headers: auth(actor),
        payload: { email: uniqueEmail('invitee') },
      }),
  },
  'GET /api/admin-invitations': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) =>
      plain({ method: 'GET', url: '/api/admin-invitations', headers: auth(actor) }),
  },
  'DELETE /api/admin-invitations/:id': {
    rule: 'admin',
    ok: [204],
    note: 'A fresh invitation (by the admin) for each cell, since revoking uses it up; an invitation is the agency’s, so own and other are alike.',
    build: async (w, actor) => {
      const issued = await inject(w.s.app, {
        method: 'POST',
        url: '/api/admin-invitations',
        headers: w.admin.auth,
        payload: { email: uniqueEmail('revokee') },
      });
      if (issued.statusCode !== 201)
        throw new Error(`invitation: ${issued.statusCode} ${issued.body}`);
      const { _id } = issued.json<{ _id: string }>();
      return {
        request: { method: 'DELETE', url: `/api/admin-invitations/${_id}`, headers: auth(actor) },
      };
    },
  },
  'POST /api/admin-invitations/accept': {
    rule: 'own-data',
    ok: [200],
    note: 'A fresh account of the actor’s kind redeems (accepting makes it admin, which the shared accounts must not become). Own object: an invitation for its own address; another’s: one for the owner’s address, which works for nobody else, an admin included.',
    build: async (w, actor, owner) => {
      const who = actor ? await signUpAccount(w.s.app, actor.kind, uniqueEmail('invitee')) : null;
      const own = actor !== null && actor.email === owner.email;
      const token = await invitationFor(w, own && who ? who.email : owner.email);
      return {
        request: {
          method: 'POST',
          url: '/api/admin-invitations/accept',
          headers: auth(who),
          remoteAddress: randomAddress(),
          payload: { token },
        },
      };
    },
    cell: (actor, column) =>
      actor === 'admin' && column === 'other'
        ? { status: [403], mayChange: false, why: 'an invitation works only for its own address' }
        : undefined,
  },
  'POST /api/sign-out-everywhere': {
    rule: 'signed-in',
    ok: [204],
    note: 'Signed in: a fresh account of the same kind signs out everywhere (it would end the sessions of the accounts the rest of the matrix uses).',
    build: async (w, actor) => {
      const who = actor ? await signUpAccount(w.s.app, actor.kind, uniqueEmail('leaver')) : null;
      return plain({ method: 'POST', url: '/api/sign-out-everywhere', headers: auth(who) });
    },
  },
  'GET /api/account': {
    rule: 'signed-in',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/account', headers: auth(actor) }),
  },
  'PATCH /api/account': {
    rule: 'signed-in',
    ok: [200],
    build: (_w, actor) =>
      plain({
        method: 'PATCH',
        url: '/api/account',
        headers: auth(actor),
        payload: { name: actor?.kind === 'admin' ? 'Wayfare Admin' : 'Nadia Rahman' },
      }),
  },
  'DELETE /api/account': {
    rule: 'signed-in',
    ok: [204],
    note: 'Signed in: a fresh account of the same kind deletes itself (the matrix keeps its own accounts).',
    build: async (w, actor) => {
      const who = actor ? await signUpAccount(w.s.app, actor.kind, uniqueEmail('deleting')) : null;
      return plain({
        method: 'DELETE',
        url: '/api/account',
        headers: auth(who),
        payload: { password: 'correct-horse-battery' },
      });
    },
  },
  'DELETE /api/users/:id': {
    rule: 'admin',
    ok: [200],
    note: 'Own object: the caller’s own record; another’s: a pre-registered person.',
    build: async (w, actor, owner) => {
      const id = actor && actor.email === owner.email ? actor.id : await directoryRow(w);
      return { request: { method: 'DELETE', url: `/api/users/${id}`, headers: auth(actor) } };
    },
    cell: (actor, column) =>
      actor === 'admin' && column === 'own'
        ? { status: [409], mayChange: false, why: 'DESIGN: the last admin cannot be removed' }
        : undefined,
  },

  // ---- images ------------------------------------------------------------------------------
  'POST /api/images': {
    rule: 'signed-in',
    ok: [200],
    build: async (_w, actor) => {
      const body = multipart({
        filename: 'a.png',
        type: 'image/png',
        bytes: await smallPng(Math.floor(Math.random() * 255)),
      });
      return {
        request: {
          method: 'POST',
          url: '/api/images',
          headers: { ...auth(actor), ...body.headers },
          payload: body.payload,
        },
      };
    },
  },

  // ---- packages ----------------------------------------------------------------------------
  'POST /api/addPackages': {
    rule: 'admin',
    ok: [201],
    build: (_w, actor) =>
      plain({
        method: 'POST',
        url: '/api/addPackages',
        headers: auth(actor),
        payload: { title: 'Bandarban Trek', price: 80, duration: '2 days' },
      }),
  },
  'PATCH /api/updatePackage/:id': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor) =>
      plain({
        method: 'PATCH',
        url: `/api/updatePackage/${await newPackage(w)}`,
        headers: auth(actor),
        payload: { price: 1 },
      }),
  },
  'DELETE /api/packages/:id': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor) =>
      plain({
        method: 'DELETE',
        url: `/api/packages/${await newPackage(w)}`,
        headers: auth(actor),
      }),
  },

  'GET /api/packages/:id/booking-counts': {
    rule: 'admin',
    ok: [200],
    build: (w, actor) =>
      plain({
        method: 'GET',
        url: `/api/packages/${w.packageId}/booking-counts`,
        headers: auth(actor),
      }),
  },

  // ---- departures (docs/architecture.md, "Seats") ------------------------------------------
  'GET /api/packages/:id/departures': {
    rule: 'custom',
    ok: [200],
    note: 'The list of upcoming open departures is public (the package page); probed with `all=true`, which adds past, closed and cancelled ones: admins only.',
    build: async (w, actor) =>
      plain({
        method: 'GET',
        url: `/api/packages/${(await departureOf(w)).packageId}/departures?all=true`,
        headers: auth(actor),
      }),
    cell: (actor) => {
      if (actor === 'visitor') return { status: [401], mayChange: false, why: 'all=true' };
      if (actor !== 'admin') return { status: [403], mayChange: false, why: 'all=true' };
      return undefined;
    },
  },
  'POST /api/packages/:id/departures': {
    rule: 'admin',
    ok: [201],
    build: async (w, actor) =>
      plain({
        method: 'POST',
        url: `/api/packages/${await newPackage(w)}/departures`,
        headers: auth(actor),
        payload: { startsAt: tripTime(30), seats: 40, price: 95 },
      }),
  },
  'PATCH /api/departures/:id': {
    rule: 'admin',
    ok: [200],
    note: 'On a departure where the object’s owner holds seats: closing it and changing its seats is for admins only.',
    build: async (w, actor, owner) =>
      plain({
        method: 'PATCH',
        url: `/api/departures/${await bookedDepartureOf(w, owner)}`,
        headers: auth(actor),
        payload: { seats: 20, price: 70, status: 'closed' },
      }),
  },
  'GET /api/departures/:id/manifest': {
    rule: 'admin',
    ok: [200],
    note: 'Who travels (names, e-mails): admins only, whoever booked.',
    build: async (w, actor, owner) => {
      const departureId = await bookedDepartureOf(w, owner);
      return {
        request: {
          method: 'GET',
          url: `/api/departures/${departureId}/manifest`,
          headers: auth(actor),
        },
        verify: async (response) =>
          response.body.includes(owner.email) ? null : 'the manifest misses the owner’s booking',
      };
    },
  },

  'GET /api/departures/:id/holds': {
    rule: 'admin',
    ok: [200],
    note: 'Who holds seats unpaid (names, e-mails), since and until when: admins only, whoever holds them.',
    build: async (w, actor, owner) => {
      const departureId = await bookedDepartureOf(w, owner);
      return {
        request: {
          method: 'GET',
          url: `/api/departures/${departureId}/holds`,
          headers: auth(actor),
        },
        verify: async (response) =>
          response.body.includes(owner.email) ? null : 'the holds miss the owner’s hold',
      };
    },
  },
  'POST /api/departures/:id/holds/:bookingId/release': {
    rule: 'admin',
    ok: [200],
    note: 'Ends the owner’s unpaid hold at once (the booking expires, the traveller is mailed): admins only, the holder included.',
    build: async (w, actor, owner) => {
      const { packageId, departureId } = await departureOf(w);
      const booked = await inject(w.s.app, {
        method: 'POST',
        url: '/api/booking',
        headers: owner.auth,
        payload: { packageId, departureId, name: 'Nadia Rahman', email: owner.email },
      });
      if (booked.statusCode !== 201) throw new Error(`hold: ${booked.statusCode} ${booked.body}`);
      const bookingId = booked.json<{ insertedId: string }>().insertedId;
      return plain({
        method: 'POST',
        url: `/api/departures/${departureId}/holds/${bookingId}/release`,
        headers: auth(actor),
      });
    },
  },

  // ---- bookings ----------------------------------------------------------------------------
  'POST /api/booking': {
    rule: 'own-data',
    ok: [201],
    note: 'Books two seats on a fresh departure: a refused booking takes no seat (the digest covers departures).',
    build: async (w, actor, owner) => {
      const { packageId, departureId } = await departureOf(w);
      return plain({
        method: 'POST',
        url: '/api/booking',
        headers: auth(actor),
        payload: {
          packageId,
          departureId,
          travellers: 2,
          travellerNames: ['Mitu Das'],
          name: 'Nadia Rahman',
          email: owner.email,
          price: 1,
        },
      });
    },
  },
  'GET /api/booking': {
    rule: 'own-data',
    ok: [200],
    build: (_w, actor, owner) =>
      plain({ method: 'GET', url: `/api/booking?email=${owner.email}`, headers: auth(actor) }),
  },
  'GET /api/booking/summary': {
    rule: 'own-data',
    ok: [200],
    build: (_w, actor, owner) =>
      plain({
        method: 'GET',
        url: `/api/booking/summary?email=${owner.email}`,
        headers: auth(actor),
      }),
  },
  'DELETE /api/booking/:id': {
    rule: 'own-data',
    ok: [200],
    build: async (w, actor, owner) =>
      plain({
        method: 'DELETE',
        url: `/api/booking/${await bookingOf(w, owner)}`,
        headers: auth(actor),
      }),
  },
  'GET /api/allBooking': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/allBooking', headers: auth(actor) }),
  },
  'GET /api/allBooking/summary': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) =>
      plain({ method: 'GET', url: '/api/allBooking/summary', headers: auth(actor) }),
  },
  // ---- exports (CSV of the admin lists) ----------------------------------------------------
  ...Object.fromEntries(
    ['bookings', 'payments', 'users', 'trip-requests', 'contacts', 'audit'].map((kind) => [
      `GET /api/exports/${kind}.csv`,
      {
        rule: 'admin',
        ok: [200],
        note: 'Every row of an admin list, with personal data: admins only.',
        build: (_w: unknown, actor: Parameters<typeof auth>[0]) =>
          plain({ method: 'GET', url: `/api/exports/${kind}.csv`, headers: auth(actor) }),
      },
    ]),
  ),

  // ---- reports and the audit trail -----------------------------------------------------------
  'GET /api/reports/overview': {
    rule: 'admin',
    ok: [200],
    note: "The business's figures: admins only.",
    build: (_w, actor) =>
      plain({
        method: 'GET',
        url: '/api/reports/overview?from=2026-01-01&to=2026-01-31',
        headers: auth(actor),
      }),
  },
  'GET /api/audit': {
    rule: 'admin',
    ok: [200],
    note: 'Who changed what: admins only, and nobody edits or removes an entry (no such route).',
    build: (_w, actor) => plain({ method: 'GET', url: '/api/audit', headers: auth(actor) }),
  },

  // ---- payments ----------------------------------------------------------------------------
  'POST /api/create-payment-intent': {
    rule: 'signed-in',
    ok: [200],
    note: 'The basket is the caller’s own unpaid bookings: there is no other object to name.',
    build: async (w, actor) => {
      if (actor) await bookingOf(w, actor);
      return {
        request: {
          method: 'POST',
          url: '/api/create-payment-intent',
          remoteAddress: randomAddress(),
          headers: auth(actor),
          payload: {},
        },
      };
    },
  },
  'POST /api/payments': {
    rule: 'own-data',
    ok: [200, 201],
    build: async (w, actor, owner) => {
      const intent = await confirmedIntentOf(w, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/payments',
          headers: auth(actor),
          payload: { transactionId: intent.paymentIntentId, price: 1 },
        },
      };
    },
  },
  'GET /api/payments/:email': {
    rule: 'own-data',
    ok: [200],
    build: (_w, actor, owner) =>
      plain({ method: 'GET', url: `/api/payments/${owner.email}`, headers: auth(actor) }),
  },
  'POST /api/booking/:id/refund': {
    rule: 'own-data',
    ok: [200],
    build: async (w, actor, owner) =>
      plain({
        method: 'POST',
        url: `/api/booking/${await paidBookingOf(w, owner)}/refund`,
        headers: auth(actor),
      }),
  },
  'POST /api/webhooks/stripe': {
    rule: 'custom',
    ok: [],
    note: 'Only the processor, which holds the webhook secret, is believed; no actor holds it.',
    build: async (w, actor, owner) => {
      const intent = await confirmedIntentOf(w, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { ...auth(actor), 'content-type': 'application/json' },
          payload: JSON.stringify({
            id: 'evt_forged',
            type: 'payment_intent.succeeded',
            data: { object: { id: intent.paymentIntentId } },
          }),
        },
      };
    },
    cell: () => ({ status: [400], mayChange: false, why: 'no valid Stripe-Signature' }),
  },

  // ---- community ---------------------------------------------------------------------------
  'POST /api/reviews': {
    rule: 'signed-in',
    ok: [201],
    note: 'A review is written in the caller’s own name: there is no other object to name.',
    build: (w, actor) =>
      plain({
        method: 'POST',
        url: '/api/reviews',
        headers: auth(actor),
        payload: {
          name: 'N',
          designation: 'Guide',
          rating: 4.5,
          image: w.imageUrl,
          quote: 'Lovely',
        },
      }),
  },
  'GET /api/allReviews': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/allReviews', headers: auth(actor) }),
  },
  'PATCH /api/reviews/:id': {
    rule: 'admin',
    ok: [200],
    note: 'Moderation (hide, restore, approve): admins only, whoever wrote the review.',
    build: async (w, actor, owner) =>
      plain({
        method: 'PATCH',
        url: `/api/reviews/${await reviewOf(w, owner)}`,
        headers: auth(actor),
        payload: { hidden: true },
      }),
  },
  'POST /api/destination': {
    rule: 'own-data',
    ok: [201],
    build: (_w, actor, owner) =>
      plain({
        method: 'POST',
        url: '/api/destination',
        headers: auth(actor),
        payload: {
          email: owner.email,
          origin: 'Dhaka',
          destination: "Cox's Bazar",
          startDateTime: soon(10),
          endDateTime: soon(13),
        },
      }),
  },
  'GET /api/destination': {
    rule: 'own-data',
    ok: [200],
    build: (_w, actor, owner) =>
      plain({ method: 'GET', url: `/api/destination?email=${owner.email}`, headers: auth(actor) }),
  },
  'GET /api/trip-requests': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) =>
      plain({ method: 'GET', url: '/api/trip-requests?status=all', headers: auth(actor) }),
  },
  'PUT /api/trip-requests/:id/answer': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor, owner) =>
      plain({
        method: 'PUT',
        url: `/api/trip-requests/${await tripRequestOf(w, owner)}/answer`,
        headers: auth(actor),
        payload: { answer: 'We can arrange this trip; a plan follows.' },
      }),
  },
  'POST /api/contacts': {
    rule: 'own-data',
    ok: [201],
    build: (_w, actor, owner) =>
      plain({
        method: 'POST',
        url: '/api/contacts',
        headers: auth(actor),
        payload: { name: 'N', email: owner.email, message: 'When is the monsoon?' },
      }),
  },
  'GET /api/contacts': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/contacts', headers: auth(actor) }),
  },
  'POST /api/allBooking/:id/cancel': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor, owner) =>
      plain({
        method: 'POST',
        url: `/api/allBooking/${await bookingOf(w, owner)}/cancel`,
        headers: auth(actor),
        payload: { reason: 'The guide is unwell.' },
      }),
  },
  'PATCH /api/contacts/:id': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor, owner) => {
      const sent = await inject(w.s.app, {
        method: 'POST',
        url: '/api/contacts',
        headers: owner.auth,
        payload: { email: owner.email, message: 'Please call me back.' },
      });
      const id = sent.json<{ insertedId: string }>().insertedId;
      return plain({
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        headers: auth(actor),
        payload: { handled: true },
      });
    },
  },

  // ---- e-mail: the admins' outbox, receipts, the newsletter's links (decision 008) ------------
  'GET /api/mail': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/mail', headers: auth(actor) }),
  },
  'GET /api/mail/delivery': {
    rule: 'admin',
    ok: [200],
    build: (_w, actor) => plain({ method: 'GET', url: '/api/mail/delivery', headers: auth(actor) }),
  },
  'GET /api/mail/:id': {
    rule: 'admin',
    ok: [200],
    note: 'Reset and verification links are redacted even for admins (the CLI shows them to the operator).',
    build: async (w, actor, owner) => {
      const [message] = await w.s.app.services.mail.listTo(owner.email);
      return plain({ method: 'GET', url: `/api/mail/${message!.id}`, headers: auth(actor) });
    },
  },
  'GET /api/mail/:id/attachments/:index': {
    rule: 'admin',
    ok: [200],
    build: async (w, actor, owner) =>
      plain({
        method: 'GET',
        url: `/api/mail/${await receiptMailOf(w, owner)}/attachments/0`,
        headers: auth(actor),
      }),
  },
  'GET /api/payments/:id/receipt.pdf': {
    rule: 'own-data',
    ok: [200],
    note: 'Another person’s payment is answered as a missing one (404), as its existence is not told.',
    build: async (w, actor, owner) =>
      plain({
        method: 'GET',
        url: `/api/payments/${await paymentOf(w, owner)}/receipt.pdf`,
        headers: auth(actor),
      }),
    cell: (actor, column) =>
      column === 'other' && actor !== 'admin' && actor !== 'visitor'
        ? { status: [404], mayChange: false, why: 'another person’s payment' }
        : undefined,
  },
  'POST /api/newsletter/confirm': {
    rule: 'public',
    ok: [200],
    note: 'The e-mailed link’s token proves the address; no sign-in (30 per minute per address).',
    build: async (w, actor) => {
      const links = await newsletterLinksOf(w);
      return plain({
        method: 'POST',
        url: '/api/newsletter/confirm',
        remoteAddress: randomAddress(),
        headers: auth(actor),
        payload: { email: links.email, token: links.confirm },
      });
    },
  },
  'POST /api/newsletter/unsubscribe': {
    rule: 'public',
    ok: [200],
    note: 'RFC 8058 one-click: the mail client posts without signing in; the URL’s token proves the address.',
    build: async (w, actor) => {
      const links = await newsletterLinksOf(w);
      const query = new URLSearchParams({ email: links.email, token: links.leave });
      return plain({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?${query.toString()}`,
        remoteAddress: randomAddress(),
        headers: { ...auth(actor), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    },
  },
  'GET /api/newsletter/unsubscribe': {
    rule: 'public',
    ok: [303],
    note: 'The one-click URL opened in a browser: redirected to the page that asks before it acts.',
    build: (_w, actor) =>
      plain({
        method: 'GET',
        url: '/api/newsletter/unsubscribe?email=someone%40example.com&token=abc',
        headers: auth(actor),
      }),
  },

  // ---- the built-in card processor (Stripe's rules: secret key server-side only) -------------
  'POST /api/processor/v1/payment_intents': {
    rule: 'custom',
    ok: [],
    note: 'Creating intents needs the secret key, which only the server holds; the browser has the publishable key.',
    build: (w) =>
      plain({
        method: 'POST',
        url: '/api/processor/v1/payment_intents',
        headers: {
          authorization: `Bearer ${w.publishableKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'amount=5000&currency=usd',
      }),
    cell: () => ({ status: [401], mayChange: false, why: 'publishable key only' }),
  },
  'GET /api/processor/v1/payment_intents/:id': {
    rule: 'custom',
    ok: [200],
    note: 'Publishable key plus the intent’s own client secret (the actor has only their own).',
    build: async (w, actor, owner) => {
      const target = await intentOf(w, owner);
      const secret = await ownClientSecret(w, actor, owner, target);
      return {
        request: {
          method: 'GET',
          url: `/api/processor/v1/payment_intents/${target.paymentIntentId}${secret ? `?client_secret=${secret}` : ''}`,
          headers: { authorization: `Bearer ${w.publishableKey}` },
        },
      };
    },
    cell: (actor, column) => {
      if (actor === 'visitor') return { status: [401], mayChange: false, why: 'no client secret' };
      if (column === 'other')
        return { status: [400], mayChange: false, why: 'another intent’s client secret' };
      return undefined;
    },
  },
  'POST /api/processor/v1/payment_intents/:id/confirm': {
    rule: 'custom',
    ok: [200],
    note: 'Publishable key plus the intent’s own client secret.',
    build: async (w, actor, owner) => {
      const target = await intentOf(w, owner);
      const secret = await ownClientSecret(w, actor, owner, target);
      return { request: confirmRequest(w, target.paymentIntentId, secret) };
    },
    cell: (actor, column) => {
      if (actor === 'visitor') return { status: [400], mayChange: false, why: 'no client secret' };
      if (column === 'other')
        return { status: [400], mayChange: false, why: 'another intent’s client secret' };
      return undefined;
    },
  },
  'POST /api/processor/v1/refunds': {
    rule: 'custom',
    ok: [],
    note: 'Refunds need the secret key.',
    build: async (w, _actor, owner) => {
      const intent = await confirmedIntentOf(w, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/processor/v1/refunds',
          headers: {
            authorization: `Bearer ${w.publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: `payment_intent=${intent.paymentIntentId}`,
        },
      };
    },
    cell: () => ({ status: [401], mayChange: false, why: 'publishable key only' }),
  },

  // ---- the web app (pages carry no one's data; the API is where data lives) -------------------
  'GET /*': { ...page, build: pageFor('/dashboard/my-bookings') },
  'GET /': { ...page, build: pageFor('/') },
  'GET /about': { ...page, build: pageFor('/about') },
  'GET /search': { ...page, build: pageFor('/search') },
  'GET /booking': { ...page, build: pageFor('/booking') },
  'GET /contact': { ...page, build: pageFor('/contact') },
  'GET /login': { ...page, build: pageFor('/login') },
  'GET /register': { ...page, build: pageFor('/register') },
  'GET /forgot-password': { ...page, build: pageFor('/forgot-password') },
  'GET /privacy': { ...page, build: pageFor('/privacy') },
  'GET /terms': { ...page, build: pageFor('/terms') },
  'GET /packages/:id': {
    ...page,
    note: 'The shareable package page (docs/product.md §2), with its departures: public, the same for everyone.',
    build: (w, actor) => pageFor(`/packages/${w.packageId}`)(w, actor),
  },
  // The same pages in Bangla under /bn (docs/i18n.md): as public, the same for everyone.
  'GET /bn': { ...page, build: pageFor('/bn') },
  'GET /bn/about': { ...page, build: pageFor('/bn/about') },
  'GET /bn/search': { ...page, build: pageFor('/bn/search') },
  'GET /bn/booking': { ...page, build: pageFor('/bn/booking') },
  'GET /bn/contact': { ...page, build: pageFor('/bn/contact') },
  'GET /bn/login': { ...page, build: pageFor('/bn/login') },
  'GET /bn/register': { ...page, build: pageFor('/bn/register') },
  'GET /bn/forgot-password': { ...page, build: pageFor('/bn/forgot-password') },
  'GET /bn/privacy': { ...page, build: pageFor('/bn/privacy') },
  'GET /bn/terms': { ...page, build: pageFor('/bn/terms') },
  'GET /bn/packages/:id': {
    ...page,
    note: 'The package page in Bangla: public, the same for everyone.',
    build: (w, actor) => pageFor(`/bn/packages/${w.packageId}`)(w, actor),
  },
};

/** `METHOD url` for each method of each route the server added. */
export function routeKeys(routes: RouteOptions[]): string[] {
  return [
    ...new Set(
      routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
    ),
  ].sort();
}

/** The entry for a route key; HEAD is answered by the GET entry with the HEAD method. */
export function entryFor(key: string): RouteEntry | undefined {
  if (CATALOGUE[key]) return CATALOGUE[key];
  if (key.startsWith('HEAD ')) {
    const get = CATALOGUE[`GET ${key.slice(5)}`];
    if (!get) return undefined;
    return {
      ...get,
      async build(w, actor, owner) {
        const built = await get.build(w, actor, owner);
        // A HEAD answer has no body to verify.
        return { request: { ...built.request, method: 'HEAD' } };
      },
    };
  }
  return undefined;
}

/** The answer docs/product.md §6 prescribes for one cell. */
export function expected(entry: RouteEntry, actor: ActorKind, column: Column): Expectation {
  const special = entry.cell?.(actor, column);
  if (special) return special;
  const allowed: Expectation = { status: entry.ok, mayChange: true };
  switch (entry.rule) {
    case 'public':
      return allowed;
    case 'signed-in':
      return actor === 'visitor' ? { status: [401], mayChange: false } : allowed;
    case 'own-data':
      if (actor === 'visitor') return { status: [401], mayChange: false };
      if (actor === 'admin' || column === 'own') return allowed;
      return { status: [403], mayChange: false };
    case 'admin':
      if (actor === 'visitor') return { status: [401], mayChange: false };
      return actor === 'admin' ? allowed : { status: [403], mayChange: false };
    case 'custom':
      return allowed;
  }
}
