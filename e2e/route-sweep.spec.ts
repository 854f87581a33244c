import { describe, expect, it } from 'vitest';
import { DESKTOP, logInAsAdmin, PHONE, register, uniqueEmail, useBrowser } from './support/browser';
import { readIds, routerPaths, visitAndCheck, VISITS, type Ids } from './support/routes';

/*
 * Every route of the web app's router, visited as whoever may open it, at 390 and 1280 px and at
 * 320 px (1280 px at 400 % zoom: WCAG 1.4.10 asks that nothing then scrolls sideways), with
 * axe (WCAG 2.2 AA, any impact) on each (docs/accessibility.md). The list comes from the router's
 * source, so a new route without a visit below fails the first test instead of going unchecked.
 */

const { withPage } = useBrowser();
/** 1280 px at 400 % zoom. */
const REFLOW = { width: 320, height: 640 };

describe('every route passes axe (WCAG 2.2 AA) and reflows, at 320, 390 and 1280 px', () => {
  it('has a visit for every route of the router, as whoever may open it', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((r) => !VISITS[r.path]).map((r) => r.path);
    expect(missing, 'routes without an axe visit in route-sweep.spec.ts').toEqual([]);
    const wrongWho = paths.filter((r) => VISITS[r.path]?.who !== r.guard).map((r) => r.path);
    expect(wrongWho, 'visits made as someone other than the route guard lets in').toEqual([]);
    const stale = Object.keys(VISITS).filter((p) => !paths.some((r) => r.path === p));
    expect(stale, 'visits of routes the router no longer has').toEqual([]);
  });

  // Visits per sweep, set when a sweep ends: a sweep that passes on a retry counts once.
  const visitedBy = new Map<string, number>();
  const WIDTHS = [PHONE, DESKTOP, REFLOW];
  for (const viewport of WIDTHS) {
    for (const who of ['visitor', 'traveller', 'admin'] as const) {
      it(`as ${who} at ${viewport.width} px`, { timeout: 180_000 }, async () => {
        await withPage(viewport, async (page) => {
          let visits = 0;
          let ids: Ids | undefined;
          if (who === 'traveller') await register(page, uniqueEmail('sweep'));
          if (who === 'admin') {
            await logInAsAdmin(page);
            ids = await readIds(page);
          } else {
            ids = { packageId: '', departurePackageId: '', departureId: '', mailId: '' };
            if (who === 'visitor') {
              const response = await page.request.get('/api/packages');
              ids.packageId = ((await response.json()) as { _id: string }[])[0]!._id;
            }
          }
          for (const [path, visit] of Object.entries(VISITS)) {
            if (visit.who !== who) continue;
            await visitAndCheck(page, path, visit, ids, '');
            visits += 1;
          }
          visitedBy.set(`${who} ${viewport.width}`, visits);
        });
      });
    }
  }

  it('visited every route at every width', () => {
    const visited = [...visitedBy.values()].reduce((sum, n) => sum + n, 0);
    console.log(`axe route sweep: ${visited} (route, width) visits, 0 violations`);
    expect(visited).toBe(Object.keys(VISITS).length * WIDTHS.length);
  });
});
