import nodemailer from 'nodemailer';
import type { MailConfig } from '#config/env';

/** A message as it leaves Wayfare: every header fixed when it was written to the outbox. */
export interface OutgoingMessage {
  messageId: string;
  date: Date;
  from: string;
  replyTo: string | undefined;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  /** `smtp`: handed to SMTP_URL's server; `outbox`: kept in the database (no SMTP_URL). */
  kind: 'smtp' | 'outbox';
  /** Sends one message; answers what the server said on acceptance. Throws a MailSendError. */
  send(message: OutgoingMessage): Promise<{ response: string }>;
  close(): void;
}

/**
 * A failed send. `permanent` when no retry can help: the server refused the message or its
 * recipient for good (a 5xx reply to the envelope or the data). Anything else (no connection, a
 * timeout, 4xx, refused credentials an operator can fix) is worth another try.
 */
export class MailSendError extends Error {
  override name = 'MailSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

function classify(error: unknown): MailSendError {
  const e = (error ?? {}) as NodemailerError;
  const code = e.responseCode;
  const permanent =
    typeof code === 'number' &&
    code >= 500 &&
    code < 600 &&
    // 530/534/535: authentication. The operator can fix the credentials; the message waits.
    ![530, 534, 535].includes(code);
  const detail = [e.code, code, e.response ?? e.message].filter(Boolean).join(' ');
  return new MailSendError(detail || String(error), permanent);
}

/**
 * Where messages go: SMTP_URL's server through nodemailer (TLS and credentials in the URL,
 * e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://…:587` with STARTTLS;
 * `?tls.rejectUnauthorized=false` for a server with a self-signed certificate), DKIM-signed
 * when DKIM_* is set. Without SMTP_URL the message is composed all the same (so a broken one
 * fails here as it would in production) and kept in the outbox, where admins read it.
 */
export function createMailTransport(config: MailConfig): MailTransport {
  const dkim = config.dkim && {
    domainName: config.dkim.domainName,
    keySelector: config.dkim.keySelector,
    privateKey: config.dkim.privateKey,
  };
  const transporter = config.smtpUrl
    ? nodemailer.createTransport({
        ...smtpOptions(config.smtpUrl),
        ...(dkim ? { dkim } : {}),
      })
    : nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        ...(dkim ? { dkim } : {}),
      });
  const kind = config.smtpUrl ? 'smtp' : 'outbox';
  return {
    kind,
    async send(message) {
      try {
        const info = (await transporter.sendMail({
          messageId: message.messageId,
          date: message.date,
          from: message.from,
          replyTo: message.replyTo,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
          // Nodemailer would otherwise name a message without an explicit envelope from headers
          // it may rewrite; ours are fixed.
          envelope: { from: addressOf(message.from), to: [addressOf(message.to)] },
        })) as { response?: string; message?: Buffer };
        if (kind === 'outbox') {
          return { response: `kept in the outbox (${info.message?.length ?? 0} bytes)` };
        }
        return { response: info.response ?? 'accepted' };
      } catch (error) {
        throw classify(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** SMTP_URL as nodemailer's options, with time limits that keep a stalled server from holding a job. */
function smtpOptions(url: string) {
  return {
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}

/** The bare address of `Name <address>`. */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}
