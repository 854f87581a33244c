/**
 * Travel scenes: the packing-light flat lay and the three flight offers (above the clouds,
 * airport at dusk, the view from a cabin window).
 */
import { F, lerp, lighten } from '../color.mjs';
import { rect, circle, poly, pathEl, stroke, group } from '../svg.mjs';
import { hillLayer } from '../terrain.mjs';
import { skyRect, glow, sun, stars, cloud, pillCloud, cloudBank } from '../sky.mjs';
import { vignette } from '../effects.mjs';
import { airplane } from '../vehicles.mjs';

export const SCENES = {};

SCENES['articles/packing-light'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#f6e6d0'],
          [1, '#efd6b8'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  let dots = '';
  for (let y = 30; y < H; y += 60)
    for (let x = 30 + ((y / 60) % 2) * 30; x < W; x += 60) dots += circle(x, y, 2.5, '#e2c39c');
  sc.add(group(dots, 'opacity=".6"'));
  const shadow = (inner) =>
    group(
      inner,
      `transform="translate(14 18)" fill="#6b4a2a" opacity=".16" filter="${sc.blur(10)}"`,
    );
  const item = (inner, tx, ty, rot) => {
    const t = `transform="translate(${F(tx)} ${F(ty)}) rotate(${rot})"`;
    const silhouette = inner
      .replace(/fill="[^"]*"/g, '')
      .replace(/stroke="[^"]*"/g, 'stroke="#6b4a2a"');
    return group(shadow(silhouette), t) + group(inner, t);
  };
  // monstera leaves peeking in the corner
  const monstera = (x, y, r, rot, c) => {
    let s = circle(0, 0, r, c);
    for (let k = 0; k < 5; k++) {
      const a = -1.1 + k * 0.55;
      s += pathEl(
        `M${F(Math.cos(a) * r * 0.45)},${F(Math.sin(a) * r * 0.45)}L${F(Math.cos(a - 0.08) * r * 1.05)},${F(Math.sin(a - 0.08) * r * 1.05)}L${F(Math.cos(a + 0.08) * r * 1.05)},${F(Math.sin(a + 0.08) * r * 1.05)}Z`,
        '#efd6b8',
      );
    }
    s += stroke(`M${F(-r * 0.9)},0L${F(r * 0.8)},0`, lighten(c, 0.3), 6);
    return group(s, `transform="translate(${F(x)} ${F(y)}) rotate(${rot})"`);
  };
  sc.add(monstera(60, 40, 170, 30, '#3f8a5a') + monstera(200, -40, 130, 70, '#2f7a4c'));
  // folded map with a dashed route
  let map = rect(-200, -130, 400, 260, '#fbf4e2', 'rx="6"');
  map += rect(-200, -130, 133, 260, '#f1e6cc') + rect(67, -130, 133, 260, '#f1e6cc');
  map += pathEl(
    'M-200,60C-120,20 -80,90 0,40S120,-40 200,-10L200,20C120,-10 60,80 0,70S-120,50 -200,90Z',
    '#bfe0e8',
  );
  map += pathEl(
    'M-150,-80Q-60,-120 0,-40T140,-60',
    'none',
    'stroke="#e4572e" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"',
  );
  map +=
    pathEl('M140,-60m-16,0a16,16 0 1 1 32,0c0,18 -16,36 -16,36s-16,-18 -16,-36z', '#e4572e') +
    circle(140, -60, 6, '#fbf4e2');
  sc.add(item(map, W * 0.52, H * 0.2, -8));
  // backpack
  let bp = rect(-170, -220, 340, 440, '#2f8f83', 'rx="70"');
  bp += rect(-150, -230, 300, 120, '#277a70', 'rx="60"');
  bp += rect(-120, -20, 240, 180, '#267065', 'rx="40"');
  bp += stroke('M-100,10H100', '#f2c14e', 6) + rect(-20, 2, 40, 16, '#f2c14e', 'rx="6"');
  bp += rect(-60, -270, 120, 50, 'none', 'rx="24" stroke="#1f5c54" stroke-width="16"');
  bp +=
    rect(-190, -120, 30, 220, '#1f5c54', 'rx="14"') +
    rect(160, -120, 30, 220, '#1f5c54', 'rx="14"');
  bp += stroke('M-130,-150H130', '#f2c14e', 5, 'stroke-dasharray="10 10"');
  sc.add(item(bp, W * 0.24, H * 0.56, -10));
  // straw hat
  let hat =
    circle(0, 0, 175, '#ecd092') +
    circle(0, 0, 160, 'none', 'stroke="#dcb56a" stroke-width="4" stroke-dasharray="8 10"');
  hat +=
    circle(0, 0, 98, '#dfb566') +
    circle(0, 0, 98, 'none', 'stroke="#e4572e" stroke-width="20"') +
    circle(-20, -20, 60, '#e7c57c');
  sc.add(item(hat, W * 0.82, H * 0.3, 0));
  // sunglasses
  let sg =
    rect(-130, -40, 110, 80, '#2b2d42', 'rx="34"') + rect(20, -40, 110, 80, '#2b2d42', 'rx="34"');
  sg +=
    stroke('M-20,-14Q0,-30 20,-14', '#2b2d42', 10) +
    rect(-110, -28, 40, 14, '#5c6b9a', 'rx="7" opacity=".8"') +
    rect(40, -28, 40, 14, '#5c6b9a', 'rx="7" opacity=".8"');
  sc.add(item(sg, W * 0.58, H * 0.6, 12));
  // passport + boarding pass
  let pp =
    rect(-85, -115, 170, 230, '#1d3557', 'rx="12"') +
    circle(0, -10, 40, 'none', 'stroke="#e9c46a" stroke-width="6"');
  pp += circle(0, -10, 14, '#e9c46a') + rect(-40, 60, 80, 8, '#e9c46a', 'rx="4"');
  let ticket =
    rect(-150, -55, 300, 110, '#ffffff', 'rx="12"') +
    rect(-150, -55, 300, 30, '#e76f51', 'rx="12"') +
    rect(-150, -35, 300, 10, '#e76f51');
  ticket +=
    stroke('M60,-20V50', '#c9c2b4', 3, 'stroke-dasharray="6 6"') +
    rect(-120, 0, 120, 10, '#d8d2c4', 'rx="5"') +
    rect(-120, 22, 80, 10, '#d8d2c4', 'rx="5"');
  ticket += pathEl('M90,8l24,-6 6,4 -18,8 4,14 -6,2 -8,-12 -14,4 -4,8 -4,-2 2,-12z', '#e76f51');
  sc.add(item(ticket, W * 0.6, H * 0.88, -6));
  sc.add(item(pp, W * 0.47, H * 0.64, 16));
  // camera
  let cam =
    rect(-130, -80, 260, 170, '#3d405b', 'rx="22"') + rect(-90, -108, 80, 40, '#3d405b', 'rx="10"');
  cam +=
    rect(-130, -30, 260, 24, '#2b2d42') +
    circle(20, 10, 62, '#2b2d42') +
    circle(20, 10, 46, '#5f6caf') +
    circle(20, 10, 28, '#1b1b2f') +
    circle(8, -2, 10, '#aab4ec');
  cam += rect(80, -66, 30, 18, '#f2c14e', 'rx="5"');
  sc.add(item(cam, W * 0.85, H * 0.72, 8));
  // water bottle
  let bt =
    rect(-38, -140, 76, 280, '#8ecae6', 'rx="34"') +
    rect(-28, -170, 56, 40, '#2b2d42', 'rx="10"') +
    rect(-38, -40, 76, 60, '#ffffff', 'opacity=".35"');
  sc.add(item(bt, W * 0.68, H * 0.38, 28));
  // folded t-shirts
  let tee =
    rect(-110, -70, 220, 140, '#f28482', 'rx="14"') +
    stroke('M-60,-70V70M60,-70V70', '#e06c6b', 4) +
    pathEl('M-30,-70a30,22 0 0 0 60,0z', '#e06c6b');
  let tee2 =
    rect(-110, -70, 220, 140, '#84a59d', 'rx="14"') +
    stroke('M-60,-70V70M60,-70V70', '#6f9088', 4) +
    pathEl('M-30,-70a30,22 0 0 0 60,0z', '#6f9088');
  sc.add(item(tee2, W * 0.1, H * 0.16, -4) + item(tee, W * 0.13, H * 0.1, 6));
  sc.add(vignette(sc, 0.12, '#6b4a2a'));
};

SCENES['offers/flight-1'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#1f3b78'],
        [0.45, '#8b5fa0'],
        [0.75, '#ef8a8a'],
        [1, '#ffc896'],
      ],
      H * 0.8,
    ),
  );
  sc.add(stars(sc, 40, H * 0.22));
  sc.add(
    sun(sc, W * 0.2, H * 0.6, 60, { core: '#fff0d0', glowColor: '#ffb07a', glowR: 6, glowOp: 0.7 }),
  );
  sc.add(cloudBank(sc, H * 0.6, { rMin: 40, rMax: 90, fill: '#f7b7b0', depth: 200 }));
  sc.add(cloudBank(sc, H * 0.7, { rMin: 60, rMax: 120, fill: '#fbcfc2', depth: 240 }));
  sc.add(cloudBank(sc, H * 0.82, { rMin: 70, rMax: 140, fill: '#ffe3d6', depth: 300 }));
  sc.add(rect(0, H * 0.92, W, H * 0.08, '#ffe3d6'));
  sc.add(
    stroke(
      `M${F(-20)},${F(H * 0.56)}Q${F(W * 0.3)},${F(H * 0.5)} ${F(W * 0.54)},${F(H * 0.38)}`,
      sc.lin(
        [
          [0, '#ffffff', 0],
          [1, '#ffffff', 0.8],
        ],
        0,
        0,
        1,
        0,
      ),
      8,
    ),
  );
  sc.add(airplane(sc, W * 0.66, H * 0.32, 1.35, -10));
  sc.add(pillCloud(sc, W * 0.86, H * 0.5, 300, 18, '#ffd7c8', 0.8));
  sc.add(vignette(sc, 0.2, '#1a1030'));
};

