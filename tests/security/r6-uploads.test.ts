import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, startApp, type SuiteApp } from './support/app';
import { recordFigure, writeArtifact } from './support/figures';
import { hostileCorpus, type CorpusFile } from './support/upload-corpus';
import { ADMIN_EMAIL, createWorld, type World } from './support/world';

// R6: a corpus of hostile files against POST /api/images.
let s: SuiteApp;
let w: World;
beforeAll(async () => {
  s = await startApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, UPLOAD_RATE_LIMIT_MAX: '1000' } });
  w = await createWorld(s);
});
afterAll(() => s.close());

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** multipart/form-data as a browser (or an attacker) frames it. */
function multipart(file: CorpusFile) {
  const boundary = `----wayfare${randomUUID().replaceAll('-', '')}`;
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      part,
      ...(file.twice ? [part] : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

describe('R6 hostile upload corpus', () => {
  it('refuses or re-encodes every file, never a 5xx, and leaves no file behind', async () => {
    const corpus = await hostileCorpus(s.config.uploads.maxBytes);
    const rows: string[] = [];
    const problems: string[] = [];
    const acceptedKeys = new Set<string>();
    let refused = 0;
    let reencoded = 0;
    for (const file of corpus) {
      const before = filesUnder(s.config.dataDir);
      const body = multipart(file);
      const response = await inject(s.app, {
        method: 'POST',
        url: '/api/images',
        headers: { ...w.userA.auth, ...body.headers },
        payload: body.payload,
      });
      const after = filesUnder(s.config.dataDir);
      const added = after.filter((f) => !before.includes(f));
      let outcome: string;
      if (response.statusCode >= 500) {
        problems.push(`${file.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        outcome = `${response.statusCode} ✗`;
      } else if (response.statusCode === 200) {
        const { url } = response.json<{ data: { url: string } }>().data;
        const served = await inject(s.app, { method: 'GET', url });
        const bytes = served.rawPayload;
        const meta = await sharp(bytes).metadata();
        const text = bytes.toString('latin1');
        const survived = (file.mustNotSurvive ?? []).filter((m) => text.includes(m));
        const isWebp = text.slice(0, 4) === 'RIFF' && text.slice(8, 12) === 'WEBP';
        if (!isWebp || meta.format !== 'webp')
          problems.push(`${file.name}: stored as ${meta.format}`);
        if (bytes.equals(file.bytes)) problems.push(`${file.name}: stored unchanged`);
        if (survived.length) problems.push(`${file.name}: ${survived.join(', ')} survived`);
        if (Math.max(meta.width ?? 0, meta.height ?? 0) > 2000)
          problems.push(`${file.name}: larger than 2000 px`);
        if (meta.exif || meta.xmp || meta.icc) problems.push(`${file.name}: metadata kept`);
        if (
          served.headers['content-type'] !== 'image/webp' ||
          served.headers['x-content-type-options'] !== 'nosniff'
        )
          problems.push(`${file.name}: served without image/webp + nosniff`);
        for (const f of added) if (!f.endsWith('.webp')) problems.push(`${file.name}: left ${f}`);
        acceptedKeys.add(path.basename(url));
        reencoded += 1;
        outcome = `200 re-encoded (${meta.width}×${meta.height} WebP)`;
      } else {
        if (added.length) problems.push(`${file.name}: refused but left ${added.join(', ')}`);
        refused += 1;
        outcome = `${response.statusCode} ${response.json<{ code: string }>().code}`;
      }
      rows.push(`| ${file.name} | ${file.bytes.length} | ${outcome} |`);
    }
    // What is left: one WebP per distinct accepted image, named by its hash, nothing else.
    const left = filesUnder(s.config.uploads.dir).map((f) => path.basename(f));
    const strays = left.filter(
      (f) => !acceptedKeys.has(f) && !f.startsWith(path.basename(w.imageUrl)),
    );
    for (const f of filesUnder(s.config.uploads.dir)) {
      const head = readFileSync(f).subarray(0, 12).toString('latin1');
      if (head.slice(0, 4) !== 'RIFF' || head.slice(8) !== 'WEBP')
        problems.push(`stored non-WebP ${f}`);
    }
    writeArtifact(
      'r6-uploads.md',
      ['| file | bytes | answer |', '|---|---|---|', ...rows, ''].join('\n'),
    );
    recordFigure('R6', {
      title: 'hostile uploads',
      files: corpus.length,
      refused,
      reencoded,
      refusedOrReencoded: `${Math.round(((refused + reencoded) / corpus.length) * 100)}%`,
      serverErrors: problems.filter((p) => / 5\d\d /.test(p)).length,
      strayFiles: strays.length,
      problems: problems.length,
    });
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(problems).toEqual([]);
    expect(strays).toEqual([]);
  });
});
