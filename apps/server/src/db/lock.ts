import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner?: { pid: number; hostname: string }) {
    super(
      `The embedded database in ${dataDir} is in use by another Wayfare process` +
        (owner ? ` (pid ${owner.pid} on ${owner.hostname})` : '') +
        `. Stop it first: two processes on one embedded database would corrupt it.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/**
 * Takes the one-process lock on DATA_DIR (PGlite has none of its own). The lock is a file created
 * exclusively, naming its owner's pid; it is reclaimed only when that process is gone. Unlike a
 * lock kept alive by timed refreshes, a busy event loop (PGlite's start-up blocks it for seconds)
 * can neither lose it nor let a second process take it over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, '.wayfare.lock');
  const me: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && (owner.hostname !== me.hostname || isAlive(owner.pid)))
        throw new DataDirLockedError(dataDir, owner);
      // The owner is gone (or the file is unreadable, e.g. half-written by a crash): move it aside
      // atomically, so that of two processes reclaiming at once only one wins, and try again.
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
    }
  }
  throw new DataDirLockedError(dataDir);
}
