/**
 * The public pages the server renders with their data (docs/product.md §2 names them): the
 * server answers these paths with HTML from the web app's server entry; every other page gets the
 * app shell. One list for the server (which paths to render) and the web app (its test renders
 * each of them). Zod-free: the browser may import it.
 */
export const SERVER_RENDERED_PAGES = [
  '/',
  '/about',
  '/search',
  '/packages/:id',
  '/booking',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy',
  '/terms',
] as const;
