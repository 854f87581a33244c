import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appChunks } from './web-app';

/*
 * The app shell preloads the app's own chunk and its imports (decision 009: a cold dashboard load
 * on a phone). The entry also imports a dashboard screen on demand, listed first in Vite's
 * manifest; preloading that graph instead of the app's left the app a round trip late.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-web-app-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function writeManifest(manifest: Record<string, unknown>) {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

describe('the app shell’s preloads', () => {
  it('are the app chunk and what it imports, not a screen the entry fetches on demand', () => {
    writeManifest({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        dynamicImports: ['src/app/routes/dashboard/my-booking.tsx', 'src/app/client.tsx'],
      },
      'src/app/routes/dashboard/my-booking.tsx': {
        file: 'assets/my-booking-1.js',
        imports: ['_data-table.js'],
      },
      'src/app/client.tsx': { file: 'assets/client-1.js', imports: ['_router.js', '_query.js'] },
      '_router.js': { file: 'assets/router-1.js', imports: ['_react.js'] },
      '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_data-table.js': { file: 'assets/data-table-1.js' },
    });
    expect(appChunks(dist)).toEqual([
      'assets/client-1.js',
      'assets/router-1.js',
      'assets/react-1.js',
      'assets/query-1.js',
    ]);
  });

  it('are none without a build, or when the entry does not load the app', () => {
    writeManifest({ 'index.html': { file: 'assets/index-1.js', isEntry: true } });
    expect(appChunks(dist)).toEqual([]);
    expect(appChunks(path.join(dist, 'nowhere'))).toEqual([]);
  });
});
