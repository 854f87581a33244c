import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/*
 * The operator socket (docs/operations.md, "The admin CLI and a running server"; docs/security.md,
 * "The operator socket"). PGlite allows one process on DATA_DIR, so while the server runs on the
 * embedded database the admin CLI cannot open it; instead it asks the server, over a Unix socket
 * only the server's own user can open, to run the command in-process on its one database session.
 *
 * The protocol: one request per connection, a line of JSON (`{"command":"admin","args":[...]}`),
 * answered by a line of JSON (`{"exitCode":0,"stdout":"...","stderr":"..."}`), then the server
 * ends the connection. Who may ask is decided by the file system: the socket is mode 0600 in a
 * directory of mode 0700, both the server user's own, so only that user (the operator who holds
 * DATA_DIR and could open the database anyway) and root can connect.
 */

/** sun_path is 108 bytes on Linux, the terminating NUL included. */
export const SOCKET_PATH_MAX_BYTES = 107;
/** The longest request line read: commands and their arguments are short. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** A connection that sends no whole request line within this is answered with an error. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long, once every command has answered, a client may keep its connection open on close. */
const CLOSE_GRACE_MS = 2000;
/** Commands run at once; one more is answered "busy" (an operator runs one at a time). */
const MAX_CONCURRENT = 4;

export const OPERATOR_COMMANDS = ['admin', 'db:migrate', 'db:seed'] as const;

const operatorRequest = z
  .object({
    command: z.enum(OPERATOR_COMMANDS),
    args: z.array(z.string().max(1000)).max(20),
  })
  .strict();
export type OperatorRequest = z.infer<typeof operatorRequest>;

const operatorAnswer = z.object({
  exitCode: z.number().int(),
  stdout: z.string(),
  stderr: z.string(),
});
export type OperatorAnswer = z.infer<typeof operatorAnswer>;

/** A command line's exit codes, as sysexits(3) names them. */
export const EXIT = { ok: 0, failed: 1, usage: 64, unavailable: 69, config: 78 } as const;

export class OperatorSocketError extends Error {}

export interface SocketPlace {
  /** The directory holding the socket, the server user's own, mode 0700. */
  dir: string;
  file: string;
  /** DATA_DIR's path was too long: the socket is in the temporary directory instead. */
  fallback: boolean;
}

/**
 * Where the socket of the server on `dataDir` is: `DATA_DIR/run/operator.sock`, or, when that
 * path is longer than a socket's address may be, `$TMPDIR/wayfare-UID/HASH.sock` (the hash of
 * DATA_DIR's absolute path, so the server and the CLI find the same one). Throws when both are
 * too long.
 */
export function operatorSocketPlace(dataDir: string): SocketPlace {
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'run');
  const file = path.join(dir, 'operator.sock');
  if (Buffer.byteLength(file) <= SOCKET_PATH_MAX_BYTES) return { dir, file, fallback: false };
  const uid = process.getuid?.() ?? 0;
  const shortDir = path.join(tmpdir(), `wayfare-${uid}`);
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 16);
  const shortFile = path.join(shortDir, `${hash}.sock`);
  if (Buffer.byteLength(shortFile) <= SOCKET_PATH_MAX_BYTES) {
    return { dir: shortDir, file: shortFile, fallback: true };
  }
  throw new OperatorSocketError(
    `The operator socket cannot be placed: ${file} is ${Buffer.byteLength(file)} bytes and ` +
      `${shortFile} ${Buffer.byteLength(shortFile)}, and a Unix socket's path may have at most ` +
      `${SOCKET_PATH_MAX_BYTES}. Use a shorter DATA_DIR (or TMPDIR).`,
  );
}

/**
 * Makes `dir` a directory of this user's own, mode 0700, or refuses: a symbolic link, another
 * user's directory (someone could read or replace the socket) or a file is never used.
 */
function ensurePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkPrivateDir(dir, { fix: true });
}