SCENES['offers/flight-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.6;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#243b6b'],
        [0.5, '#7a5c8e'],
        [0.8, '#f0906c'],
        [1, '#ffd29a'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.78, hz - 40, 50, {
      core: '#fff0cf',
      glowColor: '#ffb07a',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.3, H * 0.2, 380, 16, '#b07aa0', 0.5));
  sc.add(pillCloud(sc, W * 0.7, H * 0.3, 300, 14, '#f0a3a0', 0.5));
  sc.add(hillLayer(sc, { y: hz - 30, amp: 20, freq: 0.004, fill: '#6a5a86', bottom: hz + 2 }).el);
  // terminal with lit glass facade
  const tx = W * 0.12;
  const tw = W * 0.62;
  const ty = hz - 70;
  sc.add(
    pathEl(
      `M${F(tx - 20)},${F(ty)}Q${F(tx + tw / 2)},${F(ty - 60)} ${F(tx + tw + 20)},${F(ty)}Z`,
      '#dfe6ef',
    ),
  );
  sc.add(rect(tx, ty, tw, 80, '#2d3f63'));
  let glass = '';
  for (let x = tx + 10; x < tx + tw - 10; x += 28)
    glass += rect(x, ty + 12, 20, 56, sc.chance(0.7) ? '#ffd28a' : '#8fb3d9', 'opacity=".85"');
  sc.add(glass);
  // control tower
  const cx = W * 0.86;
  sc.add(
    pathEl(
      `M${F(cx - 18)},${F(hz + 10)}L${F(cx - 12)},${F(hz - 230)}H${F(cx + 12)}L${F(cx + 18)},${F(hz + 10)}Z`,
      '#c9d2e0',
    ),
  );
  sc.add(
    pathEl(
      `M${F(cx - 46)},${F(hz - 230)}L${F(cx - 36)},${F(hz - 280)}H${F(cx + 36)}L${F(cx + 46)},${F(hz - 230)}Z`,
      '#3c5a86',
    ) +
      rect(cx - 40, hz - 290, 80, 12, '#dfe6ef') +
      stroke(`M${F(cx)},${F(hz - 290)}v-30`, '#dfe6ef', 3) +
      circle(cx, hz - 322, 4, '#ff5a5a'),
  );
  // apron and runway in perspective
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#5b5f78'],
          [1, '#2e3046'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    poly(
      [
        [W * 0.44, hz],
        [W * 0.56, hz],
        [W * 1.2, H],
        [W * -0.2, H],
      ],
      '#25263a',
    ),
  );
  let dash = '';
  for (let k = 0; k < 8; k++) {
    const t0 = (k / 8) ** 1.6;
    const t1 = ((k + 0.5) / 8) ** 1.6;
    dash += poly(
      [
        [W * 0.5 - lerp(1, 10, t0), lerp(hz, H, t0)],
        [W * 0.5 + lerp(1, 10, t0), lerp(hz, H, t0)],
        [W * 0.5 + lerp(1, 10, t1), lerp(hz, H, t1)],
        [W * 0.5 - lerp(1, 10, t1), lerp(hz, H, t1)],
      ],
      '#f4f1e8',
    );
  }
  sc.add(dash);
  let lights = '';
  for (let k = 0; k < 14; k++) {
    const t = (k / 14) ** 1.5;
    const y = lerp(hz + 2, H, t);
    lights +=
      circle(lerp(W * 0.44, -W * 0.2, t), y, lerp(2, 9, t)) +
      circle(lerp(W * 0.56, W * 1.2, t), y, lerp(2, 9, t));
  }
  sc.add(group(lights, `fill="#ffd27a" filter="${sc.blur(4)}"`) + group(lights, 'fill="#fff3c9"'));
  // plane climbing out
  sc.add(airplane(sc, W * 0.5, H * 0.3, 1.05, -14));
  sc.add(glow(sc, W * 0.5 + 200, H * 0.3 - 45, 40, '#ffffff', 0.8));
  sc.add(vignette(sc, 0.25, '#120c24'));
};

