/**
 * Whole-picture finishing effects: vignette and stipple (grain) texture.
 */
import { rect, circle, pathEl, group } from './svg.mjs';

export function vignette(sc, op = 0.22, color = '#1b1430') {
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
export function stipple(sc, clipD, box, n, color, op = 0.25, rMin = 1, rMax = 2.6) {
  const [bx, by, bw, bh] = box;
  let s = '';
  for (let i = 0; i < n; i++)
    s += circle(bx + sc.r(0, bw), by + sc.r(0, bh), sc.r(rMin, rMax), color);
  const cid = clipD ? sc.clip(pathEl(clipD, '#000')) : null;
  return group(s, `opacity="${op}"${cid ? ` clip-path="${cid}"` : ''}`);
}
