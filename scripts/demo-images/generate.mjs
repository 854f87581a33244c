#!/usr/bin/env node
/**
 * Generates Wayfare's demo illustrations (flat-style vector landscapes and portraits) as SVG
 * and renders them to responsive WebP files with sharp. No network access is needed and the
 * output is deterministic: every scene draws from a PRNG seeded with its own path.
 *
 *   npm run images:demo                                  # all images
 *   node scripts/demo-images/generate.mjs kyoto bali     # only scenes whose slug matches
 *
 * The drawing helpers are the modules next to this file; the scenes, grouped by subject, are
 * in scenes/ (each module exports its SCENES, keyed by output path).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashString } from './random.mjs';
import { Scene } from './scene.mjs';
import { SCENES as beaches } from './scenes/beaches.mjs';
import { SCENES as waterways } from './scenes/waterways.mjs';
import { SCENES as hills } from './scenes/hills.mjs';
import { SCENES as towns } from './scenes/towns.mjs';
import { SCENES as mountains } from './scenes/mountains.mjs';
import { SCENES as travel } from './scenes/travel.mjs';
import { SCENES as hotels } from './scenes/hotels.mjs';
import { SCENES as offerPackages } from './scenes/offer-packages.mjs';
import { SCENES as portraits } from './scenes/portraits.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'apps/web/public/images');

const SCENES = {
  ...beaches,
  ...waterways,
  ...hills,
  ...towns,
  ...mountains,
  ...travel,
  ...hotels,
  ...offerPackages,
  ...portraits,
};

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const LANDSCAPE = { ratio: 10 / 16, widths: [480, 960, 1600] };
const HERO = { ratio: 9 / 16, widths: [480, 960, 1600, 2400] };
const SQUARE = { ratio: 1, widths: [96, 192, 384] };

function budgetFor(width) {
  if (width <= 200) return 8 * 1024;
  if (width <= 480) return 19.5 * 1024;
  if (width <= 960) return 46 * 1024;
  if (width <= 1600) return 88 * 1024;
  return 180 * 1024;
}

async function renderWebp(svg, width) {
  const budget = budgetFor(width);
  let quality = 72;
  for (;;) {
    const buf = await sharp(Buffer.from(svg))
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (buf.length <= budget || quality <= 40) return { buf, quality };
    quality -= 4;
  }
}

function jobs() {
  const list = [];
  for (const [key, fn] of Object.entries(SCENES)) {
    const [dir] = key.split('/');
    const format = key === 'hero/coastal' ? HERO : dir === 'people' ? SQUARE : LANDSCAPE;
    list.push({ key, fn, format });
  }
  return list;
}

async function main() {
  const filters = process.argv.slice(2);
  let files = 0;
  let bytes = 0;
  for (const { key, fn, format } of jobs()) {
    if (filters.length && !filters.some((f) => key.includes(f))) continue;
    const baseW = format === SQUARE ? 400 : 1600;
    const sc = new Scene(baseW, Math.round(baseW * format.ratio), hashString(key));
    fn(sc);
    await mkdir(path.join(OUT_DIR, path.dirname(key)), { recursive: true });
    const sizes = [];
    for (const w of format.widths) {
      const h = Math.round(w * format.ratio);
      const { buf, quality } = await renderWebp(sc.toSvg(w, h), w);
      await writeFile(path.join(OUT_DIR, `${key}-${w}.webp`), buf);
      files++;
      bytes += buf.length;
      sizes.push(`${w}:${(buf.length / 1024).toFixed(1)}K${quality < 72 ? `@q${quality}` : ''}`);
    }
    console.log(`${key.padEnd(28)} ${sizes.join('  ')}`);
  }
  console.log(
    `\n${files} files, ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(2)} MiB) in ${path.relative(ROOT, OUT_DIR)}`,
  );
}

await main();