function checkPrivateDir(dir: string, { fix }: { fix: boolean }) {
  const stats = lstatSync(dir);
  const uid = process.getuid?.();
  if (!stats.isDirectory()) {
    throw new OperatorSocketError(`${dir} is not a directory: the operator socket is not used.`);
  }
  if (uid !== undefined && stats.uid !== uid) {
    throw new OperatorSocketError(
      `${dir} belongs to another user (uid ${stats.uid}): the operator socket is not used.`,
    );
  }
  if ((stats.mode & 0o077) !== 0) {
    if (!fix) {
      throw new OperatorSocketError(
        `${dir} is open to other users (mode 0${(stats.mode & 0o777).toString(8)}): the operator socket is not used.`,
      );
    }
    chmodSync(dir, 0o700);
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Whether something accepts connections on the socket file (within `timeoutMs`). */
function answers(file: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface OperatorSocket {
  file: string;
  /** Stops accepting, waits for the commands under way, and removes the socket file. */
  close(): Promise<void>;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Starts the operator socket of the server on `dataDir`; `run` carries out one request (it answers
 * rather than throws). A socket file left by a server that died is removed, only once nothing
 * answers on it; one that answers (another process serving it) is left alone and this server
 * runs without a socket. Answers undefined, having logged why, when there is no socket.
 */
export async function startOperatorSocket(options: {
  dataDir: string;
  run: (request: OperatorRequest) => Promise<OperatorAnswer>;
  log: Logger;
}): Promise<OperatorSocket | undefined> {
  const { run, log } = options;
  let place: SocketPlace;
  try {
    place = operatorSocketPlace(options.dataDir);
    ensurePrivateDir(place.dir);
  } catch (error) {
    // The site serves all the same (a read-only or foreign DATA_DIR/run, say): the log says why.
    const why = error instanceof OperatorSocketError ? error.message : (error as Error).message;
    log.error({}, `${why} The admin CLI cannot reach this server while it runs.`);
    return undefined;
  }
  const { file } = place;
  const existing = lstatOrNull(file, log);
  if (existing === undefined) return undefined;
  if (existing) {
    if (!existing.isSocket()) {
      log.error({ file }, `${file} is not a socket: left alone, and the operator socket is off`);
      return undefined;
    }
    if (await answers(file)) {
      log.warn({ file }, `another process answers on ${file}: the operator socket is off`);
      return undefined;
    }
    try {
      rmSync(file, { force: true });
    } catch (error) {
      log.error(
        { err: error, file },
        'the operator socket a stopped server left cannot be removed',
      );
      return undefined;
    }
    log.info({ file }, 'removed the operator socket a stopped server left behind');
  }

  const running = new Set<Promise<void>>();
  const connections = new Set<Socket>();
  let closing = false;
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    if (closing || running.size >= MAX_CONCURRENT) {
      // What it sent is read and dropped, so the connection ends and closing is not held up.
      socket.on('error', () => {});
      socket.resume();
      answerAndEnd(socket, {
        exitCode: EXIT.unavailable,
        stdout: '',
        stderr: closing
          ? 'The server is stopping: run the command again once it has stopped or restarted.'
          : 'The server is busy with other operator commands: try again in a moment.',
      });
      return;
    }
    const work = serveConnection(socket, run, log).finally(() => running.delete(work));
    running.add(work);
  });
  server.on('error', (error) => log.error({ err: error }, 'operator socket failed'));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // The directory (0700) keeps everyone else out from the start; the file is made 0600 too.
    chmodSync(file, 0o600);
  } catch (error) {
    server.close();
    log.error({ err: error, file }, 'the operator socket could not be opened');
    return undefined;
  }
  const inode = lstatSync(file).ino;
  if (place.fallback) {
    log.info({ file }, 'DATA_DIR is too long a path for a socket: the operator socket is here');
  }

  return {
    file,
    async close() {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...running]);
      // Every command has answered; a client that keeps its end open gets a moment to read.
      const grace = setTimeout(() => {
        for (const socket of connections) socket.destroy();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(grace);
      // Only our own file: a later server's socket at the same path is not ours to remove.
      if (lstatOrNull(file)?.ino === inode) rmSync(file, { force: true });
    },
  };
}

/** The file's status, null when there is none; undefined (logged) when it cannot be read. */
function lstatOrNull(file: string, log?: Logger) {
  try {
    return lstatSync(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    if (!log) throw error;
    log.error({ err: error, file }, 'the operator socket is off: its file cannot be read');
    return undefined;
  }
}

function answerAndEnd(socket: Socket, answer: OperatorAnswer) {
  socket.end(`${JSON.stringify(answer)}\n`);
}

const malformed = (why: string): OperatorAnswer => ({
  exitCode: EXIT.usage,
  stdout: '',
  stderr: `Malformed operator request (${why}); nothing was done. Use the admin CLI (npm run admin).`,
});

/**
 * Reads one request line, runs it, answers it and ends the connection. Settles once the command
 * (if one started) has finished, even when the client went away meanwhile: closing the socket
 * waits for it, so no command is cut off by the database closing.
 */
function serveConnection(
  socket: Socket,
  run: (request: OperatorRequest) => Promise<OperatorAnswer>,
  log: Logger,
): Promise<void> {
  return new Promise<void>((resolve) => {
    let buffered = '';
    let started = false;
    let answered = false;
    const answer = (reply: OperatorAnswer) => {
      if (answered) return;
      answered = true;
      if (!socket.destroyed) answerAndEnd(socket, reply);
    };
    const refuse = (why: string) => {
      answer(malformed(why));
      resolve();
    };
    socket.setEncoding('utf8');
    socket.on('error', () => {
      if (!started) resolve();
    });
    socket.on('close', () => {
      if (!started) resolve();
    });
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      socket.setTimeout(0);
      if (!started) refuse('no request line within 10 seconds');
    });
    socket.on('end', () => {
      if (!started) refuse('the connection ended before a whole request line');
    });
    socket.on('data', (chunk: string) => {
      if (started || answered) return;
      buffered += chunk;
      const newline = buffered.indexOf('\n');
      const line = newline < 0 ? buffered : buffered.slice(0, newline);
      if (Buffer.byteLength(line) > MAX_REQUEST_BYTES) {
        refuse('the request is too long');
        return;
      }
      if (newline < 0) return;
      socket.setTimeout(0);
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        refuse('not JSON');
        return;
      }
      const request = operatorRequest.safeParse(parsed);
      if (!request.success) {
        refuse(`expected {"command": one of ${OPERATOR_COMMANDS.join(', ')}, "args": [strings]}`);
        return;
      }
      started = true;
      log.info(
        { command: request.data.command, subcommand: request.data.args[0] },
        'operator command',
      );
      void run(request.data)
        .catch((error: unknown): OperatorAnswer => {
          log.error({ err: error }, 'operator command failed');
          return {
            exitCode: EXIT.failed,
            stdout: '',
            stderr: 'The command failed in the server; its log says why.',
          };
        })
        .then(answer)
        .finally(resolve);
    });
  });
}

