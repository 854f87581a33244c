import { createServer as createNetServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import smtpServer from 'smtp-server';

/**
 * A real SMTP server for the e-mail tests (decision 008): the `smtp-server` package listening on a
 * local port, every message it accepts parsed with `mailparser`. `stop()` closes the port (a
 * server that is down: connections are refused) and `start()` opens the same port again.
 */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startSmtpPeer(port?: number) {
  const received: ReceivedMail[] = [];
  const listenPort = port ?? (await freePort());
  let server: InstanceType<typeof smtpServer.SMTPServer> | undefined;

  function create() {
    return new smtpServer.SMTPServer({
      // Plain SMTP on localhost: no STARTTLS offered, no credentials asked.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                raw,
                parsed,
              });
              callback(null);
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });
  }

  const peer = {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    received,
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.server.once('error', reject);
        server!.listen(listenPort, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** The messages received for an address, in the order they came. */
    to(address: string) {
      return received.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
    },
  };
  await peer.start();
  return peer;
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** Polls `check` until it answers something truthy (not a timed assert: the test's timeout bounds it). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  everyMs = 50,
): Promise<NonNullable<T>> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The links of a message's plain-text part. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}
