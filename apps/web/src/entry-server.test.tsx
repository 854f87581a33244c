// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES } from '@wayfare/contract/pages';
import { render } from './entry-server';

/*
 * A package's page for a package the server has none of (unknown, removed, a malformed id) is
 * the "Package not found" page, rendered on the server and answered 404 (the server's web-app
 * plugin sends the status the render gives); the browser takes the same answer from the page's
 * data and shows the same page without asking again.
 */

const PACKAGE = {
  _id: 'pkg-1',
  id: 'pkg-1',
  title: 'Sundarbans Mangrove Safari',
  description: 'Tigers, boats and mangroves.',
  image: '/images/packages/sundarbans-960.webp',
  price: 249,
  duration: '3 days',
  offer: null,
};

/** The server's public reads, as the web-app plugin hands them to the renderer. */
async function transport(url: string): Promise<Response> {
  const { pathname } = new URL(url, 'http://wayfare.internal');
  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
  if (pathname === '/api/packages/pkg-1') return json(PACKAGE);
  if (pathname === '/api/packages/pkg-1/departures') return json([]);
  if (pathname === '/api/packages' || pathname === '/api/reviews') return json([]);
  return new Response(null, { status: 404 });
}

describe('server-side rendering of a package page', () => {
  it('renders "Package not found" with a 404 status for a package there is none of', async () => {
    const page = await render('/packages/no-such-package', transport);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Package not found');
    expect(page?.html).toContain('Search packages');
    expect(page?.title).toBe('Package not found · Wayfare');
    // The browser is handed the answer: it draws the same page, not a spinner, as it hydrates.
    const state = JSON.parse(page!.state) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
    };
    const read = state.queries.queries.find(
      (query) => query.queryKey.join('/') === 'packages/page/no-such-package',
    );
    expect(read?.state).toMatchObject({ status: 'success', data: null });
  });

  it('renders a package that exists with no status of its own (200)', async () => {
    const page = await render('/packages/pkg-1', transport);
    expect(page?.status).toBeUndefined();
    expect(page?.html).toContain('Sundarbans Mangrove Safari');
    expect(page?.html).not.toContain('Package not found');
  });
});

describe('the pages the server renders', () => {
  // The server answers these paths with what `render` gives; one that the app could not render
  // there (a redirect, a loader of its own) would be sent as the shell, without its content.
  it.each(SERVER_RENDERED_PAGES.map((page) => [page]))('renders %s on the server', async (page) => {
    const result = await render(page.replace(':id', 'pkg-1'), transport);
    expect(result?.html).toMatch(/<h1[\s>]/);
    expect(result?.status).toBeUndefined();
  });
});
