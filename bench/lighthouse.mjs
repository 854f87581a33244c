// P1: Lighthouse 12.8.2 mobile performance (default simulated throttling, Debian Chromium) on
// the production server, median of 5 runs per page: Home, Search, and the package-booking page
// (Search results with their Book Now buttons). In the same run, a static copy of the home
// page (the server's own HTML with every script removed, served from disk by node:http) is
// measured too, and the home page's LCP is compared with it.
import * as chromeLauncher from 'chrome-launcher';
import {
  CHROMIUM,
  lighthouseMedians as summarise,
  lighthouseRun as audit,
  report,
  requireBuild,
  round,
  startServer,
  startStaticSite,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMITS = { lcp: 1550, tbt: 66, cls: 0.04 };
const LCP_RATIO_CEILING = 1.2;

requireBuild();
const server = await startServer();
let copy;
let chrome;
let ok = false;
try {
  const home = await (
    await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } })
  ).text();
  if (!home.includes('id="wayfare-ssr"'))
    throw new Error('the home page was not rendered on the server');
  const staticHome = home
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
  copy = await startStaticSite({ '/': staticHome });
  const pages = [
    { name: 'Home /', url: `${server.url}/` },
    { name: 'Search /search', url: `${server.url}/search` },
    { name: 'package booking /search?q=beach', url: `${server.url}/search?q=beach` },
    { name: 'static copy of Home (no JavaScript)', url: `${copy.url}/`, peer: true },
  ];
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = new Map(pages.map((p) => [p.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) runs.get(page.name).push(await audit(chrome, page.url));
  }
  const checks = [];
  const raw = {};
  const medians = new Map();
  for (const page of pages) {
    const m = summarise(runs.get(page.name));
    medians.set(page.name, m);
    raw[page.name] =
      `score ${round(m.score * 100, 0)}, FCP ${round(m.fcp, 0)} ms, LCP ${round(m.lcp, 0)} ms, TBT ${round(m.tbt, 0)} ms, CLS ${round(m.cls, 3)}, SI ${round(m.si, 0)} ms` +
      ` (scores ${runs
        .get(page.name)
        .map((r) => round(r.score * 100, 0))
        .join(', ')})`;
    if (page.peer) continue;
    checks.push(
      {
        label: `${page.name}: score ${round(m.score * 100, 0)} = 100`,
        pass: Math.round(m.score * 100) === 100,
      },
      {
        label: `${page.name}: LCP ${round(m.lcp, 0)} ms <= ${LIMITS.lcp}`,
        pass: m.lcp <= LIMITS.lcp,
      },
      {
        label: `${page.name}: TBT ${round(m.tbt, 0)} ms <= ${LIMITS.tbt}`,
        pass: m.tbt <= LIMITS.tbt,
      },
      { label: `${page.name}: CLS ${round(m.cls, 3)} <= ${LIMITS.cls}`, pass: m.cls <= LIMITS.cls },
    );
  }
  const ratio = medians.get(pages[0].name).lcp / medians.get(pages[3].name).lcp;
  checks.unshift({
    label: `Home LCP / static copy LCP ${round(ratio, 3)} <= ${LCP_RATIO_CEILING}`,
    pass: ratio <= LCP_RATIO_CEILING,
  });
  ok = report(`P1 Lighthouse mobile performance, median of ${RUNS} runs`, checks, raw);
} finally {
  await chrome?.kill();
  copy?.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
