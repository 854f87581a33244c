import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { jsonBytes } from '#lib/json-bytes';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends `value` as JSON with an ETag, or 304 when the request's If-None-Match has it. The
     * bytes are made once per object (lib/json-bytes.ts) and checked against `schema` then.
     */
    sendJsonWithEtag(value: object, schema?: z.ZodType): FastifyReply;
  }
}

/** Conditional JSON answers: browsers and shared caches revalidate instead of downloading again. */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply(
      'sendJsonWithEtag',
      function sendJsonWithEtag(this: FastifyReply, value: object, schema?: z.ZodType) {
        const { body, etag } = jsonBytes(value, schema);
        void this.header('etag', etag);
        if (this.request.headers['if-none-match'] === etag) return this.status(304).send();
        return this.type('application/json; charset=utf-8').send(body);
      },
    );
  },
  { name: 'etag' },
);
