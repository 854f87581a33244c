/**
 * Vehicles: Bangladeshi country boat, sailboat, side-view airliner and cycle rickshaw.
 */
import { F, lighten, darken } from './color.mjs';
import { rect, circle, poly, pathEl, stroke, group } from './svg.mjs';

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

/**
 * Bangladeshi cycle rickshaw in side view (facing right): big rear wheels under a folding,
 * painted hood, a bench seat and the rickshaw-puller on the saddle. Ground line at y.
 */
export function rickshaw(
  sc,
  x,
  y,
  s,
  { hood = '#d9433b', panel = '#f2c14e', frame = '#2f3a5a', puller = '#e9e2d0' } = {},
) {
  const u = (n) => n * s;
  const wheel = (cx, r) =>
    `<circle cx="${F(cx)}" cy="${F(y - r)}" r="${F(r)}"/><path d="M${F(cx - r)},${F(y - r)}h${F(2 * r)}M${F(cx)},${F(y - 2 * r)}v${F(2 * r)}M${F(cx - r * 0.7)},${F(y - r * 1.7)}l${F(r * 1.4)},${F(r * 1.4)}M${F(cx + r * 0.7)},${F(y - r * 1.7)}l${F(-r * 1.4)},${F(r * 1.4)}"/>`;
  let g = group(
    wheel(x, u(34)) + wheel(x + u(120), u(26)),
    `fill="none" stroke="${frame}" stroke-width="${F(u(3))}"`,
  );
  // frame: from the rear axle to the front fork, and up to the saddle
  g += stroke(
    `M${F(x)},${F(y - u(34))}L${F(x + u(96))},${F(y - u(44))}L${F(x + u(120))},${F(y - u(26))}M${F(x + u(96))},${F(y - u(44))}L${F(x + u(92))},${F(y - u(74))}M${F(x + u(112))},${F(y - u(30))}L${F(x + u(104))},${F(y - u(80))}h${F(u(12))}`,
    frame,
    u(4),
  );
  // passenger box, bench and hood
  g += pathEl(
    `M${F(x - u(40))},${F(y - u(40))}h${F(u(74))}l${F(u(8))},${F(u(-28))}h${F(u(-86))}z`,
    panel,
  );
  g += rect(x - u(44), y - u(74), u(84), u(8), darken(panel, 0.3));
  g += pathEl(
    `M${F(x - u(48))},${F(y - u(70))}C${F(x - u(56))},${F(y - u(140))} ${F(x - u(10))},${F(y - u(158))} ${F(x + u(36))},${F(y - u(136))}L${F(x + u(28))},${F(y - u(70))}Z`,
    hood,
  );
  g += stroke(
    `M${F(x - u(40))},${F(y - u(96))}C${F(x - u(30))},${F(y - u(130))} ${F(x)},${F(y - u(140))} ${F(x + u(30))},${F(y - u(126))}M${F(x - u(46))},${F(y - u(80))}C${F(x - u(40))},${F(y - u(120))} ${F(x)},${F(y - u(150))} ${F(x + u(34))},${F(y - u(134))}`,
    lighten(hood, 0.35),
    u(3),
  );
  g += circle(x - u(10), y - u(54), u(8), lighten(panel, 0.4));
  // the puller on the saddle
  g += pathEl(
    `M${F(x + u(86))},${F(y - u(76))}l${F(u(4))},${F(u(-40))}q${F(u(8))},${F(u(-6))} ${F(u(16))},0l${F(u(4))},${F(u(40))}z`,
    puller,
  );
  g += stroke(
    `M${F(x + u(92))},${F(y - u(76))}l${F(u(10))},${F(u(22))}l${F(u(-4))},${F(u(22))}M${F(x + u(104))},${F(y - u(100))}l${F(u(10))},${F(u(18))}`,
    '#6b4a34',
    u(4),
  );
  g += circle(x + u(98), y - u(124), u(8), '#6b4a34');
  g += rect(x + u(88), y - u(132), u(20), u(5), '#f1f1f1', `rx="${F(u(2))}"`);
  return g;
}
