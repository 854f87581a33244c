/**
 * Vehicles: Bangladeshi country boat, sailboat, side-view airliner and hot-air balloon.
 */
import { F, lighten, darken } from './color.mjs';
import { rect, poly, pathEl, stroke, group } from './svg.mjs';

/** Bangladeshi wooden fishing boat (tall prow), centred on x with the waterline at y. */
export function countryBoat(
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

export function sailboat(
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
export function airplane(
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

/** Hot-air balloon with vertical gore stripes. */
export function balloon(sc, x, y, r, colors) {
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
