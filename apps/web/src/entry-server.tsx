import { dehydrate, type Query } from '@tanstack/react-query';
import { pageTitle } from '@/app/layouts/route-announcer';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { setApiTransport } from './lib/api-client';
import { setTripTimeZone } from './lib/trip-time';
import { createQueryClient } from './lib/query-client';
import { AppProvider } from './app/provider';
import { Hydrated } from './app/hydrated';
import { createRoutes } from './app/router';
import { serializeSsrState } from './app/ssr-state';
import { heroImage } from './content/static-images';
import { packagePageHead } from './app/page-head';
import { packagePageQueryOptions } from './features/packages/api/get-package';
import { loadDefinedCatalogs } from './lib/i18n/catalog';
import {
  LOCALES,
  LANGUAGE_TAG,
  localeOfPath,
  pathInLocale,
  withoutLocale,
} from './lib/i18n/locale';

/**
 * Server-side rendering of the public pages (built with `vite build --ssr`, loaded by the
 * server's web-app plugin). The page's HTML is complete before any script runs; the browser
 * hydrates it later (see main.tsx).
 */

/** Only public lists are fetched while rendering: nothing that depends on who asks. */
const PUBLIC_QUERY_ROOTS = new Set(['packages', 'reviews']);

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderResult {
  /** The rendered `#root` content. */
  html: string;
  /** `<script type="application/json">` content that the browser hydrates from. */
  state: string;
  /** Extra `<head>` tags: the hero image preload on Home, a package page's preview tags. */
  head: string;
  /** A page's own title and description (a package page), in place of the app's. */
  title?: string;
  description?: string;
  /** The answer's status when it is not 200: 404 for a package the server has none of. */
  status?: number;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The page in each language, for search engines (`hreflang`), English as the default. Absolute
 * when the server knows its public origin, as search engines ask.
 */
function alternatesFor(url: string, origin = ''): string {
  const links = LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${escapeAttribute(origin + pathInLocale(url, locale))}">`,
  );
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(origin + pathInLocale(url, 'en'))}">`,
  );
  return links.join('');
}

function headFor(pathname: string): string {
  if (withoutLocale(pathname) !== '/') return '';
  const hero = heroImage();
  return `<link rel="preload" as="image" href="${escapeAttribute(hero.src)}" imagesrcset="${escapeAttribute(hero.srcSet)}" imagesizes="100vw" fetchpriority="high">`;
}

let routesToMatch: RouteObject[] | undefined;

/**
 * Whether the app has a page at `pathname`; anything else is its "not found" page, which the
 * server answers with 404 so that search engines and monitors see the truth.
 */
export function hasPage(pathname: string): boolean {
  routesToMatch ??= createRoutes(createQueryClient());
  const matches = matchRoutes(routesToMatch, pathname);
  const deepest = matches?.[matches.length - 1];
  return deepest !== undefined && deepest.route.path !== '*';
}

/**
 * Renders `url` (path and query). Answers null when the page is not one to render on the
 * server (a redirect, or a route with its own loader): the server then sends the app shell.
 */
export async function render(
  url: string,
  transport: ApiTransport,
  options: { origin?: string; timeZone?: string } = {},
): Promise<RenderResult | null> {
  setApiTransport(transport);
  // The agency's zone (TRIP_TIME_ZONE): the browser reads it from the page's meta tag.
  setTripTimeZone(options.timeZone);
  const queryClient = createQueryClient();
  // A page is sent when its lists have answered once: no retries (the browser retries), and no
  // garbage-collection timers on the server.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(url, 'http://wayfare.internal'));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's messages, ready before it renders (a Bangla page's catalogues are chunks of their
  // own, loaded as the routes' modules define them).
  const locale = localeOfPath(context.location.pathname);
  await loadDefinedCatalogs(locale);
  const page = () =>
    renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <Hydrated />
        </AppProvider>
      </StrictMode>,
    );

  // First pass: learn which queries the page asks for; then fetch the public ones and render
  // again with their data, so the HTML carries the packages and reviews themselves.
  page();
  // Anything the first pass brought in (a component's own catalogue).
  await loadDefinedCatalogs(locale);
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query: Query) =>
        query.state.status === 'pending' &&
        PUBLIC_QUERY_ROOTS.has(String((query.queryKey as unknown[])[0])),
    );
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  // A failed list is left for the browser to load (and to show its error with a retry).
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const html = page();
  const state = serializeSsrState({
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        PUBLIC_QUERY_ROOTS.has(String((query.queryKey as unknown[])[0])),
    }),
  });
  // A package page shared as a link: its title, description and preview tags (Open Graph).
  const packageId =
    context.matches.at(-1)?.route.path === 'packages/:id'
      ? context.matches.at(-1)?.params.id
      : undefined;
  const pkg = packageId
    ? queryClient.getQueryData(packagePageQueryOptions(packageId).queryKey)
    : undefined;
  queryClient.clear();
  if (pkg) {
    const head = packagePageHead(pkg, options.origin, locale);
    return {
      html,
      state,
      head: head.tags + alternatesFor(url, options.origin),
      title: head.title,
      description: head.description,
    };
  }
  // Every other page is titled after its heading, as the browser's RouteAnnouncer does later.
  const title = pageTitle(headingOf(html), context.location.pathname, '');
  return {
    html,
    state,
    head: headFor(context.location.pathname) + alternatesFor(url, options.origin),
    title: title || undefined,
    // A package page whose package the server has not (its "Package not found" page): the
    // answer says so, for search engines, link checkers and monitors.
    ...(pkg === null && { status: 404 }),
  };
}

/** The text of the first `h1` in the rendered page's `main`, entities read back. */
function headingOf(html: string): string {
  const inner = /<main\b[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
