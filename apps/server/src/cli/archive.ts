import { lstat, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/*
 * Backup archives are gzip-compressed POSIX tar files written and read by node-tar: `tar -tzf FILE`
 * lists one and `tar -xzf FILE` unpacks it with the system's tools.
 */

export class ArchiveFormatError extends Error {}

/** What goes into an archive: a name at its top level and the file or folder it holds. */
export interface ArchiveRoot {
  name: string;
  source: string;
}

/**
 * Writes `roots` into a gzip-compressed tar file at `file` (mode 0600): each under its name, a
 * folder with everything in it. `stage` is an empty folder the caller removes afterwards.
 */
export async function writeArchive(file: string, stage: string, roots: ArchiveRoot[]) {
  // One folder naming every root, pointing at where it lives; the links are followed.
  await mkdir(stage, { recursive: true });
  for (const root of roots) await symlink(path.resolve(root.source), path.join(stage, root.name));
  await tar.create(
    { file, gzip: true, cwd: stage, follow: true, portable: true, mode: 0o600 },
    roots.map((root) => root.name),
  );
}

/** How many regular files under `dir` have names that `match` accepts. */
export async function countFiles(dir: string, match: (name: string) => boolean): Promise<number> {
  let count = 0;
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) count += await countFiles(full, match);
    else if ((await lstat(full)).isFile() && match(item.name)) count += 1;
  }
  return count;
}

/** The archive's failure as a person reads it: not an archive, or cut short. */
function formatError(error: unknown): Error {
  if (error instanceof ArchiveFormatError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_DATA_ERROR' || code === 'TAR_BAD_ARCHIVE' || /invalid|not a tar/i.test(message))
    return new ArchiveFormatError('not a Wayfare backup archive (not a gzip-compressed tar file)');
  if (code === 'Z_BUF_ERROR' || code === 'TAR_ABORT' || /unexpected end|truncated/i.test(message))
    return new ArchiveFormatError('the archive is truncated');
  return error as Error;
}

/**
 * Unpacks the archive at `file` into `stage`. Every member's path is shown to `accept` first (a
 * member it refuses makes the whole archive refused, before anything is written), and only
 * regular files and folders are taken. Throws ArchiveFormatError for what is not such an archive.
 */
export async function readArchive(
  file: string,
  stage: string,
  accept: (member: { name: string; type: 'file' | 'directory' }) => void,
): Promise<void> {
  try {
    let members = 0;
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        members += 1;
        const type = entry.type === 'Directory' ? 'directory' : 'file';
        if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'Directory')
          throw new ArchiveFormatError(`unexpected member type ${entry.type} (${entry.path})`);
        accept({ name: entry.path.replace(/\/$/, ''), type });
        entry.resume();
      },
    });
    if (members === 0) throw new ArchiveFormatError('the archive is truncated');
    await mkdir(stage, { recursive: true });
    await tar.extract({ file, cwd: stage, strict: true, preserveOwner: false });
  } catch (error) {
    throw formatError(error);
  }
}
