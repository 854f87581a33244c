import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '#test/helpers';

/*
 * Limits are decided on the route the router matched, whatever the URL's spelling, and pages
 * have their own; source maps are never served.
 */

const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Wayfare</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("wayfare");');
writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"sourcesContent":["secret"]}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_MAX: '5',
    PAGE_RATE_LIMIT_MAX: '4',
    WEB_DIST_DIR: dist,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

let block = 0;
const address = () => `10.66.${++block}.1`;

async function statuses(urls: string[], remoteAddress: string) {
  const answers: number[] = [];
  for (const url of urls) {
    answers.push((await inject(t.app, { method: 'GET', url, remoteAddress })).statusCode);
  }
  return answers;
}

describe('the API rate limit', () => {
  it('counts every spelling the router reads as an API route, and refuses the sixth', async () => {
    const client = address();
    const spellings = [
      '/api/packages',
      '/%61pi/packages',
      '/%61%70%69/packages',
      '/api/%70ackages',
      // Dot segments: whatever resolves them, the matched route is what counts.
      '/x/../api/packages',
    ];
    expect(await statuses(spellings, client)).toEqual([200, 200, 200, 200, 200]);
    const over = await inject(t.app, {
      method: 'GET',
      url: '/%61pi/packages',
      remoteAddress: client,
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('serves no API route at spellings the router does not read as one (they get the app shell)', async () => {
    const client = address();
    for (const url of ['/API/packages', '/Api/packages', '/%2561pi/packages']) {
      const response = await inject(t.app, { method: 'GET', url, remoteAddress: client });
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).not.toContain('"_id"');
    }
  });
});

describe('pages', () => {
  it('have a limit of their own per address, and the API stays reachable', async () => {
    const client = address();
    expect(await statuses(['/', '/about', '/search?q=a', '/search?q=b'], client)).toEqual([
      200, 200, 200, 200,
    ]);
    const over = await inject(t.app, { method: 'GET', url: '/search?q=c', remoteAddress: client });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await statuses(['/api/health', '/assets/app-1a2b3c.js'], client)).toEqual([200, 200]);
    // Another address is not affected.
    expect(await statuses(['/'], address())).toEqual([200]);
  });
});

describe('source maps', () => {
  it('are never served, in any spelling', async () => {
    for (const url of [
      '/assets/app-1a2b3c.js.map',
      '/assets/app-1a2b3c.js.MAP',
      '/assets/app-1a2b3c.js.map?x=1',
      '/assets/app-1a2b3c.js%2emap',
    ]) {
      const response = await inject(t.app, { method: 'GET', url, remoteAddress: address() });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });
});
