/*
 * The admin lists answer a plain array; how many rows match and where the neighbouring pages are
 * travel in headers (docs/product.md §7, "Admin lists"): `X-Total-Count` and `Link`.
 */

export interface ListPage {
  limit: number;
  offset: number;
}

/** A query's `ILIKE` pattern for words typed in a search box: `%`, `_` and `\` match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The `Link` header of a page (RFC 8288): `rel="next"` while rows follow, `rel="prev"` after the
 * first page, each the same request with another `offset`. Undefined when there is neither.
 */
export function pageLinks(url: string, total: number, page: ListPage): string | undefined {
  const at = (offset: number) => {
    const target = new URL(url, 'http://wayfare.invalid');
    target.searchParams.set('limit', String(page.limit));
    target.searchParams.set('offset', String(offset));
    return `<${target.pathname}${target.search}>`;
  };
  const links: string[] = [];
  if (page.offset + page.limit < total) links.push(`${at(page.offset + page.limit)}; rel="next"`);
  if (page.offset > 0) links.push(`${at(Math.max(0, page.offset - page.limit))}; rel="prev"`);
  return links.length ? links.join(', ') : undefined;
}
