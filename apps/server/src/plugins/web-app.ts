import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_RENDERED_PAGES } from '@wayfare/contract/pages';
import { sendProblem } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web app's pages in Bangla live under `/bn` (docs/i18n.md): the same pages, rendered by the
 * same renderer, with the document's language said in `<html lang>`.
 */
const BANGLA_PREFIX = '/bn';
function isBanglaPath(pathname: string): boolean {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`);
}
function inBangla(route: string): string {
  return route === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${route}`;
}
/**
 * Where a visitor who chose Bangla from the header (the `wayfare_locale` cookie) is sent when an
 * English page is asked for: its Bangla counterpart, query kept. Nobody else is: without the
 * cookie (a first visit, a client written from the spec) English pages are answered as they are.
 */
function rememberedBanglaPage(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const [pathname = '/', query] = request.url.split('?', 2);
  if (isBanglaPath(pathname)) return null;
  if (!/(?:^|;\s*)wayfare_locale=bn(?:;|$)/.test(request.headers.cookie ?? '')) return null;
  return `${pathname === '/' ? `${BANGLA_PREFIX}/` : inBangla(pathname)}${query === undefined ? '' : `?${query}`}`;
}

function withLanguage(html: string, pathname: string): string {
  return isBanglaPath(pathname) ? html.replace('<html lang="en"', '<html lang="bn"') : html;
}

/** Rendered pages kept (per path and query) so an unchanged page is not compressed again. */
const PAGE_CACHE_MAX = 200;

interface RenderResult {
  html: string;
  state: string;
  head: string;
  /** The page's own title and description (a shared package page), replacing the app's. */
  title?: string;
  description?: string;
  /** The page's status when it is not 200 (a package page for a package there is none of: 404). */
  status?: number;
}
interface Renderer {
  /** Whether the app has a page at the path (else it shows its own "not found" page). */
  hasPage?(pathname: string): boolean;
  render(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
    /**
     * `origin`: where the site is public (PUBLIC_URL): shared links' tags name absolute addresses.
     * `timeZone`: the agency's zone (TRIP_TIME_ZONE), in which the page shows times and days.
     */
    options?: { origin?: string; timeZone?: string },
  ): Promise<RenderResult | null>;
}

interface Encoded {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A rendered page and the status it is answered with. */
interface RenderedPage extends Encoded {
  status: number;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function encode(html: string): Encoded {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    // Quality 5: most of brotli's gain at a fraction of its cost (pages are made per request).
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // The encoding, and the language cookie (rememberedBanglaPage): caches keep them apart.
    .header('vary', 'accept-encoding, cookie');
  // A 404 page is sent whole: a validator would let a cache answer 304 for a page that is not.
  if (reply.statusCode === 200) {
    void reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

function readManifest(distDir: string): Manifest | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/**
 * The app's chunk (the entry's dynamic import of `src/app/client.tsx`) and what it imports, from
 * Vite's manifest (for modulepreload). The entry imports other chunks on demand too (a dashboard
 * screen's code, fetched beside the app's on a cold load): those are not the app.
 */
export function appChunks(distDir: string): string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const clientKey = entry?.dynamicImports?.find((key) => key.endsWith('src/app/client.tsx'));
  if (!clientKey) return [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(clientKey);
  return [...seen];
}

/** A Bangla catalogue's module in Vite's manifest (docs/i18n.md: a chunk of its own). */
const BANGLA_CATALOGUE = /(^|\/)locales\/(?:[\w-]+\/)?bn\.json$/;

/**
 * The web app's module of each server-rendered page (apps/web/src/app/router.tsx): the route's
 * own name, but for these. `bangla-pages.test.ts` finds every one in the build's manifest.
 */
const PAGE_MODULE_NAMES: Partial<Record<string, string>> = {
  '/': 'home',
  '/packages/:id': 'package',
  '/booking': 'trip-booking',
};
export function pageModuleOf(route: string): string {
  return `src/app/routes/${PAGE_MODULE_NAMES[route] ?? route.replace(/^\//, '')}.tsx`;
}

/**
 * The Bangla catalogues (their built files) that a Bangla page needs as the app starts and at its
 * first taps: those the app shell loads (the header, the account menu, the dialogs) and those
 * of the page's own module and what it imports statically (a package page's Book Now and its
 * booking dialog). Preloaded with the page's HTML, the app finds them in the module map instead
 * of fetching each when it is first shown, a round trip into a first tap (docs/benchmarks.md
 * P7). What the page's later screens load on demand is not followed: it is the whole app.
 */
export function banglaCatalogueChunks(distDir: string, pageModule?: string): string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const clientKey = entry?.dynamicImports?.find((key) => key.endsWith('src/app/client.tsx'));
  const seen = new Set<string>();
  const catalogues = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) {
      const catalogue = manifest[next];
      if (BANGLA_CATALOGUE.test(next) && catalogue) catalogues.add(catalogue.file);
    }
  };
  if (clientKey) visit(clientKey);
  if (pageModule) visit(pageModule);
  return [...catalogues];
}

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed (brotli or
 * gzip, made at build time), the public pages rendered on the server with their data (the app
 * hydrates them), every other page as the app shell (the app shows its own 404), unknown /api
 * paths as a problem.
 */
export interface WebAppOptions {
  distDir: string;
  pageRateLimitMax: number;
  /**
   * Answers the public API reads the renderer makes (`/api/packages?...`, `/api/reviews?...`) by
   * calling the features' services directly, as `fetch` would answer them.
   */
  readApi: (url: string) => Promise<Response>;
  /**
   * The agency's zone (TRIP_TIME_ZONE). Every page sent (the shell and the rendered ones) names it
   * in `<meta name="wayfare-time-zone">`: the app shows every time and day in it from its first
   * render, with no request of its own (apps/web/src/lib/trip-time.ts).
   */
  timeZone: string;
}

export const webAppPlugin = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const rendererFile = path.join(options.distDir, 'server', 'entry-server.js');
    const hasWebApp = existsSync(indexFile);
    let template: string | null = null;
    const shells = new Map<'en' | 'bn', Encoded>();
    let renderer: Promise<Renderer | null> | null = null;
    const pages = new Map<string, RenderedPage>();
    // Renders under way, by URL: simultaneous requests for one page share one render.
    const rendering = new Map<string, Promise<RenderedPage | null>>();
    // Pages cost a render: per client address, PAGE_RATE_LIMIT_MAX a minute, counted apart from
    // the API's limit (rate-limits.ts). Hashed assets and the prebuilt shell are not counted.
    const limitPages = app.rateLimit({
      max: options.pageRateLimitMax,
      timeWindow: '1 minute',
      allowList: () => false,
    });

