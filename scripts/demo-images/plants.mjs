/**
 * Trees and plants: pines and pine forests, round broadleaf trees, palms, blossom trees and
 * tea-garden hills with their shade trees.
 */
import { F, lerp, lighten, darken } from './color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, group, lineD } from './svg.mjs';
import { yAt, contourRows } from './terrain.mjs';

/** Layered pine silhouette (zig-zag tiers) as path data. */
export function pineD(x, y, h, w, tiers = 4) {
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
export function pineLitD(x, y, h, w, tiers = 4) {
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
export function pineForest(
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
export function roundTree(sc, x, y, r, { color = '#3f7d3a', lit, trunk = '#5b3f2b' } = {}) {
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
export function palm(sc, x, y, h, lean, o = {}) {
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

export function blossomTree(
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

/**
 * Tea-garden hill: a hill layer with rows of clipped tea bushes (dark rows + light tops) and
 * flat-crowned albizia shade trees. `layer` comes from hillLayer; `s` scales the trees.
 */
export function teaGarden(
  sc,
  layer,
  {
    gap,
    width,
    row,
    hi = '#b7e08a',
    count = 26,
    wobble = 3,
    trees = 0,
    s = 1,
    crown = '#2f6b3a',
    rowOp = 1,
  },
) {
  let out = layer.el;
  out += contourRows(sc, layer, { gap, width, color: row, count, wobble, op: rowOp });
  if (hi)
    out += contourRows(sc, layer, { gap, width: width * 0.35, color: hi, count, op: 0.45, wobble });
  let t = '';
  let c = '';
  let cl = '';
  for (let k = 0; k < trees; k++) {
    const x = sc.r(0, sc.W);
    const y = layer.at(x) + sc.r(10, 60) * s;
    const h = sc.r(110, 160) * s;
    t += `M${F(x)},${F(y)}L${F(x + sc.r(-6, 6) * s)},${F(y - h)}`;
    t += `M${F(x)},${F(y - h * 0.6)}L${F(x - 26 * s)},${F(y - h * 0.95)}M${F(x)},${F(y - h * 0.7)}L${F(x + 30 * s)},${F(y - h * 0.98)}`;
    c += ellipse(x, y - h, 70 * s, 20 * s, crown);
    c += ellipse(x - 36 * s, y - h + 6 * s, 38 * s, 14 * s, crown);
    c += ellipse(x + 40 * s, y - h + 4 * s, 40 * s, 14 * s, crown);
    cl += ellipse(x - 8 * s, y - h - 6 * s, 50 * s, 11 * s, lighten(crown, 0.18));
  }
  if (trees) out += stroke(t, '#6d5a48', 4 * s) + c + cl;
  return out;
}
