// P2: JavaScript the home page loads before interaction, gzip, against the 90 KB ceiling.
// Measured in Chromium on the production server: every script the page fetches from navigation
// until the network has been quiet for 2 s with no input at all, each sized as gzip -9 of its
// bytes. For comparison, the same after one pointer move (the whole app, hydrated).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, report, requireBuild, round, startServer } from './lib.mjs';

const CEILING = 90 * 1000;

async function scriptsLoaded(page, act) {
  const urls = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  await act();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { count: urls.size, bytes: total };
}

requireBuild();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let ok = false;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const before = await scriptsLoaded(page, () => page.goto(`${server.url}/`));
  const after = await scriptsLoaded(page, async () => {
    await page.mouse.move(100, 100);
    await page.mouse.move(120, 140);
  });
  const hydrated = await page.$eval('html', (html) => html.dataset.app === 'live');
  ok = report(
    'P2 home page JavaScript before interaction (gzip)',
    [
      {
        label: `ratio to the 90 KB ceiling ${round(before.bytes / CEILING, 3)} <= 1`,
        pass: before.bytes <= CEILING && before.count > 0,
      },
      { label: 'the page hydrates after the first interaction', pass: hydrated && after.count > 0 },
    ],
    {
      'before interaction': `${before.count} scripts, ${round(before.bytes / 1000, 1)} KB gzip`,
      'loaded by the first interaction (the app)': `${after.count} scripts, ${round(after.bytes / 1000, 1)} KB gzip`,
      ceiling: '90 KB gzip',
    },
  );
} finally {
  await browser.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
