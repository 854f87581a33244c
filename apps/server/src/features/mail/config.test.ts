import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config/env';

/* E-mail settings are checked at start, each bad one named (docs/decisions/008-mail-outbox.md). */

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/wayfare-mail-config', LOG_LEVEL: 'silent' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('mail configuration', () => {
  it('keeps every message in the outbox by default, from the agency at PUBLIC_URL’s host', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://trips.example.com' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.from).toBe('Wayfare <no-reply@trips.example.com>');
    expect(config.mail.requireEmailVerification).toBe(false);
    expect(config.mail.notifyEmails).toEqual([]);
  });

  it('takes an SMTP server with MAIL_FROM, NOTIFY_EMAILS and the agency', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Wayfare Tours <hello@example.com>',
      NOTIFY_EMAILS: 'desk@example.com, owner@example.com',
      AGENCY_NAME: 'Wayfare Tours Ltd',
      REQUIRE_EMAIL_VERIFICATION: 'true',
    });
    expect(config.mail.smtpUrl).toBe('smtps://user:secret@smtp.example.com:465');
    expect(config.mail.from).toBe('Wayfare Tours <hello@example.com>');
    expect(config.mail.notifyEmails).toEqual(['desk@example.com', 'owner@example.com']);
    expect(config.mail.agency.name).toBe('Wayfare Tours Ltd');
    expect(config.mail.requireEmailVerification).toBe(true);
  });

  it('refuses a bad SMTP_URL, SMTP_URL without MAIL_FROM, a bad mailbox and half a DKIM setup', () => {
    expect(problemsOf({ SMTP_URL: 'http://smtp.example.com' }).join('\n')).toMatch(/SMTP_URL/);
    expect(problemsOf({ SMTP_URL: 'smtp://smtp.example.com:587' })).toEqual([
      'MAIL_FROM: required when SMTP_URL is set (the address messages are sent from)',
    ]);
    expect(problemsOf({ MAIL_FROM: 'Wayfare <not an address>' }).join('\n')).toMatch(/MAIL_FROM/);
    expect(problemsOf({ DKIM_DOMAIN: 'example.com' })).toEqual([
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together',
    ]);
  });
});
