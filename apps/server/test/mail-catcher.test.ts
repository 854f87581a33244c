import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { SERVER_ROOT } from '#config/paths';

/*
 * The README's local mail catcher (apps/server/scripts/mail-catcher.mjs): Wayfare's own SMTP
 * transport, as SMTP_URL=smtp://127.0.0.1:PORT configures it, hands it a message; the catcher
 * prints its recipient, subject and links and keeps it as an .eml file only its user may read.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-catcher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// No database: the PostgreSQL run (DATABASE_URL) has nothing to add.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the mail catcher', () => {
  it('accepts what SMTP_URL sends it, prints the links and keeps the message', async () => {
    const catcher = spawn(
      process.execPath,
      ['scripts/mail-catcher.mjs', '--port', '0', '--dir', path.join(dir, 'mail')],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    catcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    catcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // Both lines: the second can come in a chunk of its own, after the first.
      await expect
        .poll(() => output, { timeout: 15_000 })
        .toMatch(/listening on smtp:[\s\S]*MAIL_FROM="[^"]+" npm start/);
      const url = /listening on (smtp:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
      // What it tells to start Wayfare with is a configuration the server accepts.
      const [, smtpUrl, mailFrom] = /SMTP_URL=(\S+) MAIL_FROM="([^"]+)" npm start/.exec(output)!;
      expect(smtpUrl).toBe(url);
      const config = loadConfig({ DATA_DIR: dir, SMTP_URL: smtpUrl!, MAIL_FROM: mailFrom! });
      expect(config.mail).toMatchObject({ smtpUrl: url, from: mailFrom });

      // As the server's transport sends (adapters/mail-transport.ts: nodemailer on SMTP_URL).
      const transport = nodemailer.createTransport(url);
      const link = 'http://localhost:3000/reset-password?token=abc-123';
      await transport.sendMail({
        from: 'Wayfare <no-reply@example.com>',
        to: 'you@example.com',
        subject: 'Reset your Wayfare password',
        text: `Open ${link} to choose a new password.`,
        html: `<p>Open <a href="${link}">this link</a>.</p>`,
      });
      transport.close();

      await expect.poll(() => output, { timeout: 15_000 }).toContain('saved ');
      expect(output).toContain('to you@example.com');
      expect(output).toContain('Subject: Reset your Wayfare password');
      expect(output).toContain(`    ${link}\n`);
      const [file] = readdirSync(path.join(dir, 'mail'));
      expect(file).toMatch(/\.eml$/);
      const saved = path.join(dir, 'mail', file!);
      expect(statSync(saved).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, 'mail')).mode & 0o777).toBe(0o700);
      expect(readFileSync(saved, 'utf8')).toContain('Subject: Reset your Wayfare password');
    } finally {
      const exited = once(catcher, 'exit');
      catcher.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    }
  });
});
