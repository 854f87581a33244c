import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The server package's folder, found from wherever this code runs (src/ under tsx, dist/ bundled). */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@wayfare/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@wayfare/server package.json not found above ${start}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
