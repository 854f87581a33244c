import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A directory or file and its permission bits. */
export interface Entry {
  path: string;
  isDir: boolean;
  mode: number;
}

/** `dir` itself and everything under it, with its permission bits (links not followed). */
export function entriesUnder(dir: string): Entry[] {
  const entries: Entry[] = [{ path: dir, isDir: true, mode: statSync(dir).mode & 0o777 }];
  for (const item of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(item.parentPath, item.name);
    entries.push({ path: full, isDir: item.isDirectory(), mode: lstatSync(full).mode & 0o777 });
  }
  return entries;
}

/** What under `dir` is open to others: directories not 0700, files with a group or other bit. */
export function openToOthers(dir: string): string[] {
  return entriesUnder(dir)
    .filter((e) => (e.isDir ? e.mode !== 0o700 : (e.mode & 0o077) !== 0))
    .map((e) => `${e.mode.toString(8)} ${path.relative(dir, e.path) || '.'}`);
}

/**
 * Sets everything under `dir` as PGlite 0.5.16 writes its files (0666) and earlier versions of
 * the server left the directories under umask 022 (0755). Answers how many files it set.
 */
export function loosen(dir: string): number {
  let files = 0;
  for (const entry of entriesUnder(dir)) {
    chmodSync(entry.path, entry.isDir ? 0o755 : 0o666);
    if (!entry.isDir) files += 1;
  }
  return files;
}
