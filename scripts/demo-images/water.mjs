/**
 * Water: wave highlight strokes, glittering reflection columns and mirrored reflections.
 */
import { F, lerp } from './color.mjs';
import { rect, stroke, group } from './svg.mjs';

/** Short arched highlight strokes over water, denser and smaller towards the horizon. */
export function waveLines(
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
export function reflectionColumn(sc, x, y0, y1, w0, w1, color, op = 0.8) {
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
export function reflect(sc, inner, yw, op = 0.35, yEnd) {
  const cid = sc.clip(rect(-10, yw, sc.W + 20, (yEnd ?? sc.H) - yw));
  return group(
    group(inner, `transform="matrix(1 0 0 -1 0 ${F(2 * yw)})"`),
    `clip-path="${cid}" opacity="${op}"`,
  );
}
