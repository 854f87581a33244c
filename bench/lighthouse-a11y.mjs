// Lighthouse 12.8.2 accessibility score of every public page (docs/accessibility.md: 100 on each),
// on the production server in Debian Chromium. The score does not depend on the machine's speed, so
// one run a page is enough; any audit that fails is named with the elements it found.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, publicPages, report, requireBuild, startServer } from './lib.mjs';

requireBuild();
const server = await startServer();
let chrome;
let ok = false;
try {
  const pages = await publicPages(server.url);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const checks = [];
  const raw = {};
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.accessibility.score;
    if (!lhr || score === null || score === undefined || lhr.runtimeError)
      throw new Error(`Lighthouse could not check ${page}: ${lhr?.runtimeError?.message}`);
    const failed = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
    raw[page] = failed.length
      ? `score ${Math.round(score * 100)}; failing: ${failed
          .map(
            (a) => `${a.id} (${(a.details?.items ?? []).map((i) => i.node?.selector).join(', ')})`,
          )
          .join('; ')}`
      : `score ${Math.round(score * 100)}`;
    checks.push({
      label: `${page}: accessibility ${Math.round(score * 100)} = 100`,
      pass: Math.round(score * 100) === 100,
    });
  }
  ok = report('Lighthouse accessibility, every public page', checks, raw);
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(ok ? 0 : 1);
