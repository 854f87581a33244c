// Lighthouse 12.8.2 accessibility score of every public page (docs/accessibility.md: 100 on each),
// on the production server in Debian Chromium. The score does not depend on the machine's speed, so
// one run a page is enough; any audit that fails is named with the elements it found.
import * as chromeLauncher from 'chrome-launcher';
import {
  CHROMIUM,
  describeAccessibility,
  lighthouseAccessibility,
  publicPages,
  report,
  requireBuild,
  startServer,
} from './lib.mjs';

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
    const result = await lighthouseAccessibility(chrome, `${server.url}${page}`);
    raw[page] = describeAccessibility(result);
    checks.push({
      label: `${page}: accessibility ${Math.round(result.score * 100)} = 100`,
      pass: Math.round(result.score * 100) === 100,
    });
  }
  ok = report('Lighthouse accessibility, every public page', checks, raw);
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(ok ? 0 : 1);
