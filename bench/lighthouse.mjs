// P1: Lighthouse 12.8.2 mobile performance (default simulated throttling, Debian Chromium) on
// the production server, median of 5 runs per page: Home, Search, and the package-booking page
// (Search results with their Book Now buttons). In the same run, a static copy of the home
// page (the server's own HTML with every script removed, served from disk by node:http) is
// measured too, and the home page's LCP is compared with it.
//
// The Bangla pages (docs/i18n.md) are measured in the same run, alternating with the English
// ones: `/bn/`, `/bn/search` and the first demo package's `/bn/packages/:id`, each printed beside
// its English counterpart (the package's English page is measured as that counterpart only, it is
// not one of P1's pages). Each of these six pages also gets one Lighthouse accessibility run.
// A Bangla page's targets are its English counterpart's, with CLS 0.
import * as chromeLauncher from 'chrome-launcher';
import {
  CHROMIUM,
  describeAccessibility,
  lighthouseAccessibility,
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
  // The demo package the other page benchmarks take (publicPages in lib.mjs): the first one.
  const packages = await (await fetch(`${server.url}/api/packages`)).json();
  const packagePath = `/packages/${packages[0]._id}`;
  const pages = [
    { name: 'Home /', url: `${server.url}/` },
    { name: 'Search /search', url: `${server.url}/search` },
    { name: 'package booking /search?q=beach', url: `${server.url}/search?q=beach` },
    { name: 'static copy of Home (no JavaScript)', url: `${copy.url}/`, peer: true },
    { name: `package page ${packagePath}`, url: `${server.url}${packagePath}`, peer: true },
    { name: 'Bangla Home /bn/', url: `${server.url}/bn/`, english: 'Home /' },
    { name: 'Bangla Search /bn/search', url: `${server.url}/bn/search`, english: 'Search /search' },
    {
      name: `Bangla package page /bn${packagePath}`,
      url: `${server.url}/bn${packagePath}`,
      english: `package page ${packagePath}`,
    },
  ];
  const bangla = pages.filter((p) => p.english);
  for (const page of bangla) {
    const html = await (
      await fetch(page.url, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    if (!/<html[^>]*\blang="bn"/.test(html)) throw new Error(`${page.url} is not a Bangla page`);
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = new Map(pages.map((p) => [p.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) runs.get(page.name).push(await audit(chrome, page.url));
  }
  const byName = new Map(pages.map((p) => [p.name, p]));
  const accessibility = new Map();
  for (const page of bangla.flatMap((p) => [byName.get(p.english), p]))
    accessibility.set(page.name, await lighthouseAccessibility(chrome, page.url));

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
      page.english
        ? { label: `${page.name}: CLS ${round(m.cls, 3)} = 0`, pass: m.cls === 0 }
        : {
            label: `${page.name}: CLS ${round(m.cls, 3)} <= ${LIMITS.cls}`,
            pass: m.cls <= LIMITS.cls,
          },
    );
  }
  for (const page of bangla) {
    const bn = medians.get(page.name);
    const en = medians.get(page.english);
    const a11yBn = accessibility.get(page.name);
    const a11yEn = accessibility.get(page.english);
    raw[`${page.name} beside ${page.english}`] =
      `performance ${round(bn.score * 100, 0)} / ${round(en.score * 100, 0)}, ` +
      `accessibility ${Math.round(a11yBn.score * 100)} / ${Math.round(a11yEn.score * 100)}, ` +
      `LCP ${round(bn.lcp, 0)} / ${round(en.lcp, 0)} ms (x${round(bn.lcp / en.lcp, 2)}), ` +
      `TBT ${round(bn.tbt, 0)} / ${round(en.tbt, 0)} ms, CLS ${round(bn.cls, 3)} / ${round(en.cls, 3)}`;
    for (const [name, result] of [
      [page.english, a11yEn],
      [page.name, a11yBn],
    ]) {
      raw[`${name}: accessibility`] = describeAccessibility(result);
      checks.push({
        label: `${name}: accessibility ${Math.round(result.score * 100)} = 100`,
        pass: Math.round(result.score * 100) === 100,
      });
    }
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
