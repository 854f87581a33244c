#!/usr/bin/env node
/**
 * Generates Wayfare's demo illustrations (flat-style vector landscapes and portraits) as SVG
 * and renders them to responsive WebP files with sharp. No network access is needed and the
 * output is deterministic: every scene draws from a PRNG seeded with its own path.
 *
 *   node scripts/generate-demo-images.mjs            # all images
 *   node scripts/generate-demo-images.mjs kyoto bali # only scenes whose slug matches
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/web/public/images');

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeNoise(rng, size = 256) {
  const v = Array.from({ length: size }, () => rng());
  return (x) => {
    const xi = Math.floor(x);
    const t = x - xi;
    const s = t * t * (3 - 2 * t);
    const a = v[((xi % size) + size) % size];
    const b = v[(((xi + 1) % size) + size) % size];
    return a + (b - a) * s;
  };
}

function makeFbm(rng, octaves = 4, gain = 0.5) {
  const layers = Array.from({ length: octaves }, () => makeNoise(rng));
  let norm = 0;
  for (let i = 0, a = 1; i < octaves; i++, a *= gain) norm += a;
  return (x) => {
    let sum = 0;
    let amp = 1;
    let fr = 1;
    for (const n of layers) {
      sum += n(x * fr) * amp;
      amp *= gain;
      fr *= 2;
    }
    return sum / norm;
  };
}

// ---------------------------------------------------------------------------------------------
// Colour + number helpers
// ---------------------------------------------------------------------------------------------

const F = (n) => Math.round(n * 10) / 10;
const P = (pts) => pts.map(([x, y]) => `${F(x)},${F(y)}`).join(' ');
const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const smoothstep = (a, b, x) => {
  const t = clamp((x - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};

function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex(c) {
  return `#${c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

// ---------------------------------------------------------------------------------------------
// Scene: collects <defs> and drawing parts for one picture
// ---------------------------------------------------------------------------------------------

function stopsXml(stops) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('');
}

class Scene {
  constructor(W, H, seed) {
    this.W = W;
    this.H = H;
    this.rng = mulberry32(seed);
    this.defs = [];
    this.parts = [];
    this.n = 0;
    this.blurs = new Map();
  }
  uid(p = 'i') {
    return `${p}${(this.n++).toString(36)}`;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }
  chance(p) {
    return this.rng() < p;
  }
  add(...s) {
    this.parts.push(...s);
    return this;
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.uid('g');
    const u = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${F(x1)}" y1="${F(y1)}" x2="${F(x2)}" y2="${F(y2)}"${u}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, extra = '') {
    const id = this.uid('g');
    const u = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${F(cx)}" cy="${F(cy)}" r="${F(r)}"${u}${extra}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.uid('b');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }
  clip(inner) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  toSvg(w, h) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Primitive builders (all return SVG strings)
// ---------------------------------------------------------------------------------------------

const attrs = (extra) => (extra ? ` ${extra}` : '');
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${F(x)}" y="${F(y)}" width="${F(w)}" height="${F(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${F(cx)}" cy="${F(cy)}" r="${F(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${F(cx)}" cy="${F(cy)}" rx="${F(rx)}" ry="${F(ry)}" fill="${fill}"${attrs(extra)}/>`;
const poly = (pts, fill, extra = '') =>
  `<polygon points="${P(pts)}" fill="${fill}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const stroke = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${F(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
const group = (inner, extra = '') => `<g${attrs(extra)}>${inner}</g>`;

function lineD(pts) {
  return `M${pts.map(([x, y]) => `${F(x)},${F(y)}`).join('L')}`;
}

/** Catmull-Rom spline through the points, as cubic Béziers. */
function smoothD(pts, move = true) {
  let d = move ? `M${F(pts[0][0])},${F(pts[0][1])}` : `L${F(pts[0][0])},${F(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${F(c1x)},${F(c1y)} ${F(c2x)},${F(c2y)} ${F(p2[0])},${F(p2[1])}`;
  }
  return d;
}

const closeDown = (d, pts, bottom) =>
  `${d}L${F(pts.at(-1)[0])},${F(bottom)}L${F(pts[0][0])},${F(bottom)}Z`;

const gauss = (x, c, w) => Math.exp(-(((x - c) / w) ** 2));

/** Fractal ridge line: array of [x, y]. `shape(x)` adds a deterministic offset. */
function ridgePts(sc, { y, amp, freq = 0.004, step = 16, oct = 4, x0 = -40, x1, shape }) {
  const end = x1 ?? sc.W + 40;
  const n = makeFbm(sc.rng, oct);
  const off = sc.r(0, 100);
  const pts = [];
  for (let x = x0; x < end + step; x += step) {
    let yy = y - amp * (n(off + x * freq) - 0.5) * 2.6;
    if (shape) yy += shape(x);
    pts.push([x, yy]);
  }
  return pts;
}

function yAt(pts, x) {
  if (x <= pts[0][0]) return pts[0][1];
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][0] >= x) {
      const [xa, ya] = pts[i - 1];
      const [xb, yb] = pts[i];
      return lerp(ya, yb, (x - xa) / (xb - xa));
    }
  }
  return pts.at(-1)[1];
}

/** A silhouette layer filled down to the bottom of the picture. */
function hillLayer(sc, opts) {
  const pts = ridgePts(sc, opts);
  const d = closeDown(
    opts.smooth === false ? lineD(pts) : smoothD(pts),
    pts,
    opts.bottom ?? sc.H + 10,
  );
  let fill = opts.fill;
  if (opts.fill2) {
    const top = Math.min(...pts.map((p) => p[1]));
    fill = sc.lin(
      [
        [0, opts.fill],
        [1, opts.fill2],
      ],
      0,
      top,
      0,
      opts.gradEnd ?? sc.H,
      true,
    );
  }
  return { el: pathEl(d, fill, opts.extra), pts, d, at: (x) => yAt(pts, x) };
}

function skyRect(sc, stops, bottom) {
  return rect(0, 0, sc.W, bottom ?? sc.H, sc.lin(stops, 0, 0, 0, bottom ?? sc.H, true));
}

function glow(sc, x, y, r, color, op = 0.6) {
  return circle(
    x,
    y,
    r,
    sc.rad(
      [
        [0, color, op],
        [0.35, color, op * 0.45],
        [1, color, 0],
      ],
      x,
      y,
      r,
      true,
    ),
  );
}

function sun(
  sc,
  x,
  y,
  r,
  { core = '#fff6d8', glowColor = '#ffd27a', glowR = 4, glowOp = 0.55 } = {},
) {
  return (
    glow(sc, x, y, r * glowR, glowColor, glowOp) +
    circle(x, y, r * 1.3, core, 'opacity=".22"') +
    circle(x, y, r * 1.12, core, 'opacity=".3"') +
    circle(x, y, r, core)
  );
}

function moon(sc, x, y, r, color = '#fdf6e3', shadow = '#0b1d3a') {
  return (
    glow(sc, x, y, r * 4, color, 0.22) +
    circle(x, y, r, color) +
    circle(x + r * 0.42, y - r * 0.22, r * 0.9, shadow)
  );
}

function stars(sc, n, yMax, color = '#ffffff', x0 = 0, x1) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = sc.r(0, yMax) * sc.r(0.3, 1);
    const big = sc.chance(0.08);
    s += circle(
      sc.r(x0, x1 ?? sc.W),
      y,
      big ? sc.r(2, 3.2) : sc.r(0.8, 1.8),
      color,
      `opacity="${F(sc.r(0.35, 1) * 10) / 10}"`,
    );
  }
  return s;
}

/** Puffy cumulus cloud: shaded base + highlighted body, flat bottom. */
function cloud(sc, x, y, w, { fill = '#ffffff', shade, op = 1 } = {}) {
  const sh = shade ?? mix(fill, '#9fb6d6', 0.35);
  const n = 3 + Math.floor(w / 110);
  const circles = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const cx = x - w / 2 + t * w + sc.r(-0.1, 0.1) * (w / n);
    const r = w * (0.09 + 0.16 * Math.sin(Math.PI * t) ** 1.3) * sc.r(0.8, 1.2);
    circles.push([cx, y - r * 0.45, r]);
  }
  const cid = sc.clip(rect(x - w, y - w, w * 2, w));
  const body = (dx, dy, k) =>
    circles.map(([cx, cy, r]) => circle(cx + dx, cy + dy, r * k, 'inherit')).join('');
  const base = `<rect x="${F(x - w / 2)}" y="${F(y - w * 0.08)}" width="${F(w)}" height="${F(w * 0.08)}" rx="${F(w * 0.04)}"/>`;
  return group(
    group(body(0, 0, 1) + base, `fill="${sh}"`) +
      group(body(-w * 0.012, -w * 0.035, 0.94), `fill="${fill}"`),
    `clip-path="${cid}" opacity="${op}"`,
  );
}

/** Long flat "pill" cloud made of stacked rounded bars. */
function pillCloud(sc, x, y, w, h, fill, op = 0.8) {
  let s = `<rect x="${F(x - w / 2)}" y="${F(y)}" width="${F(w)}" height="${F(h)}" rx="${F(h / 2)}"/>`;
  const w2 = w * sc.r(0.45, 0.7);
  const x2 = x - w / 2 + sc.r(0.05, 0.95) * (w - w2);
  s += `<rect x="${F(x2)}" y="${F(y - h * 0.85)}" width="${F(w2)}" height="${F(h)}" rx="${F(h / 2)}"/>`;
  if (sc.chance(0.6)) {
    const w3 = w * sc.r(0.3, 0.5);
    s += `<rect x="${F(x - w / 2 + sc.r(0.2, 0.8) * (w - w3))}" y="${F(y + h * 0.8)}" width="${F(w3)}" height="${F(h)}" rx="${F(h / 2)}"/>`;
  }
  return group(s, `fill="${fill}" opacity="${op}"`);
}

/** Scalloped cloud bank / sea of clouds with a vertical fade. */
function cloudBank(
  sc,
  y,
  { rMin = 30, rMax = 70, fill = '#ffffff', op = 0.95, depth = 160, x0 = -60, x1 } = {},
) {
  const end = x1 ?? sc.W + 60;
  let x = x0;
  let d = `M${F(x)},${F(y + depth)}L${F(x)},${F(y)}`;
  while (x < end) {
    const r = sc.r(rMin, rMax);
    const dy = sc.r(-0.4, 0.4) * r;
    x += r * sc.r(1.5, 2);
    d += `A${F(r)},${F(r * sc.r(0.55, 0.95))} 0 0 1 ${F(x)},${F(y + dy)}`;
  }
  d += `L${F(x)},${F(y + depth)}Z`;
  const fillUrl = sc.lin(
    [
      [0, fill, op],
      [0.55, fill, op * 0.85],
      [1, fill, 0],
    ],
    0,
    y - rMax,
    0,
    y + depth,
    true,
  );
  return pathEl(d, fillUrl);
}

function mist(sc, y, h, color = '#ffffff', op = 0.5) {
  return rect(
    -10,
    y - h / 2,
    sc.W + 20,
    h,
    sc.lin(
      [
        [0, color, 0],
        [0.5, color, op],
        [1, color, 0],
      ],
      0,
      y - h / 2,
      0,
      y + h / 2,
      true,
    ),
  );
}

function birds(sc, n, x, y, spread, color = '#2d2a3a', size = 10) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + sc.r(-spread, spread);
    const by = y + sc.r(-spread * 0.35, spread * 0.35);
    const s = size * sc.r(0.6, 1.2);
    const flap = sc.r(0.3, 0.9);
    d += `M${F(bx - s)},${F(by - s * flap * 0.4)}Q${F(bx - s * 0.45)},${F(by - s * flap)} ${F(bx)},${F(by)}Q${F(bx + s * 0.45)},${F(by - s * flap)} ${F(bx + s)},${F(by - s * flap * 0.4)}`;
  }
  return stroke(d, color, size * 0.2);
}

/** Short arched highlight strokes over water, denser and smaller towards the horizon. */
function waveLines(
  sc,
  {
    y0,
    y1,
    x0 = 0,
    x1,
    n = 120,
    color = '#ffffff',
    op = 0.5,
    minLen = 8,
    maxLen = 70,
    minW = 1,
    maxW = 3.5,
  },
) {
  const end = x1 ?? sc.W;
  const byWidth = new Map();
  for (let i = 0; i < n; i++) {
    const t = sc.rng() ** 1.5;
    const y = lerp(y0, y1, t);
    const len = lerp(minLen, maxLen, t) * sc.r(0.4, 1.2);
    const x = sc.r(x0 - len, end);
    const w = F(lerp(minW, maxW, t));
    const d = `M${F(x)},${F(y)}q${F(len / 2)},${F(-lerp(0.8, 3, t))} ${F(len)},0`;
    byWidth.set(w, (byWidth.get(w) ?? '') + d);
  }
  let s = '';
  for (const [w, d] of byWidth) s += stroke(d, color, w);
  return group(s, `opacity="${op}"`);
}

/** Glittering sun/moon reflection column on water. */
function reflectionColumn(sc, x, y0, y1, w0, w1, color, op = 0.8) {
  let s = '';
  const rows = Math.floor((y1 - y0) / 9);
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = y0 + (y1 - y0) * t ** 1.2 + 3;
    const w = lerp(w0, w1, t) * sc.r(0.3, 1);
    const cx = x + sc.r(-0.25, 0.25) * lerp(w0, w1, t);
    s += `<rect x="${F(cx - w / 2)}" y="${F(y)}" width="${F(w)}" height="${F(lerp(2, 6, t))}" rx="${F(lerp(1, 3, t))}" opacity="${F(sc.r(0.35, 1) * (1 - t * 0.6))}"/>`;
  }
  return group(s, `fill="${color}" opacity="${op}"`);
}

/** Mirror `inner` (drawn above `yw`) into the water below it. */
function reflect(sc, inner, yw, op = 0.35, yEnd) {
  const cid = sc.clip(rect(-10, yw, sc.W + 20, (yEnd ?? sc.H) - yw));
  return group(
    group(inner, `transform="matrix(1 0 0 -1 0 ${F(2 * yw)})"`),
    `clip-path="${cid}" opacity="${op}"`,
  );
}

function vignette(sc, op = 0.22, color = '#1b1430') {
  return rect(
    0,
    0,
    sc.W,
    sc.H,
    sc.rad(
      [
        [0.55, color, 0],
        [1, color, op],
      ],
      0.5,
      0.5,
      0.78,
    ),
  );
}

