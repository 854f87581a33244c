import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '#config/env';

/** A stored image's key: the SHA-256 of its bytes, hex, plus the extension. Nothing else is ever stored. */
export const IMAGE_KEY = /^[a-f0-9]{64}\.webp$/;

export interface StoredImage {
  body: Readable;
  size: number;
}

/**
 * Where hosted images live. Keys are content hashes, so an object never changes once written:
 * `put` of an existing key leaves it alone and says so.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<{ created: boolean }>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredImage | null>;
  /** Every stored image's key (names that are not image keys are left out, and never touched). */
  list(): Promise<string[]>;
  /** Removes the image; a key with no image is not an error. */
  delete(key: string): Promise<void>;
  close(): void;
}

/** The store failed (disk, network, credentials): not the client's fault, and it may pass. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

function assertKey(key: string) {
  if (!IMAGE_KEY.test(key)) throw new Error(`not an image key: ${key}`);
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * Images in a local directory, two hex characters of fan-out (`ab/abcdef….webp`) so no folder
 * grows past a few thousand entries. Writes go to a temporary file first and are renamed into
 * place, so a reader never sees half an image.
 */
export function createLocalImageStore(dir: string): ImageStore {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    kind: 'local',
    async put(key, body) {
      assertKey(key);
      const file = fileOf(key);
      const temp = path.join(path.dirname(file), `.tmp-${randomUUID()}`);
      try {
        if (await exists(file)) return { created: false };
        // Owner only, whatever the umask: the server alone reads them (it serves every image),
        // and no other local user may swap an image served under its content's hash.
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await writeFile(temp, body, { flag: 'wx', mode: 0o600 });
        await rename(temp, file);
        return { created: true };
      } catch (error) {
        // Best effort: the temporary file may never have been created.
        await rm(temp, { force: true }).catch(() => undefined);
        throw new StorageError('could not write the image to the upload directory', {
          cause: error,
        });
      }
    },
    async get(key) {
      if (!IMAGE_KEY.test(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new StorageError('could not read the image from the upload directory', {
          cause: error,
        });
      }
    },
    async list() {
      try {
        const keys: string[] = [];
        const fanOut = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
          if (isNotFound(error)) return [];
          throw error;
        });
        for (const folder of fanOut) {
          if (!folder.isDirectory() || !/^[a-f0-9]{2}$/.test(folder.name)) continue;
          for (const name of await readdir(path.join(dir, folder.name))) {
            if (IMAGE_KEY.test(name) && name.startsWith(folder.name)) keys.push(name);
          }
        }
        return keys.sort();
      } catch (error) {
        throw new StorageError('could not list the upload directory', { cause: error });
      }
    },
    async delete(key) {
      assertKey(key);
      try {
        await rm(fileOf(key), { force: true });
      } catch (error) {
        throw new StorageError('could not delete the image from the upload directory', {
          cause: error,
        });
      }
    },
    close() {},
  };
}

// The AWS SDK is loaded when an S3 store is first used, not at start (it takes a fifth of a
// second to load, and most servers store images on disk).
let s3Sdk: Promise<typeof S3Sdk> | null = null;
const loadS3Sdk = () => (s3Sdk ??= import('@aws-sdk/client-s3'));

function isMissingObject(sdk: typeof S3Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/** Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...). */
export function createS3ImageStore(config: S3Config, client?: S3Client): ImageStore {
  let made: S3Client | undefined;
  const connect = async () => {
    const sdk = await loadS3Sdk();
    const s3 = client ?? (made ??= newClient(sdk));
    return { sdk, s3 };
  };
  const newClient = (sdk: typeof S3Sdk) =>
    new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Many S3-compatible stores reject the SDK's newer default checksums (aws-chunked bodies).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  const objectKey = (key: string) => `${config.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      try {
        const { sdk, s3 } = await connect();
        try {
          await s3.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
          return { created: false };
        } catch (error) {
          if (!isMissingObject(sdk, error)) throw error;
        }
        await s3.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
        return { created: true };
      } catch (error) {
        throw new StorageError('could not write the image to the object store', { cause: error });
      }
    },
    async get(key) {
      if (!IMAGE_KEY.test(key)) return null;
      const { sdk, s3 } = await connect().catch((error: unknown) => {
        throw new StorageError('could not reach the object store', { cause: error });
      });
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        const body = answer.Body as Readable | undefined;
        if (!body || answer.ContentLength === undefined) {
          throw new Error('the object store answered without a body or length');
        }
        return { body, size: answer.ContentLength };
      } catch (error) {
        if (isMissingObject(sdk, error)) return null;
        throw new StorageError('could not read the image from the object store', { cause: error });
      }
    },
    async list() {
      try {
        const { sdk, s3 } = await connect();
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await s3.send(
            new sdk.ListObjectsV2Command({
              Bucket: config.bucket,
              Prefix: config.prefix,
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(config.prefix.length);
            if (name && IMAGE_KEY.test(name)) keys.push(name);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys.sort();
      } catch (error) {
        throw new StorageError('could not list the object store', { cause: error });
      }
    },
    async delete(key) {
      assertKey(key);
      try {
        const { sdk, s3 } = await connect();
        // S3 answers 204 for a key that is not there: deleting twice is deleting once.
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      } catch (error) {
        throw new StorageError('could not delete the image from the object store', {
          cause: error,
        });
      }
    },
    close() {
      // A client passed in belongs to the caller, who closes it.
      made?.destroy();
    },
  };
}

export function createImageStore(options: { dir: string; s3: S3Config | undefined }): ImageStore {
  return options.s3 ? createS3ImageStore(options.s3) : createLocalImageStore(options.dir);
}
