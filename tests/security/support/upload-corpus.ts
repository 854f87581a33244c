import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One hostile file: its bytes, what its sender claims, and markers that must not survive. */
export interface CorpusFile {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
  /** Byte strings that must not appear in what is stored (payloads, metadata). */
  mustNotSurvive?: string[];
  /** Multipart framing of its own (two files, wrong field). */
  field?: string;
  twice?: boolean;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 1-bit greyscale PNG of width × height: tiny on disk, gigantic once decoded. */
function floodPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  const row = Math.ceil(width / 8) + 1;
  // Only a few rows of real data: the header alone must be enough to refuse it.
  const pixels = deflateSync(Buffer.alloc(row * Math.min(height, 64)), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function gifScreen(width: number, height: number) {
  const b = Buffer.alloc(13 + 3 * 2 + 10 + 4 + 1);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[10] = 0x80; // global colour table, 2 entries
  return Buffer.concat([
    b.subarray(0, 13),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    Buffer.from([width & 255, width >> 8, height & 255, height >> 8, 0]),
    Buffer.from([2, 2, 0x4c, 0x01, 0, 0x3b]),
  ]);
}

/** A baseline JPEG header (SOF0) claiming width × height, then nothing. */
function jpegClaiming(width: number, height: number) {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
    sof,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A WebP (VP8X) claiming a 16383 × 16383 canvas. */
function webpCanvas() {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0;
  vp8x.writeUIntLE(16382, 4, 3);
  vp8x.writeUIntLE(16382, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X', 'latin1'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), chunk]);
}

function photo(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3a7bd5',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const PHP = '<?php system($_GET["c"]); ?>';

export async function hostileCorpus(maxBytes: number): Promise<CorpusFile[]> {
  const jpeg = await photo(64, 48).jpeg().toBuffer();
  const png = await photo(64, 48).png().toBuffer();
  const gif = await photo(32, 32).gif().toBuffer();
  const webp = await photo(32, 32).webp().toBuffer();
  const avif = await photo(32, 32).avif({ effort: 0 }).toBuffer();
  const withExif = await photo(64, 48)
    .jpeg()
    .withExif({ IFD0: { Artist: 'LEAKED-ARTIST', Copyright: 'LEAKED' } })
    .toBuffer();
  const frames = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      sharp({
        create: { width: 40, height: 40, channels: 3, background: { r: i * 4, g: 99, b: 9 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  const animated = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  const progressiveCmyk = await photo(64, 48)
    .jpeg({ progressive: true })
    .toColourspace('cmyk')
    .toBuffer();
  const png16 = await photo(32, 32).png().toColourspace('rgb16').toBuffer();
  const tiff = await photo(16, 16).tiff().toBuffer();
  const zip = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    randomBytes(200),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]);
  const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
  const svg = Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
  );
  const xxe = Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
  );
  const iend = png.lastIndexOf(Buffer.from('IEND', 'latin1'));
  const pngWithText = Buffer.concat([
    png.subarray(0, 33),
    pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
    png.subarray(33),
  ]);
  const pngBadCrc = Buffer.from(png);
  pngBadCrc.writeUInt32BE(0xdeadbeef, 29); // IHDR's CRC
  const pngBadZlib = Buffer.concat([
    png.subarray(0, 33),
    pngChunk('IDAT', Buffer.from('this is not zlib data at all', 'latin1')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const jpegWithComment = Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe, 0x00, SCRIPT.length + 2]),
    Buffer.from(SCRIPT, 'latin1'),
    jpeg.subarray(2),
  ]);
  const ftyp = (brand: string) => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write('ftyp', 4, 'latin1');
    box.write(brand, 8, 'latin1');
    box.write(brand, 16, 'latin1');
    return Buffer.concat([box, randomBytes(64)]);
  };
  const huge = Buffer.concat([png.subarray(0, 33), randomBytes(maxBytes + 1024)]);

  const files: CorpusFile[] = [
    { name: 'SVG with script', filename: 'logo.svg', type: 'image/svg+xml', bytes: svg },
    { name: 'SVG named .png', filename: 'photo.png', type: 'image/png', bytes: svg },
    { name: 'SVG with XXE', filename: 'x.svg', type: 'image/svg+xml', bytes: xxe },
    { name: 'HTML as .png', filename: 'photo.png', type: 'image/png', bytes: html },
    {
      name: 'HTML as .jpg with BOM',
      filename: 'a.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), html]),
    },
    {
      name: 'PDF as .jpg',
      filename: 'a.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'),
    },
    { name: 'ZIP as .gif', filename: 'a.gif', type: 'image/gif', bytes: zip },
    {
      name: 'ELF binary',
      filename: 'a.png',
      type: 'image/png',
      bytes: Buffer.concat([Buffer.from('\x7fELF', 'latin1'), randomBytes(256)]),
    },
    { name: 'TIFF', filename: 'a.tiff', type: 'image/tiff', bytes: tiff },
    {
      name: 'BMP',
      filename: 'a.bmp',
      type: 'image/bmp',
      bytes: Buffer.concat([Buffer.from('BM', 'latin1'), randomBytes(64)]),
    },
    { name: 'HEIC brand', filename: 'a.heic', type: 'image/heic', bytes: ftyp('heic') },
    { name: 'empty file', filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    { name: 'one byte', filename: 'one.png', type: 'image/png', bytes: Buffer.from([0x89]) },
    { name: 'PNG signature only', filename: 'sig.png', type: 'image/png', bytes: PNG_SIGNATURE },
    {
      name: 'truncated JPEG',
      filename: 't.jpg',
      type: 'image/jpeg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    },
    {
      name: 'truncated PNG',
      filename: 't.png',
      type: 'image/png',
      bytes: png.subarray(0, Math.floor(png.length / 2)),
    },
    { name: 'truncated GIF', filename: 't.gif', type: 'image/gif', bytes: gif.subarray(0, 40) },
    { name: 'PNG with a bad CRC', filename: 'crc.png', type: 'image/png', bytes: pngBadCrc },
    { name: 'PNG with non-zlib data', filename: 'z.png', type: 'image/png', bytes: pngBadZlib },
    {
      name: 'AVIF brand, garbage inside',
      filename: 'a.avif',
      type: 'image/avif',
      bytes: ftyp('avif'),
    },
    {
      name: '20000 × 20000 PNG (pixel flood)',
      filename: 'flood.png',
      type: 'image/png',
      bytes: floodPng(20_000, 20_000),
    },
    {
      name: '65535 × 65535 GIF screen',
      filename: 'flood.gif',
      type: 'image/gif',
      bytes: gifScreen(65_535, 65_535),
    },
    {
      name: 'JPEG claiming 65000 × 65000',
      filename: 'flood.jpg',
      type: 'image/jpeg',
      bytes: jpegClaiming(65_000, 65_000),
    },
    {
      name: 'WebP canvas 16383 × 16383',
      filename: 'flood.webp',
      type: 'image/webp',
      bytes: webpCanvas(),
    },
    {
      name: 'PNG 100000 × 1 (long strip)',
      filename: 'strip.png',
      type: 'image/png',
      bytes: floodPng(100_000, 1),
    },
    {
      name: `huge file (${Math.round(maxBytes / 1048576)} MB + 1 KB)`,
      filename: 'huge.png',
      type: 'image/png',
      bytes: huge,
    },
    {
      name: 'JPEG with PHP appended (polyglot)',
      filename: 'shell.php.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(PHP)]),
      mustNotSurvive: [PHP],
    },
    {
      name: 'GIF with ZIP appended (GIFAR)',
      filename: 'gifar.gif',
      type: 'image/gif',
      bytes: Buffer.concat([gif, zip]),
      mustNotSurvive: ['PK\x03\x04'],
    },
    {
      name: 'PNG with HTML after IEND',
      filename: 'a.png',
      type: 'image/png',
      bytes: Buffer.concat([png.subarray(0, iend + 8), html]),
      mustNotSurvive: ['<script'],
    },
    {
      name: 'PNG with script in tEXt',
      filename: 'a.png',
      type: 'image/png',
      bytes: pngWithText,
      mustNotSurvive: ['<script', 'Comment'],
    },
    {
      name: 'JPEG with script in a comment',
      filename: 'a.jpg',
      type: 'image/jpeg',
      bytes: jpegWithComment,
      mustNotSurvive: ['<script'],
    },
    {
      name: 'JPEG with EXIF',
      filename: 'exif.jpg',
      type: 'image/jpeg',
      bytes: withExif,
      mustNotSurvive: ['LEAKED', 'Exif'],
    },
    {
      name: 'JS/JPEG polyglot',
      filename: 'poly.js',
      type: 'application/javascript',
      bytes: Buffer.concat([jpeg, Buffer.from('*/=alert(1)//')]),
      mustNotSurvive: ['alert(1)'],
    },
    {
      name: 'animated GIF (first frame kept)',
      filename: 'anim.gif',
      type: 'image/gif',
      bytes: animated,
    },
    {
      name: 'progressive CMYK JPEG',
      filename: 'cmyk.jpg',
      type: 'image/jpeg',
      bytes: progressiveCmyk,
    },
    { name: '16-bit PNG', filename: '16.png', type: 'image/png', bytes: png16 },
    { name: 'WebP declared as PNG', filename: 'a.png', type: 'image/png', bytes: webp },
    { name: 'AVIF', filename: 'a.avif', type: 'image/avif', bytes: avif },
    {
      name: 'traversal in the file name',
      filename: '../../../../tmp/evil.png',
      type: 'image/png',
      bytes: png,
    },
    {
      name: 'NUL and 5000 characters in the file name',
      filename: `a\u0000${'b'.repeat(5000)}.png`,
      type: 'image/png',
      bytes: png,
    },
    { name: 'wrong field name', filename: 'a.png', type: 'image/png', bytes: png, field: 'file' },
    {
      name: 'two files in one request',
      filename: 'a.png',
      type: 'image/png',
      bytes: png,
      twice: true,
    },
  ];
  return files;
}
