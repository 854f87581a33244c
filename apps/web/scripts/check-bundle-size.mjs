// Size budgets, gzip, read from the production build (`npm run build`); exits 1 over a budget.
// Also: no script names its source map, and React's and react-hook-form's chunks carry the compile
// hint.
// Size checks, not timings.
// - P2 (docs/benchmarks.md): the JavaScript the home page's HTML loads, within 90 KB: the entry
//   script the page names and everything it imports statically (the app itself is imported later,
//   in idle time or on first interaction: src/main.tsx, decision 009).
// - Decisions 009 and 012: a cold load of each dashboard screen within 160 KB: the app shell every page has
//   (React, the router, the data layer, the layouts) with the screen's own route module and what
//   it imports, statically or on demand (a dialog's code counts, fetched when it is or not). The
//   shell itself within 135 KB, a guard on what every page pays; and no script of the build
//   carries zod (the contract's schemas, 25 KB gzip: the browser imports limits and lists from
//   the contract's zod-free modules, constants.ts and the like).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 90 * 1000;
/**
 * 160 KB since the screens speak two languages (decision 012): Lingui's runtime in the shell, and
 * each screen's words as keyed catalogues (a key at the call site and in the catalogue) took 7 to
 * 10 KB more per screen (the shell 125.9 -> 132.4 KB, Manage User 149.5 -> 158.4 KB).
 */
export const ROUTE_BUDGET_BYTES = 160 * 1000;
export const SHELL_BUDGET_BYTES = 135 * 1000;
/**
 * The one screen allowed past ROUTE_BUDGET_BYTES, and by how much: Package Departures (a form, a
 * table and two dialogs on one screen) went from 149.8 to 151.7 KB when every time on it came to
 * be read and named in the agency's zone from the server (the one time module, +0.9 KB) and counts
 * took plural rules, to 160.9 KB with its words in two languages, and to 163.4 KB when its dates
 * and counts came to follow the account's choice of digits and its headings and captions to name
 * the package in Bangla (the English fallback marked with its lang). Its split into smaller units
 * is owed. Any other screen past 160 KB fails.
 */
const ROUTE_BUDGET_EXCEPTIONS = { 'package-departures': 165 * 1000 };
const DASHBOARD_ROUTES = 'src/app/routes/dashboard/';
const APP_ENTRY = 'src/app/client.tsx';

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * A Bangla catalogue (docs/i18n.md): a chunk of its own that only a Bangla page loads. English
 * pages' budgets leave them out; a Bangla page's cold load counts them (BANGLA_ALLOWANCE_BYTES).
 */
const BANGLA_CATALOGUE = /(^|\/)locales\/(?:[\w-]+\/)?bn\.json$/;
/**
 * What a Bangla page may load beyond its English counterpart's budget: its Bangla catalogues,
 * whose text takes three bytes a letter in UTF-8 where English takes one (decision 012).
 */
export const BANGLA_ALLOWANCE_BYTES = 12 * 1000;

/**
 * Files of the chunk `key` and of everything it imports statically (and, if asked, on demand);
 * the Bangla catalogues it loads on demand only when asked for `bangla`.
 */
function closure(manifest, keys, { dynamic = false, stopAt = new Set(), bangla = false } = {}) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file) || stopAt.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic)
      for (const next of chunk.dynamicImports ?? [])
        if (bangla || !BANGLA_CATALOGUE.test(next)) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Each dashboard screen's own scripts (its route module, its imports, and what it loads on
 * demand), beyond the app shell; and the shell itself.
 */
export function dashboardRouteScripts(dist) {
  const manifest = readManifest(dist);
  const shell = closure(manifest, [APP_ENTRY]);
  // The shell's own Bangla catalogues (the header's, the dialogs'), which every Bangla page loads.
  const shellBangla = Object.keys(manifest)
    .filter((key) => BANGLA_CATALOGUE.test(key))
    .filter((key) =>
      [...shell].some((file) =>
        Object.values(manifest).some(
          (chunk) => chunk.file === file && (chunk.dynamicImports ?? []).includes(key),
        ),
      ),
    )
    .map((key) => manifest[key].file);
  const routes = Object.keys(manifest)
    .filter(
      (key) =>
        key.startsWith(DASHBOARD_ROUTES) &&
        manifest[key].isDynamicEntry &&
        !BANGLA_CATALOGUE.test(key),
    )
    .sort()
    .map((key) => ({
      route: key.slice(DASHBOARD_ROUTES.length).replace(/\.tsx?$/, ''),
      files: [...closure(manifest, [key], { dynamic: true, stopAt: shell })],
      banglaFiles: [
        ...new Set([
          ...shellBangla,
          ...closure(manifest, [key], { dynamic: true, stopAt: shell, bangla: true }),
        ]),
      ],
    }));
  return { shell: [...shell], routes };
}

