/**
 * Scene: collects the <defs> (gradients, blurs, clip paths) and drawing parts of one picture
 * and turns them into an SVG document.
 */
import { mulberry32 } from './random.mjs';
import { F } from './color.mjs';

function stopsXml(stops) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('');
}

export class Scene {
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
