// Size budget (issue 7, P2): the JavaScript the home page loads before anyone interacts with it,
// gzip, must stay within 90 KB. That is the entry script the page names and everything it
// imports statically (the app itself is imported on first interaction, see src/main.tsx). Reads
// the production build (`npm run build`); exits 1 over budget. A size check, not a timing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 90 * 1000;

/** Files (relative to dist) of the scripts the page's HTML names, with their static imports. */
export function scriptsBeforeInteraction(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const named = [
    ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  named.forEach(visit);
  return [...seen];
}

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function main() {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    console.error('apps/web/dist has no build manifest: run `npm run build` first.');
    process.exit(2);
  }
  const files = scriptsBeforeInteraction(dist);
  if (files.length === 0) {
    console.error('index.html names no script: the budget cannot be checked.');
    process.exit(1);
  }
  let total = 0;
  for (const file of files) {
    const size = gzipBytes(path.join(dist, file));
    total += size;
    console.log(`  ${(size / 1000).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `home page JavaScript before interaction: ${(total / 1000).toFixed(1)} KB gzip, ${verdict} the ${BUDGET_BYTES / 1000} KB budget (${((total / BUDGET_BYTES) * 100).toFixed(0)}%)`,
  );
  if (total > BUDGET_BYTES) process.exit(1);
  // Source maps hold the original sources: built as 'hidden', no script may point at one.
  const pointing = readdirSync(path.join(dist, 'assets')).filter(
    (file) =>
      /\.(js|css)$/.test(file) &&
      /[#@] sourceMappingURL=/.test(readFileSync(path.join(dist, 'assets', file), 'utf8')),
  );
  if (pointing.length) {
    console.error(`built files that name their source map: ${pointing.join(', ')}`);
    process.exit(1);
  }
  console.log('no built script or stylesheet names a source map');
}

if (process.argv[1] === import.meta.filename) main();
