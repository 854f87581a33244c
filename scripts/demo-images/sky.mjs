/**
 * Sky: gradient sky, glows, sun, moon, stars, clouds (cumulus, pill, cloud banks), mist and birds.
 */
import { F, mix } from './color.mjs';
import { rect, circle, pathEl, stroke, group } from './svg.mjs';

export function skyRect(sc, stops, bottom) {
  return rect(0, 0, sc.W, bottom ?? sc.H, sc.lin(stops, 0, 0, 0, bottom ?? sc.H, true));
}

export function glow(sc, x, y, r, color, op = 0.6) {
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

export function sun(
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

export function moon(sc, x, y, r, color = '#fdf6e3', shadow = '#0b1d3a') {
  return (
    glow(sc, x, y, r * 4, color, 0.22) +
    circle(x, y, r, color) +
    circle(x + r * 0.42, y - r * 0.22, r * 0.9, shadow)
  );
}

export function stars(sc, n, yMax, color = '#ffffff', x0 = 0, x1) {
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
export function cloud(sc, x, y, w, { fill = '#ffffff', shade, op = 1 } = {}) {
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
export function pillCloud(sc, x, y, w, h, fill, op = 0.8) {
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
export function cloudBank(
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

export function mist(sc, y, h, color = '#ffffff', op = 0.5) {
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

export function birds(sc, n, x, y, spread, color = '#2d2a3a', size = 10) {
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
