import { idParam, pageQuery } from '@wayfare/contract/common';
import { departureList } from '@wayfare/contract/departures';
import { packageList, packageSearchQuery, travelPackage } from '@wayfare/contract/packages';
import { reviewList } from '@wayfare/contract/reviews';
import type { z } from 'zod';
import { AppError } from '#lib/errors';
import { jsonBytes } from '#lib/json-bytes';
import type { Services } from './compose';

/**
 * The public lists the server-side renderer reads, answered by the services as the API routes
 * would answer them (same query schemas, same bytes), without a request through the server.
 */
export function publicReads(services: Pick<Services, 'packages' | 'reviews' | 'departures'>) {
  return async (url: string): Promise<Response> => {
    const { pathname, searchParams } = new URL(url, 'http://wayfare.internal');
    const query = Object.fromEntries(searchParams);
    const json = (value: object, schema: z.ZodType, headers: Record<string, string> = {}) =>
      new Response(new Uint8Array(jsonBytes(value, schema).body), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      });
    const refused = () => new Response(null, { status: 400 });
    const notFound = () => new Response(null, { status: 404 });
    if (pathname === '/api/packages') {
      const parsed = packageSearchQuery.safeParse(query);
      if (!parsed.success) return refused();
      const answer = await services.packages.listPackages(parsed.data);
      return json(answer.packages, packageList, { 'x-total-count': String(answer.total) });
    }
    if (pathname === '/api/reviews') {
      const parsed = pageQuery.safeParse(query);
      if (!parsed.success) return refused();
      return json(await services.reviews.listReviews(parsed.data), reviewList);
    }
    // The package page (/packages/:id): the package and its upcoming departures.
    const one = /^\/api\/packages\/([^/]+)(\/departures)?$/.exec(pathname);
    const id = one ? idParam.safeParse({ id: decodedSegment(one[1]!) }) : undefined;
    if (one && id?.success && !one[2]) {
      try {
        return json(await services.packages.getPackage(id.data.id), travelPackage);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return notFound();
        throw error;
      }
    }
    if (one && id?.success && one[2] && Object.keys(query).length === 0) {
      return json(await services.departures.listForPackage(id.data.id, {}), departureList);
    }
    return notFound();
  };
}

/** A path segment as the router would read it; a malformed escape names nothing. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
