/**
 * Hill-country scenes: tea gardens (Sylhet, Srimangal), Sajek valley, Nilgiri, Bandarban and
 * the rice terraces of Bali.
 */
import { F, lerp, lighten, darken } from '../color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, smoothD } from '../svg.mjs';
import { gauss, hillLayer, contourRows, grassTufts } from '../terrain.mjs';
import { skyRect, glow, sun, stars, cloud, pillCloud, cloudBank, mist, birds } from '../sky.mjs';
import { waveLines, reflect } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { pineForest, roundTree, palm } from '../plants.mjs';
import { figure, cottage } from '../buildings.mjs';

export const SCENES = {};

SCENES['packages/sylhet-tea'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#6fb8e0'],
        [0.6, '#bfe3f0'],
        [1, '#eef7e8'],
      ],
      H * 0.55,
    ),
  );
  sc.add(
    sun(sc, W * 0.82, H * 0.14, 40, {
      core: '#fffbe6',
      glowColor: '#fff2b0',
      glowR: 5,
      glowOp: 0.55,
    }),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 300));
  sc.add(cloud(sc, W * 0.58, H * 0.13, 220, { op: 0.9 }));
  sc.add(hillLayer(sc, { y: H * 0.38, amp: 40, freq: 0.004, fill: '#96b9cf' }).el);
  sc.add(hillLayer(sc, { y: H * 0.44, amp: 36, freq: 0.005, fill: '#7fa8a3' }).el);
  sc.add(mist(sc, H * 0.47, 60, '#eef7ee', 0.6));
  const layers = [
    {
      y: H * 0.52,
      amp: 46,
      freq: 0.0035,
      fill: '#8cc56a',
      fill2: '#6fae4f',
      row: '#5e9b44',
      gap: 13,
      w: 6,
    },
    {
      y: H * 0.64,
      amp: 60,
      freq: 0.003,
      fill: '#7fbd58',
      fill2: '#5e9e3e',
      row: '#4f8a35',
      gap: 19,
      w: 9,
    },
    {
      y: H * 0.8,
      amp: 70,
      freq: 0.0028,
      fill: '#76b64d',
      fill2: '#4f8f33',
      row: '#3f7a2a',
      gap: 28,
      w: 14,
    },
  ];
  layers.forEach((o, i) => {
    const l = hillLayer(sc, o);
    sc.add(l.el);
    sc.add(
      contourRows(sc, l, { gap: o.gap, width: o.w, color: o.row, count: 26, wobble: 3 + i * 2 }),
    );
    sc.add(
      contourRows(sc, l, {
        gap: o.gap,
        width: o.w * 0.35,
        color: '#b7e08a',
        count: 26,
        op: 0.45,
        wobble: 3 + i * 2,
      }),
    );
    // albizia shade trees: thin trunks with flat umbrella crowns
    const n = [9, 6, 3][i];
    const s = [0.45, 0.7, 1.1][i];
    let t = '';
    let c = '';
    let cl = '';
    for (let k = 0; k < n; k++) {
      const x = sc.r(0, W);
      const y = l.at(x) + sc.r(10, 60) * s;
      const h = sc.r(110, 160) * s;
      t += `M${F(x)},${F(y)}L${F(x + sc.r(-6, 6) * s)},${F(y - h)}`;
      t += `M${F(x)},${F(y - h * 0.6)}L${F(x - 26 * s)},${F(y - h * 0.95)}M${F(x)},${F(y - h * 0.7)}L${F(x + 30 * s)},${F(y - h * 0.98)}`;
      c += ellipse(x, y - h, 70 * s, 20 * s, '#2f6b3a');
      c += ellipse(x - 36 * s, y - h + 6 * s, 38 * s, 14 * s, '#2f6b3a');
      c += ellipse(x + 40 * s, y - h + 4 * s, 40 * s, 14 * s, '#2f6b3a');
      cl += ellipse(x - 8 * s, y - h - 6 * s, 50 * s, 11 * s, '#4f8f45');
    }
    sc.add(stroke(t, '#6d5a48', 4 * s) + c + cl);
    if (i === 1) sc.add(mist(sc, H * 0.66, 50, '#f2fae8', 0.25));
  });
  // red-earth footpath winding through the garden
  sc.add(
    pathEl(
      `M${F(W * 0.55)},${F(H * 0.74)}C${F(W * 0.62)},${F(H * 0.8)} ${F(W * 0.44)},${F(H * 0.86)} ${F(W * 0.52)},${F(H + 10)}L${F(W * 0.68)},${F(H + 10)}C${F(W * 0.56)},${F(H * 0.88)} ${F(W * 0.68)},${F(H * 0.8)} ${F(W * 0.565)},${F(H * 0.74)}Z`,
      '#c97b4f',
    ),
  );
  // tea pickers with baskets
  const picker = (x, y, s, sari) => {
    let p = figure(x, y, s, { skin: '#8a5a3c', cloth: sari, hair: '#1d1714' });
    p += pathEl(
      `M${F(x + 4 * s)},${F(y - 28 * s)}l${F(14 * s)},${F(-4 * s)}l${F(4 * s)},${F(20 * s)}l${F(-14 * s)},${F(4 * s)}z`,
      '#b7833f',
    );
    return p;
  };
  sc.add(picker(W * 0.3, H * 0.84, 2.4, '#e94f64'));
  sc.add(picker(W * 0.36, H * 0.8, 2.1, '#f2a93b'));
  sc.add(picker(W * 0.8, H * 0.78, 1.9, '#7b4fc9'));
  sc.add(vignette(sc, 0.18, '#1f3320'));
};

