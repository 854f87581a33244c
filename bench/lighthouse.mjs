// P1: Lighthouse 12.8.2 mobile performance (default simulated throttling, Debian Chromium) on
// the production server, median of 5 runs per page: Home, Search, and the package-booking page
// (Search results with their Book Now buttons). In the same run, a static copy of the home
// page (the server's own HTML with every script removed, served from disk by node:http) is
// measured too, and the home page's LCP is compared with it.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM,
  freePort,
  median,
  report,
  requireBuild,
  round,
  startServer,
  WEB_DIST,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMITS = { lcp: 1550, tbt: 66, cls: 0.04 };
const LCP_RATIO_CEILING = 1.2;

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
};

/** node:http serving `html` at / and the built assets from disk, as the app sends them. */
async function startStaticCopy(html) {
  const htmlBrotli = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  const port = await freePort();
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    if (pathname === '/') {
      // Compressed as the app compresses its pages, so the two differ only by their scripts.
      const headers = { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' };
      if (!brotli) return res.writeHead(200, headers).end(html);
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      return res.end(htmlBrotli);
    }
    const file = path.join(WEB_DIST, path.normalize(pathname));
    if (!file.startsWith(WEB_DIST) || !existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=604800',
    };
    if (brotli && existsSync(`${file}.br`)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      return res.end(readFileSync(`${file}.br`));
    }
    res.writeHead(200, headers);
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** One Lighthouse run; a run whose trace Lighthouse itself could not record is tried again. */
async function audit(chrome, url, attempt = 1) {
  try {
    return await auditOnce(chrome, url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`  (retrying ${url}: ${error.message})`);
    return audit(chrome, url, attempt + 1);
  }
}

async function auditOnce(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  const score = lhr?.categories.performance.score;
  // An unreachable page gives a null score and no error: that is a failed run, not a zero.
  if (!lhr || score === null || score === undefined || lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no score'}`,
    );
  }
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
  };
}

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
  copy = await startStaticCopy(staticHome);
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
