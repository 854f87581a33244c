import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResponse } from '@wayfare/contract/images';
import type { S3Config } from '#config/env';
import { createTestApp, inject, signUpWithToken, type TestApp } from '#test/helpers';
import { createS3ImageStore, StorageError } from '#adapters/image-storage';
import { filesUnder, multipart, photo } from '#test/images';

/**
 * The S3 adapter against s3rver, a local S3-compatible server speaking the S3 REST protocol with
 * signature checks: the same SDK calls that reach AWS S3, MinIO or R2 in production.
 */
const BUCKET = 'wayfare-images';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let client: S3Client;
let t: TestApp;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'wayfare-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ endpoint, region: 'us-east-1', credentials: KEYS, forcePathStyle: true });
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listing.Contents ?? []).map((o) => o.Key!).sort();
}

async function upload(auth: Record<string, string>, bytes: Buffer, filename = 'photo.png') {
  const body = multipart({ filename, type: 'image/png', bytes });
  return inject(t.app, {
    method: 'POST',
    url: '/api/images',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

function s3Config(overrides: Partial<S3Config> = {}): S3Config {
  return {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: KEYS,
    forcePathStyle: true,
    prefix: 'unit/',
    ...overrides,
  };
}

describe('image hosting on an S3-compatible store', () => {
  it('is chosen by S3_BUCKET and stores the WebP in the bucket, nothing on local disk', async () => {
    const { auth } = await signUpWithToken(t.app);
    const response = await upload(auth, await photo(500, 250).png().toBuffer());
    expect(response.statusCode).toBe(200);
    const { url } = imageUploadResponse.parse(response.json()).data;
    const name = url.split('/').pop()!;
    expect(await objectKeys()).toContain(`images/${name}`);
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `images/${name}` }),
    );
    expect(object.ContentType).toBe('image/webp');
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 500,
      height: 250,
    });
    expect(filesUnder(t.config.uploads.dir)).toEqual([]);

    const served = await inject(t.app, { method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('deduplicates: the same image twice is one object and one URL', async () => {
    const { auth } = await signUpWithToken(t.app);
    const png = await photo(300, 300).png().toBuffer();
    const first = await upload(auth, png);
    const keys = await objectKeys();
    const second = await upload(auth, png, 'again.png');
    expect(second.json()).toEqual(first.json());
    expect(await objectKeys()).toEqual(keys);
  });

  it('stores nothing for a refused file and answers 404 for an unknown image', async () => {
    const { auth } = await signUpWithToken(t.app);
    const keys = await objectKeys();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(auth, html, 'fake.png')).statusCode).toBe(415);
    expect(await objectKeys()).toEqual(keys);
    const missing = await inject(t.app, {
      method: 'GET',
      url: `/api/images/${'f'.repeat(64)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('S3 image store', () => {
  const key = `${'a'.repeat(64)}.webp`;

  it('writes once and reports an existing key instead of rewriting it', async () => {
    const store = createS3ImageStore(s3Config());
    try {
      expect(await store.put(key, Buffer.from('first'), 'image/webp')).toEqual({ created: true });
      expect(await store.put(key, Buffer.from('second'), 'image/webp')).toEqual({ created: false });
      const got = await store.get(key);
      expect(got?.size).toBe(5);
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('first');
      expect(await store.get(`${'b'.repeat(64)}.webp`)).toBeNull();
      expect(await store.get('../secrets.json')).toBeNull();
      await expect(store.put('../../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'not an image key',
      );
    } finally {
      store.close();
    }
  });

  it('reports unknown credentials or an unreachable store as a storage failure, not as a missing image', async () => {
    const wrongKeys = createS3ImageStore(
      s3Config({ credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'wrong' } }),
    );
    const unreachable = createS3ImageStore(s3Config({ endpoint: 'http://127.0.0.1:9' }));
    try {
      await expect(wrongKeys.get(key)).rejects.toBeInstanceOf(StorageError);
      await expect(
        wrongKeys.put(`${'c'.repeat(64)}.webp`, Buffer.from('x'), 'image/webp'),
      ).rejects.toBeInstanceOf(StorageError);
      await expect(unreachable.get(key)).rejects.toBeInstanceOf(StorageError);
    } finally {
      wrongKeys.close();
      unreachable.close();
    }
  });
});