SCENES['packages/sajek-valley'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3f8fd2'],
        [0.55, '#9ed0ee'],
        [1, '#e6f4fb'],
      ],
      H * 0.6,
    ),
  );
  sc.add(
    sun(sc, W * 0.18, H * 0.14, 38, {
      core: '#fffdf0',
      glowColor: '#fff6c8',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(cloud(sc, W * 0.45, H * 0.16, 260));
  sc.add(cloud(sc, W * 0.78, H * 0.1, 200, { op: 0.9 }));
  sc.add(hillLayer(sc, { y: H * 0.36, amp: 50, freq: 0.004, fill: '#7fa6c9' }).el);
  sc.add(cloudBank(sc, H * 0.43, { rMin: 30, rMax: 70, depth: 140 }));
  sc.add(
    hillLayer(sc, { y: H * 0.47, amp: 60, freq: 0.0035, fill: '#5f8f8a', fill2: '#4f7f78' }).el,
  );
  sc.add(cloudBank(sc, H * 0.56, { rMin: 40, rMax: 90, depth: 160 }));
  sc.add(hillLayer(sc, { y: H * 0.6, amp: 60, freq: 0.003, fill: '#3f7a58', fill2: '#2f6245' }).el);
  sc.add(cloudBank(sc, H * 0.7, { rMin: 50, rMax: 110, depth: 200, op: 0.9 }));
  // Ruilui para ridge with colourful cottages (foreground right)
  const ridge = hillLayer(sc, {
    y: H * 0.72,
    amp: 20,
    freq: 0.003,
    fill: '#2f6a3a',
    fill2: '#1f4a2a',
    shape: (x) => -220 * gauss(x, W * 0.8, W * 0.35) + 180 * gauss(x, W * 0.1, W * 0.25),
  });
  sc.add(ridge.el);
  const colours = [
    ['#f4e1c1', '#d9483b'],
    ['#e9f0f7', '#2f6fbf'],
    ['#fbe6b0', '#2f9a6b'],
    ['#f7d9d4', '#7a4fb5'],
    ['#f3e2c7', '#e8892b'],
    ['#ffffff', '#c0392b'],
  ];
  let hx = W * 0.5;
  let i = 0;
  while (hx < W + 40) {
    const w = sc.r(70, 110);
    const y = ridge.at(hx + w / 2) + 24;
    const [wall, roof] = colours[i++ % colours.length];
    sc.add(stroke(`M${F(hx + 8)},${F(y)}v40M${F(hx + w - 8)},${F(y)}v40`, '#4a3526', 5));
    sc.add(cottage(sc, hx, y, w, w * 0.55, { wall, roof, win: '#35506b' }));
    hx += w + sc.r(20, 60);
  }
  sc.add(
    pineForest(sc, ridge.pts, {
      color: '#1f4d2c',
      minH: 40,
      maxH: 80,
      x0: 0,
      x1: W * 0.45,
      sink: 12,
      density: 0.7,
    }),
  );
  sc.add(grassTufts(sc, 40, [W * 0.4, H * 0.82, W * 0.6, H * 0.16], '#4e8c4a', 18, 0.8));
  sc.add(birds(sc, 4, W * 0.32, H * 0.28, 80, '#34506a', 10));
  sc.add(vignette(sc, 0.18, '#12243a'));
};

SCENES['packages/bali'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#5fb3dd'],
        [0.6, '#bfe2ef'],
        [1, '#fde7b8'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.16, H * 0.18, 42, {
      core: '#fffbea',
      glowColor: '#fff0b5',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  // Mount Agung
  const vx = W * 0.64;
  const vD = `M${F(vx - 720)},${F(H * 0.56)}C${F(vx - 400)},${F(H * 0.48)} ${F(vx - 140)},${F(H * 0.3)} ${F(vx - 50)},${F(H * 0.15)}L${F(vx + 46)},${F(H * 0.15)}C${F(vx + 150)},${F(H * 0.3)} ${F(vx + 420)},${F(H * 0.48)} ${F(vx + 760)},${F(H * 0.56)}Z`;
  sc.add(
    pathEl(
      vD,
      sc.lin(
        [
          [0, '#7b86a8'],
          [1, '#a9b8c9'],
        ],
        0,
        H * 0.15,
        0,
        H * 0.56,
        true,
      ),
    ),
  );
  sc.add(
    pathEl(
      `M${F(vx - 2)},${F(H * 0.15)}L${F(vx + 46)},${F(H * 0.15)}C${F(vx + 150)},${F(H * 0.3)} ${F(vx + 420)},${F(H * 0.48)} ${F(vx + 760)},${F(H * 0.56)}L${F(vx + 120)},${F(H * 0.56)}C${F(vx + 60)},${F(H * 0.4)} ${F(vx + 20)},${F(H * 0.25)} ${F(vx - 2)},${F(H * 0.15)}Z`,
      '#6c7798',
      'opacity=".6"',
    ),
  );
  sc.add(pillCloud(sc, vx + 40, H * 0.2, 260, 18, '#ffffff', 0.85));
  sc.add(cloud(sc, W * 0.3, H * 0.24, 240, { op: 0.95 }));
  sc.add(mist(sc, H * 0.52, 70, '#f4f0dc', 0.7));
  const jungle = hillLayer(sc, { y: H * 0.55, amp: 26, freq: 0.006, fill: '#4f8f5a' });
  sc.add(jungle.el);
  let tiny = '';
  for (let x = 10; x < W; x += sc.r(50, 120))
    tiny += palm(sc, x, jungle.at(x) + 10, sc.r(60, 100), sc.r(-10, 10), {
      silhouette: true,
      trunk: '#3f7a4a',
      leaf: '#3f7a4a',
      leafBack: '#3f7a4a',
      fronds: 7,
    });
  sc.add(tiny);
  // split gate (candi bentar)
  const gx = W * 0.36;
  const gy = jungle.at(gx) + 30;
  const half = (dir) => {
    let g = '';
    const base = gx + dir * 30;
    for (let k = 0; k < 6; k++) {
      const w = 70 - k * 10;
      const h = 28 - k * 1.5;
      const yy = gy - k * 26;
      const x0 = dir > 0 ? base : base - w;
      g += rect(x0, yy - h, w, h, k % 2 ? '#7a5548' : '#8f6656');
    }
    return g;
  };
  sc.add(half(-1) + half(1));
  // rice terraces: contour bands stacked towards the viewer
  const bowl = (x) => -70 * Math.cos(((x - W * 0.5) / W) * Math.PI * 1.2);
  const greens = ['#a6d36a', '#8cc456', '#b6dd7b', '#7db84a', '#9ccd60'];
  for (let k = 0; k < 14; k++) {
    const t = k / 13;
    const y = lerp(H * 0.6, H * 1.02, t ** 1.15);
    const l = hillLayer(sc, {
      y,
      amp: lerp(6, 18, t),
      freq: 0.003,
      oct: 3,
      shape: (x) => bowl(x) * lerp(0.4, 1.1, t),
    });
    const water = sc.chance(0.22);
    const fill = water
      ? sc.lin([
          [0, '#d6eef2'],
          [1, '#8fc3a8'],
        ])
      : greens[k % greens.length];
    sc.add(pathEl(l.d, fill));
    sc.add(stroke(smoothD(l.pts), '#e8f5c6', lerp(1.5, 5, t), 'opacity=".8"'));
    sc.add(
      stroke(
        smoothD(l.pts.map(([x, yy]) => [x, yy + lerp(3, 9, t)])),
        '#5f9a3a',
        lerp(1.5, 6, t),
        'opacity=".45"',
      ),
    );
    if (!water && t > 0.3) {
      let shoots = '';
      for (let x = sc.r(0, 20); x < W; x += lerp(18, 30, t)) {
        const yy = l.at(x) + lerp(10, 30, t);
        shoots += `M${F(x)},${F(yy)}l${F(-2)},${F(-lerp(4, 10, t))}M${F(x)},${F(yy)}l${F(3)},${F(-lerp(4, 10, t))}`;
      }
      sc.add(stroke(shoots, '#6aa63c', lerp(1, 2.5, t), 'opacity=".6"'));
    }
  }
  sc.add(palm(sc, W * 0.07, H * 1.02, 520, 60, { leaf: '#2d8048', trunk: '#7d5a3a' }));
  sc.add(palm(sc, W * 0.88, H * 1.04, 460, -50, { leaf: '#32884d', trunk: '#7d5a3a' }));
  sc.add(palm(sc, W * 0.96, H * 1.04, 340, 30, { leaf: '#2a7a44', trunk: '#6d4d30' }));
  sc.add(vignette(sc, 0.18, '#1b2a14'));
};

SCENES['spots/nilgiri'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2a3a78'],
        [0.4, '#8a6aa8'],
        [0.75, '#f29a86'],
        [1, '#ffd7a2'],
      ],
      H * 0.55,
    ),
  );
  sc.add(stars(sc, 40, H * 0.2, '#ffffff'));
  sc.add(
    sun(sc, W * 0.38, H * 0.5, 54, {
      core: '#fff1d0',
      glowColor: '#ffb98a',
      glowR: 6,
      glowOp: 0.7,
    }),
  );
  sc.add(pillCloud(sc, W * 0.65, H * 0.22, 380, 14, '#f7a99e', 0.5));
  sc.add(pillCloud(sc, W * 0.2, H * 0.3, 260, 12, '#f5b6a4', 0.45));
  sc.add(
    hillLayer(sc, {
      y: H * 0.5,
      amp: 36,
      freq: 0.004,
      fill: '#8f6d9e',
      shape: (x) => -40 * gauss(x, W * 0.75, W * 0.1),
    }).el,
  );
  sc.add(cloudBank(sc, H * 0.53, { rMin: 30, rMax: 60, fill: '#ffe1d8', depth: 120 }));
  sc.add(
    hillLayer(sc, {
      y: H * 0.58,
      amp: 50,
      freq: 0.003,
      fill: '#6a5590',
      shape: (x) => -70 * gauss(x, W * 0.15, W * 0.1),
    }).el,
  );
  sc.add(cloudBank(sc, H * 0.64, { rMin: 40, rMax: 90, fill: '#f7d3d6', depth: 160 }));
  sc.add(hillLayer(sc, { y: H * 0.7, amp: 40, freq: 0.0035, fill: '#4b3f78' }).el);
  sc.add(cloudBank(sc, H * 0.78, { rMin: 50, rMax: 100, fill: '#efcbd6', depth: 200, op: 0.85 }));
  // foreground hilltop with viewpoint hut, railing and watchers
  const fg = hillLayer(sc, {
    y: H * 0.86,
    amp: 16,
    freq: 0.003,
    fill: '#2a2450',
    shape: (x) => -150 * gauss(x, W * 0.18, W * 0.3),
  });
  sc.add(fg.el);
  const hx = W * 0.12;
  const hy = fg.at(hx) + 6;
  sc.add(stroke(`M${F(hx - 60)},${F(hy)}v-110M${F(hx + 60)},${F(hy)}v-110`, '#2a2450', 10));
  sc.add(
    poly(
      [
        [hx - 100, hy - 100],
        [hx, hy - 180],
        [hx + 100, hy - 100],
      ],
      '#2a2450',
    ),
  );
  sc.add(
    poly(
      [
        [hx - 100, hy - 100],
        [hx, hy - 180],
        [hx, hy - 100],
      ],
      '#3a3066',
    ),
  );
  let rail = `M${F(hx + 80)},${F(fg.at(hx + 80) - 40)}`;
  let posts = '';
  for (let x = hx + 80; x < W * 0.55; x += 50) {
    rail += `L${F(x)},${F(fg.at(x) - 40)}`;
    posts += `M${F(x)},${F(fg.at(x) + 4)}v-44`;
  }
  sc.add(stroke(rail + posts, '#2a2450', 6));
  sc.add(
    figure(W * 0.36, fg.at(W * 0.36) + 4, 3, {
      skin: '#2a2450',
      cloth: '#2a2450',
      hair: '#2a2450',
    }),
  );
  sc.add(
    figure(W * 0.39, fg.at(W * 0.39) + 4, 2.6, {
      skin: '#2a2450',
      cloth: '#2a2450',
      hair: '#2a2450',
    }),
  );
  sc.add(
    pineForest(sc, fg.pts, {
      color: '#221d44',
      minH: 50,
      maxH: 110,
      x0: W * 0.62,
      density: 0.5,
      sink: 20,
    }),
  );
  sc.add(birds(sc, 5, W * 0.6, H * 0.34, 100, '#3a2f5a', 11));
  sc.add(vignette(sc, 0.25, '#120c2a'));
};

SCENES['destinations/bandarban'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#6cb5e0'],
        [0.6, '#cbe6ef'],
        [1, '#fff0cb'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.84, H * 0.16, 46, {
      core: '#fffbe9',
      glowColor: '#fff0b0',
      glowR: 6,
      glowOp: 0.65,
    }),
  );
  sc.add(cloud(sc, W * 0.3, H * 0.14, 240));
  const cols = ['#9cb8cf', '#7fa3ae', '#5f8e7f', '#467a5a', '#336648'];
  const layers = [];
  cols.forEach((c, i) => {
    const l = hillLayer(sc, {
      y: H * (0.36 + i * 0.1),
      amp: 70 - i * 6,
      freq: 0.004 + i * 0.0006,
      oct: 3,
      fill: c,
      fill2: darken(c, 0.12),
      shape: i === 2 ? (x) => -150 * gauss(x, W * 0.66, W * 0.2) : undefined,
    });
    layers.push(l);
    sc.add(l.el);
    if (i === 2) {
      // golden stupa on the hilltop
      const x = W * 0.66;
      const y = l.at(x) + 16;
      const gold = '#e0a632';
      const shade = '#b67a1d';
      // the hilltop terrace the temple stands on (so it does not float over the slopes)
      const mound = (mx, my, w) =>
        pathEl(
          `M${F(mx - w * 2.4)},${F(my + w * 1.3)}C${F(mx - w * 1.6)},${F(my + w * 0.1)} ${F(mx - w)},${F(my)} ${F(mx)},${F(my)}C${F(mx + w)},${F(my)} ${F(mx + w * 1.6)},${F(my + w * 0.1)} ${F(mx + w * 2.4)},${F(my + w * 1.3)}Z`,
          c,
        );
      let st =
        mound(x, y - 2, 120) +
        rect(x - 110, y - 24, 220, 26, '#f1e4c8') +
        rect(x - 86, y - 48, 172, 26, gold) +
        rect(x - 64, y - 68, 128, 22, shade);
      st += pathEl(
        `M${F(x - 60)},${F(y - 68)}C${F(x - 60)},${F(y - 150)} ${F(x - 22)},${F(y - 170)} ${F(x)},${F(y - 200)}C${F(x + 22)},${F(y - 170)} ${F(x + 60)},${F(y - 150)} ${F(x + 60)},${F(y - 68)}Z`,
        gold,
      );
      st += pathEl(
        `M${F(x + 10)},${F(y - 68)}C${F(x + 34)},${F(y - 120)} ${F(x + 18)},${F(y - 170)} ${F(x)},${F(y - 200)}C${F(x + 22)},${F(y - 170)} ${F(x + 60)},${F(y - 150)} ${F(x + 60)},${F(y - 68)}Z`,
        shade,
        'opacity=".7"',
      );
      st += pathEl(
        `M${F(x - 40)},${F(y - 80)}C${F(x - 40)},${F(y - 130)} ${F(x - 20)},${F(y - 150)} ${F(x - 10)},${F(y - 160)}`,
        'none',
        'stroke="#ffe08a" stroke-width="6" stroke-linecap="round" opacity=".8"',
      );
      let rings = '';
      for (let k = 0; k < 6; k++)
        rings += ellipse(x, y - 205 - k * 12, 16 - k * 2, 5, k % 2 ? gold : shade);
      st +=
        rings +
        stroke(`M${F(x)},${F(y - 270)}v-36`, shade, 4) +
        poly(
          [
            [x - 18, y - 292],
            [x, y - 306],
            [x + 18, y - 292],
          ],
          gold,
        );
      for (const dx of [-170, 170]) {
        const sx = x + dx;
        const sy = l.at(sx) + 12;
        st +=
          mound(sx, sy, 40) +
          rect(sx - 34, sy - 14, 68, 16, '#f1e4c8') +
          pathEl(
            `M${F(sx - 26)},${F(sy - 14)}C${F(sx - 26)},${F(sy - 60)} ${F(sx)},${F(sy - 80)} ${F(sx)},${F(sy - 96)}C${F(sx)},${F(sy - 80)} ${F(sx + 26)},${F(sy - 60)} ${F(sx + 26)},${F(sy - 14)}Z`,
            gold,
          );
      }
      sc.add(glow(sc, x, y - 120, 260, '#fff1b0', 0.35) + st);
      sc.add(
        stroke(
          `M${F(x)},${F(y + 2)}C${F(x - 40)},${F(y + 60)} ${F(x + 50)},${F(y + 90)} ${F(x - 10)},${F(y + 150)}`,
          '#f1e4c8',
          10,
          'opacity=".8"',
        ),
      );
    }
    if (i < cols.length - 1) sc.add(mist(sc, H * (0.4 + i * 0.1), 70, '#f3f7ee', 0.55 - i * 0.08));
  });
  sc.add(
    pineForest(sc, layers[4].pts, { color: '#285a3b', minH: 40, maxH: 90, density: 0.5, sink: 14 }),
  );
  // banana leaves in the corner
  const leaf = (x, y, len, ang, c) => {
    const a = (ang * Math.PI) / 180;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    let s = pathEl(
      `M${F(x)},${F(y)}Q${F((x + ex) / 2 + nx)},${F((y + ey) / 2 + ny)} ${F(ex)},${F(ey)}Q${F((x + ex) / 2 - nx)},${F((y + ey) / 2 - ny)} ${F(x)},${F(y)}Z`,
      c,
    );
    s += stroke(`M${F(x)},${F(y)}L${F(ex)},${F(ey)}`, lighten(c, 0.25), 3);
    let ribs = '';
    for (let k = 1; k < 8; k++) {
      const t = k / 8;
      const px = lerp(x, ex, t);
      const py = lerp(y, ey, t);
      ribs += `M${F(px)},${F(py)}l${F(nx * 0.8 * Math.sin(Math.PI * t))},${F(ny * 0.8 * Math.sin(Math.PI * t))}`;
    }
    return s + stroke(ribs, darken(c, 0.15), 2);
  };
  sc.add(stroke(`M${F(W * 0.04)},${F(H + 10)}L${F(W * 0.05)},${F(H * 0.7)}`, '#3d6a35', 22));
  sc.add(
    leaf(W * 0.05, H * 0.72, 330, -40, '#3f8a3a') +
      leaf(W * 0.05, H * 0.72, 300, -100, '#357a32') +
      leaf(W * 0.05, H * 0.74, 280, 20, '#4a9a44') +
      leaf(W * 0.05, H * 0.72, 240, -150, '#2f6f2c'),
  );
  sc.add(birds(sc, 5, W * 0.45, H * 0.24, 90, '#36506a', 11));
  sc.add(vignette(sc, 0.18, '#13261a'));
};