/** Files (relative to dist) of the scripts the page's HTML names, with their static imports. */
export function scriptsBeforeInteraction(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = [
    ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const known = named.filter((file) => keyOf.has(file));
  // A script the manifest does not list (none today) still counts, as a file with no imports.
  const unlisted = named.filter((file) => !keyOf.has(file));
  const files = closure(
    manifest,
    known.map((file) => keyOf.get(file)),
  );
  return [...new Set([...files, ...unlisted])];
}

/**
 * Whether the built script `file` (relative to dist) holds zod: as its source map tells, or for a
 * script with no map (the bundler's own runtime), by the property every zod schema has, `_zod`,
 * which minification keeps.
 */
export function bundlesZod(dist, file) {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return readFileSync(path.join(dist, file), 'utf8').includes('_zod');
  const { sources } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.some((source) => /[\\/]node_modules[\\/]zod[\\/]/.test(source));
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
    `home page JavaScript its HTML loads (the app comes after): ${(total / 1000).toFixed(1)} KB gzip, ${verdict} the ${BUDGET_BYTES / 1000} KB budget (${((total / BUDGET_BYTES) * 100).toFixed(0)}%)`,
  );
  if (total > BUDGET_BYTES) process.exit(1);

  const { shell, routes } = dashboardRouteScripts(dist);
  const sum = (files) => files.reduce((bytes, file) => bytes + gzipBytes(path.join(dist, file)), 0);
  const shellBytes = sum(shell);
  if (routes.length === 0) {
    console.error('the build has no dashboard route modules: the route budgets cannot be checked.');
    process.exit(1);
  }
  console.log(
    `app shell (every page once the app runs): ${(shellBytes / 1000).toFixed(1)} KB gzip, ${shellBytes <= SHELL_BUDGET_BYTES ? 'within' : 'OVER'} the ${SHELL_BUDGET_BYTES / 1000} KB budget; a cold load of each dashboard screen (the shell and the screen's own), budget ${ROUTE_BUDGET_BYTES / 1000} KB:`,
  );
  const shellOver = shellBytes > SHELL_BUDGET_BYTES;
  let over = 0;
  for (const { route, files, banglaFiles } of routes) {
    const own = sum(files);
    const bytes = shellBytes + own;
    const budget = ROUTE_BUDGET_EXCEPTIONS[route] ?? ROUTE_BUDGET_BYTES;
    const verdict =
      bytes > budget
        ? '  OVER'
        : budget !== ROUTE_BUDGET_BYTES
          ? `  (within its own ${budget / 1000} KB: see ROUTE_BUDGET_EXCEPTIONS)`
          : '';
    if (bytes > budget) over += 1;
    // The same screen in Bangla: its Bangla catalogues on top, within the allowance.
    const bangla = shellBytes + sum(banglaFiles);
    const banglaOver = bangla > budget + BANGLA_ALLOWANCE_BYTES;
    if (banglaOver) over += 1;
    console.log(
      `  ${(bytes / 1000).toFixed(1).padStart(7)} KB  ${route} (its own ${(own / 1000).toFixed(1)} KB in ${files.length} files; in Bangla ${(bangla / 1000).toFixed(1)} KB)${verdict}${banglaOver ? '  BANGLA OVER' : ''}`,
    );
  }
  if (over > 0 || shellOver) {
    console.error(
      shellOver
        ? 'the app shell is over its budget'
        : `${over} dashboard screen(s) over their budget`,
    );
    process.exit(1);
  }
  // The build's files, listed once for the checks below.
  const assets = readdirSync(path.join(dist, 'assets'));
  // zod, found by the sources a script's map names, in no script of the build.
  const withZod = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => bundlesZod(dist, file));
  if (withZod.length) {
    console.error(`built scripts that carry zod: ${withZod.join(', ')}`);
    process.exit(1);
  }
  console.log('no built script carries zod');
  // Source maps hold the original sources: built as 'hidden', no script may point at one.
  const pointing = assets.filter(
    (file) =>
      /\.(js|css)$/.test(file) &&
      /[#@] sourceMappingURL=/.test(readFileSync(path.join(dist, 'assets', file), 'utf8')),
  );
  if (pointing.length) {
    console.error(`built files that name their source map: ${pointing.join(', ')}`);
    process.exit(1);
  }
  console.log('no built script or stylesheet names a source map');
  // React's and react-hook-form's chunks are compiled whole: vite.config.ts puts COMPILE_WHOLE on
  // their first line with postBanner (docs/benchmarks.md P7, decision 009).
  // Each built script is read once: the ones whose first line is the hint.
  const hintedScripts = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(dist, 'assets', file), 'utf8') }))
    .filter(({ text }) => text.startsWith('//# allFunctionsCalledOnLoad\n'));
  for (const { chunk, marker } of [
    { chunk: "React's chunk", marker: 'react.transitional.element' },
    { chunk: "react-hook-form's chunk", marker: 'isSubmitSuccessful' },
  ]) {
    const hinted = hintedScripts.find(({ text }) => text.includes(marker))?.file;
    if (!hinted) {
      console.error(`no built script is ${chunk} with the compile hint on its first line`);
      process.exit(1);
    }
    console.log(`${chunk} carries V8's compile hint: assets/${hinted}`);
  }
}

if (process.argv[1] === import.meta.filename) main();