/** Light stipple texture (grain) inside a clip path. */
function stipple(sc, clipD, box, n, color, op = 0.25, rMin = 1, rMax = 2.6) {
  const [bx, by, bw, bh] = box;
  let s = '';
  for (let i = 0; i < n; i++)
    s += circle(bx + sc.r(0, bw), by + sc.r(0, bh), sc.r(rMin, rMax), color);
  const cid = clipD ? sc.clip(pathEl(clipD, '#000')) : null;
  return group(s, `opacity="${op}"${cid ? ` clip-path="${cid}"` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// Landscape elements
// ---------------------------------------------------------------------------------------------

/** Two-tone alpine peak with a jagged snow cap (light from the left). */
function alpinePeak(sc, o) {
  const { x, top, base, wl, wr, rock, shadow } = o;
  const snow = o.snow ?? '#f7f9fd';
  const snowShade = o.snowShade ?? '#c8d4e8';
  const snowLine = o.snowLine ?? 0.35;
  const jag = o.jag ?? 0.05;
  const h = base - top;
  const n = 10;
  const slope = (side, w) => {
    const pts = [];
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const j = i < n ? sc.r(-1, 1) * h * jag * Math.sin(Math.PI * t) : 0;
      pts.push([
        x + side * w * t + (i < n ? sc.r(-0.03, 0.03) * w : 0),
        top + h * t ** (o.pow ?? 0.8) + j,
      ]);
    }
    return pts;
  };
  const L = slope(-1, wl);
  const R = slope(1, wr);
  const crestEnd = x + wr * sc.r(0.05, 0.3);
  const crest = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    crest.push([
      lerp(x, crestEnd, t) + (i < n ? sc.r(-1, 1) * wr * 0.05 : 0),
      top + h * t ** (o.pow ?? 0.8) + (i < n ? sc.r(-0.3, 0.3) * h * jag : 0),
    ]);
  }
  const apex = [x, top];
  let s = poly([apex, ...R, ...L.slice().reverse()], rock);
  s += poly([apex, ...R, ...crest.slice().reverse()], shadow);
  if (snowLine > 0) {
    const k = Math.max(1, Math.round(snowLine * n));
    const zig = (A, B, m = 5) => {
      const pts = [];
      for (let j = 1; j < m; j++) {
        const t = j / m;
        pts.push([
          lerp(A[0], B[0], t),
          lerp(A[1], B[1], t) + (j % 2 ? h * sc.r(0.03, 0.11) : -h * sc.r(0, 0.03)),
        ]);
      }
      return pts;
    };
    const Lk = L.slice(0, k);
    const Rk = R.slice(0, k);
    const Ck = crest.slice(0, k);
    s += poly([apex, ...Lk, ...zig(Lk.at(-1), Ck.at(-1)), ...Ck.slice().reverse()], snow);
    s += poly([apex, ...Ck, ...zig(Ck.at(-1), Rk.at(-1), 4), ...Rk.slice().reverse()], snowShade);
  }
  return s;
}

/** Layered pine silhouette (zig-zag tiers) as path data. */
function pineD(x, y, h, w, tiers = 4) {
  const right = [];
  for (let k = 1; k <= tiers; k++) {
    const yy = y - h + h * 0.9 * (k / tiers);
    const ww = w * (0.3 + 0.7 * (k / tiers));
    right.push([x + ww, yy]);
    if (k < tiers) right.push([x + ww * 0.35, yy - h * 0.035]);
  }
  const trunk = [
    [x + w * 0.09, y - h * 0.1],
    [x + w * 0.09, y],
    [x - w * 0.09, y],
    [x - w * 0.09, y - h * 0.1],
  ];
  const left = right.map(([px, py]) => [2 * x - px, py]).reverse();
  return `${lineD([[x, y - h], ...right, ...trunk, ...left])}Z`;
}

/** Lit half of a pine (left side) for two-tone foreground trees. */
function pineLitD(x, y, h, w, tiers = 4) {
  const left = [];
  for (let k = 1; k <= tiers; k++) {
    const yy = y - h + h * 0.9 * (k / tiers);
    const ww = w * (0.3 + 0.7 * (k / tiers));
    left.push([x - ww, yy]);
    if (k < tiers) left.push([x - ww * 0.35, yy - h * 0.035]);
  }
  return `${lineD([[x, y - h], ...left, [x, y - h * 0.1]])}Z`;
}

/** A forest of pines standing along a ridge. */
function pineForest(
  sc,
  pts,
  { color, lit, minH = 40, maxH = 90, density = 1, x0 = -20, x1, sink = 8 },
) {
  const end = x1 ?? sc.W + 20;
  let d = '';
  let dl = '';
  let x = x0;
  while (x < end) {
    const h = sc.r(minH, maxH);
    const w = h * sc.r(0.22, 0.3);
    const y = yAt(pts, x) + sink + sc.r(0, sink);
    d += pineD(x, y, h, w, h > 60 ? 4 : 3);
    if (lit) dl += pineLitD(x, y, h, w, h > 60 ? 4 : 3);
    x += (w * sc.r(0.6, 1.3)) / density;
  }
  return pathEl(d, color) + (lit ? pathEl(dl, lit) : '');
}

/** Rounded broadleaf tree. */
function roundTree(sc, x, y, r, { color = '#3f7d3a', lit, trunk = '#5b3f2b' } = {}) {
  const l = lit ?? lighten(color, 0.18);
  let s = rect(x - r * 0.08, y - r * 1.1, r * 0.16, r * 1.1, trunk);
  const blobs = [
    [0, -r * 1.55, r * 0.75],
    [-r * 0.5, -r * 1.2, r * 0.6],
    [r * 0.5, -r * 1.2, r * 0.62],
    [r * 0.1, -r * 2.05, r * 0.5],
  ];
  s += group(blobs.map(([dx, dy, rr]) => circle(x + dx, y + dy, rr)).join(''), `fill="${color}"`);
  s += group(
    blobs.map(([dx, dy, rr]) => circle(x + dx - rr * 0.18, y + dy - rr * 0.18, rr * 0.7)).join(''),
    `fill="${l}"`,
  );
  return s;
}

/** Coconut / date palm with tapered curved trunk and serrated fronds. */
function palm(sc, x, y, h, lean, o = {}) {
  const trunk = o.trunk ?? '#7a5634';
  const ring = o.ring ?? darken(trunk, 0.25);
  const leaf = o.leaf ?? '#2f8a4e';
  const leafBack = o.leafBack ?? darken(leaf, 0.28);
  const tx = x + lean;
  const ty = y - h;
  const cx = x + lean * (o.curve ?? 0.05);
  const cy = y - h * 0.55;
  const N = 14;
  const at = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * tx,
    (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ty,
  ];
  const left = [];
  const right = [];
  const w0 = h * (o.base ?? 0.045);
  const w1 = h * (o.tip ?? 0.024);
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.01));
    const [rx, ry] = at(Math.max(0, t - 0.01));
    let nx = -(qy - ry);
    let ny = qx - rx;
    const len = Math.hypot(nx, ny) || 1;
    nx /= len;
    ny /= len;
    const w = lerp(w0, w1, t) / 2;
    left.push([px + nx * w, py + ny * w]);
    right.push([px - nx * w, py - ny * w]);
  }
  let s = poly([...left, ...right.reverse()], trunk);
  if (!o.silhouette) {
    let rd = '';
    for (let i = 1; i < N; i++) {
      const [px, py] = at(i / N);
      const w = lerp(w0, w1, i / N) / 2;
      rd += `M${F(px - w)},${F(py)}q${F(w)},${F(w * 0.45)} ${F(w * 2)},0`;
    }
    s += stroke(rd, ring, Math.max(1.2, h * 0.006));
  }
  const fronds = o.fronds ?? 9;
  const L = h * (o.frondLen ?? 0.42);
  const frond = (ang, len, color, droop) => {
    const a = (ang * Math.PI) / 180;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len + len * droop;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.18;
    const M = 16;
    const bez = (t) => [
      (1 - t) ** 2 * tx + 2 * (1 - t) * t * mx + t * t * ex,
      (1 - t) ** 2 * ty + 2 * (1 - t) * t * my + t * t * ey,
    ];
    const up = [];
    const dn = [];
    for (let i = 0; i <= M; i++) {
      const t = i / M;
      const [px, py] = bez(t);
      const [qx, qy] = bez(Math.min(1, t + 0.02));
      const [rx, ry] = bez(Math.max(0, t - 0.02));
      let dx = qx - rx;
      let dy = qy - ry;
      const l = Math.hypot(dx, dy) || 1;
      dx /= l;
      dy /= l;
      let nx = -dy;
      let ny = dx;
      if (ny > 0) {
        nx = -nx;
        ny = -ny;
      }
      const w = len * 0.12 * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.6;
      // leaflets hang downwards and point towards the tip: saw-tooth on the lower edge
      const tooth = i % 2 === 1 && i < M;
      const lx = tooth ? dx * w * 0.6 : 0;
      const ly = tooth ? dy * w * 0.6 : 0;
      up.push([px + nx * w * 0.45, py + ny * w * 0.45]);
      dn.push([px - nx * w * (tooth ? 1.25 : 0.45) + lx, py - ny * w * (tooth ? 1.25 : 0.45) + ly]);
    }
    return poly([...up, ...dn.reverse()], color);
  };
  let back = '';
  let front = '';
  for (let i = 0; i < fronds; i++) {
    const ang = -178 + (176 * i) / (fronds - 1) + sc.r(-6, 6);
    const vert = Math.abs(Math.sin((ang * Math.PI) / 180));
    const len = L * sc.r(0.85, 1.1) * (1 - vert * 0.35);
    const droop = 0.18 + (1 - vert) * 0.45;
    front += frond(ang, len, leaf, droop);
    if (i % 2 === 0) back += frond(ang + 14 + sc.r(-5, 5), len * 0.8, leafBack, droop + 0.25);
  }
  back +=
    frond(20 + sc.r(-8, 8), L * 0.75, leafBack, 0.5) +
    frond(160 + sc.r(-8, 8), L * 0.75, leafBack, 0.5);
  s += back;
  if (o.coconuts !== false && !o.silhouette) {
    s += circle(tx - h * 0.015, ty + h * 0.02, h * 0.018, o.nut ?? '#6b4a1e');
    s += circle(tx + h * 0.018, ty + h * 0.025, h * 0.017, o.nut ?? '#6b4a1e');
    s += circle(tx + h * 0.002, ty + h * 0.04, h * 0.016, darken(o.nut ?? '#6b4a1e', 0.15));
  }
  s += front;
  return s;
}

/** Bangladeshi wooden fishing boat (tall prow), centred on x with the waterline at y. */
function countryBoat(
  sc,
  x,
  y,
  s,
  { hull = '#6b3f22', stripe = '#e4572e', stripe2 = '#f2c14e', roof = '#c89b5c', mast = true } = {},
) {
  const L = 120 * s;
  const top = `M${F(x - L)},${F(y - 42 * s)}Q${F(x - L * 0.55)},${F(y + 4 * s)} ${F(x)},${F(y + 2 * s)}Q${F(x + L * 0.6)},${F(y + 4 * s)} ${F(x + L)},${F(y - 30 * s)}`;
  const d = `${top}Q${F(x + L * 0.55)},${F(y + 26 * s)} ${F(x)},${F(y + 24 * s)}Q${F(x - L * 0.55)},${F(y + 26 * s)} ${F(x - L)},${F(y - 42 * s)}Z`;
  let out = '';
  if (roof) {
    out += pathEl(
      `M${F(x - 42 * s)},${F(y + 4 * s)}Q${F(x - 40 * s)},${F(y - 34 * s)} ${F(x)},${F(y - 36 * s)}Q${F(x + 40 * s)},${F(y - 34 * s)} ${F(x + 42 * s)},${F(y + 4 * s)}Z`,
      roof,
    );
    out += stroke(
      `M${F(x - 30 * s)},${F(y - 6 * s)}Q${F(x)},${F(y - 30 * s)} ${F(x + 30 * s)},${F(y - 6 * s)}`,
      darken(roof, 0.2),
      2.5 * s,
    );
  }
  if (mast)
    out += stroke(
      `M${F(x + 55 * s)},${F(y)}L${F(x + 60 * s)},${F(y - 110 * s)}`,
      darken(hull, 0.2),
      3 * s,
    );
  out += pathEl(d, hull);
  out += stroke(top, stripe, 6 * s);
  out += stroke(
    `M${F(x - L * 0.75)},${F(y - 4 * s)}Q${F(x)},${F(y + 20 * s)} ${F(x + L * 0.75)},${F(y - 0 * s)}`,
    stripe2,
    3.5 * s,
  );
  return out;
}

function sailboat(
  sc,
  x,
  y,
  s,
  { hull = '#ffffff', sail = '#ffffff', sail2 = '#f1f4f8', accent = '#e4572e' } = {},
) {
  let out = poly(
    [
      [x - 40 * s, y - 6 * s],
      [x + 44 * s, y - 6 * s],
      [x + 32 * s, y + 8 * s],
      [x - 30 * s, y + 8 * s],
    ],
    hull,
  );
  out += rect(x - 34 * s, y - 4 * s, 70 * s, 3 * s, accent);
  out += stroke(`M${F(x)},${F(y - 6 * s)}L${F(x)},${F(y - 110 * s)}`, '#5a4a3a', 2 * s);
  out += poly(
    [
      [x + 3 * s, y - 106 * s],
      [x + 3 * s, y - 14 * s],
      [x + 46 * s, y - 14 * s],
    ],
    sail,
  );
  out += poly(
    [
      [x - 3 * s, y - 96 * s],
      [x - 3 * s, y - 14 * s],
      [x - 34 * s, y - 14 * s],
    ],
    sail2,
  );
  return out;
}

/** Side-view airliner centred on x,y. `s` = scale (1 ≈ 420px long). */
function airplane(
  sc,
  x,
  y,
  s,
  angle = 0,
  { body = '#f7f9fc', belly = '#dfe6ef', accent = '#1f6fd1', window = '#2b3d57' } = {},
) {
  const u = (v) => F(v * s);
  let g = '';
  // far wing + engine
  g += poly(
    [
      [u(10), u(-6)],
      [u(70), u(-60)],
      [u(100), u(-60)],
      [u(60), u(-4)],
    ],
    darken(belly, 0.12),
  );
  // tail
  g += pathEl(
    `M${u(-150)},${u(-8)}L${u(-196)},${u(-92)}L${u(-168)},${u(-92)}L${u(-112)},${u(-14)}Z`,
    accent,
  );
  g += poly(
    [
      [u(-190), u(-4)],
      [u(-225), u(-20)],
      [u(-208), u(-22)],
      [u(-160), u(-6)],
    ],
    darken(belly, 0.1),
  );
  // fuselage
  g += pathEl(
    `M${u(-200)},${u(-10)}C${u(-160)},${u(-22)} ${u(120)},${u(-24)} ${u(175)},${u(-18)}C${u(205)},${u(-14)} ${u(218)},${u(-4)} ${u(210)},${u(6)}C${u(200)},${u(16)} ${u(150)},${u(20)} ${u(100)},${u(20)}L${u(-140)},${u(16)}C${u(-180)},${u(14)} ${u(-205)},${u(4)} ${u(-200)},${u(-10)}Z`,
    body,
  );
  g += pathEl(
    `M${u(-160)},${u(12)}L${u(120)},${u(16)}C${u(170)},${u(18)} ${u(200)},${u(12)} ${u(210)},${u(6)}C${u(200)},${u(16)} ${u(150)},${u(20)} ${u(100)},${u(20)}L${u(-140)},${u(16)}Z`,
    belly,
  );
  g += stroke(`M${u(-170)},${u(2)}L${u(190)},${u(2)}`, accent, 4 * s, 'opacity=".9"');
  // windows
  let wd = '';
  for (let i = 0; i < 22; i++) {
    const wx = -140 + i * 13;
    wd += `M${u(wx)},${u(-8)}h${u(4)}`;
  }
  g += stroke(wd, window, 5 * s);
  g += pathEl(
    `M${u(182)},${u(-10)}L${u(198)},${u(-9)}L${u(204)},${u(-3)}L${u(186)},${u(-3)}Z`,
    window,
  );
  // near wing + engine
  g += poly(
    [
      [u(-10), u(8)],
      [u(-70), u(80)],
      [u(-40), u(80)],
      [u(50), u(10)],
    ],
    lighten(belly, 0.2),
  );
  g += poly(
    [
      [u(-18), u(12)],
      [u(-64), u(72)],
      [u(-52), u(72)],
      [u(30), u(12)],
    ],
    belly,
  );
  g += pathEl(
    `M${u(-8)},${u(34)}h${u(54)}a${u(10)},${u(10)} 0 0 1 0,${u(20)}h${u(-54)}z`,
    darken(belly, 0.15),
  );
  g += rect(40 * s, 34 * s, 8 * s, 20 * s, '#4b5568');
  return group(g, `transform="translate(${F(x)} ${F(y)}) rotate(${angle})"`);
}

/** Tiny person silhouette (head + body) with optional coloured clothes. */
function figure(x, y, s, { skin = '#8d5a3b', cloth = '#e4572e', hair = '#1f1a17' } = {}) {
  let g = pathEl(
    `M${F(x - 7 * s)},${F(y)}L${F(x - 5 * s)},${F(y - 24 * s)}Q${F(x)},${F(y - 30 * s)} ${F(x + 5 * s)},${F(y - 24 * s)}L${F(x + 7 * s)},${F(y)}Z`,
    cloth,
  );
  g += circle(x, y - 32 * s, 5 * s, skin);
  g += pathEl(
    `M${F(x - 5 * s)},${F(y - 32 * s)}a${F(5 * s)},${F(5 * s)} 0 0 1 ${F(10 * s)},0Z`,
    hair,
  );
  return g;
}

/** Contour rows (tea bushes, terraces) that follow a ridge, clipped to the layer. */
function contourRows(
  sc,
  layer,
  { gap, width, color, op = 1, x0 = -40, x1, count = 30, wobble = 4 },
) {
  const end = x1 ?? sc.W + 40;
  const cid = sc.clip(pathEl(layer.d, '#000'));
  let d = '';
  for (let k = 1; k <= count; k++) {
    const off = gap * k * (1 + k * 0.04);
    const pts = [];
    for (let x = x0; x <= end; x += 40)
      pts.push([x, layer.at(x) + off + Math.sin(x * 0.01 + k) * wobble]);
    d += smoothD(pts);
  }
  return group(stroke(d, color, width), `clip-path="${cid}" opacity="${op}"`);
}

function grassTufts(sc, n, box, color, size = 14, op = 1) {
  const [bx, by, bw, bh] = box;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = bx + sc.r(0, bw);
    const t = sc.rng();
    const y = by + bh * t;
    const h = size * lerp(0.5, 1.3, t) * sc.r(0.7, 1.2);
    d += `M${F(x - h * 0.35)},${F(y - h)}Q${F(x - h * 0.1)},${F(y - h * 0.4)} ${F(x)},${F(y)}Q${F(x + h * 0.05)},${F(y - h * 0.6)} ${F(x + h * 0.1)},${F(y - h * 1.15)}M${F(x)},${F(y)}Q${F(x + h * 0.15)},${F(y - h * 0.5)} ${F(x + h * 0.45)},${F(y - h * 0.85)}`;
  }
  return stroke(d, color, size * 0.14, `opacity="${op}"`);
}

/** Hot-air balloon with vertical gore stripes. */
function balloon(sc, x, y, r, colors) {
  const env = (w) =>
    `M${F(x)},${F(y + r * 1.25)}C${F(x - w * 0.35)},${F(y + r * 1.05)} ${F(x - w)},${F(y + r * 0.45)} ${F(x - w)},${F(y - r * 0.1)}A${F(w)},${F(r)} 0 0 1 ${F(x + w)},${F(y - r * 0.1)}C${F(x + w)},${F(y + r * 0.45)} ${F(x + w * 0.35)},${F(y + r * 1.05)} ${F(x)},${F(y + r * 1.25)}Z`;
  let s = pathEl(env(r), colors[0]);
  s += pathEl(env(r * 0.68), colors[1]);
  s += pathEl(env(r * 0.34), colors[2] ?? colors[0]);
  s += pathEl(
    env(r),
    sc.lin(
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.22],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s += stroke(
    `M${F(x - r * 0.28)},${F(y + r * 1.2)}L${F(x - r * 0.16)},${F(y + r * 1.55)}M${F(x + r * 0.28)},${F(y + r * 1.2)}L${F(x + r * 0.16)},${F(y + r * 1.55)}`,
    '#4a3a2c',
    Math.max(1, r * 0.03),
  );
  s += rect(x - r * 0.17, y + r * 1.52, r * 0.34, r * 0.24, '#8a5a32', `rx="${F(r * 0.04)}"`);
  return s;
}

/** A simple house with gable roof, side wall shading and windows. */
function cottage(
  sc,
  x,
  y,
  w,
  h,
  { wall = '#f3e2c7', side, roof = '#c0503f', win = '#3b4a63', door } = {},
) {
  const sd = side ?? darken(wall, 0.15);
  let s = rect(x, y - h, w, h, wall);
  s += rect(x + w * 0.72, y - h, w * 0.28, h, sd);
  s += poly(
    [
      [x - w * 0.08, y - h],
      [x + w * 0.5, y - h - w * 0.42],
      [x + w * 1.08, y - h],
    ],
    roof,
  );
  s += poly(
    [
      [x + w * 0.5, y - h - w * 0.42],
      [x + w * 1.08, y - h],
      [x + w * 0.72, y - h],
    ],
    darken(roof, 0.18),
  );
  s += rect(x + w * 0.14, y - h * 0.72, w * 0.18, h * 0.28, win);
  s += rect(x + w * 0.42, y - h * 0.72, w * 0.18, h * 0.28, win);
  if (door) s += rect(x + w * 0.2, y - h * 0.42, w * 0.16, h * 0.42, door);
  return s;
}

/** Torii-style building block: tiered temple roof with upturned eaves. */
function eaveRoof(cx, y, w, h, color) {
  return pathEl(
    `M${F(cx - w)},${F(y - h * 0.45)}Q${F(cx - w * 0.78)},${F(y)} ${F(cx - w * 0.55)},${F(y)}L${F(cx + w * 0.55)},${F(y)}Q${F(cx + w * 0.78)},${F(y)} ${F(cx + w)},${F(y - h * 0.45)}Q${F(cx + w * 0.7)},${F(y - h * 0.5)} ${F(cx + w * 0.5)},${F(y - h)}L${F(cx - w * 0.5)},${F(y - h)}Q${F(cx - w * 0.7)},${F(y - h * 0.5)} ${F(cx - w)},${F(y - h * 0.45)}Z`,
    color,
  );
}

function blossomTree(
  sc,
  x,
  y,
  s,
  { trunk = '#4a2c3a', pinks = ['#f7b6c8', '#f49ab3', '#fcd5df'] } = {},
) {
  let out = stroke(
    `M${F(x)},${F(y)}Q${F(x + 6 * s)},${F(y - 60 * s)} ${F(x - 10 * s)},${F(y - 120 * s)}M${F(x + 2 * s)},${F(y - 70 * s)}Q${F(x + 40 * s)},${F(y - 100 * s)} ${F(x + 70 * s)},${F(y - 130 * s)}M${F(x - 4 * s)},${F(y - 90 * s)}Q${F(x - 40 * s)},${F(y - 110 * s)} ${F(x - 75 * s)},${F(y - 120 * s)}`,
    trunk,
    9 * s,
  );
  for (let k = 0; k < 3; k++) {
    let c = '';
    for (let i = 0; i < 14; i++) {
      const a = sc.r(0, Math.PI * 2);
      const rr = sc.r(0, 95 * s);
      c += circle(
        x + Math.cos(a) * rr * 1.1,
        y - 135 * s + Math.sin(a) * rr * 0.55 - k * 6 * s,
        sc.r(18, 34) * s * (1 - k * 0.2),
      );
    }
    out += group(c, `fill="${pinks[k]}"`);
  }
  return out;
}

// Scene registry is filled in below.
const SCENES = {};

// ---------------------------------------------------------------------------------------------
// Package scenes
// ---------------------------------------------------------------------------------------------

SCENES['packages/coxs-bazar'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2c3f7c'],
        [0.45, '#a85c8e'],
        [0.78, '#f0906a'],
        [1, '#ffd49c'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.68, hz - 70, 56, {
      core: '#fff2d2',
      glowColor: '#ffb07a',
      glowR: 6,
      glowOp: 0.65,
    }),
  );
  sc.add(pillCloud(sc, W * 0.24, H * 0.16, 360, 18, '#f4a3a6', 0.5));
  sc.add(pillCloud(sc, W * 0.58, H * 0.1, 460, 16, '#e89bb0', 0.45));
  sc.add(pillCloud(sc, W * 0.88, H * 0.27, 280, 14, '#ffc0a0', 0.55));
  sc.add(pillCloud(sc, W * 0.42, H * 0.34, 240, 12, '#ffc9a6', 0.5));
  // Himchari hills on the left, fading out over the sea
  const cut = (k) => (x) => (x > W * k ? (x - W * k) * 0.55 : 0);
  sc.add(hillLayer(sc, { y: hz - 40, amp: 30, freq: 0.005, fill: '#9c6e94', shape: cut(0.42) }).el);
  sc.add(hillLayer(sc, { y: hz - 8, amp: 24, freq: 0.006, fill: '#6e4f7e', shape: cut(0.28) }).el);
  // sea
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f7b48c'],
          [0.18, '#b98aa4'],
          [0.55, '#52669a'],
          [1, '#2b416f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.68, hz, H * 0.86, 40, 300, '#ffd9a6', 0.85));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 170, color: '#ffe3cc', op: 0.35, maxLen: 90 }));
  sc.add(
    countryBoat(sc, W * 0.44, hz + 34, 0.32, {
      hull: '#3b2a45',
      stripe: '#3b2a45',
      stripe2: '#3b2a45',
      roof: '#3b2a45',
    }),
  );
  sc.add(
    countryBoat(sc, W * 0.86, hz + 60, 0.42, {
      hull: '#35284a',
      stripe: '#35284a',
      stripe2: '#35284a',
      roof: '#35284a',
    }),
  );
  // beach: long curving shore from the left
  const shore = (o) =>
    `M-40,${F(H * 0.62 + o)}C${F(W * 0.3)},${F(H * 0.64 + o)} ${F(W * 0.55)},${F(H * 0.8 + o)} ${F(W + 40)},${F(H * 1.02 + o)}`;
  sc.add(stroke(shore(-78), '#ffe9d6', 3, 'opacity=".35" stroke-dasharray="60 24 120 30"'));
  sc.add(stroke(shore(-40), '#fff2e4', 4, 'opacity=".55" stroke-dasharray="140 20 60 16"'));
  sc.add(pathEl(`${shore(-10)}L-40,${H + 40}Z`, '#c99a7f'));
  sc.add(stroke(shore(-12), '#fff8f0', 6, 'opacity=".9"'));
  sc.add(
    pathEl(
      `${shore(14)}L-40,${H + 40}Z`,
      sc.lin(
        [
          [0, '#f2c79a'],
          [1, '#e0a878'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    stipple(
      sc,
      `${shore(14)}L-40,${H + 40}Z`,
      [0, H * 0.6, W, H * 0.4],
      260,
      '#b9825c',
      0.35,
      1,
      2.2,
    ),
  );
  // casuarina trees on the left edge
  let cas = '';
  for (const [x, h] of [
    [30, 360],
    [105, 300],
    [170, 250],
  ])
    cas += pineD(x, H * 0.66, h, h * 0.16, 7);
  sc.add(pathEl(cas, '#3b2c45'));
  // beach umbrellas with chairs
  const umbrella = (x, y, s, c1, c2) => {
    let u = stroke(`M${F(x)},${F(y)}L${F(x + 6 * s)},${F(y - 90 * s)}`, '#6b4b3a', 4 * s);
    u += pathEl(
      `M${F(x - 60 * s)},${F(y - 78 * s)}Q${F(x + 6 * s)},${F(y - 140 * s)} ${F(x + 72 * s)},${F(y - 78 * s)}Z`,
      c1,
    );
    u += pathEl(
      `M${F(x - 20 * s)},${F(y - 78 * s)}Q${F(x + 6 * s)},${F(y - 138 * s)} ${F(x + 32 * s)},${F(y - 78 * s)}Z`,
      c2,
    );
    u += pathEl(
      `M${F(x - 34 * s)},${F(y)}l${F(14 * s)},${F(-26 * s)}h${F(46 * s)}l${F(-14 * s)},${F(26 * s)}z`,
      '#5a6fb0',
    );
    u += stroke(`M${F(x - 20 * s)},${F(y - 26 * s)}l${F(-8 * s)},${F(-30 * s)}`, '#5a6fb0', 7 * s);
    return u;
  };
  sc.add(umbrella(W * 0.3, H * 0.86, 1, '#e8505b', '#fff4e0'));
  sc.add(umbrella(W * 0.42, H * 0.95, 1.15, '#f9a03f', '#fff4e0'));
  sc.add(umbrella(W * 0.18, H * 0.78, 0.8, '#3aa6a0', '#fff4e0'));
  sc.add(
    countryBoat(sc, W * 0.09, H * 0.9, 0.95, {
      hull: '#5b3a29',
      stripe: '#e94f37',
      stripe2: '#3f88c5',
      roof: '#d9a45b',
    }),
  );
  sc.add(birds(sc, 6, W * 0.55, H * 0.24, 120, '#4a2f4f', 11));
  sc.add(vignette(sc, 0.25));
};

SCENES['packages/sundarbans'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.52;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#9cc9c0'],
        [0.55, '#e3e6bd'],
        [1, '#f6e9b8'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.3, H * 0.2, 44, { core: '#fffbe8', glowColor: '#fff3b8', glowR: 6, glowOp: 0.7 }),
  );
  const farBank = hillLayer(sc, {
    y: hz - 34,
    amp: 14,
    freq: 0.03,
    oct: 3,
    fill: '#9dbda3',
    bottom: hz + 2,
  });
  const midBank = hillLayer(sc, {
    y: hz - 50,
    amp: 22,
    freq: 0.025,
    oct: 3,
    fill: '#6f9a78',
    bottom: hz + 2,
    shape: (x) => (x < W * 0.45 ? (W * 0.45 - x) * 0.7 : 0),
  });
  const banks = farBank.el + mist(sc, hz - 20, 60, '#f2f1d6', 0.6) + midBank.el;
  sc.add(banks);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#e2e0b6'],
          [0.35, '#a3b99a'],
          [1, '#4c7363'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, banks, hz, 0.35));
  sc.add(mist(sc, hz, 40, '#f6f3d8', 0.7));
  sc.add(waveLines(sc, { y0: hz + 6, y1: H, n: 110, color: '#f4f6df', op: 0.35, maxLen: 110 }));
  // near mangrove bank on the left: canopy, aerial roots, mud with pneumatophores
  const bankY = H * 0.74;
  const canopyTop = (x) => H * 0.04 + (x / (W * 0.45)) ** 1.6 * H * 0.36;
  const tones = ['#244a33', '#2f5b3d', '#3b6e47', '#4f8756'];
  const can = tones.map(() => '');
  for (let i = 0; i < 150; i++) {
    const x = sc.r(-60, W * 0.47);
    const band = sc.rng();
    const y = canopyTop(x) + band * (H * 0.5 - canopyTop(x)) * 0.9;
    const tone = Math.min(3, Math.floor((1 - band) * 3.2 + sc.r(0, 0.8)));
    can[tone] += circle(x, y, sc.r(26, 58) * (1 - band * 0.3));
  }
  let leaves = '';
  for (let i = 0; i < 70; i++) {
    const x = sc.r(-20, W * 0.46);
    const y = canopyTop(x) + sc.r(0, H * 0.3);
    leaves += ellipse(
      x,
      y,
      sc.r(5, 10),
      sc.r(2.5, 4),
      '#6fa56a',
      `transform="rotate(${F(sc.r(-40, 40))} ${F(x)} ${F(y)})"`,
    );
  }
  let roots = '';
  for (let i = 0; i < 16; i++) {
    const x = sc.r(-20, W * 0.44);
    const top = H * 0.5 + (x / W) * H * 0.2 + sc.r(-20, 40);
    roots += `M${F(x)},${F(top - 60)}L${F(x + sc.r(-10, 10))},${F(top + 20)}`;
    for (let k = 0; k < 3; k++) {
      const dx = sc.r(-70, 70);
      roots += `M${F(x)},${F(top + sc.r(0, 30))}Q${F(x + dx * 0.6)},${F(top - 10)} ${F(x + dx)},${F(bankY + sc.r(-20, 6))}`;
    }
  }
  const mud = `M-40,${F(bankY - 10)}C${F(W * 0.2)},${F(bankY - 30)} ${F(W * 0.4)},${F(bankY - 6)} ${F(W * 0.52)},${F(bankY + 26)}L${F(W * 0.52)},${F(bankY + 40)}L-40,${F(bankY + 40)}Z`;
  sc.add(stroke(roots, '#4d4030', 6));
  sc.add(
    can.map((c, k) => group(c, `fill="${tones[k]}"`)).join('') + group(leaves, 'opacity=".7"'),
  );
  sc.add(pathEl(mud, '#6c5a44'));
  let pn = '';
  for (let i = 0; i < 90; i++) {
    const x = sc.r(0, W * 0.5);
    const base = bankY - 10 + (x / (W * 0.5)) * 30 + sc.r(0, 14);
    pn += `M${F(x)},${F(base)}l${F(sc.r(-2, 2))},${F(-sc.r(8, 20))}`;
  }
  sc.add(stroke(pn, '#4a3d2e', 2.5));
  // spotted deer (chital) on the bank
  const deer = (x, y, s) => {
    const c = '#b9692f';
    let g = stroke(
      `M${F(x - 30 * s)},${F(y - 36 * s)}l${F(-4 * s)},${F(36 * s)}M${F(x - 20 * s)},${F(y - 36 * s)}l${F(3 * s)},${F(36 * s)}M${F(x + 24 * s)},${F(y - 36 * s)}l${F(-3 * s)},${F(36 * s)}M${F(x + 32 * s)},${F(y - 36 * s)}l${F(4 * s)},${F(36 * s)}`,
      darken(c, 0.2),
      5 * s,
    );
    g += ellipse(x, y - 46 * s, 42 * s, 17 * s, c);
    g += pathEl(
      `M${F(x + 28 * s)},${F(y - 56 * s)}L${F(x + 44 * s)},${F(y - 92 * s)}L${F(x + 56 * s)},${F(y - 88 * s)}L${F(x + 44 * s)},${F(y - 46 * s)}Z`,
      c,
    );
    g += ellipse(
      x + 58 * s,
      y - 92 * s,
      14 * s,
      7 * s,
      c,
      `transform="rotate(20 ${F(x + 58 * s)} ${F(y - 92 * s)})"`,
    );
    g += ellipse(
      x + 46 * s,
      y - 100 * s,
      6 * s,
      3 * s,
      c,
      `transform="rotate(-30 ${F(x + 46 * s)} ${F(y - 100 * s)})"`,
    );
    g += stroke(
      `M${F(x + 52 * s)},${F(y - 98 * s)}q${F(-6 * s)},${F(-20 * s)} ${F(-18 * s)},${F(-34 * s)}M${F(x + 48 * s)},${F(y - 112 * s)}l${F(-12 * s)},${F(-4 * s)}M${F(x + 56 * s)},${F(y - 98 * s)}q${F(4 * s)},${F(-22 * s)} ${F(-4 * s)},${F(-38 * s)}`,
      '#6b4a2f',
      3 * s,
    );
    g += ellipse(x - 40 * s, y - 52 * s, 5 * s, 8 * s, '#f4e8d6');
    let sp = '';
    for (let k = 0; k < 14; k++)
      sp += circle(x + sc.r(-32, 30) * s, y - 46 * s + sc.r(-10, 6) * s, 2.2 * s, '#f4e8d6');
    return g + ellipse(x, y - 36 * s, 34 * s, 6 * s, '#f4e8d6', 'opacity=".8"') + sp;
  };
  sc.add(deer(W * 0.3, bankY + 4, 1.15));
  // tourist launch with reflection
  const boatX = W * 0.66;
  const boatY = H * 0.72;
  let boat = pathEl(
    `M${F(boatX - 190)},${F(boatY - 18)}L${F(boatX + 210)},${F(boatY - 24)}Q${F(boatX + 190)},${F(boatY + 14)} ${F(boatX + 120)},${F(boatY + 18)}L${F(boatX - 150)},${F(boatY + 18)}Q${F(boatX - 180)},${F(boatY + 6)} ${F(boatX - 190)},${F(boatY - 18)}Z`,
    '#f4f1e6',
  );
  boat += rect(boatX - 170, boatY - 4, 360, 8, '#2e6b5e');
  boat += rect(boatX - 120, boatY - 74, 220, 54, '#fbfaf4');
  boat += rect(boatX - 134, boatY - 86, 248, 14, '#2e6b5e', 'rx="4"');
  let wins = '';
  for (let i = 0; i < 6; i++)
    wins += rect(boatX - 106 + i * 34, boatY - 62, 24, 20, '#35535a', 'rx="3"');
  boat += wins;
  boat +=
    rect(boatX - 60, boatY - 122, 120, 38, '#fbfaf4') +
    rect(boatX - 72, boatY - 132, 144, 12, '#d9573b', 'rx="4"');
  boat += stroke(
    `M${F(boatX + 40)},${F(boatY - 132)}L${F(boatX + 40)},${F(boatY - 180)}`,
    '#444',
    3,
  );
  boat += poly(
    [
      [boatX + 42, boatY - 180],
      [boatX + 74, boatY - 172],
      [boatX + 42, boatY - 162],
    ],
    '#0a7d4f',
  );
  sc.add(reflect(sc, boat, boatY + 18, 0.25));
  sc.add(boat);
  // egrets
  sc.add(birds(sc, 5, W * 0.62, H * 0.25, 110, '#ffffff', 13));
  sc.add(vignette(sc, 0.2, '#1c2a20'));
};

SCENES['packages/sylhet-tea'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#6fb8e0'],
        [0.6, '#bfe3f0'],
        [1, '#eef7e8'],
      ],
      H * 0.55,
    ),
  );
  sc.add(
    sun(sc, W * 0.82, H * 0.14, 40, {
      core: '#fffbe6',
      glowColor: '#fff2b0',
      glowR: 5,
      glowOp: 0.55,
    }),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 300));
  sc.add(cloud(sc, W * 0.58, H * 0.13, 220, { op: 0.9 }));
  sc.add(hillLayer(sc, { y: H * 0.38, amp: 40, freq: 0.004, fill: '#96b9cf' }).el);
  sc.add(hillLayer(sc, { y: H * 0.44, amp: 36, freq: 0.005, fill: '#7fa8a3' }).el);
  sc.add(mist(sc, H * 0.47, 60, '#eef7ee', 0.6));
  const layers = [
    {
      y: H * 0.52,
      amp: 46,
      freq: 0.0035,
      fill: '#8cc56a',
      fill2: '#6fae4f',
      row: '#5e9b44',
      gap: 13,
      w: 6,
    },
    {
      y: H * 0.64,
      amp: 60,
      freq: 0.003,
      fill: '#7fbd58',
      fill2: '#5e9e3e',
      row: '#4f8a35',
      gap: 19,
      w: 9,
    },
    {
      y: H * 0.8,
      amp: 70,
      freq: 0.0028,
      fill: '#76b64d',
      fill2: '#4f8f33',
      row: '#3f7a2a',
      gap: 28,
      w: 14,
    },
  ];
  layers.forEach((o, i) => {
    const l = hillLayer(sc, o);
    sc.add(l.el);
    sc.add(
      contourRows(sc, l, { gap: o.gap, width: o.w, color: o.row, count: 26, wobble: 3 + i * 2 }),
    );
    sc.add(
      contourRows(sc, l, {
        gap: o.gap,
        width: o.w * 0.35,
        color: '#b7e08a',
        count: 26,
        op: 0.45,
        wobble: 3 + i * 2,
      }),
    );
    // albizia shade trees: thin trunks with flat umbrella crowns
    const n = [9, 6, 3][i];
    const s = [0.45, 0.7, 1.1][i];
    let t = '';
    let c = '';
    let cl = '';
    for (let k = 0; k < n; k++) {
      const x = sc.r(0, W);
      const y = l.at(x) + sc.r(10, 60) * s;
      const h = sc.r(110, 160) * s;
      t += `M${F(x)},${F(y)}L${F(x + sc.r(-6, 6) * s)},${F(y - h)}`;
      t += `M${F(x)},${F(y - h * 0.6)}L${F(x - 26 * s)},${F(y - h * 0.95)}M${F(x)},${F(y - h * 0.7)}L${F(x + 30 * s)},${F(y - h * 0.98)}`;
      c += ellipse(x, y - h, 70 * s, 20 * s, '#2f6b3a');
      c += ellipse(x - 36 * s, y - h + 6 * s, 38 * s, 14 * s, '#2f6b3a');
      c += ellipse(x + 40 * s, y - h + 4 * s, 40 * s, 14 * s, '#2f6b3a');
      cl += ellipse(x - 8 * s, y - h - 6 * s, 50 * s, 11 * s, '#4f8f45');
    }
    sc.add(stroke(t, '#6d5a48', 4 * s) + c + cl);
    if (i === 1) sc.add(mist(sc, H * 0.66, 50, '#f2fae8', 0.25));
  });
  // red-earth footpath winding through the garden
  sc.add(
    pathEl(
      `M${F(W * 0.55)},${F(H * 0.74)}C${F(W * 0.62)},${F(H * 0.8)} ${F(W * 0.44)},${F(H * 0.86)} ${F(W * 0.52)},${F(H + 10)}L${F(W * 0.68)},${F(H + 10)}C${F(W * 0.56)},${F(H * 0.88)} ${F(W * 0.68)},${F(H * 0.8)} ${F(W * 0.565)},${F(H * 0.74)}Z`,
      '#c97b4f',
    ),
  );
  // tea pickers with baskets
  const picker = (x, y, s, sari) => {
    let p = figure(x, y, s, { skin: '#8a5a3c', cloth: sari, hair: '#1d1714' });
    p += pathEl(
      `M${F(x + 4 * s)},${F(y - 28 * s)}l${F(14 * s)},${F(-4 * s)}l${F(4 * s)},${F(20 * s)}l${F(-14 * s)},${F(4 * s)}z`,
      '#b7833f',
    );
    return p;
  };
  sc.add(picker(W * 0.3, H * 0.84, 2.4, '#e94f64'));
  sc.add(picker(W * 0.36, H * 0.8, 2.1, '#f2a93b'));
  sc.add(picker(W * 0.8, H * 0.78, 1.9, '#7b4fc9'));
  sc.add(vignette(sc, 0.18, '#1f3320'));
};

SCENES['packages/sajek-valley'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3f8fd2'],
        [0.55, '#9ed0ee'],
        [1, '#e6f4fb'],
      ],
      H * 0.6,
    ),
  );
  sc.add(
    sun(sc, W * 0.18, H * 0.14, 38, {
      core: '#fffdf0',
      glowColor: '#fff6c8',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(cloud(sc, W * 0.45, H * 0.16, 260));
  sc.add(cloud(sc, W * 0.78, H * 0.1, 200, { op: 0.9 }));
  sc.add(hillLayer(sc, { y: H * 0.36, amp: 50, freq: 0.004, fill: '#7fa6c9' }).el);
  sc.add(cloudBank(sc, H * 0.43, { rMin: 30, rMax: 70, depth: 140 }));
  sc.add(
    hillLayer(sc, { y: H * 0.47, amp: 60, freq: 0.0035, fill: '#5f8f8a', fill2: '#4f7f78' }).el,
  );
  sc.add(cloudBank(sc, H * 0.56, { rMin: 40, rMax: 90, depth: 160 }));
  sc.add(hillLayer(sc, { y: H * 0.6, amp: 60, freq: 0.003, fill: '#3f7a58', fill2: '#2f6245' }).el);
  sc.add(cloudBank(sc, H * 0.7, { rMin: 50, rMax: 110, depth: 200, op: 0.9 }));
  // Ruilui para ridge with colourful cottages (foreground right)
  const ridge = hillLayer(sc, {
    y: H * 0.72,
    amp: 20,
    freq: 0.003,
    fill: '#2f6a3a',
    fill2: '#1f4a2a',
    shape: (x) => -220 * gauss(x, W * 0.8, W * 0.35) + 180 * gauss(x, W * 0.1, W * 0.25),
  });
  sc.add(ridge.el);
  const colours = [
    ['#f4e1c1', '#d9483b'],
    ['#e9f0f7', '#2f6fbf'],
    ['#fbe6b0', '#2f9a6b'],
    ['#f7d9d4', '#7a4fb5'],
    ['#f3e2c7', '#e8892b'],
    ['#ffffff', '#c0392b'],
  ];
  let hx = W * 0.5;
  let i = 0;
  while (hx < W + 40) {
    const w = sc.r(70, 110);
    const y = ridge.at(hx + w / 2) + 24;
    const [wall, roof] = colours[i++ % colours.length];
    sc.add(stroke(`M${F(hx + 8)},${F(y)}v40M${F(hx + w - 8)},${F(y)}v40`, '#4a3526', 5));
    sc.add(cottage(sc, hx, y, w, w * 0.55, { wall, roof, win: '#35506b' }));
    hx += w + sc.r(20, 60);
  }
  sc.add(
    pineForest(sc, ridge.pts, {
      color: '#1f4d2c',
      minH: 40,
      maxH: 80,
      x0: 0,
      x1: W * 0.45,
      sink: 12,
      density: 0.7,
    }),
  );
  sc.add(grassTufts(sc, 40, [W * 0.4, H * 0.82, W * 0.6, H * 0.16], '#4e8c4a', 18, 0.8));
  sc.add(birds(sc, 4, W * 0.32, H * 0.28, 80, '#34506a', 10));
  sc.add(vignette(sc, 0.18, '#12243a'));
};

SCENES['packages/santorini'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.42;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3d8fd6'],
        [0.7, '#a9d8f2'],
        [1, '#e4f3fb'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.82, H * 0.12, 40, {
      core: '#fffdf2',
      glowColor: '#fff4c4',
      glowR: 5,
      glowOp: 0.55,
    }),
  );
  sc.add(cloud(sc, W * 0.62, H * 0.2, 220, { op: 0.9 }));
  sc.add(pillCloud(sc, W * 0.9, H * 0.3, 200, 12, '#ffffff', 0.7));
  // caldera islands in the distance
  sc.add(
    hillLayer(sc, {
      y: hz - 24,
      amp: 16,
      freq: 0.006,
      fill: '#8a93ad',
      shape: (x) => 200 * (1 - smoothstep(W * 0.6, W * 0.74, x)),
      bottom: hz + 2,
    }).el,
  );
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#3d8fc6'],
          [0.3, '#1f6fae'],
          [1, '#0c3f7a'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 150, color: '#cfe9fb', op: 0.35 }));
  sc.add(sailboat(sc, W * 0.78, H * 0.62, 0.9));
  sc.add(stroke(`M${F(W * 0.78 + 40)},${F(H * 0.63)}q120,8 260,30`, '#ffffff', 3, 'opacity=".5"'));
  // caldera cliff: the rim descends to the right, then a steep face drops into the sea
  const rimY = (x) => H * 0.27 + (x / W) * H * 0.16 + Math.sin(x * 0.012) * 5;
  const edgeX = W * 0.58;
  const face = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    face.push([
      edgeX + W * 0.1 * t ** 1.6 + (k && k < 10 ? sc.r(-14, 14) : 0),
      lerp(rimY(edgeX), H + 20, t),
    ]);
  }
  const rim = [];
  for (let x = -20; x <= edgeX; x += 40) rim.push([x, rimY(x)]);
  const cliffD = `${lineD([...rim, ...face])}L-20,${F(H + 20)}Z`;
  sc.add(
    pathEl(
      cliffD,
      sc.lin(
        [
          [0, '#b9735a'],
          [0.45, '#93503f'],
          [1, '#5a322c'],
        ],
        0,
        H * 0.27,
        0,
        H,
        true,
      ),
    ),
  );
  const cid = sc.clip(pathEl(cliffD, '#000'));
  let strata = '';
  for (let k = 0; k < 9; k++) {
    const y0 = H * 0.42 + k * 68 + sc.r(-12, 12);
    strata += `M-20,${F(y0)}C${F(W * 0.2)},${F(y0 + sc.r(-30, 10))} ${F(W * 0.4)},${F(y0 + sc.r(0, 40))} ${F(W * 0.72)},${F(y0 + sc.r(10, 60))}`;
  }
  let gullies = '';
  for (let k = 0; k < 14; k++) {
    const x0 = sc.r(W * 0.05, W * 0.66);
    const y0 = rimY(Math.min(x0, edgeX)) + sc.r(20, 200);
    gullies += `M${F(x0)},${F(y0)}q${F(sc.r(-20, 20))},${F(sc.r(60, 120))} ${F(sc.r(-10, 30))},${F(sc.r(150, 320))}`;
  }
  const shadeFace = sc.lin(
    [
      [0, '#2a1418', 0],
      [1, '#2a1418', 0.35],
    ],
    edgeX - 260,
    0,
    edgeX + 120,
    0,
    true,
  );
  sc.add(
    group(
      stroke(strata, '#e0a07a', 14, 'opacity=".22"') +
        stroke(strata, '#f2c6a0', 3, 'opacity=".35" transform="translate(0 -8)"') +
        stroke(gullies, '#3f2024', 6, 'opacity=".14"') +
        rect(0, 0, W, H, shadeFace),
      `clip-path="${cid}"`,
    ),
  );
  // village: white cubes cascading down the rim, narrowing towards the sea
  const blue = ['#1f5fbf', '#2a77c9', '#1b4f9c'];
  const dome = (cx, baseY, r) =>
    pathEl(`M${F(cx - r)},${F(baseY)}a${F(r)},${F(r * 1.05)} 0 0 1 ${F(2 * r)},0z`, '#1f5fbf') +
    pathEl(
      `M${F(cx - r * 0.62)},${F(baseY - r * 0.52)}a${F(r * 0.9)},${F(r * 0.9)} 0 0 1 ${F(r * 0.5)},${F(-r * 0.42)}`,
      'none',
      `stroke="#6fa6ef" stroke-width="${F(r * 0.12)}" stroke-linecap="round"`,
    ) +
    stroke(
      `M${F(cx)},${F(baseY - r * 1.05)}v${F(-r * 0.45)}M${F(cx - r * 0.14)},${F(baseY - r * 1.05 - r * 0.3)}h${F(r * 0.28)}`,
      '#ffffff',
      Math.max(2, r * 0.08),
    );
  for (let row = 0; row < 9; row++) {
    const y = H * 0.31 + row * 54;
    const limit = edgeX - 50 - row * W * 0.052;
    let x = -30 + sc.r(0, 40);
    while (x < limit) {
      const w = sc.r(56, 100);
      const h = sc.r(44, 68);
      if (y - h * 0.4 < rimY(x + w / 2)) {
        x += w;
        continue;
      }
      const wall = sc.pick(['#ffffff', '#ffffff', '#fbf8f2', '#f6efe4', '#fbe7c9', '#f7d9c4']);
      let house =
        rect(x, y - h, w, h + 20, wall) + rect(x + w * 0.78, y - h, w * 0.22, h + 20, '#d7e0ec');
      house += rect(x - 3, y - h - 5, w + 6, 7, '#ffffff', 'rx="3"');
      const door = sc.pick([...blue, '#c2553b']);
      house += pathEl(
        `M${F(x + w * 0.18)},${F(y + 6)}v${F(-h * 0.45)}a${F(w * 0.07)},${F(w * 0.07)} 0 0 1 ${F(w * 0.14)},0v${F(h * 0.45)}z`,
        door,
      );
      if (w > 70) house += rect(x + w * 0.48, y - h * 0.62, w * 0.14, h * 0.24, door, 'rx="2"');
      if (sc.chance(0.14)) house += dome(x + w * 0.45, y - h, w * 0.36);
      if (sc.chance(0.18)) {
        let b = '';
        for (let k = 0; k < 6; k++)
          b += circle(x + sc.r(0, w * 0.5), y - sc.r(0, h * 0.5), sc.r(7, 13));
        house += group(b, `fill="${sc.pick(['#d6338a', '#e0569b'])}"`);
      }
      sc.add(house);
      x += w + sc.r(-4, 12);
    }
    if (row === 2) {
      // church with a big blue dome and a bell tower
      const cx = limit - 40;
      const cy = y + 8;
      sc.add(
        rect(cx - 70, cy - 96, 140, 110, '#ffffff') + rect(cx + 40, cy - 96, 30, 110, '#d7e0ec'),
      );
      sc.add(rect(cx - 58, cy - 124, 116, 30, '#ffffff'));
      sc.add(dome(cx, cy - 122, 62));
      sc.add(pathEl(`M${F(cx - 18)},${F(cy + 14)}v-44a18,18 0 0 1 36,0v44z`, '#1b4f9c'));
      const bx = cx - 116;
      sc.add(
        rect(bx - 30, cy - 150, 60, 164, '#ffffff') + rect(bx + 14, cy - 150, 16, 164, '#d7e0ec'),
      );
      sc.add(
        pathEl(`M${F(bx - 14)},${F(cy - 110)}v-26a14,14 0 0 1 28,0v26z`, '#8ab0de') +
          circle(bx, cy - 118, 7, '#c79a3a'),
      );
      sc.add(
        pathEl(`M${F(bx - 30)},${F(cy - 150)}q30,-34 60,0z`, '#ffffff') +
          stroke(`M${F(bx)},${F(cy - 168)}v-22M${F(bx - 8)},${F(cy - 182)}h16`, '#ffffff', 3),
      );
    }
  }
  // windmill on the top
  const mx = W * 0.12;
  const my = H * 0.29;
  sc.add(rect(mx - 32, my - 120, 64, 120, '#fdfbf6') + rect(mx + 14, my - 120, 18, 120, '#e2e8f0'));
  sc.add(
    poly(
      [
        [mx - 38, my - 120],
        [mx, my - 160],
        [mx + 38, my - 120],
      ],
      '#8a6a4f',
    ),
  );
  let sails = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + 0.5;
    sails += poly(
      [
        [mx, my - 130],
        [mx + Math.cos(a) * 130, my - 130 + Math.sin(a) * 130],
        [mx + Math.cos(a + 0.22) * 120, my - 130 + Math.sin(a + 0.22) * 120],
      ],
      '#ffffff',
      'opacity=".92"',
    );
    sails += stroke(
      `M${F(mx)},${F(my - 130)}L${F(mx + Math.cos(a) * 130)},${F(my - 130 + Math.sin(a) * 130)}`,
      '#6d5843',
      3,
    );
  }
  sc.add(sails);
  sc.add(vignette(sc, 0.2, '#0b2040'));
};

SCENES['packages/swiss-alps'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f9be0'],
        [0.6, '#a7d3f3'],
        [1, '#e2f1fb'],
      ],
      H * 0.62,
    ),
  );
  sc.add(cloud(sc, W * 0.18, H * 0.14, 260));
  sc.add(cloud(sc, W * 0.86, H * 0.22, 220, { op: 0.9 }));
  const range = (x, top, wl, wr, t) =>
    alpinePeak(sc, {
      x,
      top,
      base: H * 0.62,
      wl,
      wr,
      rock: mix('#8190ad', '#bcd0e6', t),
      shadow: mix('#59678a', '#a9bdd6', t),
      snowShade: mix('#c3d0e6', '#dce6f2', t),
      snowLine: 0.38,
    });
  let back = '';
  for (const [x, top, wl, wr] of [
    [W * 0.08, H * 0.26, 260, 300],
    [W * 0.3, H * 0.3, 300, 260],
    [W * 0.9, H * 0.24, 300, 320],
  ])
    back += range(x, top, wl, wr, 0.55);
  sc.add(back);
  const main = alpinePeak(sc, {
    x: W * 0.6,
    top: H * 0.07,
    base: H * 0.64,
    wl: 330,
    wr: 420,
    rock: '#7d8aa6',
    shadow: '#4f5b7a',
    snowShade: '#bccbe3',
    snowLine: 0.45,
    jag: 0.04,
    pow: 0.9,
  });
  const side = range(W * 0.4, H * 0.22, 240, 260, 0.2) + range(W * 0.78, H * 0.28, 200, 260, 0.25);
  sc.add(side + main);
  sc.add(mist(sc, H * 0.6, 70, '#eaf4fb', 0.7));
  const forest = hillLayer(sc, {
    y: H * 0.64,
    amp: 30,
    freq: 0.004,
    fill: '#3f7a45',
    shape: (x) => -60 * gauss(x, W * 0.15, W * 0.2) - 40 * gauss(x, W * 0.92, W * 0.15),
  });
  const forestEl = forest.el + pineForest(sc, forest.pts, { color: '#2b5c38', minH: 36, maxH: 70 });
  sc.add(forestEl);
  // lake with mirrored mountains
  const lakeY = H * 0.7;
  sc.add(
    rect(
      0,
      lakeY,
      W,
      H * 0.14,
      sc.lin(
        [
          [0, '#6aa9d6'],
          [1, '#2f6f9f'],
        ],
        0,
        lakeY,
        0,
        H * 0.84,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, back + side + main + forestEl, lakeY, 0.38, H * 0.84));
  sc.add(
    waveLines(sc, { y0: lakeY + 4, y1: H * 0.84, n: 60, color: '#e6f3ff', op: 0.4, maxLen: 60 }),
  );
  // meadow
  const meadow = hillLayer(sc, {
    y: H * 0.84,
    amp: 30,
    freq: 0.003,
    fill: '#9ccc58',
    fill2: '#5e9e3a',
    shape: (x) => -90 * gauss(x, W * 0.85, W * 0.25),
  });
  sc.add(meadow.el);
  let flowers = '';
  for (let i = 0; i < 120; i++) {
    const x = sc.r(0, W);
    const y = meadow.at(x) + sc.r(10, H - meadow.at(x));
    flowers += circle(x, y, sc.r(2, 4.5), sc.pick(['#ffffff', '#ffe066', '#ff8fab', '#c9a0ff']));
  }
  sc.add(flowers);
  sc.add(grassTufts(sc, 50, [0, H * 0.86, W, H * 0.14], '#4e8a33', 20, 0.7));
  // chalet
  const cx = W * 0.77;
  const cy = meadow.at(cx + 90) + 30;
  sc.add(rect(cx, cy - 120, 200, 120, '#a0663a') + rect(cx + 150, cy - 120, 50, 120, '#7f4f2c'));
  sc.add(rect(cx, cy - 36, 200, 36, '#e8e1d4'));
  sc.add(
    poly(
      [
        [cx - 30, cy - 112],
        [cx + 100, cy - 200],
        [cx + 230, cy - 112],
      ],
      '#5a3a26',
    ),
  );
  sc.add(
    poly(
      [
        [cx - 14, cy - 120],
        [cx + 100, cy - 190],
        [cx + 214, cy - 120],
      ],
      '#c58a52',
    ),
  );
  for (const wx of [cx + 24, cx + 84, cx + 144]) {
    sc.add(rect(wx, cy - 96, 32, 34, '#3a4b63') + rect(wx - 6, cy - 62, 44, 9, '#e04e5a'));
    sc.add(
      group(
        circle(wx + 2, cy - 64, 5) + circle(wx + 16, cy - 66, 5) + circle(wx + 30, cy - 64, 5),
        'fill="#ff6b6b"',
      ),
    );
  }
  sc.add(rect(cx + 88, cy - 160, 24, 24, '#3a4b63'));
  // foreground pines
  for (const [x, h] of [
    [W * 0.05, 300],
    [W * 0.12, 220],
    [W * 0.95, 260],
  ]) {
    const y = meadow.at(x) + 40;
    sc.add(
      pathEl(pineD(x, y, h, h * 0.28, 5), '#24553a') +
        pathEl(pineLitD(x, y, h, h * 0.28, 5), '#357048'),
    );
  }
  sc.add(vignette(sc, 0.18, '#0e2238'));
};

SCENES['packages/kyoto'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f4a8c'],
        [0.45, '#c7809f'],
        [0.8, '#f6b49a'],
        [1, '#ffd9a8'],
      ],
      H * 0.8,
    ),
  );
  sc.add(
    sun(sc, W * 0.32, H * 0.46, 78, {
      core: '#fff0d2',
      glowColor: '#ffc48f',
      glowR: 4.5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.2, H * 0.2, 300, 16, '#f5b8c4', 0.55));
  sc.add(pillCloud(sc, W * 0.7, H * 0.14, 380, 14, '#e9a4bb', 0.5));
  sc.add(pillCloud(sc, W * 0.5, H * 0.36, 240, 12, '#ffd0b0', 0.5));
  sc.add(hillLayer(sc, { y: H * 0.58, amp: 50, freq: 0.003, fill: '#b57f9e' }).el);
  sc.add(mist(sc, H * 0.62, 60, '#f8c8b8', 0.5));
  const midHill = hillLayer(sc, { y: H * 0.68, amp: 36, freq: 0.004, fill: '#8a5f86' });
  sc.add(midHill.el);
  let mt = '';
  for (let x = -20; x < W + 20; x += sc.r(26, 44)) mt += circle(x, midHill.at(x) + 8, sc.r(20, 34));
  sc.add(group(mt, 'fill="#7d5580"'));
  // five-storey pagoda
  const px = W * 0.64;
  const pb = H * 0.84;
  const k = 1.22;
  const c = '#3b2a4a';
  const c2 = '#4d3860';
  let pg = rect(px - 92 * k, pb - 30 * k, 184 * k, 40 * k, c);
  let y = pb - 30 * k;
  for (let t = 0; t < 5; t++) {
    const bw = (70 - t * 9) * k;
    const bh = (62 - t * 5) * k;
    const rw = (170 - t * 20) * k;
    pg += rect(px - bw, y - bh, bw * 2, bh, c2);
    pg += rect(px - bw + 12, y - bh + 14, bw * 2 - 24, bh - 26, '#f0a36b', 'opacity=".55"');
    pg += stroke(
      `M${F(px - bw * 0.3)},${F(y - bh + 14)}v${F(bh - 26)}M${F(px + bw * 0.3)},${F(y - bh + 14)}v${F(bh - 26)}`,
      c2,
      4,
    );
    y -= bh;
    pg += eaveRoof(px, y + 16 * k, rw, 40 * k, c);
    pg += stroke(
      `M${F(px - rw * 0.96)},${F(y + 16 * k - 40 * k * 0.45)}Q${F(px - rw * 0.75)},${F(y + 16 * k)} ${F(px - rw * 0.55)},${F(y + 16 * k)}`,
      '#8a5d7a',
      3,
      'opacity=".7"',
    );
    y -= 18 * k;
  }
  pg += stroke(`M${F(px)},${F(y + 4)}V${F(y - 140)}`, c, 8);
  let rings = '';
  for (let t = 0; t < 8; t++) rings += `M${F(px - 15)},${F(y - 26 - t * 13)}h30`;
  pg += stroke(rings, c, 4.5);
  pg += circle(px, y - 146, 8, c);
  sc.add(pg);
  sc.add(blossomTree(sc, W * 0.1, H * 0.84, 2.2));
  sc.add(blossomTree(sc, W * 0.92, H * 0.86, 1.9));
  sc.add(blossomTree(sc, W * 0.4, H * 0.9, 1.3, { pinks: ['#f1a3bd', '#e98aa9', '#f8c6d4'] }));
  // machiya townhouses in the foreground with glowing shoji and lanterns
  let town = '';
  let rx = -40;
  while (rx < W + 40) {
    const w = sc.r(190, 290);
    const top = H * 0.87 + sc.r(-26, 10);
    town += rect(rx, top, w, H - top + 10, sc.pick(['#2d2540', '#33294a', '#2a2238']));
    const ww = w * 0.34;
    town += rect(rx + w * 0.14, top + 36, ww, 52, '#ffcf8a', 'opacity=".8"');
    let lat = '';
    for (let lx = rx + w * 0.14 + 12; lx < rx + w * 0.14 + ww; lx += 12)
      lat += `M${F(lx)},${F(top + 36)}v52`;
    town += stroke(`${lat}M${F(rx + w * 0.14)},${F(top + 62)}h${F(ww)}`, '#6a4350', 2.5);
    town += poly(
      [
        [rx - 16, top + 8],
        [rx + 18, top - 30],
        [rx + w - 18, top - 30],
        [rx + w + 16, top + 8],
      ],
      '#1f1a2c',
    );
    let tiles = '';
    for (let tx = rx + 10; tx < rx + w; tx += 13)
      tiles += `M${F(tx)},${F(top - 26)}l${F((tx - rx - w / 2) * 0.05)},${F(30)}`;
    town += stroke(tiles, '#3a3150', 2.5);
    town += rect(rx + 12, top - 36, w - 24, 9, '#453a5e', 'rx="4"');
    if (sc.chance(0.6)) {
      const lx = rx + w * sc.r(0.62, 0.85);
      town +=
        glow(sc, lx, top + 46, 60, '#ff7a4a', 0.5) +
        ellipse(lx, top + 46, 14, 19, '#e0413a') +
        rect(lx - 8, top + 25, 16, 4, '#2a1c1c') +
        rect(lx - 8, top + 63, 16, 4, '#2a1c1c');
    }
    rx += w + sc.r(-8, 2);
  }
  sc.add(town);
  let petals = '';
  for (let i = 0; i < 40; i++)
    petals += ellipse(
      sc.r(0, W),
      sc.r(H * 0.25, H),
      5,
      3,
      sc.pick(['#fbc7d6', '#f6a8c0']),
      `transform="rotate(${F(sc.r(0, 180))} 0 0)" opacity=".9"`.replace(' 0 0', ''),
    );
  sc.add(petals);
  sc.add(birds(sc, 5, W * 0.38, H * 0.26, 90, '#4b3358', 10));
  sc.add(vignette(sc, 0.24, '#231433'));
};

SCENES['packages/bali'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#5fb3dd'],
        [0.6, '#bfe2ef'],
        [1, '#fde7b8'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.16, H * 0.18, 42, {
      core: '#fffbea',
      glowColor: '#fff0b5',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  // Mount Agung
  const vx = W * 0.64;
  const vD = `M${F(vx - 720)},${F(H * 0.56)}C${F(vx - 400)},${F(H * 0.48)} ${F(vx - 140)},${F(H * 0.3)} ${F(vx - 50)},${F(H * 0.15)}L${F(vx + 46)},${F(H * 0.15)}C${F(vx + 150)},${F(H * 0.3)} ${F(vx + 420)},${F(H * 0.48)} ${F(vx + 760)},${F(H * 0.56)}Z`;
  sc.add(
    pathEl(
      vD,
      sc.lin(
        [
          [0, '#7b86a8'],
          [1, '#a9b8c9'],
        ],
        0,
        H * 0.15,
        0,
        H * 0.56,
        true,
      ),
    ),
  );
  sc.add(
    pathEl(
      `M${F(vx - 2)},${F(H * 0.15)}L${F(vx + 46)},${F(H * 0.15)}C${F(vx + 150)},${F(H * 0.3)} ${F(vx + 420)},${F(H * 0.48)} ${F(vx + 760)},${F(H * 0.56)}L${F(vx + 120)},${F(H * 0.56)}C${F(vx + 60)},${F(H * 0.4)} ${F(vx + 20)},${F(H * 0.25)} ${F(vx - 2)},${F(H * 0.15)}Z`,
      '#6c7798',
      'opacity=".6"',
    ),
  );
  sc.add(pillCloud(sc, vx + 40, H * 0.2, 260, 18, '#ffffff', 0.85));
  sc.add(cloud(sc, W * 0.3, H * 0.24, 240, { op: 0.95 }));
  sc.add(mist(sc, H * 0.52, 70, '#f4f0dc', 0.7));
  const jungle = hillLayer(sc, { y: H * 0.55, amp: 26, freq: 0.006, fill: '#4f8f5a' });
  sc.add(jungle.el);
  let tiny = '';
  for (let x = 10; x < W; x += sc.r(50, 120))
    tiny += palm(sc, x, jungle.at(x) + 10, sc.r(60, 100), sc.r(-10, 10), {
      silhouette: true,
      trunk: '#3f7a4a',
      leaf: '#3f7a4a',
      leafBack: '#3f7a4a',
      fronds: 7,
    });
  sc.add(tiny);
  // split gate (candi bentar)
  const gx = W * 0.36;
  const gy = jungle.at(gx) + 30;
  const half = (dir) => {
    let g = '';
    const base = gx + dir * 30;
    for (let k = 0; k < 6; k++) {
      const w = 70 - k * 10;
      const h = 28 - k * 1.5;
      const yy = gy - k * 26;
      const x0 = dir > 0 ? base : base - w;
      g += rect(x0, yy - h, w, h, k % 2 ? '#7a5548' : '#8f6656');
    }
    return g;
  };
  sc.add(half(-1) + half(1));
  // rice terraces: contour bands stacked towards the viewer
  const bowl = (x) => -70 * Math.cos(((x - W * 0.5) / W) * Math.PI * 1.2);
  const greens = ['#a6d36a', '#8cc456', '#b6dd7b', '#7db84a', '#9ccd60'];
  for (let k = 0; k < 14; k++) {
    const t = k / 13;
    const y = lerp(H * 0.6, H * 1.02, t ** 1.15);
    const l = hillLayer(sc, {
      y,
      amp: lerp(6, 18, t),
      freq: 0.003,
      oct: 3,
      shape: (x) => bowl(x) * lerp(0.4, 1.1, t),
    });
    const water = sc.chance(0.22);
    const fill = water
      ? sc.lin([
          [0, '#d6eef2'],
          [1, '#8fc3a8'],
        ])
      : greens[k % greens.length];
    sc.add(pathEl(l.d, fill));
    sc.add(stroke(smoothD(l.pts), '#e8f5c6', lerp(1.5, 5, t), 'opacity=".8"'));
    sc.add(
      stroke(
        smoothD(l.pts.map(([x, yy]) => [x, yy + lerp(3, 9, t)])),
        '#5f9a3a',
        lerp(1.5, 6, t),
        'opacity=".45"',
      ),
    );
    if (!water && t > 0.3) {
      let shoots = '';
      for (let x = sc.r(0, 20); x < W; x += lerp(18, 30, t)) {
        const yy = l.at(x) + lerp(10, 30, t);
        shoots += `M${F(x)},${F(yy)}l${F(-2)},${F(-lerp(4, 10, t))}M${F(x)},${F(yy)}l${F(3)},${F(-lerp(4, 10, t))}`;
      }
      sc.add(stroke(shoots, '#6aa63c', lerp(1, 2.5, t), 'opacity=".6"'));
    }
  }
  sc.add(palm(sc, W * 0.07, H * 1.02, 520, 60, { leaf: '#2d8048', trunk: '#7d5a3a' }));
  sc.add(palm(sc, W * 0.88, H * 1.04, 460, -50, { leaf: '#32884d', trunk: '#7d5a3a' }));
  sc.add(palm(sc, W * 0.96, H * 1.04, 340, 30, { leaf: '#2a7a44', trunk: '#6d4d30' }));
  sc.add(vignette(sc, 0.18, '#1b2a14'));
};

SCENES['packages/marrakech'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#c46f6a'],
        [0.45, '#eea27a'],
        [0.85, '#f8cf9c'],
        [1, '#fbe3bd'],
      ],
      H * 0.75,
    ),
  );
  sc.add(
    sun(sc, W * 0.24, H * 0.42, 62, {
      core: '#fff1d1',
      glowColor: '#ffc07a',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.7, H * 0.15, 360, 16, '#f7b79a', 0.6));
  sc.add(pillCloud(sc, W * 0.35, H * 0.24, 280, 14, '#fbc9a0', 0.5));
  // Atlas mountains
  let atlas = '';
  for (const [x, top, wl, wr] of [
    [W * 0.12, H * 0.4, 300, 280],
    [W * 0.45, H * 0.35, 360, 320],
    [W * 0.8, H * 0.38, 300, 340],
  ])
    atlas += alpinePeak(sc, {
      x,
      top,
      base: H * 0.66,
      wl,
      wr,
      rock: '#b98aa0',
      shadow: '#9c7090',
      snow: '#fbeef0',
      snowShade: '#e2c6d2',
      snowLine: 0.25,
      jag: 0.03,
    });
  sc.add(atlas);
  sc.add(mist(sc, H * 0.62, 70, '#f8d3b0', 0.7));
  // medina roofs
  let roofs = '';
  let x = -20;
  while (x < W + 20) {
    const w = sc.r(60, 140);
    const h = sc.r(40, 110);
    roofs += rect(x, H * 0.74 - h, w, h + H * 0.3, sc.pick(['#d98c5f', '#cf7f55', '#e39a6a']));
    if (sc.chance(0.5)) roofs += rect(x + w * 0.3, H * 0.74 - h + 16, 12, 18, '#9b4e36', 'rx="6"');
    x += w - 4;
  }
  sc.add(roofs);
  // Koutoubia minaret
  const mx = W * 0.64;
  const mb = H * 0.76;
  const tw = 110;
  const th = 480;
  sc.add(
    rect(mx - tw / 2, mb - th, tw, th, '#c97b4f') +
      rect(mx + tw * 0.2, mb - th, tw * 0.3, th, '#b3683f'),
  );
  for (let k = 0; k < 3; k++) {
    const yy = mb - 110 - k * 120;
    sc.add(pathEl(`M${F(mx - 18)},${F(yy)}v-38a18,18 0 0 1 36,0v38z`, '#7d3e2a'));
    sc.add(stroke(`M${F(mx - 40)},${F(yy - 60)}h80`, '#e6a47a', 3, 'opacity=".7"'));
  }
  sc.add(rect(mx - tw / 2, mb - th + 30, tw, 20, '#3f8f82', 'opacity=".85"'));
  let merlons = '';
  for (let k = 0; k < 5; k++)
    merlons += poly(
      [
        [mx - tw / 2 + k * 22, mb - th],
        [mx - tw / 2 + k * 22 + 11, mb - th - 18],
        [mx - tw / 2 + k * 22 + 22, mb - th],
      ],
      '#c97b4f',
    );
  sc.add(merlons);
  sc.add(
    rect(mx - 28, mb - th - 92, 56, 92, '#c97b4f') + rect(mx + 8, mb - th - 92, 20, 92, '#b3683f'),
  );
  sc.add(pathEl(`M${F(mx - 10)},${F(mb - th - 50)}v-18a10,10 0 0 1 20,0v18z`, '#7d3e2a'));
  sc.add(pathEl(`M${F(mx - 24)},${F(mb - th - 92)}a24,24 0 0 1 48,0z`, '#3f8f82'));
  sc.add(
    stroke(`M${F(mx)},${F(mb - th - 116)}v-46`, '#d8b04a', 4) +
      group(
        circle(mx, mb - th - 128, 7) +
          circle(mx, mb - th - 146, 5.5) +
          circle(mx, mb - th - 160, 4),
        'fill="#e5bd4f"',
      ),
  );
  // ramparts with crenellations and a gate
  const wy = H * 0.8;
  let wall = rect(-10, wy, W + 20, H - wy, '#b8633f');
  let cren = '';
  for (let cx = -10; cx < W + 20; cx += 44) cren += rect(cx, wy - 22, 26, 24, '#b8633f');
  wall += cren;
  const gx = W * 0.3;
  wall +=
    rect(gx - 90, wy - 80, 180, H - wy + 80, '#a8573a') +
    pathEl(`M${F(gx - 44)},${F(H)}V${F(wy + 10)}a44,50 0 0 1 88,0V${F(H)}z`, '#5e2a22');
  wall += stroke(
    `M${F(gx - 58)},${F(H)}V${F(wy + 6)}a58,64 0 0 1 116,0V${F(H)}`,
    '#e0a06e',
    6,
    'opacity=".7"',
  );
  sc.add(wall);
  sc.add(rect(-10, wy + 26, W + 20, 6, '#9a4f33', 'opacity=".5"'));
  // date palms
  const pal = {
    trunk: '#6b4a2e',
    leaf: '#5e7a3a',
    leafBack: '#455c2a',
    nut: '#c06a2b',
    curve: 0.1,
    base: 0.038,
    tip: 0.03,
    frondLen: 0.36,
  };
  sc.add(palm(sc, W * 0.08, H * 1.02, 560, 40, pal));
  sc.add(palm(sc, W * 0.17, H * 1.02, 420, -30, pal));
  sc.add(palm(sc, W * 0.9, H * 1.02, 500, -40, pal));
  sc.add(palm(sc, W * 0.5, H * 0.96, 300, 20, pal));
  sc.add(birds(sc, 4, W * 0.46, H * 0.3, 80, '#7a3f3a', 10));
  sc.add(vignette(sc, 0.22, '#3a1a14'));
};

SCENES['packages/iceland-aurora'] = (sc) => {
  const { W, H } = sc;
  const lakeY = H * 0.68;
  const skyParts = [];
  skyParts.push(
    skyRect(
      sc,
      [
        [0, '#050f26'],
        [0.5, '#0c2b48'],
        [1, '#1c5566'],
      ],
      lakeY + 2,
    ),
  );
  skyParts.push(stars(sc, 160, lakeY * 0.8));
  // aurora: soft glow band plus vertical curtains of rays
  const curtain = (base, amp, phase, hMax, colors, op, step) => {
    const c = (x) =>
      base + Math.sin(x * 0.0032 + phase) * amp + Math.sin(x * 0.009 + phase * 2) * amp * 0.35;
    const top = [];
    const bot = [];
    for (let x = -80; x <= W + 80; x += 60) {
      top.push([x, c(x) - hMax]);
      bot.push([x, c(x) + 10]);
    }
    const band = `${smoothD(top)}L${F(bot.at(-1)[0])},${F(bot.at(-1)[1])}${smoothD(bot.slice().reverse(), false).slice(1)}Z`;
    const bandFill = sc.lin([
      [0, colors[2], 0],
      [0.45, colors[2], 0.25],
      [0.85, colors[1], 0.55],
      [1, colors[0], 0],
    ]);
    let out = pathEl(band, bandFill, `filter="${sc.blur(14)}" opacity="${op}"`);
    const rayFill = sc.lin([
      [0, colors[2], 0],
      [0.5, colors[1], 0.35],
      [0.92, colors[0], 0.95],
      [1, colors[0], 0],
    ]);
    let rays = '';
    for (let x = -20; x < W + 20; x += step * sc.r(0.6, 1.4)) {
      const h = hMax * sc.r(0.45, 1) * (0.6 + 0.4 * Math.sin(x * 0.005 + phase) ** 2);
      const y = c(x);
      rays += `<rect x="${F(x)}" y="${F(y - h)}" width="${F(sc.r(3, 9))}" height="${F(h + 8)}" opacity="${F(sc.r(0.25, 0.85))}"/>`;
    }
    out += group(rays, `fill="${rayFill}" filter="${sc.blur(3)}" opacity="${op}"`);
    return out;
  };
  skyParts.push(curtain(H * 0.26, 50, 2.1, 150, ['#b4ffd2', '#49e0b0', '#9a6cf0'], 0.6, 14));
  skyParts.push(curtain(H * 0.4, 70, 0.4, 230, ['#c8ffdc', '#3ff0a6', '#7b5cf0'], 0.95, 9));
  // Kirkjufell-like mountain and neighbours
  const kx = W * 0.6;
  const peakD = `M${F(kx - 330)},${F(lakeY)}C${F(kx - 240)},${F(lakeY - 90)} ${F(kx - 120)},${F(H * 0.3)} ${F(kx - 30)},${F(H * 0.25)}C${F(kx + 30)},${F(H * 0.24)} ${F(kx + 90)},${F(H * 0.36)} ${F(kx + 170)},${F(H * 0.5)}C${F(kx + 260)},${F(H * 0.62)} ${F(kx + 360)},${F(lakeY - 20)} ${F(kx + 470)},${F(lakeY)}Z`;
  let mtn = hillLayer(sc, {
    y: lakeY - 50,
    amp: 30,
    freq: 0.004,
    fill: '#20344a',
    bottom: lakeY + 1,
  }).el;
  mtn += pathEl(peakD, '#1b2a3c');
  const mcid = sc.clip(pathEl(peakD, '#000'));
  let bands = '';
  for (let k = 0; k < 46; k++) {
    const yy = sc.r(H * 0.27, lakeY - 30);
    const xx = sc.r(kx - 320, kx + 420);
    const len = sc.r(30, 160);
    bands += `M${F(xx)},${F(yy)}q${F(len / 2)},${F(sc.r(-8, 4))} ${F(len)},${F(sc.r(4, 26))}`;
  }
  mtn += group(
    stroke(bands, '#cfe3ef', 4, 'opacity=".35"') +
      pathEl(
        `M${F(kx - 60)},${F(H * 0.25)}C${F(kx - 10)},${F(H * 0.24)} ${F(kx + 30)},${F(H * 0.28)} ${F(kx + 60)},${F(H * 0.33)}L${F(kx + 10)},${F(H * 0.3)}L${F(kx - 40)},${F(H * 0.34)}L${F(kx - 110)},${F(H * 0.33)}Z`,
        '#dfeef7',
        'opacity=".85"',
      ) +
      rect(
        kx + 20,
        0,
        600,
        H,
        sc.lin(
          [
            [0, '#050c18', 0],
            [1, '#050c18', 0.45],
          ],
          kx - 40,
          0,
          kx + 300,
          0,
          true,
        ),
      ),
    `clip-path="${mcid}"`,
  );
  skyParts.push(mtn);
  const scene = skyParts.join('');
  sc.add(scene);
  sc.add(rect(0, lakeY, W, H - lakeY, '#0c2336'));
  sc.add(reflect(sc, scene, lakeY, 0.55));
  sc.add(
    waveLines(sc, { y0: lakeY + 4, y1: H * 0.86, n: 60, color: '#9ef5cf', op: 0.25, maxLen: 90 }),
  );
  // snowy shore
  const shore = hillLayer(sc, {
    y: H * 0.88,
    amp: 22,
    freq: 0.004,
    fill: '#d9e7f2',
    fill2: '#9fb8cf',
    shape: (x) => -50 * gauss(x, W * 0.2, W * 0.22),
  });
  sc.add(shore.el);
  let rocks = '';
  for (let i = 0; i < 12; i++) {
    const x = sc.r(0, W);
    const y = shore.at(x) + sc.r(10, 90);
    rocks += ellipse(x, y, sc.r(14, 40), sc.r(6, 14), '#2a3b4f');
    rocks += ellipse(x - 4, y - 5, sc.r(10, 26), sc.r(3, 6), '#eaf3fa');
  }
  sc.add(rocks);
  // red cabin with glowing window
  const cx = W * 0.16;
  const cy = shore.at(cx + 60) + 24;
  sc.add(glow(sc, cx + 60, cy - 40, 140, '#ffb347', 0.35));
  sc.add(rect(cx, cy - 70, 130, 70, '#a8322d') + rect(cx + 96, cy - 70, 34, 70, '#85241f'));
  sc.add(
    poly(
      [
        [cx - 14, cy - 66],
        [cx + 65, cy - 124],
        [cx + 144, cy - 66],
      ],
      '#e9f1f8',
    ),
  );
  sc.add(rect(cx + 22, cy - 52, 26, 24, '#ffcf6e') + rect(cx + 62, cy - 52, 22, 52, '#4a1714'));
  sc.add(vignette(sc, 0.35, '#02060f'));
};

SCENES['packages/maldives'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.38;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2f9be8'],
        [0.7, '#9fd9f7'],
        [1, '#def4fd'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.86, H * 0.1, 38, {
      core: '#fffdf0',
      glowColor: '#fff6c8',
      glowR: 5,
      glowOp: 0.5,
    }),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 280));
  sc.add(cloud(sc, W * 0.56, H * 0.12, 200, { op: 0.9 }));
  sc.add(cloud(sc, W * 0.8, H * 0.28, 160, { op: 0.85 }));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#1b86c4'],
          [0.25, '#1fb1c9'],
          [0.6, '#49d6cf'],
          [1, '#8ff0de'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  // distant island
  sc.add(ellipse(W * 0.14, hz + 6, 170, 12, '#f6ecd0'));
  let isl = '';
  for (let i = 0; i < 6; i++)
    isl += palm(sc, W * 0.08 + i * 32, hz + 4, sc.r(60, 90), sc.r(-14, 14), {
      silhouette: true,
      trunk: '#3d7a5a',
      leaf: '#3f8a5f',
      leafBack: '#2f6f4f',
      fronds: 7,
    });
  sc.add(isl);
  // light caustics
  let caus = '';
  for (let i = 0; i < 90; i++) {
    const t = sc.rng();
    const y = lerp(hz + 20, H, t);
    const x = sc.r(0, W);
    const l = lerp(10, 70, t);
    caus += `M${F(x)},${F(y)}q${F(l / 4)},${F(-l / 10)} ${F(l / 2)},0t${F(l / 2)},0`;
  }
  sc.add(stroke(caus, '#ffffff', 2.5, 'opacity=".35"'));
  // overwater villas in perspective
  const villas = [];
  for (let k = 0; k < 7; k++) {
    const t = k / 6;
    villas.push({
      x: lerp(W * 0.42, W * 0.98, t ** 1.15),
      y: lerp(hz + 36, H * 0.7, t ** 1.3),
      s: lerp(0.35, 1.25, t ** 1.2),
    });
  }
  const walkway = `M${F(villas[0].x)},${F(villas[0].y + 6)}L${F(villas.at(-1).x)},${F(villas.at(-1).y + 22)}`;
  sc.add(stroke(walkway, '#8a6a4a', 10));
  for (const v of villas) {
    const { x, y, s } = v;
    sc.add(rect(x - 100 * s, y + 22 * s, 200 * s, 14 * s, '#137a8a', 'opacity=".35"'));
    let st = '';
    for (const dx of [-70, -20, 30, 80]) st += `M${F(x + dx * s)},${F(y)}v${F(28 * s)}`;
    sc.add(stroke(st, '#5e4532', 5 * s));
    sc.add(rect(x - 90 * s, y - 6 * s, 180 * s, 10 * s, '#9c7350'));
    sc.add(
      rect(x - 70 * s, y - 60 * s, 140 * s, 56 * s, '#f1e2c6') +
        rect(x + 30 * s, y - 60 * s, 40 * s, 56 * s, '#dcc7a3'),
    );
    sc.add(rect(x - 50 * s, y - 46 * s, 60 * s, 34 * s, '#2f5a6e'));
    sc.add(
      poly(
        [
          [x - 98 * s, y - 52 * s],
          [x - 30 * s, y - 108 * s],
          [x + 30 * s, y - 108 * s],
          [x + 98 * s, y - 52 * s],
        ],
        '#b27a3f',
      ),
    );
    let th = '';
    for (let k = 0; k < 10; k++)
      th += `M${F(x - 90 * s + k * 18 * s)},${F(y - 54 * s)}l${F(10 * s)},${F(-42 * s)}`;
    sc.add(stroke(th, '#8c5a2b', 2 * s));
  }
  // sandbank foreground with palms
  const sand = `M-20,${F(H * 0.8)}C${F(W * 0.15)},${F(H * 0.76)} ${F(W * 0.32)},${F(H * 0.86)} ${F(W * 0.44)},${F(H + 20)}L-20,${F(H + 20)}Z`;
  sc.add(pathEl(sand, '#7fe3d2', 'transform="translate(0 -12)" opacity=".8"'));
  sc.add(pathEl(sand, '#fbf1d8'));
  sc.add(stipple(sc, sand, [0, H * 0.75, W * 0.45, H * 0.25], 120, '#e7cf9f', 0.5, 1, 2));
  sc.add(palm(sc, W * 0.06, H * 0.98, 500, 140, { leaf: '#2f9a55', trunk: '#8a6742', curve: 0.5 }));
  sc.add(palm(sc, W * 0.14, H * 1.02, 380, 80, { leaf: '#3aa862', trunk: '#8a6742', curve: 0.4 }));
  sc.add(vignette(sc, 0.16, '#06324a'));
};

SCENES['packages/patagonia'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4a72b5'],
        [0.6, '#a8c6e6'],
        [1, '#f2dfd2'],
      ],
      H * 0.6,
    ),
  );
  // lenticular clouds
  const lenticular = (x, y, w) => {
    let s = '';
    for (let k = 0; k < 4; k++)
      s += ellipse(
        x + k * 8,
        y - k * 12,
        w * (1 - k * 0.18),
        16 - k * 2,
        k % 2 ? '#fde8e4' : '#ffffff',
        `opacity="${0.85 - k * 0.1}"`,
      );
    return s;
  };
  sc.add(lenticular(W * 0.55, H * 0.12, 300) + lenticular(W * 0.18, H * 0.2, 200));
  // massif with three granite towers
  const baseY = H * 0.6;
  sc.add(
    alpinePeak(sc, {
      x: W * 0.14,
      top: H * 0.3,
      base: baseY,
      wl: 300,
      wr: 260,
      rock: '#7e8aa4',
      shadow: '#5a6582',
      snowShade: '#c7d2e6',
      snowLine: 0.4,
    }),
  );
  const tower = (x, top, w, lean) => {
    const b = H * 0.5;
    const left = [];
    const right = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const y = lerp(b, top + w * 0.45, t);
      left.push([x - w * (1 - 0.5 * t) + lean * t + (i && i < 8 ? sc.r(-0.07, 0.07) * w : 0), y]);
      right.push([x + w * (1 - 0.5 * t) + lean * t + (i && i < 8 ? sc.r(-0.07, 0.07) * w : 0), y]);
    }
    const cap = [
      [x - w * 0.4 + lean, top + w * 0.3],
      [x - w * 0.18 + lean, top + w * 0.08],
      [x + lean * 1.05, top],
      [x + w * 0.22 + lean, top + w * 0.14],
      [x + w * 0.42 + lean, top + w * 0.36],
    ];
    const pts = [...left, ...cap, ...right.reverse()];
    const d = `${lineD(pts)}Z`;
    let s = pathEl(
      d,
      sc.lin([
        [0, '#f0b08c'],
        [0.45, '#cf9580'],
        [1, '#6f6580'],
      ]),
    );
    const cid = sc.clip(pathEl(d, '#000'));
    let shade = '';
    const sh = [[x + lean * 1.05, top]];
    for (let i = 8; i >= 0; i--)
      sh.push([
        x + w * 0.2 + lean * (i / 8) + sc.r(-0.05, 0.05) * w,
        lerp(b, top + w * 0.45, i / 8),
      ]);
    shade += poly([...sh, [x + w * 2, b], [x + w * 2, top - 20]], '#6e4f63', 'opacity=".5"');
    let cracks = '';
    for (let k = 0; k < 5; k++)
      cracks += `M${F(x - w * 0.6 + k * w * 0.3)},${F(top + w * 0.6 + sc.r(0, 40))}l${F(sc.r(-6, 6))},${F(sc.r(60, 140))}`;
    s += group(shade + stroke(cracks, '#7a4f55', 3, 'opacity=".45"'), `clip-path="${cid}"`);
    return s;
  };
  sc.add(
    tower(W * 0.47, H * 0.13, 52, -6) +
      tower(W * 0.56, H * 0.09, 60, 4) +
      tower(W * 0.66, H * 0.15, 55, 8),
  );
  sc.add(
    alpinePeak(sc, {
      x: W * 0.57,
      top: H * 0.33,
      base: baseY + 20,
      wl: 560,
      wr: 560,
      rock: '#4d5570',
      shadow: '#3c4359',
      snow: '#e8eef6',
      snowShade: '#aeb9cf',
      snowLine: 0.22,
      jag: 0.05,
      pow: 1.1,
    }),
  );
  sc.add(
    alpinePeak(sc, {
      x: W * 0.86,
      top: H * 0.28,
      base: baseY,
      wl: 260,
      wr: 320,
      rock: '#6f7894',
      shadow: '#4c546e',
      snowShade: '#c3cde0',
      snowLine: 0.3,
    }),
  );
  sc.add(
    hillLayer(sc, { y: H * 0.52, amp: 24, freq: 0.005, fill: '#3c445a', bottom: baseY + 4 }).el,
  );
  // turquoise lake
  sc.add(
    rect(
      0,
      baseY,
      W,
      H - baseY,
      sc.lin(
        [
          [0, '#56c2cc'],
          [0.5, '#2b8fa6'],
          [1, '#2b8fa6'],
        ],
        0,
        baseY,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    waveLines(sc, { y0: baseY + 4, y1: H * 0.76, n: 90, color: '#e6fbff', op: 0.45, maxLen: 50 }),
  );
  // golden steppe
  const st1 = hillLayer(sc, {
    y: H * 0.78,
    amp: 26,
    freq: 0.003,
    fill: '#cfa85a',
    fill2: '#b08a40',
  });
  sc.add(st1.el);
  const st2 = hillLayer(sc, {
    y: H * 0.88,
    amp: 30,
    freq: 0.0025,
    fill: '#ddb96a',
    fill2: '#b8903f',
    shape: (x) => -40 * gauss(x, W * 0.2, W * 0.2),
  });
  sc.add(st2.el);
  sc.add(grassTufts(sc, 110, [0, H * 0.84, W, H * 0.16], '#9a7432', 26, 0.75));
  sc.add(grassTufts(sc, 60, [0, H * 0.8, W, H * 0.08], '#a7843f', 12, 0.6));
  // guanacos
  const guanaco = (x, y, s, dir = 1) => {
    const c = '#8a5a35';
    let g = ellipse(x, y - 40 * s, 34 * s, 16 * s, c);
    g += ellipse(x, y - 34 * s, 26 * s, 8 * s, '#f1e0c4', 'opacity=".9"');
    g += stroke(
      `M${F(x + dir * 26 * s)},${F(y - 46 * s)}Q${F(x + dir * 34 * s)},${F(y - 70 * s)} ${F(x + dir * 40 * s)},${F(y - 92 * s)}`,
      c,
      10 * s,
    );
    g += ellipse(x + dir * 46 * s, y - 94 * s, 12 * s, 6 * s, c);
    g += stroke(
      `M${F(x + dir * 36 * s)},${F(y - 98 * s)}l${F(dir * 2 * s)},${F(-10 * s)}`,
      c,
      3 * s,
    );
    g += stroke(
      `M${F(x - 24 * s)},${F(y - 30 * s)}l-2,${F(30 * s)}M${F(x - 14 * s)},${F(y - 30 * s)}l2,${F(30 * s)}M${F(x + 16 * s)},${F(y - 30 * s)}l-2,${F(30 * s)}M${F(x + 24 * s)},${F(y - 30 * s)}l2,${F(30 * s)}`,
      c,
      5 * s,
    );
    return g;
  };
  sc.add(guanaco(W * 0.18, H * 0.86, 1.2) + guanaco(W * 0.26, H * 0.88, 1.0, -1));
  sc.add(vignette(sc, 0.2, '#1a1a30'));
};

// ---------------------------------------------------------------------------------------------
// Scenic spots
// ---------------------------------------------------------------------------------------------

/** Irregular rock blob (used for coral rocks, boulders). */
function rock(sc, x, y, w, h, { fill = '#5a4e47', top = '#86766a', foam } = {}) {
  const pts = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + (Math.PI * i) / n;
    const k = sc.r(0.75, 1.1);
    pts.push([x + Math.cos(a) * w * k, y + Math.sin(a) * h * k]);
  }
  let s = '';
  if (foam) s += ellipse(x, y + 2, w * 1.25, h * 0.22, foam, 'opacity=".75"');
  s += pathEl(`${smoothD(pts)}Z`, fill);
  s += pathEl(
    `${smoothD(pts.slice(0, 6).map(([px, py]) => [px + w * 0.05, py + h * 0.12]))}Z`,
    top,
    'opacity=".8"',
  );
  return s;
}

SCENES['spots/saint-martin'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.44;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3aa6e6'],
        [0.7, '#a8dcf6'],
        [1, '#e2f5fd'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.3, H * 0.18, 320));
  sc.add(cloud(sc, W * 0.7, H * 0.26, 200, { op: 0.9 }));
  sc.add(pillCloud(sc, W * 0.88, H * 0.12, 220, 12, '#ffffff', 0.7));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#1b7fc0'],
          [0.35, '#1fa6c4'],
          [0.7, '#44cbc4'],
          [1, '#7fe2cf'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 140, color: '#ffffff', op: 0.4, maxLen: 80 }));
  sc.add(
    countryBoat(sc, W * 0.32, hz + 40, 0.4, {
      hull: '#2f4f6f',
      stripe: '#f2c14e',
      stripe2: '#e4572e',
      roof: '#c89b5c',
    }),
  );
  // beach on the right
  const sand = `M${F(W * 0.55)},${F(H + 20)}C${F(W * 0.68)},${F(H * 0.78)} ${F(W * 0.8)},${F(H * 0.64)} ${F(W + 20)},${F(H * 0.6)}L${F(W + 20)},${F(H + 20)}Z`;
  sc.add(pathEl(sand, '#bfeee0', 'transform="translate(-18 -6)"'));
  sc.add(
    pathEl(
      sand,
      sc.lin(
        [
          [0, '#f6e2b4'],
          [1, '#e9c98e'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(stipple(sc, sand, [W * 0.55, H * 0.6, W * 0.45, H * 0.4], 160, '#c9a468', 0.45));
  // coral rocks in the shallows
  const rocks = [
    [W * 0.12, H * 0.86, 110, 40],
    [W * 0.26, H * 0.93, 80, 30],
    [W * 0.06, H * 0.7, 60, 22],
    [W * 0.38, H * 0.78, 70, 24],
    [W * 0.2, H * 0.66, 40, 14],
    [W * 0.47, H * 0.94, 90, 34],
    [W * 0.5, H * 0.7, 40, 14],
  ];
  for (const [x, y, w, h] of rocks)
    sc.add(rock(sc, x, y, w, h, { fill: '#54483f', top: '#8a7564', foam: '#ffffff' }));
  // leaning coconut palms
  sc.add(
    palm(sc, W * 0.96, H * 0.72, 560, -320, { curve: 0.55, leaf: '#2e9150', trunk: '#8b6a44' }),
  );
  sc.add(
    palm(sc, W * 0.86, H * 0.82, 470, -220, { curve: 0.5, leaf: '#37a35d', trunk: '#8b6a44' }),
  );
  sc.add(palm(sc, W * 1.0, H * 0.9, 380, -120, { curve: 0.4, leaf: '#2a8447', trunk: '#7a5a38' }));
  sc.add(birds(sc, 3, W * 0.52, H * 0.2, 60, '#3a5a7a', 10));
  sc.add(vignette(sc, 0.16, '#063048'));
};

SCENES['spots/ratargul'] = (sc) => {
  const { W, H } = sc;
  const wy = H * 0.6;
  const parts = [];
  parts.push(
    skyRect(
      sc,
      [
        [0, '#e8f3cf'],
        [1, '#c3dca6'],
      ],
      wy + 2,
    ),
  );
  const trunks = (n, color, wMin, wMax, top, canopy) => {
    let t = '';
    let c = '';
    for (let i = 0; i < n; i++) {
      const x = sc.r(-20, W + 20);
      const w = sc.r(wMin, wMax);
      const lean = sc.r(-30, 30);
      t += pathEl(
        `M${F(x - w)},${F(wy + 4)}C${F(x - w * 0.8)},${F(wy - 150)} ${F(x + lean - w * 0.5)},${F(top + 80)} ${F(x + lean - w * 0.4)},${F(top)}L${F(x + lean + w * 0.4)},${F(top)}C${F(x + lean + w * 0.5)},${F(top + 80)} ${F(x + w * 0.8)},${F(wy - 150)} ${F(x + w)},${F(wy + 4)}Z`,
        color,
      );
      t += stroke(
        `M${F(x + lean * 0.6)},${F(lerp(wy, top, 0.6))}q${F(sc.r(-50, 50))},${F(-40)} ${F(sc.r(-90, 90))},${F(-90)}`,
        color,
        w * 0.35,
      );
      for (let k = 0; k < 4; k++)
        c += circle(x + lean + sc.r(-90, 90), top + sc.r(-40, 30), sc.r(40, 90));
    }
    return t + group(c, `fill="${canopy}"`);
  };
  parts.push(trunks(26, '#b3c9a1', 3, 6, H * 0.12, '#cfe2b4'));
  parts.push(mist(sc, H * 0.4, 220, '#eef6dc', 0.6));
  parts.push(trunks(16, '#7f9a6b', 5, 10, H * 0.06, '#9cc27f'));
  parts.push(mist(sc, H * 0.5, 160, '#e6f1d2', 0.45));
  parts.push(trunks(9, '#3f4630', 10, 22, -20, '#4f7f3c'));
  const scene = parts.join('');
  sc.add(scene);
  // light shafts
  let shafts = '';
  for (let i = 0; i < 5; i++) {
    const x = sc.r(W * 0.1, W * 0.9);
    shafts += poly(
      [
        [x, -10],
        [x + 60, -10],
        [x + 300, wy],
        [x + 180, wy],
      ],
      '#fffbe0',
    );
  }
  sc.add(group(shafts, `opacity=".18" filter="${sc.blur(14)}"`));
  sc.add(
    rect(
      0,
      wy,
      W,
      H - wy,
      sc.lin(
        [
          [0, '#86a86e'],
          [0.5, '#5d7d4a'],
          [1, '#34502c'],
        ],
        0,
        wy,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, scene, wy, 0.45));
  sc.add(waveLines(sc, { y0: wy + 6, y1: H, n: 90, color: '#e9f5d2', op: 0.3, maxLen: 120 }));
  let pads = '';
  for (let i = 0; i < 24; i++) {
    const t = sc.rng();
    const y = lerp(wy + 30, H, t);
    pads += ellipse(
      sc.r(0, W),
      y,
      lerp(6, 22, t),
      lerp(2, 6, t),
      sc.pick(['#7fb04f', '#6a9c40', '#8fc15b']),
    );
  }
  sc.add(pads);
  // dinghy with boatman and pole
  const bx = W * 0.56;
  const by = H * 0.78;
  let boat = pathEl(
    `M${F(bx - 220)},${F(by - 16)}Q${F(bx)},${F(by + 34)} ${F(bx + 230)},${F(by - 22)}Q${F(bx)},${F(by + 8)} ${F(bx - 220)},${F(by - 16)}Z`,
    '#4a3020',
  );
  boat += stroke(
    `M${F(bx - 210)},${F(by - 14)}Q${F(bx)},${F(by + 4)} ${F(bx + 220)},${F(by - 20)}`,
    '#8a5a34',
    4,
  );
  boat += figure(bx + 120, by - 6, 2.6, { skin: '#7a4a2f', cloth: '#2f6fa8', hair: '#1b1511' });
  boat += stroke(`M${F(bx + 60)},${F(by + 70)}L${F(bx + 170)},${F(by - 170)}`, '#6b4a2f', 5);
  boat += figure(bx - 60, by - 4, 2.2, { skin: '#8a5a3c', cloth: '#e85d75', hair: '#1b1511' });
  sc.add(reflect(sc, boat, by + 10, 0.3));
  sc.add(boat);
  sc.add(vignette(sc, 0.25, '#0f2010'));
};

SCENES['spots/nilgiri'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2a3a78'],
        [0.4, '#8a6aa8'],
        [0.75, '#f29a86'],
        [1, '#ffd7a2'],
      ],
      H * 0.55,
    ),
  );
  sc.add(stars(sc, 40, H * 0.2, '#ffffff'));
  sc.add(
    sun(sc, W * 0.38, H * 0.5, 54, {
      core: '#fff1d0',
      glowColor: '#ffb98a',
      glowR: 6,
      glowOp: 0.7,
    }),
  );
  sc.add(pillCloud(sc, W * 0.65, H * 0.22, 380, 14, '#f7a99e', 0.5));
  sc.add(pillCloud(sc, W * 0.2, H * 0.3, 260, 12, '#f5b6a4', 0.45));
  sc.add(
    hillLayer(sc, {
      y: H * 0.5,
      amp: 36,
      freq: 0.004,
      fill: '#8f6d9e',
      shape: (x) => -40 * gauss(x, W * 0.75, W * 0.1),
    }).el,
  );
  sc.add(cloudBank(sc, H * 0.53, { rMin: 30, rMax: 60, fill: '#ffe1d8', depth: 120 }));
  sc.add(
    hillLayer(sc, {
      y: H * 0.58,
      amp: 50,
      freq: 0.003,
      fill: '#6a5590',
      shape: (x) => -70 * gauss(x, W * 0.15, W * 0.1),
    }).el,
  );
  sc.add(cloudBank(sc, H * 0.64, { rMin: 40, rMax: 90, fill: '#f7d3d6', depth: 160 }));
  sc.add(hillLayer(sc, { y: H * 0.7, amp: 40, freq: 0.0035, fill: '#4b3f78' }).el);
  sc.add(cloudBank(sc, H * 0.78, { rMin: 50, rMax: 100, fill: '#efcbd6', depth: 200, op: 0.85 }));
  // foreground hilltop with viewpoint hut, railing and watchers
  const fg = hillLayer(sc, {
    y: H * 0.86,
    amp: 16,
    freq: 0.003,
    fill: '#2a2450',
    shape: (x) => -150 * gauss(x, W * 0.18, W * 0.3),
  });
  sc.add(fg.el);
  const hx = W * 0.12;
  const hy = fg.at(hx) + 6;
  sc.add(stroke(`M${F(hx - 60)},${F(hy)}v-110M${F(hx + 60)},${F(hy)}v-110`, '#2a2450', 10));
  sc.add(
    poly(
      [
        [hx - 100, hy - 100],
        [hx, hy - 180],
        [hx + 100, hy - 100],
      ],
      '#2a2450',
    ),
  );
  sc.add(
    poly(
      [
        [hx - 100, hy - 100],
        [hx, hy - 180],
        [hx, hy - 100],
      ],
      '#3a3066',
    ),
  );
  let rail = `M${F(hx + 80)},${F(fg.at(hx + 80) - 40)}`;
  let posts = '';
  for (let x = hx + 80; x < W * 0.55; x += 50) {
    rail += `L${F(x)},${F(fg.at(x) - 40)}`;
    posts += `M${F(x)},${F(fg.at(x) + 4)}v-44`;
  }
  sc.add(stroke(rail + posts, '#2a2450', 6));
  sc.add(
    figure(W * 0.36, fg.at(W * 0.36) + 4, 3, {
      skin: '#2a2450',
      cloth: '#2a2450',
      hair: '#2a2450',
    }),
  );
  sc.add(
    figure(W * 0.39, fg.at(W * 0.39) + 4, 2.6, {
      skin: '#2a2450',
      cloth: '#2a2450',
      hair: '#2a2450',
    }),
  );
  sc.add(
    pineForest(sc, fg.pts, {
      color: '#221d44',
      minH: 50,
      maxH: 110,
      x0: W * 0.62,
      density: 0.5,
      sink: 20,
    }),
  );
  sc.add(birds(sc, 5, W * 0.6, H * 0.34, 100, '#3a2f5a', 11));
  sc.add(vignette(sc, 0.25, '#120c2a'));
};

// ---------------------------------------------------------------------------------------------
// Popular destinations
// ---------------------------------------------------------------------------------------------

SCENES['destinations/rangamati'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3f9fdc'],
        [0.65, '#a6d8f2'],
        [1, '#e6f6fb'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.22, H * 0.16, 260));
  sc.add(cloud(sc, W * 0.74, H * 0.12, 320));
  sc.add(cloud(sc, W * 0.5, H * 0.3, 160, { op: 0.85 }));
  const far = hillLayer(sc, {
    y: hz - 40,
    amp: 40,
    freq: 0.004,
    fill: '#8ab0c4',
    bottom: hz + 2,
  }).el;
  const mid = hillLayer(sc, {
    y: hz - 14,
    amp: 26,
    freq: 0.006,
    fill: '#5f9a8a',
    bottom: hz + 2,
    shape: (x) => 40 * (smoothstep(W * 0.28, W * 0.4, x) - smoothstep(W * 0.62, W * 0.74, x)),
  }).el;
  sc.add(far + mid);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#6fbfd0'],
          [0.5, '#3f9ab5'],
          [1, '#24708e'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, far + mid, hz, 0.3));
  // green islands on the lake
  const island = (x, y, w, h, c) => {
    const d = `M${F(x - w)},${F(y)}C${F(x - w * 0.7)},${F(y - h)} ${F(x + w * 0.6)},${F(y - h * 1.1)} ${F(x + w)},${F(y)}Z`;
    let s =
      pathEl(d, c) +
      pathEl(
        `M${F(x - w * 0.6)},${F(y - h * 0.45)}C${F(x - w * 0.4)},${F(y - h * 0.9)} ${F(x)},${F(y - h * 0.95)} ${F(x + w * 0.2)},${F(y - h * 0.7)}Z`,
        lighten(c, 0.15),
        'opacity=".7"',
      );
    let tr = '';
    for (let k = 0; k < Math.floor(w / 30); k++) {
      const tx = x - w * 0.7 + sc.r(0, w * 1.4);
      tr += circle(tx, y - h * 0.75 * (1 - Math.abs(tx - x) / w) - 4, sc.r(10, 22) * (h / 80));
    }
    s += group(tr, `fill="${darken(c, 0.12)}"`);
    return s;
  };
  const isl =
    island(W * 0.3, hz + 30, 230, 90, '#4f9a58') + island(W * 0.62, hz + 14, 160, 60, '#5aa262');
  sc.add(reflect(sc, isl, hz + 40, 0.3));
  sc.add(isl);
  sc.add(waveLines(sc, { y0: hz + 8, y1: H, n: 130, color: '#e6f8ff', op: 0.45, maxLen: 80 }));
  // near bank (left) and a big wooded island (right) joined by the hanging bridge
  const wl = H * 0.74;
  const bank = `M-20,${F(H * 0.58)}C${F(W * 0.08)},${F(H * 0.56)} ${F(W * 0.15)},${F(H * 0.64)} ${F(W * 0.2)},${F(wl + 4)}C${F(W * 0.16)},${F(H * 0.86)} ${F(W * 0.1)},${F(H * 0.95)} ${F(W * 0.06)},${F(H + 20)}L-20,${F(H + 20)}Z`;
  const big = `M${F(W * 0.7)},${F(wl + 6)}C${F(W * 0.75)},${F(H * 0.58)} ${F(W * 0.85)},${F(H * 0.47)} ${F(W + 20)},${F(H * 0.46)}L${F(W + 20)},${F(wl + 6)}Z`;
  let land = pathEl(big, '#3f8a4c') + pathEl(bank, '#3c7a42');
  let canopy = '';
  for (let i = 0; i < 16; i++) {
    const tx = sc.r(W * 0.76, W + 20);
    canopy += circle(
      tx,
      H * 0.5 + Math.max(0, (W * 0.84 - tx) * 0.45) + sc.r(-10, 30),
      sc.r(24, 46),
    );
  }
  land += group(canopy, 'fill="#357a40"');
  land +=
    roundTree(sc, W * 0.03, H * 0.6, 62, { color: '#2f6b3a' }) +
    roundTree(sc, W * 0.1, H * 0.62, 46, { color: '#37783f' });
  const x0 = W * 0.17;
  const x1 = W * 0.77;
  const y0 = H * 0.63;
  const y1 = H * 0.6;
  const deck = (t) => [lerp(x0, x1, t), lerp(y0, y1, t) + 48 * Math.sin(Math.PI * t)];
  const cable = (t) => [lerp(x0, x1, t), lerp(y0 - 100, y1 - 100, t) + 70 * Math.sin(Math.PI * t)];
  const N = 44;
  const dPts = [];
  const cPts = [];
  let hangers = '';
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    dPts.push(deck(t));
    cPts.push(cable(t));
    const [dx, dy] = deck(t);
    const [, cy] = cable(t);
    hangers += `M${F(dx)},${F(dy)}L${F(dx)},${F(cy)}`;
  }
  const bridge =
    stroke(hangers, '#f1e6da', 2) +
    stroke(smoothD(cPts), '#e0453a', 5) +
    stroke(smoothD(dPts.map(([x, y]) => [x, y - 34])), '#e0453a', 3.5) +
    stroke(smoothD(dPts), '#b8322a', 10) +
    rect(x0 - 8, y0 - 112, 14, 122, '#c8362c') +
    rect(x1 - 4, y1 - 112, 14, 122, '#c8362c');
  const all = land + bridge;
  sc.add(reflect(sc, all, wl, 0.22));
  sc.add(all);
  sc.add(
    countryBoat(sc, W * 0.5, H * 0.86, 0.9, {
      hull: '#5a3a26',
      stripe: '#2f9a6b',
      stripe2: '#f2c14e',
      roof: '#c89b5c',
      mast: false,
    }),
  );
  sc.add(birds(sc, 4, W * 0.44, H * 0.22, 80, '#2f4f6f', 10));
  sc.add(vignette(sc, 0.16, '#082838'));
};

SCENES['destinations/bandarban'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#6cb5e0'],
        [0.6, '#cbe6ef'],
        [1, '#fff0cb'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.84, H * 0.16, 46, {
      core: '#fffbe9',
      glowColor: '#fff0b0',
      glowR: 6,
      glowOp: 0.65,
    }),
  );
  sc.add(cloud(sc, W * 0.3, H * 0.14, 240));
  const cols = ['#9cb8cf', '#7fa3ae', '#5f8e7f', '#467a5a', '#336648'];
  const layers = [];
  cols.forEach((c, i) => {
    const l = hillLayer(sc, {
      y: H * (0.36 + i * 0.1),
      amp: 70 - i * 6,
      freq: 0.004 + i * 0.0006,
      oct: 3,
      fill: c,
      fill2: darken(c, 0.12),
      shape: i === 2 ? (x) => -150 * gauss(x, W * 0.66, W * 0.2) : undefined,
    });
    layers.push(l);
    sc.add(l.el);
    if (i === 2) {
      // golden stupa on the hilltop
      const x = W * 0.66;
      const y = l.at(x) + 16;
      const gold = '#e0a632';
      const shade = '#b67a1d';
      let st =
        rect(x - 110, y - 24, 220, 26, '#f1e4c8') +
        rect(x - 86, y - 48, 172, 26, gold) +
        rect(x - 64, y - 68, 128, 22, shade);
      st += pathEl(
        `M${F(x - 60)},${F(y - 68)}C${F(x - 60)},${F(y - 150)} ${F(x - 22)},${F(y - 170)} ${F(x)},${F(y - 200)}C${F(x + 22)},${F(y - 170)} ${F(x + 60)},${F(y - 150)} ${F(x + 60)},${F(y - 68)}Z`,
        gold,
      );
      st += pathEl(
        `M${F(x + 10)},${F(y - 68)}C${F(x + 34)},${F(y - 120)} ${F(x + 18)},${F(y - 170)} ${F(x)},${F(y - 200)}C${F(x + 22)},${F(y - 170)} ${F(x + 60)},${F(y - 150)} ${F(x + 60)},${F(y - 68)}Z`,
        shade,
        'opacity=".7"',
      );
      st += pathEl(
        `M${F(x - 40)},${F(y - 80)}C${F(x - 40)},${F(y - 130)} ${F(x - 20)},${F(y - 150)} ${F(x - 10)},${F(y - 160)}`,
        'none',
        'stroke="#ffe08a" stroke-width="6" stroke-linecap="round" opacity=".8"',
      );
      let rings = '';
      for (let k = 0; k < 6; k++)
        rings += ellipse(x, y - 205 - k * 12, 16 - k * 2, 5, k % 2 ? gold : shade);
      st +=
        rings +
        stroke(`M${F(x)},${F(y - 270)}v-36`, shade, 4) +
        poly(
          [
            [x - 18, y - 292],
            [x, y - 306],
            [x + 18, y - 292],
          ],
          gold,
        );
      for (const dx of [-170, 170]) {
        const sx = x + dx;
        const sy = l.at(sx) + 12;
        st +=
          rect(sx - 34, sy - 14, 68, 16, '#f1e4c8') +
          pathEl(
            `M${F(sx - 26)},${F(sy - 14)}C${F(sx - 26)},${F(sy - 60)} ${F(sx)},${F(sy - 80)} ${F(sx)},${F(sy - 96)}C${F(sx)},${F(sy - 80)} ${F(sx + 26)},${F(sy - 60)} ${F(sx + 26)},${F(sy - 14)}Z`,
            gold,
          );
      }
      sc.add(glow(sc, x, y - 120, 260, '#fff1b0', 0.35) + st);
      sc.add(
        stroke(
          `M${F(x)},${F(y + 2)}C${F(x - 40)},${F(y + 60)} ${F(x + 50)},${F(y + 90)} ${F(x - 10)},${F(y + 150)}`,
          '#f1e4c8',
          10,
          'opacity=".8"',
        ),
      );
    }
    if (i < cols.length - 1) sc.add(mist(sc, H * (0.4 + i * 0.1), 70, '#f3f7ee', 0.55 - i * 0.08));
  });
  sc.add(
    pineForest(sc, layers[4].pts, { color: '#285a3b', minH: 40, maxH: 90, density: 0.5, sink: 14 }),
  );
  // banana leaves in the corner
  const leaf = (x, y, len, ang, c) => {
    const a = (ang * Math.PI) / 180;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    let s = pathEl(
      `M${F(x)},${F(y)}Q${F((x + ex) / 2 + nx)},${F((y + ey) / 2 + ny)} ${F(ex)},${F(ey)}Q${F((x + ex) / 2 - nx)},${F((y + ey) / 2 - ny)} ${F(x)},${F(y)}Z`,
      c,
    );
    s += stroke(`M${F(x)},${F(y)}L${F(ex)},${F(ey)}`, lighten(c, 0.25), 3);
    let ribs = '';
    for (let k = 1; k < 8; k++) {
      const t = k / 8;
      const px = lerp(x, ex, t);
      const py = lerp(y, ey, t);
      ribs += `M${F(px)},${F(py)}l${F(nx * 0.8 * Math.sin(Math.PI * t))},${F(ny * 0.8 * Math.sin(Math.PI * t))}`;
    }
    return s + stroke(ribs, darken(c, 0.15), 2);
  };
  sc.add(stroke(`M${F(W * 0.04)},${F(H + 10)}L${F(W * 0.05)},${F(H * 0.7)}`, '#3d6a35', 22));
  sc.add(
    leaf(W * 0.05, H * 0.72, 330, -40, '#3f8a3a') +
      leaf(W * 0.05, H * 0.72, 300, -100, '#357a32') +
      leaf(W * 0.05, H * 0.74, 280, 20, '#4a9a44') +
      leaf(W * 0.05, H * 0.72, 240, -150, '#2f6f2c'),
  );
  sc.add(birds(sc, 5, W * 0.45, H * 0.24, 90, '#36506a', 11));
  sc.add(vignette(sc, 0.18, '#13261a'));
};

SCENES['destinations/kuakata'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.56;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#33356f'],
        [0.4, '#8a5b93'],
        [0.75, '#e98585'],
        [1, '#ffc98f'],
      ],
      hz + 2,
    ),
  );
  sc.add(stars(sc, 30, H * 0.18));
  sc.add(
    sun(sc, W * 0.55, hz + 10, 80, {
      core: '#ffe6b8',
      glowColor: '#ff9f7a',
      glowR: 5,
      glowOp: 0.7,
    }),
  );
  sc.add(pillCloud(sc, W * 0.3, H * 0.3, 420, 16, '#c77a9c', 0.6));
  sc.add(pillCloud(sc, W * 0.76, H * 0.22, 340, 14, '#b86f9a', 0.55));
  sc.add(pillCloud(sc, W * 0.62, H * 0.42, 300, 12, '#ffb08a', 0.55));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f3a088'],
          [0.4, '#a76a93'],
          [1, '#3c3a70'],
        ],
        0,
        hz,
        0,
        H * 0.8,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.55, hz, H * 0.8, 120, 380, '#ffd0a0', 0.8));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H * 0.8, n: 120, color: '#ffd9c6', op: 0.35 }));
  const sil = '#2a2143';
  // fishing boats with nets (silhouettes)
  sc.add(
    countryBoat(sc, W * 0.28, hz + 30, 0.5, { hull: sil, stripe: sil, stripe2: sil, roof: sil }),
  );
  sc.add(
    countryBoat(sc, W * 0.8, hz + 48, 0.7, { hull: sil, stripe: sil, stripe2: sil, roof: sil }),
  );
  sc.add(
    stroke(
      `M${F(W * 0.8 + 40)},${F(hz - 20)}L${F(W * 0.8 + 120)},${F(hz + 40)}M${F(W * 0.8 + 40)},${F(hz - 20)}L${F(W * 0.8 + 100)},${F(hz + 50)}`,
      sil,
      2,
    ),
  );
  // wet beach with mirror sheen
  const beachTop = H * 0.8;
  sc.add(
    rect(
      0,
      beachTop,
      W,
      H - beachTop,
      sc.lin(
        [
          [0, '#d9949a'],
          [1, '#8a5f7f'],
        ],
        0,
        beachTop,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    stroke(
      `M-20,${F(beachTop)}Q${F(W * 0.3)},${F(beachTop - 8)} ${F(W * 0.6)},${F(beachTop + 2)}T${F(W + 20)},${F(beachTop)}`,
      '#fff0e8',
      4,
      'opacity=".8"',
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.55, beachTop + 6, H, 200, 420, '#ffc9a0', 0.35));
  let crabs = '';
  for (let i = 0; i < 16; i++)
    crabs += ellipse(sc.r(0, W), sc.r(beachTop + 30, H), 5, 3, '#e0463c');
  sc.add(crabs);
  // coconut palms silhouettes on the left
  const ps = { silhouette: true, trunk: sil, leaf: sil, leafBack: sil };
  sc.add(palm(sc, W * 0.04, H * 1.02, 640, 120, { ...ps, curve: 0.4 }));
  sc.add(palm(sc, W * 0.14, H * 0.98, 460, 60, { ...ps, curve: 0.3 }));
  sc.add(palm(sc, W * 0.98, H * 1.02, 420, -70, { ...ps, curve: 0.3 }));
  sc.add(birds(sc, 6, W * 0.45, H * 0.3, 120, sil, 12));
  sc.add(vignette(sc, 0.25, '#15102a'));
};

SCENES['destinations/srimangal'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#9fd0e6'],
        [0.7, '#dcefe8'],
        [1, '#f4f7e3'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.25, H * 0.14, 40, {
      core: '#fffdf2',
      glowColor: '#fff4c0',
      glowR: 6,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.62, H * 0.14, 320, 16, '#ffffff', 0.8));
  sc.add(hillLayer(sc, { y: H * 0.36, amp: 30, freq: 0.004, fill: '#a3c4cc' }).el);
  const lakeY = H * 0.6;
  const hills = [];
  const h1 = hillLayer(sc, {
    y: H * 0.44,
    amp: 40,
    freq: 0.004,
    fill: '#86bd63',
    bottom: lakeY + 2,
  });
  const h2 = hillLayer(sc, {
    y: H * 0.52,
    amp: 36,
    freq: 0.005,
    fill: '#6fae4f',
    bottom: lakeY + 2,
    shape: (x) => -40 * gauss(x, W * 0.8, W * 0.15),
  });
  hills.push(h1.el + contourRows(sc, h1, { gap: 10, width: 5, color: '#5a9a42', count: 20 }));
  hills.push(mist(sc, H * 0.5, 40, '#eff7e6', 0.5));
  hills.push(h2.el + contourRows(sc, h2, { gap: 12, width: 6, color: '#4f8a36', count: 14 }));
  let trees = '';
  for (let i = 0; i < 7; i++) {
    const x = sc.r(0, W);
    trees += roundTree(sc, x, h2.at(x) + 14, sc.r(22, 34), { color: '#3f7f3a' });
  }
  hills.push(trees);
  const hs = hills.join('');
  sc.add(hs);
  sc.add(
    rect(
      0,
      lakeY,
      W,
      H - lakeY,
      sc.lin(
        [
          [0, '#9fcbb8'],
          [0.5, '#5f9c8f'],
          [1, '#3b6f68'],
        ],
        0,
        lakeY,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, hs, lakeY, 0.4));
  sc.add(mist(sc, lakeY + 10, 50, '#f2f8ec', 0.6));
  sc.add(waveLines(sc, { y0: lakeY + 6, y1: H, n: 70, color: '#eaf7ee', op: 0.35, maxLen: 90 }));
  // lily pads and water lilies
  const pad = (x, y, r, c) => {
    const a = sc.r(0, Math.PI * 2);
    const gap = 0.35;
    return pathEl(
      `M${F(x)},${F(y)}L${F(x + Math.cos(a) * r)},${F(y + Math.sin(a) * r * 0.4)}A${F(r)},${F(r * 0.4)} 0 1 1 ${F(x + Math.cos(a + gap) * r)},${F(y + Math.sin(a + gap) * r * 0.4)}Z`,
      c,
    );
  };
  const flower = (x, y, s, c) => {
    let f = '';
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + (k - 3) * 0.38;
      f += ellipse(
        x + Math.cos(a) * 14 * s,
        y + Math.sin(a) * 10 * s,
        6 * s,
        14 * s,
        k % 2 ? c : lighten(c, 0.25),
        `transform="rotate(${F((a * 180) / Math.PI + 90)} ${F(x + Math.cos(a) * 14 * s)} ${F(y + Math.sin(a) * 10 * s)})"`,
      );
    }
    return f + circle(x, y - 4 * s, 5 * s, '#ffd35a');
  };
  let lilies = '';
  for (let i = 0; i < 34; i++) {
    const t = sc.rng() ** 0.7;
    const y = lerp(lakeY + 40, H + 10, t);
    const r = lerp(14, 70, t);
    const x = sc.r(-20, W + 20);
    if (Math.abs(x - W * 0.5) < W * 0.18 && t < 0.7) continue;
    lilies +=
      pad(x + 3, y + 3, r, '#2f5f3a') + pad(x, y, r, sc.pick(['#4f9a4a', '#5fae55', '#6ab85c']));
    if (sc.chance(0.35))
      lilies += flower(
        x + sc.r(-r * 0.3, r * 0.3),
        y - r * 0.1,
        lerp(0.5, 1.6, t),
        sc.pick(['#c77dd8', '#e87ab0', '#b86ad0']),
      );
  }
  sc.add(lilies);
  sc.add(birds(sc, 4, W * 0.55, H * 0.26, 80, '#3a5a5a', 10));
  sc.add(vignette(sc, 0.18, '#10281f'));
};

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

SCENES['articles/packing-light'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#f6e6d0'],
          [1, '#efd6b8'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  let dots = '';
  for (let y = 30; y < H; y += 60)
    for (let x = 30 + ((y / 60) % 2) * 30; x < W; x += 60) dots += circle(x, y, 2.5, '#e2c39c');
  sc.add(group(dots, 'opacity=".6"'));
  const shadow = (inner) =>
    group(
      inner,
      `transform="translate(14 18)" fill="#6b4a2a" opacity=".16" filter="${sc.blur(10)}"`,
    );
  const item = (inner, tx, ty, rot) => {
    const t = `transform="translate(${F(tx)} ${F(ty)}) rotate(${rot})"`;
    const silhouette = inner
      .replace(/fill="[^"]*"/g, '')
      .replace(/stroke="[^"]*"/g, 'stroke="#6b4a2a"');
    return group(shadow(silhouette), t) + group(inner, t);
  };
  // monstera leaves peeking in the corner
  const monstera = (x, y, r, rot, c) => {
    let s = circle(0, 0, r, c);
    for (let k = 0; k < 5; k++) {
      const a = -1.1 + k * 0.55;
      s += pathEl(
        `M${F(Math.cos(a) * r * 0.45)},${F(Math.sin(a) * r * 0.45)}L${F(Math.cos(a - 0.08) * r * 1.05)},${F(Math.sin(a - 0.08) * r * 1.05)}L${F(Math.cos(a + 0.08) * r * 1.05)},${F(Math.sin(a + 0.08) * r * 1.05)}Z`,
        '#efd6b8',
      );
    }
    s += stroke(`M${F(-r * 0.9)},0L${F(r * 0.8)},0`, lighten(c, 0.3), 6);
    return group(s, `transform="translate(${F(x)} ${F(y)}) rotate(${rot})"`);
  };
  sc.add(monstera(60, 40, 170, 30, '#3f8a5a') + monstera(200, -40, 130, 70, '#2f7a4c'));
  // folded map with a dashed route
  let map = rect(-200, -130, 400, 260, '#fbf4e2', 'rx="6"');
  map += rect(-200, -130, 133, 260, '#f1e6cc') + rect(67, -130, 133, 260, '#f1e6cc');
  map += pathEl(
    'M-200,60C-120,20 -80,90 0,40S120,-40 200,-10L200,20C120,-10 60,80 0,70S-120,50 -200,90Z',
    '#bfe0e8',
  );
  map += pathEl(
    'M-150,-80Q-60,-120 0,-40T140,-60',
    'none',
    'stroke="#e4572e" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"',
  );
  map +=
    pathEl('M140,-60m-16,0a16,16 0 1 1 32,0c0,18 -16,36 -16,36s-16,-18 -16,-36z', '#e4572e') +
    circle(140, -60, 6, '#fbf4e2');
  sc.add(item(map, W * 0.52, H * 0.2, -8));
  // backpack
  let bp = rect(-170, -220, 340, 440, '#2f8f83', 'rx="70"');
  bp += rect(-150, -230, 300, 120, '#277a70', 'rx="60"');
  bp += rect(-120, -20, 240, 180, '#267065', 'rx="40"');
  bp += stroke('M-100,10H100', '#f2c14e', 6) + rect(-20, 2, 40, 16, '#f2c14e', 'rx="6"');
  bp += rect(-60, -270, 120, 50, 'none', 'rx="24" stroke="#1f5c54" stroke-width="16"');
  bp +=
    rect(-190, -120, 30, 220, '#1f5c54', 'rx="14"') +
    rect(160, -120, 30, 220, '#1f5c54', 'rx="14"');
  bp += stroke('M-130,-150H130', '#f2c14e', 5, 'stroke-dasharray="10 10"');
  sc.add(item(bp, W * 0.24, H * 0.56, -10));
  // straw hat
  let hat =
    circle(0, 0, 175, '#ecd092') +
    circle(0, 0, 160, 'none', 'stroke="#dcb56a" stroke-width="4" stroke-dasharray="8 10"');
  hat +=
    circle(0, 0, 98, '#dfb566') +
    circle(0, 0, 98, 'none', 'stroke="#e4572e" stroke-width="20"') +
    circle(-20, -20, 60, '#e7c57c');
  sc.add(item(hat, W * 0.82, H * 0.3, 0));
  // sunglasses
  let sg =
    rect(-130, -40, 110, 80, '#2b2d42', 'rx="34"') + rect(20, -40, 110, 80, '#2b2d42', 'rx="34"');
  sg +=
    stroke('M-20,-14Q0,-30 20,-14', '#2b2d42', 10) +
    rect(-110, -28, 40, 14, '#5c6b9a', 'rx="7" opacity=".8"') +
    rect(40, -28, 40, 14, '#5c6b9a', 'rx="7" opacity=".8"');
  sc.add(item(sg, W * 0.58, H * 0.6, 12));
  // passport + boarding pass
  let pp =
    rect(-85, -115, 170, 230, '#1d3557', 'rx="12"') +
    circle(0, -10, 40, 'none', 'stroke="#e9c46a" stroke-width="6"');
  pp += circle(0, -10, 14, '#e9c46a') + rect(-40, 60, 80, 8, '#e9c46a', 'rx="4"');
  let ticket =
    rect(-150, -55, 300, 110, '#ffffff', 'rx="12"') +
    rect(-150, -55, 300, 30, '#e76f51', 'rx="12"') +
    rect(-150, -35, 300, 10, '#e76f51');
  ticket +=
    stroke('M60,-20V50', '#c9c2b4', 3, 'stroke-dasharray="6 6"') +
    rect(-120, 0, 120, 10, '#d8d2c4', 'rx="5"') +
    rect(-120, 22, 80, 10, '#d8d2c4', 'rx="5"');
  ticket += pathEl('M90,8l24,-6 6,4 -18,8 4,14 -6,2 -8,-12 -14,4 -4,8 -4,-2 2,-12z', '#e76f51');
  sc.add(item(ticket, W * 0.6, H * 0.88, -6));
  sc.add(item(pp, W * 0.47, H * 0.64, 16));
  // camera
  let cam =
    rect(-130, -80, 260, 170, '#3d405b', 'rx="22"') + rect(-90, -108, 80, 40, '#3d405b', 'rx="10"');
  cam +=
    rect(-130, -30, 260, 24, '#2b2d42') +
    circle(20, 10, 62, '#2b2d42') +
    circle(20, 10, 46, '#5f6caf') +
    circle(20, 10, 28, '#1b1b2f') +
    circle(8, -2, 10, '#aab4ec');
  cam += rect(80, -66, 30, 18, '#f2c14e', 'rx="5"');
  sc.add(item(cam, W * 0.85, H * 0.72, 8));
  // water bottle
  let bt =
    rect(-38, -140, 76, 280, '#8ecae6', 'rx="34"') +
    rect(-28, -170, 56, 40, '#2b2d42', 'rx="10"') +
    rect(-38, -40, 76, 60, '#ffffff', 'opacity=".35"');
  sc.add(item(bt, W * 0.68, H * 0.38, 28));
  // folded t-shirts
  let tee =
    rect(-110, -70, 220, 140, '#f28482', 'rx="14"') +
    stroke('M-60,-70V70M60,-70V70', '#e06c6b', 4) +
    pathEl('M-30,-70a30,22 0 0 0 60,0z', '#e06c6b');
  let tee2 =
    rect(-110, -70, 220, 140, '#84a59d', 'rx="14"') +
    stroke('M-60,-70V70M60,-70V70', '#6f9088', 4) +
    pathEl('M-30,-70a30,22 0 0 0 60,0z', '#6f9088');
  sc.add(item(tee2, W * 0.1, H * 0.16, -4) + item(tee, W * 0.13, H * 0.1, 6));
  sc.add(vignette(sc, 0.12, '#6b4a2a'));
};

SCENES['articles/monsoon-travel'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f6b7d'],
        [0.6, '#8fa9b2'],
        [1, '#c4d5d2'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 520, { fill: '#7f97a5', shade: '#5f7787' }));
  sc.add(cloud(sc, W * 0.7, H * 0.16, 620, { fill: '#8aa1ae', shade: '#667e8d' }));
  sc.add(cloud(sc, W * 0.5, H * 0.3, 360, { fill: '#9fb3bd', shade: '#7f96a2', op: 0.9 }));
  const tl = hillLayer(sc, {
    y: hz - 20,
    amp: 16,
    freq: 0.01,
    oct: 3,
    fill: '#5d7f6a',
    bottom: hz + 2,
  });
  let tp = '';
  for (let x = 20; x < W; x += sc.r(70, 160))
    tp += palm(sc, x, tl.at(x) + 8, sc.r(80, 130), sc.r(-12, 12), {
      silhouette: true,
      trunk: '#4d6f5b',
      leaf: '#4d6f5b',
      leafBack: '#4d6f5b',
      fronds: 7,
    });
  const shore = tl.el + tp;
  sc.add(shore);
  sc.add(mist(sc, hz - 6, 50, '#cfdcd8', 0.6));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#b6c9c6'],
          [0.5, '#7f9f9c'],
          [1, '#4f7471'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, shore, hz, 0.3));
  // paddy strips on the right bank
  for (let k = 0; k < 5; k++) {
    const y = hz + 40 + k * 42 * (1 + k * 0.3);
    const x0 = W * (0.58 - k * 0.04);
    sc.add(
      pathEl(
        `M${F(x0)},${F(y)}L${F(W + 20)},${F(y - 10)}L${F(W + 20)},${F(y + 20 + k * 6)}L${F(x0 + 30)},${F(y + 24 + k * 6)}Z`,
        k % 2 ? '#7fae5a' : '#6b9f4c',
      ),
    );
    let sh = '';
    for (let x = x0 + 20; x < W; x += 16 + k * 4)
      sh += `M${F(x)},${F(y + 18 + k * 5)}l-2,${F(-10 - k * 3)}M${F(x)},${F(y + 18 + k * 5)}l3,${F(-9 - k * 3)}`;
    sc.add(stroke(sh, '#a9d37f', 1.5 + k * 0.4, 'opacity=".7"'));
  }
  // ripples
  let rip = '';
  for (let i = 0; i < 70; i++) {
    const t = sc.rng();
    const y = lerp(hz + 10, H, t);
    rip += ellipse(
      sc.r(0, W),
      y,
      lerp(6, 30, t),
      lerp(1.5, 6, t),
      'none',
      `stroke="#e4efee" stroke-width="${F(lerp(1, 2.5, t))}"`,
    );
  }
  sc.add(group(rip, 'opacity=".45"'));
  // country boat with a yellow umbrella
  const bx = W * 0.36;
  const by = H * 0.74;
  sc.add(
    countryBoat(sc, bx, by, 1.4, {
      hull: '#4a3424',
      stripe: '#d9483b',
      stripe2: '#2f6fa8',
      roof: '#b98e55',
      mast: false,
    }),
  );
  sc.add(figure(bx + 70, by - 8, 2.6, { skin: '#7a4a2f', cloth: '#2f8f83', hair: '#1b1511' }));
  sc.add(stroke(`M${F(bx + 74)},${F(by - 60)}L${F(bx + 90)},${F(by - 150)}`, '#3a2a1a', 4));
  sc.add(
    pathEl(
      `M${F(bx - 10)},${F(by - 120)}Q${F(bx + 80)},${F(by - 240)} ${F(bx + 190)},${F(by - 150)}Q${F(bx + 160)},${F(by - 160)} ${F(bx + 135)},${F(by - 138)}Q${F(bx + 100)},${F(by - 156)} ${F(bx + 70)},${F(by - 132)}Q${F(bx + 35)},${F(by - 146)} ${F(bx - 10)},${F(by - 120)}Z`,
      '#f6c026',
    ),
  );
  sc.add(
    pathEl(
      `M${F(bx + 70)},${F(by - 132)}Q${F(bx + 84)},${F(by - 210)} ${F(bx + 92)},${F(by - 200)}Q${F(bx + 110)},${F(by - 170)} ${F(bx + 135)},${F(by - 138)}Q${F(bx + 100)},${F(by - 156)} ${F(bx + 70)},${F(by - 132)}Z`,
      '#e0a315',
    ),
  );
  // banana plants in the foreground right
  const bleaf = (x, y, len, ang, c) => {
    const a = (ang * Math.PI) / 180;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len + len * 0.25;
    const mx = (x + ex) / 2;
    const my = (y + ey) / 2 - len * 0.3;
    return (
      pathEl(
        `M${F(x)},${F(y)}Q${F(mx - 40)},${F(my - 60)} ${F(ex)},${F(ey)}Q${F(mx + 30)},${F(my + 40)} ${F(x)},${F(y)}Z`,
        c,
      ) + stroke(`M${F(x)},${F(y)}Q${F(mx)},${F(my)} ${F(ex)},${F(ey)}`, lighten(c, 0.2), 3)
    );
  };
  sc.add(stroke(`M${F(W * 0.92)},${F(H + 10)}L${F(W * 0.9)},${F(H * 0.62)}`, '#3f6a3a', 30));
  sc.add(
    bleaf(W * 0.9, H * 0.64, 300, -150, '#2f6b34') +
      bleaf(W * 0.9, H * 0.62, 260, -60, '#3a7d3c') +
      bleaf(W * 0.9, H * 0.66, 280, -110, '#2a5f2f') +
      bleaf(W * 0.9, H * 0.7, 240, -20, '#458a45'),
  );
  // rain
  let rain = '';
  for (let i = 0; i < 420; i++) {
    const x = sc.r(-100, W + 50);
    const y = sc.r(-40, H);
    const l = sc.r(18, 46);
    rain += `M${F(x)},${F(y)}l${F(l * 0.25)},${F(l)}`;
  }
  sc.add(stroke(rain, '#eef6f8', 1.6, 'opacity=".45"'));
  sc.add(vignette(sc, 0.28, '#18252c'));
};

SCENES['articles/street-food'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#16183a'],
        [0.7, '#3a2d5c'],
        [1, '#5a3a66'],
      ],
      H * 0.6,
    ),
  );
  sc.add(stars(sc, 50, H * 0.25));
  // buildings with lit windows
  let bld = '';
  let win = '';
  let x = -20;
  while (x < W + 20) {
    const w = sc.r(120, 220);
    const h = sc.r(200, 420);
    const top = H * 0.62 - h;
    bld += rect(x, top, w, h + 20, sc.pick(['#2a2448', '#2f2850', '#251f40']));
    for (let wy = top + 24; wy < H * 0.55; wy += 40)
      for (let wx = x + 16; wx < x + w - 24; wx += 34)
        if (sc.chance(0.4)) win += rect(wx, wy, 16, 22, sc.pick(['#ffcf7a', '#ffb86b', '#f7e3a1']));
    x += w + sc.r(-10, 10);
  }
  sc.add(bld + group(win, 'opacity=".75"'));
  sc.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      sc.lin(
        [
          [0, '#3b2f4f'],
          [1, '#221b33'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  // string lights
  const strings = [
    [-20, H * 0.12, W + 20, H * 0.2, 120],
    [-20, H * 0.3, W + 20, H * 0.24, 90],
  ];
  let wires = '';
  let bulbs = '';
  for (const [x0, y0, x1, y1, sag] of strings) {
    const pts = [];
    for (let i = 0; i <= 30; i++) {
      const t = i / 30;
      pts.push([lerp(x0, x1, t), lerp(y0, y1, t) + sag * Math.sin(Math.PI * t)]);
    }
    wires += smoothD(pts);
    for (let i = 1; i < 30; i++)
      bulbs += circle(
        pts[i][0],
        pts[i][1] + 8,
        7,
        sc.pick(['#ffd36e', '#ffb347', '#ff8f6b', '#fff0b3']),
      );
  }
  sc.add(stroke(wires, '#15122a', 3));
  sc.add(group(bulbs, `filter="${sc.blur(8)}" opacity=".9"`) + bulbs);
  // stalls
  const stall = (x, w, c1, c2, kind) => {
    const top = H * 0.5;
    const ct = H * 0.74;
    let s = glow(sc, x + w / 2, ct - 80, w * 0.8, '#ffb060', 0.35);
    s += stroke(
      `M${F(x + 10)},${F(top)}V${F(H * 0.95)}M${F(x + w - 10)},${F(top)}V${F(H * 0.95)}`,
      '#3a2a24',
      10,
    );
    s += rect(x - 20, top - 40, w + 40, 60, c1);
    let st = '';
    const n = 8;
    for (let k = 0; k < n; k += 2)
      st += rect(x - 20 + (k * (w + 40)) / n, top - 40, (w + 40) / n, 60, c2);
    s += st;
    let sc2 = `M${F(x - 20)},${F(top + 20)}`;
    for (let k = 0; k < n; k++)
      sc2 += `a${F((w + 40) / n / 2)},${F(16)} 0 0 0 ${F((w + 40) / n)},0`;
    s += pathEl(`${sc2}Z`, k2(c1, c2));
    s +=
      rect(x - 10, ct, w + 20, H * 0.95 - ct, '#7a4a32') +
      rect(x - 10, ct, w + 20, 16, '#a0653f') +
      rect(x - 10, ct + 40, w + 20, 6, '#5e3826');
    if (kind === 'pots') {
      for (const dx of [0.25, 0.62]) {
        const px = x + w * dx;
        s +=
          pathEl(
            `M${F(px - 54)},${F(ct)}L${F(px - 46)},${F(ct - 56)}H${F(px + 46)}L${F(px + 54)},${F(ct)}Z`,
            '#b8b3ad',
          ) + rect(px - 60, ct - 64, 120, 12, '#d9d4cc', 'rx="6"');
        let steam = '';
        for (let k = 0; k < 3; k++)
          steam += `M${F(px - 20 + k * 20)},${F(ct - 74)}c-16,-24 16,-40 0,-64s16,-40 0,-60`;
        s += stroke(steam, '#ffffff', 8, `opacity=".35" filter="${sc.blur(4)}"`);
      }
    } else if (kind === 'skewers') {
      let sk = '';
      for (let k = 0; k < 8; k++) {
        const px = x + 20 + k * ((w - 40) / 7);
        sk += stroke(`M${F(px)},${F(ct)}l6,-90`, '#d9b98a', 3);
        for (let j = 0; j < 3; j++)
          sk += circle(
            px + 1 + j * 2,
            ct - 30 - j * 20,
            9,
            sc.pick(['#b5482e', '#d9773a', '#8f3a24', '#6da34d']),
          );
      }
      s += rect(x + 6, ct - 10, w - 12, 12, '#2b2020') + sk;
      s += glow(sc, x + w / 2, ct - 6, 120, '#ff6a2b', 0.4);
    } else {
      for (let k = 0; k < 4; k++) {
        const px = x + 40 + k * ((w - 80) / 3);
        s +=
          ellipse(px, ct - 14, 40, 14, '#f3e9dc') +
          ellipse(px, ct - 20, 28, 9, sc.pick(['#e8a33d', '#d9573b', '#7fb04f', '#f2d36b']));
      }
    }
    // lanterns
    for (const dx of [0.2, 0.8]) {
      const lx = x + w * dx;
      s += stroke(`M${F(lx)},${F(top + 20)}v26`, '#2a1c1c', 2);
      s +=
        glow(sc, lx, top + 70, 70, '#ff5a3c', 0.5) +
        ellipse(lx, top + 72, 22, 28, '#e0413a') +
        rect(lx - 12, top + 42, 24, 6, '#f2c14e') +
        rect(lx - 12, top + 98, 24, 6, '#f2c14e');
    }
    return s;
  };
  const k2 = (a, b) => mix(a, b, 0.5);
  sc.add(stall(W * 0.04, 420, '#e0413a', '#fff1e0', 'pots'));
  sc.add(stall(W * 0.38, 400, '#2f8f83', '#f7e9c8', 'skewers'));
  sc.add(stall(W * 0.7, 400, '#f2a93b', '#fff1e0', 'plates'));
  // crowd silhouettes and wet street reflections
  let crowd = '';
  for (const [px, s] of [
    [W * 0.3, 5.2],
    [W * 0.34, 4.6],
    [W * 0.64, 5.6],
    [W * 0.95, 5],
  ])
    crowd += figure(px, H + 30, s, { skin: '#140f22', cloth: '#140f22', hair: '#140f22' });
  sc.add(crowd);
  sc.add(vignette(sc, 0.3, '#07050f'));
};

// ---------------------------------------------------------------------------------------------
// Offers: flights, hotels, packages
// ---------------------------------------------------------------------------------------------

SCENES['offers/flight-1'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#1f3b78'],
        [0.45, '#8b5fa0'],
        [0.75, '#ef8a8a'],
        [1, '#ffc896'],
      ],
      H * 0.8,
    ),
  );
  sc.add(stars(sc, 40, H * 0.22));
  sc.add(
    sun(sc, W * 0.2, H * 0.6, 60, { core: '#fff0d0', glowColor: '#ffb07a', glowR: 6, glowOp: 0.7 }),
  );
  sc.add(cloudBank(sc, H * 0.6, { rMin: 40, rMax: 90, fill: '#f7b7b0', depth: 200 }));
  sc.add(cloudBank(sc, H * 0.7, { rMin: 60, rMax: 120, fill: '#fbcfc2', depth: 240 }));
  sc.add(cloudBank(sc, H * 0.82, { rMin: 70, rMax: 140, fill: '#ffe3d6', depth: 300 }));
  sc.add(rect(0, H * 0.92, W, H * 0.08, '#ffe3d6'));
  sc.add(
    stroke(
      `M${F(-20)},${F(H * 0.56)}Q${F(W * 0.3)},${F(H * 0.5)} ${F(W * 0.54)},${F(H * 0.38)}`,
      sc.lin(
        [
          [0, '#ffffff', 0],
          [1, '#ffffff', 0.8],
        ],
        0,
        0,
        1,
        0,
      ),
      8,
    ),
  );
  sc.add(airplane(sc, W * 0.66, H * 0.32, 1.35, -10));
  sc.add(pillCloud(sc, W * 0.86, H * 0.5, 300, 18, '#ffd7c8', 0.8));
  sc.add(vignette(sc, 0.2, '#1a1030'));
};

SCENES['offers/flight-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.6;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#243b6b'],
        [0.5, '#7a5c8e'],
        [0.8, '#f0906c'],
        [1, '#ffd29a'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.78, hz - 40, 50, {
      core: '#fff0cf',
      glowColor: '#ffb07a',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.3, H * 0.2, 380, 16, '#b07aa0', 0.5));
  sc.add(pillCloud(sc, W * 0.7, H * 0.3, 300, 14, '#f0a3a0', 0.5));
  sc.add(hillLayer(sc, { y: hz - 30, amp: 20, freq: 0.004, fill: '#6a5a86', bottom: hz + 2 }).el);
  // terminal with lit glass facade
  const tx = W * 0.12;
  const tw = W * 0.62;
  const ty = hz - 70;
  sc.add(
    pathEl(
      `M${F(tx - 20)},${F(ty)}Q${F(tx + tw / 2)},${F(ty - 60)} ${F(tx + tw + 20)},${F(ty)}Z`,
      '#dfe6ef',
    ),
  );
  sc.add(rect(tx, ty, tw, 80, '#2d3f63'));
  let glass = '';
  for (let x = tx + 10; x < tx + tw - 10; x += 28)
    glass += rect(x, ty + 12, 20, 56, sc.chance(0.7) ? '#ffd28a' : '#8fb3d9', 'opacity=".85"');
  sc.add(glass);
  // control tower
  const cx = W * 0.86;
  sc.add(
    pathEl(
      `M${F(cx - 18)},${F(hz + 10)}L${F(cx - 12)},${F(hz - 230)}H${F(cx + 12)}L${F(cx + 18)},${F(hz + 10)}Z`,
      '#c9d2e0',
    ),
  );
  sc.add(
    pathEl(
      `M${F(cx - 46)},${F(hz - 230)}L${F(cx - 36)},${F(hz - 280)}H${F(cx + 36)}L${F(cx + 46)},${F(hz - 230)}Z`,
      '#3c5a86',
    ) +
      rect(cx - 40, hz - 290, 80, 12, '#dfe6ef') +
      stroke(`M${F(cx)},${F(hz - 290)}v-30`, '#dfe6ef', 3) +
      circle(cx, hz - 322, 4, '#ff5a5a'),
  );
  // apron and runway in perspective
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#5b5f78'],
          [1, '#2e3046'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    poly(
      [
        [W * 0.44, hz],
        [W * 0.56, hz],
        [W * 1.2, H],
        [W * -0.2, H],
      ],
      '#25263a',
    ),
  );
  let dash = '';
  for (let k = 0; k < 8; k++) {
    const t0 = (k / 8) ** 1.6;
    const t1 = ((k + 0.5) / 8) ** 1.6;
    dash += poly(
      [
        [W * 0.5 - lerp(1, 10, t0), lerp(hz, H, t0)],
        [W * 0.5 + lerp(1, 10, t0), lerp(hz, H, t0)],
        [W * 0.5 + lerp(1, 10, t1), lerp(hz, H, t1)],
        [W * 0.5 - lerp(1, 10, t1), lerp(hz, H, t1)],
      ],
      '#f4f1e8',
    );
  }
  sc.add(dash);
  let lights = '';
  for (let k = 0; k < 14; k++) {
    const t = (k / 14) ** 1.5;
    const y = lerp(hz + 2, H, t);
    lights +=
      circle(lerp(W * 0.44, -W * 0.2, t), y, lerp(2, 9, t)) +
      circle(lerp(W * 0.56, W * 1.2, t), y, lerp(2, 9, t));
  }
  sc.add(group(lights, `fill="#ffd27a" filter="${sc.blur(4)}"`) + group(lights, 'fill="#fff3c9"'));
  // plane climbing out
  sc.add(airplane(sc, W * 0.5, H * 0.3, 1.05, -14));
  sc.add(glow(sc, W * 0.5 + 200, H * 0.3 - 45, 40, '#ffffff', 0.8));
  sc.add(vignette(sc, 0.25, '#120c24'));
};

SCENES['offers/flight-3'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#eef1f5'],
          [1, '#d5dbe3'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const win = (cx, cy, w, h, main) => {
    const r = w / 2;
    const shape = (k) =>
      `<rect x="${F(cx - (w * k) / 2)}" y="${F(cy - (h * k) / 2)}" width="${F(w * k)}" height="${F(h * k)}" rx="${F(r * k)}"/>`;
    let s = group(shape(1.18), `fill="#c9d1dc" filter="${sc.blur(6)}" opacity=".8"`);
    s += group(shape(1.14), 'fill="#f7f9fb"') + group(shape(1.0), 'fill="#b9c3cf"');
    const cid = sc.clip(shape(0.92));
    let view = rect(
      cx - w,
      cy - h,
      w * 2,
      h * 2,
      sc.lin(
        [
          [0, '#2f7fd8'],
          [0.6, '#8cc8f2'],
          [1, '#d7eefb'],
        ],
        0,
        cy - h / 2,
        0,
        cy + h / 2,
        true,
      ),
    );
    if (main) {
      view += sun(sc, cx + w * 0.22, cy - h * 0.28, 30, {
        core: '#ffffff',
        glowColor: '#fff6d0',
        glowR: 6,
        glowOp: 0.8,
      });
      view += cloudBank(sc, cy + h * 0.12, {
        rMin: 18,
        rMax: 40,
        x0: cx - w,
        x1: cx + w,
        depth: h,
      });
      view += rect(cx - w, cy + h * 0.3, w * 2, h, '#ffffff');
      view += cloud(sc, cx - w * 0.1, cy - h * 0.02, w * 0.6, { op: 0.95 });
      view += poly(
        [
          [cx - w * 0.7, cy + h * 0.5],
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.56, cy + h * 0.14],
          [cx - w * 0.2, cy + h * 0.62],
        ],
        '#c7ced8',
      );
      view += poly(
        [
          [cx - w * 0.7, cy + h * 0.5],
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.52, cy + h * 0.15],
          [cx - w * 0.62, cy + h * 0.55],
        ],
        '#e6ebf1',
      );
      view += poly(
        [
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.54, cy + h * 0.02],
          [cx + w * 0.58, cy + h * 0.03],
          [cx + w * 0.56, cy + h * 0.14],
        ],
        '#1f6fd1',
      );
    } else {
      view += rect(cx - w, cy + h * 0.2, w * 2, h, '#ffffff', 'opacity=".9"');
    }
    s += group(view, `clip-path="${cid}"`);
    s += group(shape(0.92), 'fill="none" stroke="#9aa6b4" stroke-width="3"');
    // pulled-up shade
    const sid = sc.clip(shape(0.92));
    s += group(
      rect(cx - w, cy - h, w * 2, h * 0.12, '#f3f5f8') +
        rect(cx - w, cy - h / 2 + h * 0.07, w * 2, 8, '#d8dee6'),
      `clip-path="${sid}"`,
    );
    return s;
  };
  sc.add(win(W * 0.5, H * 0.5, 520, 720, true));
  sc.add(win(W * 0.05, H * 0.5, 520, 720, false));
  sc.add(win(W * 0.95, H * 0.5, 520, 720, false));
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#ffffff', 0.2],
          [0.5, '#ffffff', 0],
          [1, '#30405a', 0.12],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
};

SCENES['offers/hotel-1'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.6;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#28306b'],
        [0.5, '#a85f8a'],
        [0.85, '#f59c72'],
        [1, '#ffcb94'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.2, hz - 30, 50, { core: '#ffeccb', glowColor: '#ffa77a', glowR: 5, glowOp: 0.6 }),
  );
  sc.add(pillCloud(sc, W * 0.5, H * 0.2, 400, 16, '#c77aa0', 0.45));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f2a086'],
          [0.4, '#8f6a9a'],
          [1, '#38406f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.2, hz, H * 0.8, 60, 200, '#ffd0a0', 0.7));
  // hotel tower
  const tx = W * 0.52;
  const tw = 360;
  const top = H * 0.08;
  const towerD = `M${F(tx)},${F(H * 0.78)}V${F(top + 60)}Q${F(tx + tw * 0.5)},${F(top - 40)} ${F(tx + tw)},${F(top)}V${F(H * 0.78)}Z`;
  sc.add(
    pathEl(
      towerD,
      sc.lin(
        [
          [0, '#e9e3f0'],
          [1, '#b7b2cc'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const cid = sc.clip(pathEl(towerD, '#000'));
  let floors = '';
  let lit = '';
  for (let y = top + 40; y < H * 0.76; y += 28) {
    floors += rect(tx, y + 18, tw, 5, '#8f89ab');
    for (let x = tx + 10; x < tx + tw - 10; x += 30)
      if (sc.chance(0.45)) lit += rect(x, y, 22, 16, sc.pick(['#ffd28a', '#ffc070', '#ffe3a8']));
  }
  sc.add(
    group(
      rect(tx, top - 40, tw, H, '#3a3f66', 'opacity=".55"') + lit + floors,
      `clip-path="${cid}"`,
    ),
  );
  sc.add(rect(tx + tw - 60, top, 60, H * 0.78 - top, '#2c2f55', 'opacity=".35"'));
  // second lower wing
  sc.add(
    rect(tx - 260, H * 0.5, 280, H * 0.28, '#d7d0e4') + rect(tx - 260, H * 0.5, 280, 16, '#f0ebf6'),
  );
  let wl = '';
  for (let y = H * 0.54; y < H * 0.76; y += 28)
    for (let x = tx - 246; x < tx; x += 30)
      wl += rect(x, y, 22, 16, sc.chance(0.5) ? '#ffd28a' : '#5b5a84');
  sc.add(wl);
  // pool deck
  sc.add(rect(0, H * 0.78, W, H * 0.22, '#e6d8c8'));
  sc.add(
    pathEl(
      `M${F(W * 0.18)},${F(H * 0.84)}H${F(W * 0.86)}L${F(W * 0.9)},${F(H * 0.96)}H${F(W * 0.14)}Z`,
      sc.lin([
        [0, '#58d4e0'],
        [1, '#1f9fc0'],
      ]),
    ),
  );
  sc.add(
    waveLines(sc, {
      y0: H * 0.85,
      y1: H * 0.95,
      x0: W * 0.2,
      x1: W * 0.85,
      n: 40,
      color: '#ffffff',
      op: 0.5,
      maxLen: 40,
    }),
  );
  for (const x of [W * 0.22, W * 0.36, W * 0.62, W * 0.76])
    sc.add(pathEl(`M${F(x)},${F(H * 0.82)}h90l14,-22h12l-12,26h-104z`, '#ffffff'));
  const ps = { leaf: '#2b3a5e', leafBack: '#22304f', trunk: '#2b3a5e', silhouette: true };
  sc.add(
    palm(sc, W * 0.06, H * 0.86, 520, 60, ps) +
      palm(sc, W * 0.95, H * 0.86, 480, -50, ps) +
      palm(sc, W * 0.4, H * 0.82, 300, 20, ps),
  );
  sc.add(vignette(sc, 0.22, '#140f2a'));
};

SCENES['offers/hotel-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.42;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3a9ee6'],
        [0.7, '#a9dcf6'],
        [1, '#e4f5fc'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.62, H * 0.14, 260));
  sc.add(cloud(sc, W * 0.9, H * 0.24, 180, { op: 0.9 }));
  sc.add(
    hillLayer(sc, {
      y: hz - 16,
      amp: 14,
      freq: 0.006,
      fill: '#6d9fb4',
      bottom: hz + 2,
      shape: (x) => 120 * (1 - smoothstep(W * 0.55, W * 0.7, x)) - 50 * gauss(x, W * 0.8, W * 0.08),
    }).el,
  );
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#2a8ac4'],
          [1, '#1b6fa4'],
        ],
        0,
        hz,
        0,
        H * 0.6,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H * 0.6, n: 60, color: '#e0f4ff', op: 0.4, maxLen: 40 }));
  // infinity pool meeting the sea
  const py = H * 0.6;
  sc.add(
    rect(
      0,
      py,
      W,
      H * 0.22,
      sc.lin(
        [
          [0, '#3fd0e0'],
          [1, '#15a6c6'],
        ],
        0,
        py,
        0,
        py + H * 0.22,
        true,
      ),
    ),
  );
  sc.add(rect(0, py - 3, W, 6, '#e9fbff', 'opacity=".8"'));
  let caus = '';
  for (let i = 0; i < 60; i++) {
    const x = sc.r(0, W);
    const y = sc.r(py + 10, py + H * 0.2);
    caus += `M${F(x)},${F(y)}q12,-6 24,0t24,0`;
  }
  sc.add(stroke(caus, '#ffffff', 2.5, 'opacity=".4"'));
  // deck with loungers and umbrellas
  sc.add(rect(0, py + H * 0.22, W, H, '#f0e2cc') + rect(0, py + H * 0.22, W, 10, '#d9c6a8'));
  let planks = '';
  for (let x = 0; x < W; x += 80)
    planks += `M${F(x)},${F(py + H * 0.23)}l${F((x - W / 2) * 0.2)},${F(H)}`;
  sc.add(stroke(planks, '#e0cdb0', 3));
  const lounger = (x, y, s) =>
    pathEl(
      `M${F(x)},${F(y)}h${F(160 * s)}l${F(40 * s)},${F(-50 * s)}h${F(16 * s)}l${F(-36 * s)},${F(60 * s)}h${F(-180 * s)}z`,
      '#ffffff',
    ) +
    stroke(
      `M${F(x + 10 * s)},${F(y + 10 * s)}v${F(24 * s)}M${F(x + 150 * s)},${F(y + 10 * s)}v${F(24 * s)}`,
      '#b59a76',
      4 * s,
    ) +
    rect(x + 20 * s, y - 8 * s, 120 * s, 8 * s, '#f28482', `rx="${F(4 * s)}"`);
  const umb = (x, y, s, c) =>
    stroke(`M${F(x)},${F(y)}v${F(-200 * s)}`, '#8a6a4a', 5 * s) +
    pathEl(
      `M${F(x - 120 * s)},${F(y - 170 * s)}Q${F(x)},${F(y - 250 * s)} ${F(x + 120 * s)},${F(y - 170 * s)}Z`,
      c,
    ) +
    pathEl(
      `M${F(x - 40 * s)},${F(y - 170 * s)}Q${F(x)},${F(y - 248 * s)} ${F(x + 40 * s)},${F(y - 170 * s)}Z`,
      '#ffffff',
      'opacity=".7"',
    );
  sc.add(lounger(W * 0.3, H * 0.93, 1.2) + lounger(W * 0.52, H * 0.93, 1.2));
  sc.add(umb(W * 0.46, H * 0.96, 1.2, '#f2a93b'));
  // villa on the left
  sc.add(
    rect(-20, H * 0.26, W * 0.2, H * 0.36, '#f7f2ea') +
      rect(W * 0.12, H * 0.26, W * 0.06, H * 0.36, '#e3dccf'),
  );
  sc.add(
    poly(
      [
        [-40, H * 0.27],
        [W * 0.09, H * 0.14],
        [W * 0.22, H * 0.27],
      ],
      '#b27a3f',
    ),
  );
  sc.add(
    rect(W * 0.02, H * 0.36, W * 0.08, H * 0.2, '#2f5a6e') +
      rect(W * 0.02, H * 0.36, W * 0.08, 6, '#1f3f4e'),
  );
  // framing palms
  sc.add(palm(sc, W * 0.22, H * 0.62, 520, -40, { leaf: '#2f9150', trunk: '#8a6742' }));
  sc.add(
    palm(sc, W * 0.96, H * 0.98, 620, -120, { leaf: '#2a8447', trunk: '#7a5a38', curve: 0.4 }),
  );
  sc.add(vignette(sc, 0.15, '#06324a'));
};

SCENES['offers/hotel-3'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#0b1533'],
        [0.6, '#21345f'],
        [1, '#3f5683'],
      ],
      H * 0.7,
    ),
  );
  sc.add(stars(sc, 140, H * 0.5));
  sc.add(moon(sc, W * 0.82, H * 0.14, 34, '#fdf6e3', '#14203f'));
  let m = '';
  for (const [x, top, wl, wr] of [
    [W * 0.2, H * 0.2, 320, 300],
    [W * 0.5, H * 0.14, 360, 340],
    [W * 0.82, H * 0.24, 300, 320],
  ])
    m += alpinePeak(sc, {
      x,
      top,
      base: H * 0.62,
      wl,
      wr,
      rock: '#34466f',
      shadow: '#263556',
      snow: '#dfe8f6',
      snowShade: '#9fb0cf',
      snowLine: 0.45,
    });
  sc.add(m);
  const f = hillLayer(sc, { y: H * 0.62, amp: 24, freq: 0.004, fill: '#1c2a48' });
  sc.add(f.el + pineForest(sc, f.pts, { color: '#16223c', minH: 50, maxH: 100 }));
  const snow = hillLayer(sc, {
    y: H * 0.78,
    amp: 20,
    freq: 0.003,
    fill: '#dfe8f5',
    fill2: '#9fb2d0',
    shape: (x) => -60 * gauss(x, W * 0.5, W * 0.3),
  });
  sc.add(snow.el);
  // lodge
  const lx = W * 0.5;
  const ly = snow.at(lx) + 50;
  sc.add(glow(sc, lx, ly - 120, 420, '#ffb45c', 0.45));
  sc.add(
    rect(lx - 260, ly - 150, 520, 150, '#5a3b2a') + rect(lx + 140, ly - 150, 120, 150, '#47301f'),
  );
  sc.add(
    poly(
      [
        [lx - 300, ly - 140],
        [lx, ly - 400],
        [lx + 300, ly - 140],
      ],
      '#eef3fb',
    ),
  );
  sc.add(
    poly(
      [
        [lx - 270, ly - 150],
        [lx, ly - 380],
        [lx + 270, ly - 150],
      ],
      '#6b4631',
    ),
  );
  sc.add(
    poly(
      [
        [lx - 210, ly - 150],
        [lx, ly - 330],
        [lx + 210, ly - 150],
      ],
      '#ffc26b',
    ),
  );
  let mull = '';
  for (let k = -3; k <= 3; k++)
    mull += `M${F(lx + k * 60)},${F(ly - 150)}V${F(ly - 150 - (210 - Math.abs(k * 60)) * (180 / 210))}`;
  sc.add(stroke(`${mull}M${F(lx - 160)},${F(ly - 210)}H${F(lx + 160)}`, '#6b4631', 6));
  for (const dx of [-220, -150, 90, 160]) sc.add(rect(lx + dx, ly - 110, 50, 60, '#ffcf7a'));
  sc.add(rect(lx - 30, ly - 90, 60, 90, '#ffb45c'));
  sc.add(rect(lx + 150, ly - 440, 40, 100, '#4a3324'));
  sc.add(
    group(
      circle(lx + 170, ly - 470, 20) +
        circle(lx + 190, ly - 510, 28) +
        circle(lx + 220, ly - 560, 36),
      `fill="#c9d3e6" opacity=".3" filter="${sc.blur(6)}"`,
    ),
  );
  sc.add(rect(lx - 280, ly - 4, 560, 14, '#f4f7fc'));
  for (const [x, h] of [
    [W * 0.1, 340],
    [W * 0.18, 260],
    [W * 0.86, 320],
    [W * 0.94, 240],
  ]) {
    const y = snow.at(x) + 70;
    sc.add(
      pathEl(pineD(x, y, h, h * 0.3, 5), '#1b2b45') +
        pathEl(pineLitD(x, y, h, h * 0.3, 5), '#23385a'),
    );
  }
  let flakes = '';
  for (let i = 0; i < 80; i++) flakes += circle(sc.r(0, W), sc.r(0, H), sc.r(1.5, 3.5), '#ffffff');
  sc.add(group(flakes, 'opacity=".6"'));
  sc.add(vignette(sc, 0.3, '#050914'));
};

SCENES['offers/package-1'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#8fbde0'],
        [0.55, '#f3c6b7'],
        [1, '#ffe0b0'],
      ],
      H * 0.7,
    ),
  );
  sc.add(
    sun(sc, W * 0.5, H * 0.6, 70, { core: '#fff4d8', glowColor: '#ffc98f', glowR: 5, glowOp: 0.6 }),
  );
  sc.add(hillLayer(sc, { y: H * 0.58, amp: 30, freq: 0.003, fill: '#d9a894' }).el);
  sc.add(mist(sc, H * 0.6, 60, '#ffe6cc', 0.6));
  // fairy chimneys
  const chimneys = (y, n, s, c, cs) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const x = sc.r(-40, W + 40);
      const h = sc.r(120, 260) * s;
      const w = sc.r(40, 70) * s;
      out += pathEl(
        `M${F(x - w * 1.6)},${F(y)}C${F(x - w)},${F(y - h * 0.3)} ${F(x - w * 0.6)},${F(y - h * 0.9)} ${F(x - w * 0.4)},${F(y - h)}L${F(x + w * 0.4)},${F(y - h)}C${F(x + w * 0.6)},${F(y - h * 0.9)} ${F(x + w)},${F(y - h * 0.3)} ${F(x + w * 1.6)},${F(y)}Z`,
        c,
      );
      out += pathEl(
        `M${F(x + w * 0.1)},${F(y - h)}L${F(x + w * 0.4)},${F(y - h)}C${F(x + w * 0.6)},${F(y - h * 0.9)} ${F(x + w)},${F(y - h * 0.3)} ${F(x + w * 1.6)},${F(y)}L${F(x + w * 0.5)},${F(y)}Z`,
        cs,
        'opacity=".6"',
      );
      out += ellipse(x, y - h, w * 0.7, w * 0.28, darken(c, 0.3));
      if (sc.chance(0.5))
        out += pathEl(
          `M${F(x - 8 * s)},${F(y - h * 0.45)}v-${F(14 * s)}a8,8 0 0 1 ${F(16 * s)},0v${F(14 * s)}z`,
          darken(c, 0.45),
        );
    }
    return out;
  };
  sc.add(chimneys(H * 0.72, 12, 0.6, '#e0b394', '#c99579'));
  sc.add(rect(0, H * 0.72, W, H, '#d9a583'));
  sc.add(chimneys(H * 0.86, 8, 0.9, '#d99f7a', '#b98060'));
  sc.add(rect(0, H * 0.86, W, H, '#c98c66'));
  sc.add(chimneys(H * 1.02, 5, 1.4, '#c9865f', '#a86a48'));
  const cols = [
    ['#e94f37', '#f6c026', '#3f88c5'],
    ['#2f9a6b', '#f2f2f2', '#e94f37'],
    ['#7b4fc9', '#f2a93b', '#7b4fc9'],
    ['#f2a93b', '#e94f37', '#2f6fa8'],
    ['#3f88c5', '#f6e7c1', '#e94f37'],
    ['#e85d75', '#fbe3a1', '#2f9a6b'],
  ];
  const spots = [
    [W * 0.72, H * 0.22, 90],
    [W * 0.28, H * 0.3, 70],
    [W * 0.5, H * 0.14, 46],
    [W * 0.88, H * 0.42, 40],
    [W * 0.12, H * 0.16, 36],
    [W * 0.6, H * 0.4, 28],
    [W * 0.38, H * 0.5, 22],
    [W * 0.82, H * 0.1, 24],
  ];
  spots
    .sort((a, b) => a[2] - b[2])
    .forEach(([x, y, r], i) => sc.add(balloon(sc, x, y, r, cols[i % cols.length])));
  sc.add(vignette(sc, 0.18, '#3a1a14'));
};

SCENES['offers/package-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.6;
  const haze = '#e3ece4';
  const parts = [
    skyRect(
      sc,
      [
        [0, '#b7d6d6'],
        [0.7, '#e7efe4'],
        [1, '#f3f1e2'],
      ],
      hz + 2,
    ),
  ];
  parts.push(
    sun(sc, W * 0.7, H * 0.22, 50, {
      core: '#fffbec',
      glowColor: '#fff1c8',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  const karst = (x, base, w, h, c) => {
    const pts = [];
    const n = 6;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      pts.push([
        x - w * (1 - 0.18 * t) + (i && i < n ? sc.r(-0.07, 0.07) * w : 0),
        base - h * 0.82 * t,
      ]);
    }
    const tops = [];
    for (let i = 1; i < 5; i++) {
      const t = i / 5;
      tops.push([
        x - w * 0.82 + 1.64 * w * t,
        base - h * (0.84 + 0.16 * Math.sin(Math.PI * t)) - sc.r(0, 0.05) * h,
      ]);
    }
    pts.push(...tops);
    for (let i = n; i >= 0; i--) {
      const t = i / n;
      pts.push([
        x + w * (1 - 0.18 * t) + (i && i < n ? sc.r(-0.07, 0.07) * w : 0),
        base - h * 0.82 * t,
      ]);
    }
    const d = `${smoothD(pts)}Z`;
    let s = pathEl(d, c);
    const cid = sc.clip(pathEl(d, '#000'));
    let streaks = '';
    for (let k = 0; k < 6; k++) {
      const sx = x - w * 0.8 + sc.r(0, w * 1.6);
      streaks += `M${F(sx)},${F(base - h * sc.r(0.5, 0.85))}l${F(sc.r(-6, 6))},${F(h * sc.r(0.2, 0.5))}`;
    }
    s += group(
      rect(x + w * 0.25, base - h * 1.2, w * 2, h * 1.3, darken(c, 0.12), 'opacity=".55"') +
        stroke(streaks, lighten(c, 0.18), Math.max(2, w * 0.04), 'opacity=".6"'),
      `clip-path="${cid}"`,
    );
    let v = '';
    for (const [tx, ty] of tops)
      v += circle(tx + sc.r(-10, 10), ty + w * 0.06, w * sc.r(0.1, 0.16));
    s += group(v, `fill="${c}"`);
    return s;
  };
  const layers = [
    [
      0.75,
      [
        [W * 0.1, 80, 200],
        [W * 0.32, 60, 150],
        [W * 0.9, 90, 240],
        [W * 0.62, 50, 120],
      ],
    ],
    [
      0.5,
      [
        [W * 0.22, 110, 280],
        [W * 0.75, 120, 320],
        [W * 0.48, 70, 170],
      ],
    ],
    [
      0.2,
      [
        [W * 0.06, 150, 420],
        [W * 0.88, 170, 480],
      ],
    ],
  ];
  for (const [t, list] of layers) {
    for (const [x, w, h] of list) parts.push(karst(x, hz + 2, w, h, mix('#3f7a62', haze, t)));
    parts.push(mist(sc, hz - 20, 80, haze, 0.6));
  }
  const scene = parts.join('');
  sc.add(scene);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#9cc7b4'],
          [0.5, '#5f9c88'],
          [1, '#2f6a5c'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, scene, hz, 0.4));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 120, color: '#eaf6ee', op: 0.4, maxLen: 90 }));
  // junk boat with ribbed sails
  const bx = W * 0.46;
  const by = H * 0.8;
  let junk = pathEl(
    `M${F(bx - 220)},${F(by - 40)}L${F(bx + 240)},${F(by - 50)}Q${F(bx + 200)},${F(by + 20)} ${F(bx + 120)},${F(by + 24)}L${F(bx - 160)},${F(by + 24)}Q${F(bx - 200)},${F(by + 10)} ${F(bx - 220)},${F(by - 40)}Z`,
    '#5a3a26',
  );
  junk += rect(bx - 150, by - 90, 260, 50, '#7a5034') + rect(bx - 150, by - 98, 260, 10, '#f3ead8');
  let w = '';
  for (let k = 0; k < 6; k++) w += rect(bx - 136 + k * 42, by - 80, 26, 22, '#f7d9a0');
  junk += w;
  const sail = (x, y, h, wd) => {
    let s = pathEl(
      `M${F(x)},${F(y)}L${F(x + wd * 0.1)},${F(y - h)}Q${F(x + wd * 0.7)},${F(y - h * 1.05)} ${F(x + wd)},${F(y - h * 0.9)}L${F(x + wd * 0.9)},${F(y)}Z`,
      '#d9703a',
    );
    let rb = '';
    for (let k = 1; k < 7; k++)
      rb += `M${F(x + wd * 0.05 * (1 - k / 7))},${F(y - (h * k) / 7)}L${F(x + wd * 0.92 + wd * 0.06 * (k / 7))},${F(y - (h * k) / 7 - h * 0.02)}`;
    return (
      s + stroke(rb, '#9a4522', 3) + stroke(`M${F(x)},${F(y + 10)}V${F(y - h - 10)}`, '#3a2a1a', 5)
    );
  };
  junk +=
    sail(bx - 170, by - 100, 200, 130) +
    sail(bx - 10, by - 100, 280, 170) +
    sail(bx + 160, by - 100, 170, 100);
  sc.add(reflect(sc, junk, by + 24, 0.25) + junk);
  sc.add(birds(sc, 5, W * 0.4, H * 0.26, 100, '#3f5a50', 11));
  sc.add(vignette(sc, 0.18, '#0f2a22'));
};

SCENES['offers/package-3'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.56;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3a4a8a'],
        [0.45, '#c56b8a'],
        [0.8, '#ffa070'],
        [1, '#ffd09a'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.3, hz - 40, 60, { core: '#fff0cf', glowColor: '#ffb07a', glowR: 6, glowOp: 0.7 }),
  );
  sc.add(pillCloud(sc, W * 0.5, H * 0.18, 420, 16, '#e58aa0', 0.5));
  sc.add(pillCloud(sc, W * 0.2, H * 0.28, 300, 14, '#ffb090', 0.5));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f7a07f'],
          [0.4, '#8a5f92'],
          [1, '#2f3b6a'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.3, hz, H * 0.9, 60, 300, '#ffd0a0', 0.8));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 150, color: '#ffe1cc', op: 0.35 }));
  // headland with the lighthouse
  const cliff = `M${F(W * 0.5)},${F(H + 20)}C${F(W * 0.56)},${F(H * 0.7)} ${F(W * 0.6)},${F(H * 0.5)} ${F(W * 0.7)},${F(H * 0.46)}C${F(W * 0.8)},${F(H * 0.42)} ${F(W * 0.9)},${F(H * 0.44)} ${F(W + 20)},${F(H * 0.42)}L${F(W + 20)},${F(H + 20)}Z`;
  sc.add(
    pathEl(
      cliff,
      sc.lin(
        [
          [0, '#5a3f5a'],
          [1, '#2b2140'],
        ],
        0,
        H * 0.42,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    pathEl(
      `M${F(W * 0.66)},${F(H * 0.47)}C${F(W * 0.8)},${F(H * 0.41)} ${F(W * 0.9)},${F(H * 0.43)} ${F(W + 20)},${F(H * 0.41)}L${F(W + 20)},${F(H * 0.48)}C${F(W * 0.9)},${F(H * 0.5)} ${F(W * 0.8)},${F(H * 0.48)} ${F(W * 0.66)},${F(H * 0.47)}Z`,
      '#5f7a4a',
    ),
  );
  for (const [x, y, w, h] of [
    [W * 0.52, H * 0.94, 90, 40],
    [W * 0.58, H * 0.8, 60, 30],
    [W * 0.46, H * 0.86, 50, 20],
  ])
    sc.add(rock(sc, x, y, w, h, { fill: '#2f2540', top: '#4a3a5a', foam: '#ffe6d8' }));
  const lx = W * 0.8;
  const ly = H * 0.44;
  sc.add(
    poly(
      [
        [lx - 760, ly - 420],
        [lx, ly - 300],
        [lx, ly - 284],
        [lx - 760, ly - 180],
      ],
      sc.lin(
        [
          [0, '#fff3c4', 0],
          [1, '#fff3c4', 0.5],
        ],
        0,
        0,
        1,
        0,
      ),
      `filter="${sc.blur(8)}"`,
    ),
  );
  const tower = `M${F(lx - 40)},${F(ly)}L${F(lx - 26)},${F(ly - 260)}H${F(lx + 26)}L${F(lx + 40)},${F(ly)}Z`;
  sc.add(pathEl(tower, '#f6f1ea'));
  const tid = sc.clip(pathEl(tower, '#000'));
  sc.add(
    group(
      rect(lx - 50, ly - 90, 100, 44, '#d9483b') +
        rect(lx - 50, ly - 190, 100, 44, '#d9483b') +
        rect(lx + 8, ly - 270, 40, 270, '#2b2140', 'opacity=".25"'),
      `clip-path="${tid}"`,
    ),
  );
  sc.add(
    rect(lx - 36, ly - 272, 72, 12, '#2b2140') +
      rect(lx - 22, ly - 312, 44, 40, '#fff3c4') +
      glow(sc, lx, ly - 292, 80, '#fff3c4', 0.7),
  );
  sc.add(
    pathEl(
      `M${F(lx - 30)},${F(ly - 312)}L${F(lx)},${F(ly - 346)}L${F(lx + 30)},${F(ly - 312)}Z`,
      '#d9483b',
    ),
  );
  sc.add(
    cottage(sc, lx + 70, ly + 6, 130, 70, { wall: '#f6f1ea', roof: '#d9483b', win: '#ffd28a' }),
  );
  sc.add(sailboat(sc, W * 0.16, H * 0.68, 0.8, { sail: '#fff1e6', sail2: '#f7dcd0' }));
  sc.add(birds(sc, 6, W * 0.55, H * 0.22, 120, '#3a2a4a', 12));
  sc.add(vignette(sc, 0.22, '#1a1030'));
};

// ---------------------------------------------------------------------------------------------
// Home hero (16:9)
// ---------------------------------------------------------------------------------------------

SCENES['hero/coastal'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.56;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#7fb2e5'],
        [0.45, '#c9c3e3'],
        [0.78, '#fbc3b5'],
        [1, '#ffdcae'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.66, hz - 26, 58, {
      core: '#fff4dc',
      glowColor: '#ffc48e',
      glowR: 7,
      glowOp: 0.6,
    }),
  );
  sc.add(cloud(sc, W * 0.86, H * 0.2, 300, { fill: '#fff5f2', shade: '#f2c7cf', op: 0.95 }));
  sc.add(pillCloud(sc, W * 0.42, H * 0.16, 420, 18, '#ffffff', 0.55));
  sc.add(pillCloud(sc, W * 0.16, H * 0.3, 300, 14, '#ffe3dc', 0.6));
  sc.add(pillCloud(sc, W * 0.62, H * 0.36, 260, 12, '#ffd6c0', 0.6));
  sc.add(
    hillLayer(sc, {
      y: hz - 24,
      amp: 18,
      freq: 0.006,
      fill: '#b59ac4',
      bottom: hz + 2,
      shape: (x) =>
        200 * (1 - smoothstep(W * 0.7, W * 0.84, x)) - 30 * gauss(x, W * 0.92, W * 0.08),
    }).el,
  );
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#ffc7a6'],
          [0.2, '#7fc9cf'],
          [0.6, '#2fa3b8'],
          [1, '#1c7f9f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.66, hz, H * 0.78, 60, 260, '#fff0d6', 0.8));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 170, color: '#ffffff', op: 0.4, maxLen: 90 }));
  sc.add(sailboat(sc, W * 0.36, hz + 40, 0.7, { sail: '#fff8f2', sail2: '#fde6dc' }));
  // beach sweeping in from the bottom right
  const shore = (o) =>
    `M${F(W * 0.1)},${F(H + 20)}C${F(W * 0.4)},${F(H * 0.86 + o)} ${F(W * 0.7)},${F(H * 0.8 + o)} ${F(W + 20)},${F(H * 0.72 + o)}`;
  sc.add(stroke(shore(-40), '#ffffff', 3, 'opacity=".5" stroke-dasharray="120 30 40 20"'));
  sc.add(pathEl(`${shore(-10)}L${F(W + 20)},${F(H + 20)}Z`, '#bfe8de'));
  sc.add(stroke(shore(-10), '#ffffff', 6, 'opacity=".9"'));
  const sandD = `${shore(6)}L${F(W + 20)},${F(H + 20)}Z`;
  sc.add(
    pathEl(
      sandD,
      sc.lin(
        [
          [0, '#fde3bd'],
          [1, '#f1c992'],
        ],
        0,
        H * 0.72,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(stipple(sc, sandD, [W * 0.1, H * 0.7, W * 0.9, H * 0.3], 200, '#d9a96e', 0.4, 1, 2.2));
  sc.add(
    palm(sc, W * 0.95, H * 0.98, 640, -160, { curve: 0.45, leaf: '#2f9a63', trunk: '#8a6a48' }),
  );
  sc.add(
    palm(sc, W * 0.87, H * 1.02, 500, -60, { curve: 0.35, leaf: '#38a86d', trunk: '#8a6a48' }),
  );
  sc.add(palm(sc, W * 1.0, H * 0.9, 420, -40, { curve: 0.3, leaf: '#2a8a58', trunk: '#7a5a3c' }));
  sc.add(birds(sc, 5, W * 0.54, H * 0.24, 90, '#6a5a7a', 10));
  sc.add(vignette(sc, 0.14, '#2a1f40'));
};

// ---------------------------------------------------------------------------------------------
// People (square head-and-shoulders portraits, 400×400 canvas)
// ---------------------------------------------------------------------------------------------

function portrait(sc, o) {
  const skin = o.skin;
  const skinShade = darken(skin, 0.13);
  const skinDeep = darken(skin, 0.3);
  const hair = o.hair;
  const hairHi = lighten(hair, 0.18);
  let s = rect(
    0,
    0,
    400,
    400,
    sc.lin(
      [
        [0, lighten(o.bg, 0.25)],
        [1, o.bg],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += circle(200, 215, 150, lighten(o.bg, 0.4), 'opacity=".55"');
  s +=
    circle(330, 70, 40, lighten(o.bg, 0.45), 'opacity=".5"') +
    circle(70, 330, 24, lighten(o.bg, 0.45), 'opacity=".5"');
  // hair that falls behind the head
  if (o.style === 'long')
    s += pathEl(
      'M112,180C100,120 140,78 200,78C262,78 302,122 290,184C292,250 300,310 312,352L88,352C100,310 108,250 112,180Z',
      hair,
    );
  if (o.style === 'bob')
    s += pathEl(
      'M114,178C106,116 146,80 200,80C256,80 296,116 288,178C290,220 292,250 290,272L110,272C108,250 110,220 114,178Z',
      hair,
    );
  if (o.style === 'afro') {
    let a = circle(200, 150, 122, hair);
    for (let k = 0; k < 16; k++) {
      const ang = (k / 16) * Math.PI * 2;
      a += circle(200 + Math.cos(ang) * 118, 150 + Math.sin(ang) * 112, 30, hair);
    }
    s += a;
  }
  if (o.style === 'bun')
    s += circle(200, 74, 42, hair) + circle(188, 64, 18, hairHi, 'opacity=".5"');
  if (o.style === 'hijab')
    s += pathEl(
      'M96,200C90,110 140,66 200,66C260,66 310,110 304,200C306,260 330,300 352,330L352,400L48,400L48,330C70,300 94,260 96,200Z',
      o.scarf,
    );
  // body and neck
  s += pathEl('M44,400C46,336 100,300 164,292L236,292C300,300 354,336 356,400Z', o.shirt);
  s += pathEl('M356,400C354,350 322,318 282,304C300,330 306,370 304,400Z', darken(o.shirt, 0.12));
  s += pathEl('M170,226L170,296C182,318 218,318 230,296L230,226Z', skinShade);
  s += pathEl('M170,250C186,266 214,266 230,250L230,226L170,226Z', skinDeep, 'opacity=".35"');
  if (o.neck === 'v')
    s +=
      pathEl('M160,292L200,350L240,292Z', skinShade) +
      stroke('M158,290L200,352L242,290', darken(o.shirt, 0.18), 8);
  if (o.neck === 'crew') s += stroke('M162,296C180,318 220,318 238,296', darken(o.shirt, 0.2), 10);
  if (o.neck === 'collar')
    s +=
      pathEl('M166,288L200,326L176,348L148,302Z', o.shirt2) +
      pathEl('M234,288L200,326L224,348L252,302Z', o.shirt2) +
      stroke('M200,326V400', darken(o.shirt, 0.2), 4) +
      circle(200, 360, 4, darken(o.shirt, 0.3)) +
      circle(200, 386, 4, darken(o.shirt, 0.3));
  if (o.neck === 'cardigan')
    s +=
      pathEl('M164,292L200,340L236,292Z', o.shirt2) +
      stroke('M186,316L200,400M214,316L200,400', darken(o.shirt, 0.2), 5);
  if (o.dupatta)
    s +=
      pathEl(
        'M236,292C262,296 290,304 312,318C270,350 200,384 158,400L92,400C150,370 206,332 236,292Z',
        o.dupatta,
      ) + stroke('M250,300C222,340 170,376 120,400', darken(o.dupatta, 0.15), 4, 'opacity=".6"');
  // ears + head
  if (o.style !== 'hijab') {
    s += ellipse(130, 196, 14, 22, skinShade) + ellipse(270, 196, 14, 22, skinShade);
    s +=
      ellipse(132, 198, 6, 11, skinDeep, 'opacity=".35"') +
      ellipse(268, 198, 6, 11, skinDeep, 'opacity=".35"');
  }
  s += pathEl(
    'M130,176C130,116 162,96 200,96C238,96 270,116 270,176C270,236 244,276 200,276C156,276 130,236 130,176Z',
    skin,
  );
  s += pathEl(
    'M236,110C262,128 270,150 270,176C270,236 244,276 200,276C232,262 252,226 254,182C256,150 250,128 236,110Z',
    skinShade,
    'opacity=".45"',
  );
  // hijab frame around the face
  if (o.style === 'hijab') {
    s += pathEl(
      'M96,200C90,110 140,66 200,66C260,66 310,110 304,200C304,250 290,300 250,318L150,318C110,300 96,250 96,200ZM200,112C160,112 138,136 136,180C136,236 160,272 200,272C240,272 264,236 264,180C262,136 240,112 200,112Z',
      o.scarf,
      'fill-rule="evenodd"',
    );
    s += stroke(
      'M136,180C138,136 160,114 200,112C240,114 262,136 264,180',
      darken(o.scarf, 0.15),
      5,
    );
    s += pathEl('M250,318C290,300 304,250 304,200C316,260 300,320 262,350Z', darken(o.scarf, 0.12));
  }
  if (o.beard)
    s += pathEl(
      'M134,200C138,252 166,282 200,284C234,282 262,252 266,200C258,230 244,244 228,246C214,238 186,238 172,246C156,244 142,230 134,200Z',
      hair,
    );
  // face
  const ey = 190;
  s += ellipse(172, ey, 7, 9, '#2b1d16') + ellipse(228, ey, 7, 9, '#2b1d16');
  s += circle(174, ey - 3, 2.4, '#ffffff') + circle(230, ey - 3, 2.4, '#ffffff');
  const brow = o.style === 'hijab' ? '#3a2a22' : darken(hair, 0.1);
  s += stroke(
    `M156,${ey - 22}Q172,${ey - 30} 188,${ey - 22}M212,${ey - 22}Q228,${ey - 30} 244,${ey - 22}`,
    brow,
    6,
  );
  s += stroke('M200,198Q193,220 203,224', skinDeep, 4, 'opacity=".6"');
  s +=
    circle(160, 226, 13, '#ff7b7b', 'opacity=".22"') +
    circle(240, 226, 13, '#ff7b7b', 'opacity=".22"');
  if (o.smile === 'open')
    s +=
      pathEl('M178,240Q200,266 222,240Q200,248 178,240Z', '#7a2e2e') +
      pathEl('M182,241Q200,247 218,241L216,245Q200,250 184,245Z', '#ffffff');
  else s += stroke('M180,240Q200,258 220,240', o.beard ? '#f4e4dc' : '#9a4a3f', 5);
  if (o.lips) s += pathEl('M180,240Q200,258 220,240Q200,246 180,240Z', o.lips);
  // front hair
  if (o.style === 'long')
    s +=
      pathEl(
        'M126,184C118,114 158,86 200,88C244,86 284,114 276,184C268,146 246,124 208,116L200,130L192,116C156,124 134,146 126,184Z',
        hair,
      ) + stroke('M150,120C160,104 180,96 196,96', hairHi, 5, 'opacity=".6"');
  if (o.style === 'short')
    s +=
      pathEl(
        'M126,172C118,108 158,82 204,84C250,86 282,114 274,172C268,146 258,132 244,124C214,136 168,132 146,118C136,132 130,150 126,172Z',
        hair,
      ) + stroke('M170,100C196,92 232,96 252,110', hairHi, 6, 'opacity=".5"');
  if (o.style === 'afro')
    s += pathEl(
      'M132,168C136,124 164,104 200,104C236,104 264,124 268,168C252,140 230,128 200,128C170,128 148,140 132,168Z',
      hair,
    );
  if (o.style === 'buzz')
    s += pathEl(
      'M132,160C132,110 166,92 200,92C234,92 268,110 268,160C260,132 238,116 200,114C162,116 140,132 132,160Z',
      hair,
    );
  if (o.style === 'bob')
    s +=
      pathEl(
        'M120,190C112,118 152,84 200,84C248,84 288,118 280,190L272,150C262,150 246,148 232,140C214,150 168,152 128,150Z',
        hair,
      ) + stroke('M150,112C168,98 190,94 210,96', hairHi, 5, 'opacity=".6"');
  if (o.style === 'bun')
    s +=
      pathEl(
        'M128,178C120,116 160,92 200,92C240,92 280,116 272,178C266,146 248,126 200,120C152,126 134,146 128,178Z',
        hair,
      ) + stroke('M160,112C176,102 200,100 220,104', hairHi, 5, 'opacity=".6"');
  // accessories
  if (o.glasses)
    s += group(
      `<rect x="148" y="172" width="48" height="38" rx="14"/><rect x="204" y="172" width="48" height="38" rx="14"/><path d="M196,186Q200,182 204,186M148,184L132,180M252,184L268,180"/>`,
      `fill="#ffffff" fill-opacity=".15" stroke="${o.glasses}" stroke-width="5"`,
    );
  if (o.earrings === 'hoop')
    s +=
      circle(130, 228, 10, 'none', 'stroke="#e6b13a" stroke-width="4"') +
      circle(270, 228, 10, 'none', 'stroke="#e6b13a" stroke-width="4"');
  if (o.earrings === 'stud') s += circle(130, 220, 5, '#e6b13a') + circle(270, 220, 5, '#e6b13a');
  return s;
}

const PEOPLE = [
  {
    bg: '#f7c6a3',
    skin: '#c68a62',
    hair: '#1e1613',
    style: 'long',
    shirt: '#1f8a84',
    neck: 'v',
    dupatta: '#f2a93b',
    earrings: 'stud',
    smile: 'open',
  },
  {
    bg: '#a9cfee',
    skin: '#f1c7a5',
    hair: '#7a4a26',
    style: 'short',
    shirt: '#3f6fb5',
    shirt2: '#ffffff',
    neck: 'collar',
    glasses: '#2b2d42',
  },
  {
    bg: '#c8b6ef',
    skin: '#7a4a2e',
    hair: '#1b1310',
    style: 'afro',
    shirt: '#f2b632',
    neck: 'crew',
    earrings: 'hoop',
    smile: 'open',
    lips: '#8a3b32',
  },
  {
    bg: '#a8dcc0',
    skin: '#a86f4c',
    hair: '#221915',
    style: 'short',
    shirt: '#2f7d4f',
    neck: 'crew',
    beard: true,
    smile: 'open',
  },
  {
    bg: '#f6b8c0',
    skin: '#f3cfae',
    hair: '#1c1718',
    style: 'bob',
    shirt: '#ef6f5f',
    neck: 'crew',
    earrings: 'stud',
  },
  {
    bg: '#f3dca4',
    skin: '#b9805a',
    hair: '#221915',
    style: 'hijab',
    scarf: '#b26aa8',
    shirt: '#f7efe2',
    neck: 'crew',
    smile: 'open',
  },
  {
    bg: '#9fd3e0',
    skin: '#5e3a24',
    hair: '#120d0b',
    style: 'buzz',
    shirt: '#4b3f8f',
    neck: 'v',
    smile: 'open',
  },
  {
    bg: '#f4c9a0',
    skin: '#e7b48f',
    hair: '#cfd2d6',
    style: 'bun',
    shirt: '#c9473f',
    shirt2: '#f7efe2',
    neck: 'cardigan',
    glasses: '#6b4a3a',
    earrings: 'stud',
  },
];

PEOPLE.forEach((o, i) => {
  SCENES[`people/person-${i + 1}`] = (sc) => sc.add(portrait(sc, o));
});

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
