/**
 * Terrain: fractal ridge lines and hill layers, alpine peaks, contour rows (tea bushes,
 * terraces), grass tufts and rocks.
 */
import { makeFbm } from './random.mjs';
import { F, lerp } from './color.mjs';
import { ellipse, poly, pathEl, stroke, group, lineD, smoothD, closeDown } from './svg.mjs';

export const gauss = (x, c, w) => Math.exp(-(((x - c) / w) ** 2));

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

export function yAt(pts, x) {
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
export function hillLayer(sc, opts) {
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

/** Two-tone alpine peak with a jagged snow cap (light from the left). */
export function alpinePeak(sc, o) {
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

/** Contour rows (tea bushes, terraces) that follow a ridge, clipped to the layer. */
export function contourRows(
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

export function grassTufts(sc, n, box, color, size = 14, op = 1) {
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

/** Irregular rock blob (used for coral rocks, boulders). */
export function rock(sc, x, y, w, h, { fill = '#5a4e47', top = '#86766a', foam } = {}) {
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
