/**
 * Number and colour helpers: coordinate rounding, interpolation and hex colour mixing.
 */

export const F = (n) => Math.round(n * 10) / 10;

export const P = (pts) => pts.map(([x, y]) => `${F(x)},${F(y)}`).join(' ');

export const lerp = (a, b, t) => a + (b - a) * t;

const clamp = (v, a, b) => Math.max(a, Math.min(b, v));

export const smoothstep = (a, b, x) => {
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

export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

export const lighten = (c, t) => mix(c, '#ffffff', t);

export const darken = (c, t) => mix(c, '#000000', t);