    const zoneMeta = `<meta name="wayfare-time-zone" content="${escapeHtml(options.timeZone)}">`;
    const readTemplate = () =>
      (template ??= readFileSync(indexFile, 'utf8').replace('<title>', () => `${zoneMeta}<title>`));

    /*
     * A server-rendered page carries its stylesheet inline: the first paint then needs one
     * response, not two (on a phone network that is a round trip, about a tenth of the page's
     * LCP). The shell keeps the cacheable link.
     *
     * The link stays too, disabled: a disabled stylesheet is neither fetched nor applied, but the
     * app's chunk loader (Vite's preload helper) finds it among the page's links and takes the
     * stylesheet as loaded. Without it, the app fetched, parsed and applied the same stylesheet
     * again as it loaded, restyling the whole page on a phone's main thread (decision 009).
     */
    let pageTemplate: string | null = null;
    const readPageTemplate = () =>
      (pageTemplate ??= readTemplate().replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (link, file: string) => {
          const css = path.join(options.distDir, file);
          if (!existsSync(css)) return link;
          const inline = readFileSync(css, 'utf8').replaceAll('</style', '<\\/style');
          return `<style>${inline}</style><link rel="stylesheet" href="/${file}" disabled>`;
        },
      ));

    // The shell starts the app at once: preload its chunks instead of discovering them one
    // import at a time.
    const appShell = (pathname: string) => {
      const language = isBanglaPath(pathname) ? 'bn' : 'en';
      const known = shells.get(language);
      if (known) return known;
      // A Bangla screen's shell also preloads the app shell's Bangla catalogues.
      const preloads = modulePreloads([
        ...appChunks(options.distDir),
        ...(language === 'bn' ? banglaCatalogueChunks(options.distDir) : []),
      ]);
      const shell = encode(
        withLanguage(readTemplate().replace('</head>', `${preloads}</head>`), pathname),
      );
      shells.set(language, shell);
      return shell;
    };

    // Loaded on the first page request, not at start: start-up stays quick.
    const loadRenderer = () =>
      (renderer ??= existsSync(rendererFile)
        ? import(pathToFileURL(rendererFile).href).then(
            (module) => module as Renderer,
            (error: unknown) => {
              app.log.error({ err: error }, 'server-side renderer failed to load; serving shell');
              return null;
            },
          )
        : Promise.resolve(null));

    // The renderer only reads public lists: anything else is refused, not served.
    const transport = async (url: string, init: RequestInit): Promise<Response> =>
      (init.method ?? 'GET') === 'GET' ? options.readApi(url) : new Response(null, { status: 405 });

    // A Bangla page's catalogue preloads, by its route (banglaCatalogueChunks).
    const banglaPreloads = new Map<string, string>();
    const banglaPreloadsOf = (route: string) => {
      let links = banglaPreloads.get(route);
      if (links === undefined) {
        links = modulePreloads(banglaCatalogueChunks(options.distDir, pageModuleOf(route)));
        banglaPreloads.set(route, links);
      }
      return links;
    };

    /** The page at `route` (a pattern of SERVER_RENDERED_PAGES, without `/bn`), rendered. */
    async function renderPage(
      request: FastifyRequest,
      route: string,
    ): Promise<RenderedPage | null> {
      const rendering = await loadRenderer();
      if (!rendering) return null;
      const origin = (app as { config?: { publicUrl?: string } }).config?.publicUrl;
      const result = await rendering.render(request.url, transport, {
        origin,
        timeZone: options.timeZone,
      });
      if (!result) return null;
      // Head tags (the hero's preload) go before the inline stylesheet, where the browser's
      // preload scanner finds them in the first bytes.
      const pathname = request.url.split('?')[0] ?? '/';
      let pageHtml = withLanguage(readPageTemplate(), pathname);
      if (isBanglaPath(pathname)) {
        pageHtml = pageHtml.replace('</head>', () => `${banglaPreloadsOf(route)}</head>`);
      }
      if (result.title !== undefined) {
        const title = `<title>${escapeHtml(result.title)}</title>`;
        pageHtml = pageHtml.replace(/<title>[^<]*<\/title>/, () => title);
      }
      if (result.description !== undefined) {
        pageHtml = pageHtml.replace(
          /(<meta\s+name="description"\s+content=")[^"]*(")/,
          (_, start: string, end: string) => `${start}${escapeHtml(result.description!)}${end}`,
        );
      }
      // Replaced by functions: the page's text is inserted as it is (a `$&` or `$$` in a
      // package's description is not a replacement pattern).
      const html = pageHtml
        .replace('<title>', () => `${result.head}<title>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${result.html}</div><script type="application/json" id="wayfare-ssr">${result.state}</script>`,
        );
      const key = request.url;
      const cached = pages.get(key);
      const status = result.status ?? 200;
      if (cached?.status === status && cached.identity.equals(Buffer.from(html))) return cached;
      const page: RenderedPage = { ...encode(html), status };
      if (pages.size >= PAGE_CACHE_MAX) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
      return page;
    }

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: true,
        preCompressed: true,
        // The server-side renderer and the build manifest are read by the server, not sent;
        // source maps (the original sources) are for error tracking, never served.
        allowedPath: (pathName) =>
          !pathName.startsWith('/server/') &&
          !pathName.startsWith('/.') &&
          !pathName.toLowerCase().endsWith('.map'),
        setHeaders(reply, filePath) {
          const rel = path.relative(options.distDir, filePath);
          if (rel.startsWith(`assets${path.sep}`)) void reply.header('cache-control', IMMUTABLE);
          else if (rel.startsWith(`images${path.sep}`))
            void reply.header('cache-control', 'public, max-age=604800');
          else void reply.header('cache-control', 'no-cache');
        },
      });

      // The public pages rendered with their data; every other page gets the shell.
      for (const [route, pageRoute] of SERVER_RENDERED_PAGES.flatMap((page) => [
        [page, page] as const,
        [inBangla(page), page] as const,
      ])) {
        app.get(route, { onRequest: limitPages }, async (request, reply) => {
          const remembered = rememberedBanglaPage(request);
          if (remembered) return reply.header('vary', 'cookie').redirect(remembered, 302);
          let page: RenderedPage | null = null;
          try {
            const key = request.url;
            let pending = rendering.get(key);
            if (!pending) {
              pending = renderPage(request, pageRoute).finally(() => rendering.delete(key));
              rendering.set(key, pending);
            }
            page = await pending;
          } catch (error) {
            // The app can still render it in the browser: send the shell, log why.
            request.log.error({ err: error }, 'server-side rendering failed; serving shell');
          }
          // The page says when it is not found (a package there is none of): answered 404 with it.
          if (page && page.status !== 200) void reply.status(page.status);
          return sendHtml(request, reply, page ?? appShell(request.url.split('?')[0] ?? '/'));
        });
      }
    }

    /** Whether the app has a page at the path (asked of the renderer; without one, assumed). */
    async function isAppPage(pathname: string): Promise<boolean> {
      const loaded = await loadRenderer();
      try {
        return loaded?.hasPage ? loaded.hasPage(pathname) : true;
      } catch (error) {
        app.log.error({ err: error }, 'page lookup failed; serving the shell as a page');
        return true;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return sendProblem(
          request,
          reply,
          'ROUTE_NOT_FOUND',
          `There is no API route ${request.method} ${pathname}.`,
        );
      }
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
      if (hasWebApp && wantsPage) {
        const remembered = rememberedBanglaPage(request);
        if (remembered) return reply.header('vary', 'cookie').redirect(remembered, 302);
        // The shell either way (the app shows its own "not found" page), with the status it is.
        if (!(await isAppPage(pathname))) void reply.status(404);
        return sendHtml(request, reply, appShell(pathname));
      }
      return sendProblem(request, reply, 'NOT_FOUND', `Nothing is served at ${pathname}.`);
    });
  },
  { name: 'web-app' },
);
