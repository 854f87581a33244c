import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The embedded database, its generated secrets and the uploads live in DATA_DIR, readable and
 * writable by the server's own user only. PGlite copies its initial database in with mode 0666
 * whatever the umask (969 of the ~1,200 files of a new database), and PostgreSQL writes its
 * relation cache files with the umask's mode (0644 under 022): so the directories are the
 * barrier, created 0700 and set so at every start, and the files are set to 0600 whenever the
 * database opens or closes and after a restore.
 */

export const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
const GROUP_AND_OTHER = 0o077;

/** A directory found open to other local users, and what was done: for the operator's log. */
export interface LoosenedDir {
  dir: string;
  /** Its mode before, in octal (`0755`). */
  mode: string;
  message: string;
}

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/**
 * Creates `dir` (and missing parents) with mode 0700, or sets an existing one to 0700. Answers
 * what it found when the directory was open to group or others, so the caller can warn. `label`
 * names the directory in that warning ("DATA_DIR", "The embedded database directory").
 */
function makePrivateDir(dir: string, label: string): LoosenedDir | undefined {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const before = statSync(dir).mode & 0o777;
  if (before === PRIVATE_DIR_MODE) return undefined;
  const open = (before & GROUP_AND_OTHER) !== 0;
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    // Another user's folder the server may write in (a shared mount): what it creates there is
    // 0700 all the same, so the operator is told what to do instead of the server not starting.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM' || !open) throw error;
    return {
      dir,
      mode: octal(before),
      message: `${label} ${dir} is mode ${octal(before)}, open to other local users, and belongs to another user: make it the server's own, mode 0700`,
    };
  }
  if (!open) return undefined;
  return {
    dir,
    mode: octal(before),
    message: `${label} ${dir} was mode ${octal(before)}, open to other local users: set to 0700`,
  };
}

export interface TreeModes {
  files: number;
  directories: number;
  /** Entries whose mode had to be set. */
  changed: number;
}

/**
 * Sets every directory under `root` (itself included) to 0700 and every file to 0600, leaving
 * those already so untouched: one lstat each, 1,205 entries of a migrated database in about
 * 30 ms on a busy 2-core machine. Symbolic links are neither followed nor changed; an entry
 * removed meanwhile is skipped.
 */
export function makePrivateTree(root: string): TreeModes {
  const counts: TreeModes = { files: 0, directories: 0, changed: 0 };
  const visit = (entry: string) => {
    const stats = unlessGone(() => lstatSync(entry));
    if (!stats || !(stats.isDirectory() || stats.isFile())) return;
    const isDir = stats.isDirectory();
    const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if (isDir) counts.directories += 1;
    else counts.files += 1;
    if ((stats.mode & 0o777) !== wanted) {
      const set = unlessGone(() => {
        chmodSync(entry, wanted);
        return true;
      });
      if (set) counts.changed += 1;
    }
    if (!isDir) return;
    for (const name of unlessGone(() => readdirSync(entry)) ?? []) visit(path.join(entry, name));
  };
  visit(root);
  return counts;
}

/** What `work` answers, or undefined when the entry it looks at is gone (ENOENT). */
function unlessGone<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** What Wayfare keeps in DATA_DIR; anything else an operator put there is left alone. */
const DATA_DIR_MEMBERS = ['pgdata', 'uploads', 'secrets.json', '.wayfare.lock'];

/**
 * Creates DATA_DIR and its database directory `pgdata` with mode 0700, or sets them so: the
 * barrier between other local users and everything in them. Answers those found open to others.
 */
export function makeDataDirPrivate(dataDir: string): LoosenedDir[] {
  return [
    makePrivateDir(dataDir, 'DATA_DIR'),
    makePrivateDir(path.join(dataDir, 'pgdata'), 'The embedded database directory'),
  ].filter((found) => found !== undefined);
}

/** Sets every directory and file of what Wayfare keeps in DATA_DIR to 0700 and 0600. */
export function makeDataDirFilesPrivate(dataDir: string): TreeModes {
  const walked: TreeModes = { files: 0, directories: 0, changed: 0 };
  for (const member of DATA_DIR_MEMBERS) {
    const counts = makePrivateTree(path.join(dataDir, member));
    walked.files += counts.files;
    walked.directories += counts.directories;
    walked.changed += counts.changed;
  }
  return walked;
}
