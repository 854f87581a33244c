import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * `GET /api/mail/delivery`: what the Mail Outbox and the Overview say when no SMTP server is
 * configured ("E-mail is not being delivered: N messages from the last 7 days were kept only
 * here; set SMTP_URL"): how many messages of the last 7 days stayed in the outbox only.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

async function delivery(app = t.app, auth = admin.auth) {
  const answer = await inject(app, { method: 'GET', url: '/api/mail/delivery', headers: auth });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ transport: string; days: number; keptOnly: number }>();
}

function requestReset(email: string, app = t.app) {
  return inject(app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, uniqueEmail('notice-admin'));
});
afterAll(() => t?.close());

describe('GET /api/mail/delivery', () => {
  it('counts the messages of the last 7 days nobody received, queued or kept', async () => {
    const email = uniqueEmail('notice-reset');
    await signUpWithToken(t.app, email);
    const start = await delivery();
    expect(start).toMatchObject({ transport: 'outbox', days: 7 });
    expect((await requestReset(email)).statusCode).toBe(200);
    // Queued: it will be kept, never sent.
    expect((await delivery()).keptOnly).toBe(start.keptOnly + 1);
    await t.app.services.jobs.runDue();
    const message = (await t.app.services.mail.listTo(email)).find(
      (m) => m.kind === 'password-reset',
    );
    expect(message!.status).toBe('delivered');
    expect((await delivery()).keptOnly).toBe(start.keptOnly + 1);

    // Eight days on, it no longer counts.
    await t.app.database.db.execute(
      sql`update mail_messages set created_at = now() - interval '8 days' where id = ${message!.id}`,
    );
    expect((await delivery()).keptOnly).toBe(start.keptOnly);
  });

  it('is for admins only', async () => {
    const anonymous = await inject(t.app, { method: 'GET', url: '/api/mail/delivery' });
    expect(anonymous.statusCode).toBe(401);
    const traveller = await signUpWithToken(t.app, uniqueEmail('notice-traveller'));
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/mail/delivery',
      headers: traveller.auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('says SMTP delivers when SMTP_URL is set, not counting what waits to be sent', async () => {
    // Nothing listens there: the message waits in the queue, to be sent, not kept.
    const smtp = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Wayfare <no-reply@example.com>',
    });
    try {
      const head = await signUpAdmin(smtp.app, uniqueEmail('smtp-admin'));
      expect((await requestReset(head.email, smtp.app)).statusCode).toBe(200);
      expect(await delivery(smtp.app, head.auth)).toEqual({
        transport: 'smtp',
        days: 7,
        keptOnly: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  it('is in the API reference, for admins', async () => {
    const document = (await inject(t.app, { method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { summary?: string; 'x-access'?: string } }>;
    }>();
    const operation = document.paths['/api/mail/delivery']?.get;
    expect(operation?.['x-access']).toBe('admin');
    expect(operation?.summary).toContain('last 7 days');
  });
});