/** What asking the server gave: its answer, or why no server answered (then the CLI goes on alone). */
export type AskOutcome =
  { kind: 'answer'; answer: OperatorAnswer } | { kind: 'no-server'; reason?: string };

/**
 * The CLI's side: sends `request` to the server on `dataDir` and waits for its answer. Nobody
 * listening (no socket file, or one a stopped server left) is `no-server`; so is a socket the CLI
 * must not trust (not this user's, or open to others), with the reason.
 */
export function askServer(
  dataDir: string,
  request: OperatorRequest,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<AskOutcome> {
  let place: SocketPlace;
  try {
    place = operatorSocketPlace(dataDir);
    if (!lstatOrNull(place.file)) return Promise.resolve({ kind: 'no-server' });
    checkPrivateDir(place.dir, { fix: false });
  } catch (error) {
    return Promise.resolve({
      kind: 'no-server',
      reason: error instanceof OperatorSocketError ? error.message : (error as Error).message,
    });
  }
  return new Promise((resolve) => {
    const socket = connect(place.file);
    let connected = false;
    let received = '';
    let settled = false;
    const settle = (outcome: AskOutcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    const failed = (stderr: string): AskOutcome => ({
      kind: 'answer',
      answer: { exitCode: EXIT.failed, stdout: '', stderr },
    });
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      settle(
        failed(
          `The server did not answer within ${Math.round(timeoutMs / 1000)} s; the command may still finish there (its log says).`,
        ),
      ),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => {
      const line = received.split('\n')[0] ?? '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
      const answer = operatorAnswer.safeParse(parsed);
      settle(
        answer.success
          ? { kind: 'answer', answer: answer.data }
          : failed(
              'The server ended the connection without an answer (it may have stopped): check the outcome, e.g. with `npm run admin -- list`.',
            ),
      );
    });
    socket.on('error', (error) => {
      const code = errorCode(error);
      if (!connected && (code === 'ENOENT' || code === 'ECONNREFUSED')) {
        settle({ kind: 'no-server' });
      } else if (!connected) {
        settle({ kind: 'no-server', reason: `${place.file}: ${error.message}` });
      } else {
        settle(failed(`The connection to the server failed (${error.message}).`));
      }
    });
  });
}
