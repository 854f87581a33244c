// A local mail catcher for trying Wayfare with real e-mail delivery on one machine (README, "E-mail"):
// an SMTP server on 127.0.0.1 that accepts every message, prints who it is for, its subject and
// its links (password resets, verification links) to the console, and writes it whole as an
// .eml file any mail program opens. Nothing is relayed anywhere. Not for production.
//
//   node apps/server/scripts/mail-catcher.mjs [--port 1025] [--dir mail-catcher]
//   SMTP_URL=smtp://127.0.0.1:1025 MAIL_FROM="Wayfare <no-reply@example.com>" npm start
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import smtpServer from 'smtp-server';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const USAGE = 'Usage: node apps/server/scripts/mail-catcher.mjs [--port 1025] [--dir mail-catcher]';

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      port: { type: 'string', default: '1025' },
      dir: { type: 'string', default: 'mail-catcher' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(64);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 to 65535), not ${options.port}\n${USAGE}`);
  process.exit(64);
}
// A relative --dir is relative to the folder the command runs in; the default to the repository.
const dir =
  options.dir === 'mail-catcher' ? path.join(REPO_ROOT, 'mail-catcher') : path.resolve(options.dir);
// The messages hold live reset and verification links: only this user may read them.
mkdirSync(dir, { recursive: true, mode: 0o700 });
chmodSync(dir, 0o700);

let count = 0;
const server = new smtpServer.SMTPServer({
  // Plain SMTP on the loopback interface: no STARTTLS offered, any login or none accepted.
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'catcher' });
  },
  size: 25 * 1024 * 1024,
  logger: false,
  banner: 'Wayfare mail catcher (nothing is relayed)',
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      simpleParser(raw)
        .then((mail) => {
          count += 1;
          const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '');
          const file = path.join(dir, `${stamp}-${String(count).padStart(4, '0')}.eml`);
          writeFileSync(file, raw, { mode: 0o600 });
          const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
          const links = [...new Set((mail.text ?? '').match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
          console.log(`\n--- ${new Date().toISOString()}  to ${to}`);
          console.log(`    Subject: ${mail.subject ?? '(none)'}`);
          for (const link of links) console.log(`    ${link}`);
          console.log(`    saved ${file}`);
          callback(null, `kept as ${path.basename(file)}`);
        })
        .catch((error) => {
          console.error(`a message could not be read: ${error.message}`);
          callback(error);
        });
    });
  },
});
let listening = false;
server.on('error', (error) => {
  console.error(`mail catcher: ${error.message}`);
  // Not listening (the port is taken, say): nothing to catch with.
  if (!listening) process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  listening = true;
  const { port: bound } = server.server.address();
  console.log(
    `Wayfare mail catcher: listening on smtp://127.0.0.1:${bound}, messages kept in ${dir}`,
  );
  console.log(
    `Start Wayfare with: SMTP_URL=smtp://127.0.0.1:${bound} MAIL_FROM="Wayfare <no-reply@example.com>" npm start`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
