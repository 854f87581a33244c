import multipart from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD_FIELD, imageUploadResponse } from '@wayfare/contract/images';
import type { Config } from '#config/env';
import { AppError } from '#lib/errors';
import { StorageError } from '#adapters/image-storage';
import type { ImagesService } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where a hosted image is served; the upload answers this path (relative: it is Wayfare's own). */
export const IMAGE_URL_PREFIX = '/api/images/';

interface ImagesRoutesOptions {
  service: ImagesService;
  /** The upload limits (size, rate). */
  uploads: Config['uploads'];
}

function storageUnavailable(log: FastifyBaseLogger, error: StorageError): AppError {
  log.error({ err: error }, 'image storage failed');
  return new AppError(
    'STORAGE_UNAVAILABLE',
    'Images cannot be stored or read right now. Please try again in a moment.',
  );
}

const imageRequired = () =>
  new AppError(
    'VALIDATION_FAILED',
    `Choose an image to upload (multipart field "${IMAGE_UPLOAD_FIELD}").`,
    [{ path: `body.${IMAGE_UPLOAD_FIELD}`, message: 'is required' }],
  );

/**
 * `POST /api/images` (multipart field `image`, signed-in users, per-user rate limit) answers
 * `{ data: { url } }`; `GET /api/images/<hash>.webp` serves the stored WebP, cacheable forever.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, options) => {
  const { service, uploads } = options;
  // Registered here, not on the whole app: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: uploads.maxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  const maxMegabytes = Math.floor(uploads.maxBytes / (1024 * 1024));
  const tooLarge = () =>
    new AppError(
      'IMAGE_TOO_LARGE',
      `The image is larger than ${maxMegabytes} MB. Choose a smaller one.`,
    );

  app.post(
    '/images',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: uploads.rateLimitMax,
          timeWindow: uploads.rateLimitWindowSeconds * 1000,
          // After requireUser, so the limit is counted per account, not per address.
          hook: 'preHandler',
          keyGenerator: (request) => `images:${request.actor?.id ?? request.ip}`,
        },
      },
      schema: { consumes: ['multipart/form-data'], response: { 200: imageUploadResponse } },
    },
    async (request) => {
      if (!request.isMultipart()) throw imageRequired();
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== IMAGE_UPLOAD_FIELD) {
          part?.file.resume();
          throw imageRequired();
        }
        bytes = await part.toBuffer();
        // toBuffer() checks for truncation after each chunk only. When the limit falls exactly
        // at the end of a chunk, busboy marks the file truncated after the last chunk has been
        // read, and toBuffer() returns the first maxBytes as if they were the whole file.
        if (part.file.truncated) throw tooLarge();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (
          code === 'FST_FILES_LIMIT' ||
          code === 'FST_PARTS_LIMIT' ||
          code === 'FST_FIELDS_LIMIT'
        ) {
          throw new AppError('VALIDATION_FAILED', 'Send one image per request.');
        }
        // Busboy's malformed-body errors (no boundary, cut-off parts, closed early) carry no status.
        request.log.info({ err: error }, 'malformed image upload');
        throw new AppError(
          'VALIDATION_FAILED',
          'The upload was interrupted or malformed. Please try again.',
        );
      }

      try {
        const image = await service.host(bytes);
        request.log.info(
          { key: image.key, bytes: image.bytes, created: image.created },
          'image hosted',
        );
        return {
          data: {
            url: `${IMAGE_URL_PREFIX}${image.key}`,
            width: image.width,
            height: image.height,
          },
        };
      } catch (error) {
        if (error instanceof StorageError) throw storageUnavailable(request.log, error);
        throw error;
      }
    },
  );

  app.get(
    '/images/:name',
    { schema: { params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const notFound = () => new AppError('NOT_FOUND', 'There is no image at this address.');
      const etag = `"${name.slice(0, 64)}"`;
      let image;
      try {
        image = await service.read(name);
      } catch (error) {
        if (error instanceof StorageError) throw storageUnavailable(request.log, error);
        throw error;
      }
      if (!image) throw notFound();
      void reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        image.body.destroy();
        return reply.status(304).send();
      }
      return reply.header('content-length', image.size).send(image.body);
    },
  );
};
