import sharp from 'sharp';
import type { SuiteApp } from './app';
import { inject, randomAddress, signUpAccount, uniqueEmail, type Account } from './app';
import { multipart } from '../../../apps/server/test/images';
import { cookieHeader } from '../../../apps/server/test/helpers';

export const ADMIN_EMAIL = 'admin@security.test';

/** The four actors of the authorization matrix and the objects they own. */
export interface World {
  s: SuiteApp;
  userA: Account;
  userB: Account;
  admin: Account;
  packageId: string;
  packagePrice: number;
  imageUrl: string;
  publishableKey: string;
}

function expectStatus(
  what: string,
  response: { statusCode: number; body: string },
  ...ok: number[]
) {
  if (!ok.includes(response.statusCode)) {
    throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
}

export async function smallPng(seed = 0): Promise<Buffer> {
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

export async function createWorld(s: SuiteApp): Promise<World> {
  const admin = await signUpAccount(s.app, 'admin', ADMIN_EMAIL);
  const userA = await signUpAccount(s.app, 'userA');
  const userB = await signUpAccount(s.app, 'userB');
  const created = await inject(s.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Sajek Valley Escape', description: 'Hills', price: 120, duration: '3 days' },
  });
  expectStatus('package', created, 201);
  const image = await uploadImage(s, userA, await smallPng(1));
  const config = await inject(s.app, { method: 'GET', url: '/api/payment-config' });
  return {
    s,
    userA,
    userB,
    admin,
    packageId: created.json<{ insertedId: string }>().insertedId,
    packagePrice: 120,
    imageUrl: image,
    publishableKey: config.json<{ publishableKey: string }>().publishableKey,
  };
}

export async function uploadImage(s: SuiteApp, who: Account, bytes: Buffer): Promise<string> {
  const body = multipart({ filename: 'a.png', type: 'image/png', bytes });
  const response = await inject(s.app, {
    method: 'POST',
    url: '/api/images',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
  expectStatus('upload', response, 200);
  return response.json<{ data: { url: string } }>().data.url;
}

export async function newPackage(w: World): Promise<string> {
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: w.admin.auth,
    payload: { title: `Disposable ${Math.random()}`, price: 10, duration: '1 day' },
  });
  expectStatus('package', response, 201);
  return response.json<{ insertedId: string }>().insertedId;
}

export async function bookingOf(w: World, owner: Account): Promise<string> {
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/booking',
    headers: owner.auth,
    payload: { packageId: w.packageId, name: 'Nadia Rahman', email: owner.email },
  });
  expectStatus('booking', response, 201);
  return response.json<{ insertedId: string }>().insertedId;
}

/** A fresh trip request of the owner's (one week ahead, three nights). */
export async function tripRequestOf(w: World, owner: Account): Promise<string> {
  const day = 24 * 60 * 60 * 1000;
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/destination',
    headers: owner.auth,
    payload: {
      email: owner.email,
      origin: 'Dhaka',
      destination: 'Sylhet',
      startDateTime: new Date(Date.now() + 7 * day).toISOString(),
      endDateTime: new Date(Date.now() + 10 * day).toISOString(),
    },
  });
  expectStatus('trip request', response, 201);
  return response.json<{ insertedId: string }>().insertedId;
}

export interface Intent {
  paymentIntentId: string;
  clientSecret: string;
  bookingIds: string[];
}

/** A fresh unpaid booking and a payment intent for everything the owner owes. */
export async function intentOf(w: World, owner: Account): Promise<Intent> {
  await bookingOf(w, owner);
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: owner.auth,
    remoteAddress: randomAddress(),
    payload: {},
  });
  expectStatus('intent', response, 200);
  return response.json<Intent>();
}

/** Confirms an intent as the browser does: publishable key, client secret, a test card. */
export function confirmRequest(
  w: World,
  intentId: string,
  clientSecret: string | undefined,
  card = '4242424242424242',
) {
  const form = new URLSearchParams({
    ...(clientSecret === undefined ? {} : { client_secret: clientSecret }),
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][name]': 'Nadia Rahman',
  });
  return {
    method: 'POST' as const,
    url: `/api/processor/v1/payment_intents/${intentId}/confirm`,
    headers: {
      authorization: `Bearer ${w.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  };
}

export async function confirmedIntentOf(w: World, owner: Account): Promise<Intent> {
  const intent = await intentOf(w, owner);
  const confirmed = await w.s.app.inject(
    confirmRequest(w, intent.paymentIntentId, intent.clientSecret),
  );
  expectStatus('confirm', confirmed, 200);
  return intent;
}

/** A booking of the owner's that is paid (recorded through POST /payments). */
export async function paidBookingOf(w: World, owner: Account): Promise<string> {
  const intent = await confirmedIntentOf(w, owner);
  const recorded = await inject(w.s.app, {
    method: 'POST',
    url: '/api/payments',
    headers: owner.auth,
    payload: { transactionId: intent.paymentIntentId },
  });
  expectStatus('record payment', recorded, 200, 201);
  return intent.bookingIds[intent.bookingIds.length - 1]!;
}

/** A person pre-registered by the admin: a directory row nobody signs in with (a safe victim). */
export async function directoryRow(w: World): Promise<string> {
  const email = uniqueEmail('row');
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/users',
    headers: w.admin.auth,
    payload: { name: 'Row', email },
  });
  expectStatus('pre-register', response, 201);
  return response.json<{ insertedId: string }>().insertedId;
}

/** The directory id of a fresh person who has signed up (only they may be made admin). */
export async function signedUpRow(w: World): Promise<string> {
  return (await signUpAccount(w.s.app, 'userB', uniqueEmail('member'))).id;
}

/** The secret of a fresh one-time admin invitation for `email`, as the link carries it. */
export async function invitationFor(w: World, email: string): Promise<string> {
  const response = await inject(w.s.app, {
    method: 'POST',
    url: '/api/admin-invitations',
    headers: w.admin.auth,
    payload: { email },
  });
  expectStatus('invitation', response, 201);
  return new URL(response.json<{ url: string }>().url).hash.slice(1);
}

/** A second identity session of the owner's (its token and cookie), e.g. to be revoked. */
export async function extraSessionOf(
  w: World,
  owner: Account,
): Promise<{ token: string; cookie: string }> {
  const signIn = await inject(w.s.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: randomAddress(),
    payload: { email: owner.email, password: 'correct-horse-battery' },
  });
  expectStatus('sign-in', signIn, 200);
  return { token: signIn.json<{ token: string }>().token, cookie: cookieHeader(signIn) };
}

export async function sessionAlive(w: World, cookie: string): Promise<boolean> {
  const response = await inject(w.s.app, {
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.statusCode === 200 && response.body !== 'null';
}