SCENES['offers/flight-3'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#eef1f5'],
          [1, '#d5dbe3'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const win = (cx, cy, w, h, main) => {
    const r = w / 2;
    const shape = (k) =>
      `<rect x="${F(cx - (w * k) / 2)}" y="${F(cy - (h * k) / 2)}" width="${F(w * k)}" height="${F(h * k)}" rx="${F(r * k)}"/>`;
    let s = group(shape(1.18), `fill="#c9d1dc" filter="${sc.blur(6)}" opacity=".8"`);
    s += group(shape(1.14), 'fill="#f7f9fb"') + group(shape(1.0), 'fill="#b9c3cf"');
    const cid = sc.clip(shape(0.92));
    let view = rect(
      cx - w,
      cy - h,
      w * 2,
      h * 2,
      sc.lin(
        [
          [0, '#2f7fd8'],
          [0.6, '#8cc8f2'],
          [1, '#d7eefb'],
        ],
        0,
        cy - h / 2,
        0,
        cy + h / 2,
        true,
      ),
    );
    if (main) {
      view += sun(sc, cx + w * 0.22, cy - h * 0.28, 30, {
        core: '#ffffff',
        glowColor: '#fff6d0',
        glowR: 6,
        glowOp: 0.8,
      });
      view += cloudBank(sc, cy + h * 0.12, {
        rMin: 18,
        rMax: 40,
        x0: cx - w,
        x1: cx + w,
        depth: h,
      });
      view += rect(cx - w, cy + h * 0.3, w * 2, h, '#ffffff');
      view += cloud(sc, cx - w * 0.1, cy - h * 0.02, w * 0.6, { op: 0.95 });
      view += poly(
        [
          [cx - w * 0.7, cy + h * 0.5],
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.56, cy + h * 0.14],
          [cx - w * 0.2, cy + h * 0.62],
        ],
        '#c7ced8',
      );
      view += poly(
        [
          [cx - w * 0.7, cy + h * 0.5],
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.52, cy + h * 0.15],
          [cx - w * 0.62, cy + h * 0.55],
        ],
        '#e6ebf1',
      );
      view += poly(
        [
          [cx + w * 0.5, cy + h * 0.12],
          [cx + w * 0.54, cy + h * 0.02],
          [cx + w * 0.58, cy + h * 0.03],
          [cx + w * 0.56, cy + h * 0.14],
        ],
        '#1f6fd1',
      );
    } else {
      view += rect(cx - w, cy + h * 0.2, w * 2, h, '#ffffff', 'opacity=".9"');
    }
    s += group(view, `clip-path="${cid}"`);
    s += group(shape(0.92), 'fill="none" stroke="#9aa6b4" stroke-width="3"');
    // pulled-up shade
    const sid = sc.clip(shape(0.92));
    s += group(
      rect(cx - w, cy - h, w * 2, h * 0.12, '#f3f5f8') +
        rect(cx - w, cy - h / 2 + h * 0.07, w * 2, 8, '#d8dee6'),
      `clip-path="${sid}"`,
    );
    return s;
  };
  sc.add(win(W * 0.5, H * 0.5, 520, 720, true));
  sc.add(win(W * 0.05, H * 0.5, 520, 720, false));
  sc.add(win(W * 0.95, H * 0.5, 520, 720, false));
  sc.add(
    rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, '#ffffff', 0.2],
          [0.5, '#ffffff', 0],
          [1, '#30405a', 0.12],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
};
