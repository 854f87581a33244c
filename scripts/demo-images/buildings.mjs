/**
 * Buildings and people: tiny person figures, cottages and tiered temple eave roofs.
 */
import { F, darken } from './color.mjs';
import { rect, circle, poly, pathEl } from './svg.mjs';

/** Tiny person silhouette (head + body) with optional coloured clothes. */
export function figure(x, y, s, { skin = '#8d5a3b', cloth = '#e4572e', hair = '#1f1a17' } = {}) {
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

/** A simple house with gable roof, side wall shading and windows. */
export function cottage(
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
export function eaveRoof(cx, y, w, h, color) {
  return pathEl(
    `M${F(cx - w)},${F(y - h * 0.45)}Q${F(cx - w * 0.78)},${F(y)} ${F(cx - w * 0.55)},${F(y)}L${F(cx + w * 0.55)},${F(y)}Q${F(cx + w * 0.78)},${F(y)} ${F(cx + w)},${F(y - h * 0.45)}Q${F(cx + w * 0.7)},${F(y - h * 0.5)} ${F(cx + w * 0.5)},${F(y - h)}L${F(cx - w * 0.5)},${F(y - h)}Q${F(cx - w * 0.7)},${F(y - h * 0.5)} ${F(cx - w)},${F(y - h * 0.45)}Z`,
    color,
  );
}