SCENES['destinations/srimangal'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#9fd0e6'],
        [0.7, '#dcefe8'],
        [1, '#f4f7e3'],
      ],
      H * 0.5,
    ),
  );
  sc.add(
    sun(sc, W * 0.25, H * 0.14, 40, {
      core: '#fffdf2',
      glowColor: '#fff4c0',
      glowR: 6,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.62, H * 0.14, 320, 16, '#ffffff', 0.8));
  sc.add(hillLayer(sc, { y: H * 0.36, amp: 30, freq: 0.004, fill: '#a3c4cc' }).el);
  const lakeY = H * 0.6;
  const hills = [];
  const h1 = hillLayer(sc, {
    y: H * 0.44,
    amp: 40,
    freq: 0.004,
    fill: '#86bd63',
    bottom: lakeY + 2,
  });
  const h2 = hillLayer(sc, {
    y: H * 0.52,
    amp: 36,
    freq: 0.005,
    fill: '#6fae4f',
    bottom: lakeY + 2,
    shape: (x) => -40 * gauss(x, W * 0.8, W * 0.15),
  });
  hills.push(h1.el + contourRows(sc, h1, { gap: 10, width: 5, color: '#5a9a42', count: 20 }));
  hills.push(mist(sc, H * 0.5, 40, '#eff7e6', 0.5));
  hills.push(h2.el + contourRows(sc, h2, { gap: 12, width: 6, color: '#4f8a36', count: 14 }));
  let trees = '';
  for (let i = 0; i < 7; i++) {
    const x = sc.r(0, W);
    trees += roundTree(sc, x, h2.at(x) + 14, sc.r(22, 34), { color: '#3f7f3a' });
  }
  hills.push(trees);
  const hs = hills.join('');
  sc.add(hs);
  sc.add(
    rect(
      0,
      lakeY,
      W,
      H - lakeY,
      sc.lin(
        [
          [0, '#9fcbb8'],
          [0.5, '#5f9c8f'],
          [1, '#3b6f68'],
        ],
        0,
        lakeY,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, hs, lakeY, 0.4));
  sc.add(mist(sc, lakeY + 10, 50, '#f2f8ec', 0.6));
  sc.add(waveLines(sc, { y0: lakeY + 6, y1: H, n: 70, color: '#eaf7ee', op: 0.35, maxLen: 90 }));
  // lily pads and water lilies
  const pad = (x, y, r, c) => {
    const a = sc.r(0, Math.PI * 2);
    const gap = 0.35;
    return pathEl(
      `M${F(x)},${F(y)}L${F(x + Math.cos(a) * r)},${F(y + Math.sin(a) * r * 0.4)}A${F(r)},${F(r * 0.4)} 0 1 1 ${F(x + Math.cos(a + gap) * r)},${F(y + Math.sin(a + gap) * r * 0.4)}Z`,
      c,
    );
  };
  const flower = (x, y, s, c) => {
    let f = '';
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + (k - 3) * 0.38;
      f += ellipse(
        x + Math.cos(a) * 14 * s,
        y + Math.sin(a) * 10 * s,
        6 * s,
        14 * s,
        k % 2 ? c : lighten(c, 0.25),
        `transform="rotate(${F((a * 180) / Math.PI + 90)} ${F(x + Math.cos(a) * 14 * s)} ${F(y + Math.sin(a) * 10 * s)})"`,
      );
    }
    return f + circle(x, y - 4 * s, 5 * s, '#ffd35a');
  };
  let lilies = '';
  for (let i = 0; i < 34; i++) {
    const t = sc.rng() ** 0.7;
    const y = lerp(lakeY + 40, H + 10, t);
    const r = lerp(14, 70, t);
    const x = sc.r(-20, W + 20);
    if (Math.abs(x - W * 0.5) < W * 0.18 && t < 0.7) continue;
    lilies +=
      pad(x + 3, y + 3, r, '#2f5f3a') + pad(x, y, r, sc.pick(['#4f9a4a', '#5fae55', '#6ab85c']));
    if (sc.chance(0.35))
      lilies += flower(
        x + sc.r(-r * 0.3, r * 0.3),
        y - r * 0.1,
        lerp(0.5, 1.6, t),
        sc.pick(['#c77dd8', '#e87ab0', '#b86ad0']),
      );
  }
  sc.add(lilies);
  sc.add(birds(sc, 4, W * 0.55, H * 0.26, 80, '#3a5a5a', 10));
  sc.add(vignette(sc, 0.18, '#10281f'));
};
