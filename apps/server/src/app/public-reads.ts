import { pageQuery } from '@wayfare/contract/common';
import { packageList, packageSearchQuery } from '@wayfare/contract/packages';
import { reviewList } from '@wayfare/contract/reviews';
import type { z } from 'zod';
import { jsonBytes } from '#lib/json-bytes';
import type { Services } from './compose';

/**
 * The public lists the server-side renderer reads, answered by the services as the API routes
 * would answer them (same query schemas, same bytes), without a request through the server.
 */
export function publicReads(services: Pick<Services, 'packages' | 'reviews'>) {
  return async (url: string): Promise<Response> => {
    const { pathname, searchParams } = new URL(url, 'http://wayfare.internal');
    const query = Object.fromEntries(searchParams);
    const json = (value: object, schema: z.ZodType, headers: Record<string, string> = {}) =>
      new Response(new Uint8Array(jsonBytes(value, schema).body), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      });
    const refused = () => new Response(null, { status: 400 });
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
    return new Response(null, { status: 404 });
  };
}
