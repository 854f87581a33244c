import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_IMAGE_PATH, imageUploadResponse } from '@wayfare/contract/images';
import { createTestApp, inject, signUpWithToken, type TestApp } from '#test/helpers';
import { sniffImageType } from './service';
import { filesUnder, multipart, photo } from '#test/images';

const RATE_LIMIT = 6;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: String(RATE_LIMIT) });
});
afterAll(() => t.close());

/** A fresh account per test: the upload limit is per user, and no test eats another's quota. */
async function user() {
  return (await signUpWithToken(t.app)).auth;
}

async function upload(
  auth: Record<string, string>,
  file: { bytes: Buffer; filename?: string; type?: string; field?: string },
) {
  const body = multipart({ filename: 'photo.png', type: 'image/png', ...file });
  return inject(t.app, {
    method: 'POST',
    url: '/api/images',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  return inject(t.app, { method: 'GET', url, headers });
}

function uploadsOnDisk() {
  return filesUnder(t.config.uploads.dir);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit PNG of `side` × `side` black pixels: tiny on disk, gigantic once decoded. */
function pixelFloodPng(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/images', () => {
  it('accepts a PNG and serves it back as WebP of the same size', async () => {
    const png = await photo(800, 600).png().toBuffer();
    const response = await upload(await user(), { bytes: png });
    expect(response.statusCode).toBe(200);
    const { data } = imageUploadResponse.parse(response.json());
    expect(data.url).toMatch(HOSTED_IMAGE_PATH);
    expect(data).toMatchObject({ width: 800, height: 600 });

    const served = await fetchImage(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('accepts a JPEG and scales its longest side down to 2000 px', async () => {
    const jpeg = await photo(3000, 1500).jpeg().toBuffer();
    const response = await upload(await user(), {
      bytes: jpeg,
      filename: 'beach.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { data } = imageUploadResponse.parse(response.json());
    expect(data).toMatchObject({ width: 2000, height: 1000 });
    const meta = await sharp((await fetchImage(data.url)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
  });

  it.each([
    ['WebP', () => photo(320, 200).webp().toBuffer()],
    ['GIF', () => photo(320, 200).gif().toBuffer()],
    ['AVIF', () => photo(320, 200).avif().toBuffer()],
  ])('accepts a %s image', async (_name, make) => {
    const response = await upload(await user(), {
      bytes: await make(),
      filename: 'x.bin',
      type: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(200);
    const { data } = imageUploadResponse.parse(response.json());
    expect(data).toMatchObject({ width: 320, height: 200 });
    expect((await sharp((await fetchImage(data.url)).rawPayload).metadata()).format).toBe('webp');
  });

  it('gives the same URL for the same image uploaded twice and stores one file', async () => {
    const auth = await user();
    const png = await photo(640, 480).png().toBuffer();
    const first = await upload(auth, { bytes: png });
    expect(first.statusCode).toBe(200);
    const files = uploadsOnDisk();
    const second = await upload(auth, { bytes: png, filename: 'renamed-copy.png' });
    expect(second.statusCode).toBe(200);
    const url = imageUploadResponse.parse(first.json()).data.url;
    expect(imageUploadResponse.parse(second.json()).data.url).toBe(url);
    expect(uploadsOnDisk()).toEqual(files);
    expect(files.filter((f) => f.endsWith(url.split('/').pop()!))).toHaveLength(1);
  });

  it('turns an EXIF-rotated JPEG upright and drops its metadata', async () => {
    // Stored 300 × 100, red on the left and blue on the right; orientation 6 means "turn 90° clockwise".
    const raw = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 150, height: 100, channels: 3, background: '#0000ff' } },
          left: 150,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(raw).metadata()).orientation).toBe(6);

    const response = await upload(await user(), {
      bytes: raw,
      filename: 'phone.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { data } = imageUploadResponse.parse(response.json());
    const served = (await fetchImage(data.url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const { data: pixels, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...pixels.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    const [topR, , topB] = at(50, 20);
    const [bottomR, , bottomB] = at(50, 280);
    // Upright: what was the left (red) is now on top, the right (blue) at the bottom.
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('re-encodes a valid PNG that carries a PHP payload after its end, dropping the payload', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]);
    const response = await upload(await user(), { bytes: polyglot, filename: 'shell.php.png' });
    expect(response.statusCode).toBe(200);
    const served = await fetchImage(imageUploadResponse.parse(response.json()).data.url);
    expect(served.rawPayload.includes('<?php')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  describe('refuses what is not an acceptable image, and keeps nothing of it', () => {
    it.each([
      {
        name: 'an SVG with a script',
        file: {
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
          ),
          filename: 'logo.svg',
          type: 'image/svg+xml',
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'an SVG renamed .png and declared image/png',
        file: {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          filename: 'a.png',
          type: 'image/png',
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'an HTML file renamed .png',
        file: {
          bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
          filename: 'cute-cat.png',
          type: 'image/png',
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'a PNG header followed by a PHP payload',
        file: {
          bytes: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('<?php system($_GET["c"]); ?>'),
          ]),
          filename: 'avatar.png',
          type: 'image/png',
        },
        status: 422,
        code: 'IMAGE_UNREADABLE',
      },
      {
        name: 'a HEIC photo (HEVC, not AVIF)',
        file: {
          bytes: Buffer.concat([
            Buffer.from([0, 0, 0, 24]),
            Buffer.from('ftypheic\0\0\0\0mif1heic'),
            randomBytes(64),
          ]),
          filename: 'IMG_0001.avif',
          type: 'image/avif',
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'an empty file',
        file: { bytes: Buffer.alloc(0) },
        status: 422,
        code: 'IMAGE_UNREADABLE',
      },
    ])('refuses $name with $status', async ({ file, status, code }) => {
      const before = uploadsOnDisk();
      const response = await upload(await user(), file);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const body = response.json<{ code: string; detail: string }>();
      expect(body.code).toBe(code);
      expect(body.detail.length).toBeGreaterThan(10);
      expect(uploadsOnDisk()).toEqual(before);
    });

    it('refuses a truncated JPEG as unreadable', async () => {
      const jpeg = await photo(600, 400).jpeg().toBuffer();
      expect((await upload(await user(), { bytes: jpeg, type: 'image/jpeg' })).statusCode).toBe(
        200,
      );
      const before = uploadsOnDisk();
      const response = await upload(await user(), {
        bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'IMAGE_UNREADABLE' });
      expect(uploadsOnDisk()).toEqual(before);
    });

    it('refuses a 30 MB file with 413 without keeping it', async () => {
      const before = uploadsOnDisk();
      const big = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        randomBytes(30 * 1024 * 1024),
      ]);
      const response = await upload(await user(), {
        bytes: big,
        filename: 'huge.jpg',
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        detail: 'The image is larger than 10 MB. Choose a smaller one.',
      });
      expect(uploadsOnDisk()).toEqual(before);
    });

    it('refuses a 20000 × 20000 PNG before decoding it', async () => {
      const flood = pixelFloodPng(20_000);
      expect(flood.length).toBeLessThan(1024 * 1024);
      expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({
        width: 20_000,
        height: 20_000,
      });
      const auth = await user();
      const before = uploadsOnDisk();
      const started = performance.now();
      const response = await upload(auth, { bytes: flood });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
      expect(response.json<{ detail: string }>().detail).toContain('20000 × 20000');
      // Decoding 400 megapixels would take seconds and gigabytes; reading the header takes none.
      expect(performance.now() - started).toBeLessThan(3000);
      expect(uploadsOnDisk()).toEqual(before);
    });
  });

  it('refuses a visitor with 401 and keeps nothing', async () => {
    const before = uploadsOnDisk();
    const png = await photo(50, 50).png().toBuffer();
    const response = await upload({}, { bytes: png });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const forged = await upload({ authorization: 'Bearer not.a.token' }, { bytes: png });
    expect(forged.statusCode).toBe(401);
    expect(uploadsOnDisk()).toEqual(before);
  });

  it('asks for the image field when it is missing, misnamed or the body is not multipart', async () => {
    const auth = await user();
    const png = await photo(50, 50).png().toBuffer();
    const misnamed = await upload(auth, { bytes: png, field: 'file' });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'body.image', message: 'is required' }],
    });
    const json = await inject(t.app, {
      method: 'POST',
      url: '/api/images',
      headers: auth,
      payload: { image: 'http://x/y.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const cut = multipart({ filename: 'a.png', type: 'image/png', bytes: png });
    const interrupted = await inject(t.app, {
      method: 'POST',
      url: '/api/images',
      headers: { ...auth, ...cut.headers },
      payload: cut.payload.subarray(0, 200),
    });
    expect(interrupted.statusCode).toBe(400);
    expect(interrupted.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it(`limits each user to ${RATE_LIMIT} uploads per window, counted per account`, async () => {
    const auth = await user();
    const tiny = await photo(20, 20).png().toBuffer();
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await upload(auth, { bytes: tiny })).statusCode).toBe(200);
    const limited = await upload(auth, { bytes: tiny });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Same address, another account: not limited.
    expect((await upload(await user(), { bytes: tiny })).statusCode).toBe(200);
  });
});

describe('over a real socket', () => {
  let address: Promise<string> | undefined;
  const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('takes a browser-style FormData upload and refuses an oversized one mid-stream', async () => {
    const base = await listening();
    const { token } = await signUpWithToken(t.app);
    const send = (blob: Blob, name: string) => {
      const form = new FormData();
      form.append('image', blob, name);
      return fetch(`${base}/api/images`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    };
    const jpeg = await photo(300, 200).jpeg().toBuffer();
    const ok = await send(new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
    expect(ok.status).toBe(200);
    const { url } = imageUploadResponse.parse(await ok.json()).data;
    const served = await fetch(`${base}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);

    const before = uploadsOnDisk();
    const big = await send(new Blob([randomBytes(30 * 1024 * 1024)]), 'big.jpg');
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(uploadsOnDisk()).toEqual(before);
  });

  it('refuses a file whose limit falls exactly at the end of what the server has read so far', async () => {
    // The exact first maxBytes arrive, the server reads them all, then one more byte follows:
    // busboy marks the file truncated only after the last chunk was handed over.
    const base = new URL(await listening());
    const { token } = await signUpWithToken(t.app);
    const max = t.config.uploads.maxBytes;
    const body = multipart({
      filename: 'big.jpg',
      type: 'image/jpeg',
      bytes: Buffer.alloc(max + 1, 0x41),
    });
    const split = body.payload.lastIndexOf('\r\n--') - 1; // the head and exactly maxBytes
    const before = uploadsOnDisk();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: '/api/images',
          method: 'POST',
          headers: {
            ...body.headers,
            authorization: `Bearer ${token}`,
            'content-length': body.payload.length,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.payload.subarray(0, split), () => {
        // A pause (not a measurement): long enough for the server to read every byte sent.
        setTimeout(() => request.end(body.payload.subarray(split)), 300);
      });
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(uploadsOnDisk()).toEqual(before);
  });
});

describe('GET /api/images/:name', () => {
  it('answers 304 when the browser already has the image', async () => {
    const response = await upload(await user(), { bytes: await photo(64, 64).png().toBuffer() });
    const { url } = imageUploadResponse.parse(response.json()).data;
    const first = await fetchImage(url);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${url.slice('/api/images/'.length, -'.webp'.length)}"`);
    const again = await fetchImage(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    `/api/images/${'0'.repeat(64)}.webp`,
    '/api/images/..%2F..%2Fsecrets.json',
    '/api/images/photo.png',
    `/api/images/${'A'.repeat(64)}.webp`,
  ])('answers a 404 problem for %s', async (url) => {
    const response = await fetchImage(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      detail: 'There is no image at this address.',
    });
  });

  it('serves exactly the bytes stored under the hash in the URL', async () => {
    const response = await upload(await user(), { bytes: await photo(90, 60).png().toBuffer() });
    const { url } = imageUploadResponse.parse(response.json()).data;
    const name = url.split('/').pop()!;
    const [file] = uploadsOnDisk().filter((f) => f.endsWith(name));
    const served = await fetchImage(url);
    expect(served.rawPayload.equals(readFileSync(file!))).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(`${createHash('sha256').update(served.rawPayload).digest('hex')}.webp`).toBe(name);
  });
});

describe('when the upload directory cannot be written', () => {
  it('answers 503 with a readable problem, never a stack', async () => {
    const dir = t.config.uploads.dir;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a directory');
    try {
      const response = await upload(await user(), { bytes: await photo(30, 30).png().toBuffer() });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      expect(response.body).not.toMatch(/ENOTDIR|at .*\.ts/);
    } finally {
      rmSync(dir, { force: true });
    }
  });
});

describe('sniffImageType', () => {
  it.each([
    [Buffer.from([0xff, 0xd8, 0xff, 0xdb]), 'jpeg'],
    [Buffer.from('GIF89a\x01\x00', 'latin1'), 'gif'],
    [Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'webp'],
    [Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'), null],
    [
      Buffer.concat([
        Buffer.from([0, 0, 0, 28]),
        Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf', 'latin1'),
      ]),
      'avif',
    ],
    [
      Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from('ftypisom\0\0\0\0isomiso2', 'latin1'),
      ]),
      null,
    ],
    [Buffer.from('%PDF-1.7'), null],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47]), null],
  ])('reads %j as %s', (bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});
