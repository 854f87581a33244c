import type { TravelPackage } from '@wayfare/contract/packages';
import { translate } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { packageText } from '@/lib/i18n/package-text';
import { catalogPagesMessages } from './routes/catalog/messages';

/*
 * The head of a shared package page (/packages/:id): its own title and description, and the
 * Open Graph and Twitter tags that chat apps and social sites read to preview a link. Written by
 * the server-side renderer into the HTML, as link previews run no script. A Bangla page names the
 * package by its Bangla texts where it has them (docs/i18n.md, "The agency's texts").
 */

export interface PageHead {
  title: string;
  description: string;
  /** `<meta>` and `<link>` tags for the head. */
  tags: string;
}

/** Previews cut a description at about 200 characters: a whole word, then an ellipsis. */
export const DESCRIPTION_MAX = 200;

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The description on one line, at most DESCRIPTION_MAX characters, cut after a whole word. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The page's title as the browser's tab and a link preview show it. */
export function packagePageTitle(pkg: TravelPackage, locale: Locale): string {
  return `${packageText(pkg, 'title', locale).text} | Wayfare`;
}

/**
 * The head of a package's page. `origin` is where the site is public (PUBLIC_URL): previews need
 * absolute addresses; without it the address tags are left out rather than guessed.
 */
export function packagePageHead(
  pkg: TravelPackage,
  origin: string | undefined,
  locale: Locale,
): PageHead {
  const title = packagePageTitle(pkg, locale);
  const name = packageText(pkg, 'title', locale).text;
  const duration = packageText(pkg, 'duration', locale).text;
  const description =
    shortDescription(packageText(pkg, 'description', locale).text) ||
    (duration
      ? translate(catalogPagesMessages, locale, 'catalogPages.package.headDescription', {
          title: name,
          duration,
        })
      : translate(catalogPagesMessages, locale, 'catalogPages.package.headDescriptionTrip', {
          title: name,
        }));
  const base = origin?.replace(/\/$/, '');
  const url = base ? `${base}/packages/${encodeURIComponent(pkg._id)}` : undefined;
  const image = !pkg.image
    ? undefined
    : /^https?:\/\//.test(pkg.image)
      ? pkg.image
      : base && pkg.image.startsWith('/')
        ? `${base}${pkg.image}`
        : undefined;
  const meta = (attribute: 'property' | 'name', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  const tags = [
    url ? `<link rel="canonical" href="${escapeAttribute(url)}">` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Wayfare'),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image ? name : undefined),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');
  return { title, description, tags };
}
