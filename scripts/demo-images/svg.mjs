/**
 * SVG primitive builders (all return SVG strings) and path-data helpers (polyline, Catmull-Rom
 * spline, closing a line down to the bottom).
 */
import { F, P } from './color.mjs';

const attrs = (extra) => (extra ? ` ${extra}` : '');

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${F(x)}" y="${F(y)}" width="${F(w)}" height="${F(h)}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${F(cx)}" cy="${F(cy)}" r="${F(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${F(cx)}" cy="${F(cy)}" rx="${F(rx)}" ry="${F(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const poly = (pts, fill, extra = '') =>
  `<polygon points="${P(pts)}" fill="${fill}"${attrs(extra)}/>`;

export const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const stroke = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${F(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;

export const group = (inner, extra = '') => `<g${attrs(extra)}>${inner}</g>`;

export function lineD(pts) {
  return `M${pts.map(([x, y]) => `${F(x)},${F(y)}`).join('L')}`;
}

/** Catmull-Rom spline through the points, as cubic Béziers. */
export function smoothD(pts, move = true) {
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

export const closeDown = (d, pts, bottom) =>
  `${d}L${F(pts.at(-1)[0])},${F(bottom)}L${F(pts[0][0])},${F(bottom)}Z`;
