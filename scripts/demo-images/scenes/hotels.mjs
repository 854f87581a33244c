/**
 * Hotel offer scenes: a tower hotel with pool at sunset, an infinity pool by the sea and a
 * mountain lodge at night.
 */
import { F, smoothstep } from '../color.mjs';
import { rect, circle, poly, pathEl, stroke, group } from '../svg.mjs';
import { gauss, hillLayer, alpinePeak } from '../terrain.mjs';
import { skyRect, glow, sun, moon, stars, cloud, pillCloud } from '../sky.mjs';
import { waveLines, reflectionColumn } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { pineD, pineLitD, pineForest, palm } from '../plants.mjs';

export const SCENES = {};

SCENES['offers/hotel-1'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.6;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#28306b'],
        [0.5, '#a85f8a'],
        [0.85, '#f59c72'],
        [1, '#ffcb94'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.2, hz - 30, 50, { core: '#ffeccb', glowColor: '#ffa77a', glowR: 5, glowOp: 0.6 }),
  );
  sc.add(pillCloud(sc, W * 0.5, H * 0.2, 400, 16, '#c77aa0', 0.45));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f2a086'],
          [0.4, '#8f6a9a'],
          [1, '#38406f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.2, hz, H * 0.8, 60, 200, '#ffd0a0', 0.7));
  // hotel tower
  const tx = W * 0.52;
  const tw = 360;
  const top = H * 0.08;
  const towerD = `M${F(tx)},${F(H * 0.78)}V${F(top + 60)}Q${F(tx + tw * 0.5)},${F(top - 40)} ${F(tx + tw)},${F(top)}V${F(H * 0.78)}Z`;
  sc.add(
    pathEl(
      towerD,
      sc.lin(
        [
          [0, '#e9e3f0'],
          [1, '#b7b2cc'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const cid = sc.clip(pathEl(towerD, '#000'));
  let floors = '';
  let lit = '';
  for (let y = top + 40; y < H * 0.76; y += 28) {
    floors += rect(tx, y + 18, tw, 5, '#8f89ab');
    for (let x = tx + 10; x < tx + tw - 10; x += 30)
      if (sc.chance(0.45)) lit += rect(x, y, 22, 16, sc.pick(['#ffd28a', '#ffc070', '#ffe3a8']));
  }
  sc.add(
    group(
      rect(tx, top - 40, tw, H, '#3a3f66', 'opacity=".55"') + lit + floors,
      `clip-path="${cid}"`,
    ),
  );
  sc.add(rect(tx + tw - 60, top, 60, H * 0.78 - top, '#2c2f55', 'opacity=".35"'));
  // second lower wing
  sc.add(
    rect(tx - 260, H * 0.5, 280, H * 0.28, '#d7d0e4') + rect(tx - 260, H * 0.5, 280, 16, '#f0ebf6'),
  );
  let wl = '';
  for (let y = H * 0.54; y < H * 0.76; y += 28)
    for (let x = tx - 246; x < tx; x += 30)
      wl += rect(x, y, 22, 16, sc.chance(0.5) ? '#ffd28a' : '#5b5a84');
  sc.add(wl);
  // pool deck
  sc.add(rect(0, H * 0.78, W, H * 0.22, '#e6d8c8'));
  sc.add(
    pathEl(
      `M${F(W * 0.18)},${F(H * 0.84)}H${F(W * 0.86)}L${F(W * 0.9)},${F(H * 0.96)}H${F(W * 0.14)}Z`,
      sc.lin([
        [0, '#58d4e0'],
        [1, '#1f9fc0'],
      ]),
    ),
  );
  sc.add(
    waveLines(sc, {
      y0: H * 0.85,
      y1: H * 0.95,
      x0: W * 0.2,
      x1: W * 0.85,
      n: 40,
      color: '#ffffff',
      op: 0.5,
      maxLen: 40,
    }),
  );
  for (const x of [W * 0.22, W * 0.36, W * 0.62, W * 0.76])
    sc.add(pathEl(`M${F(x)},${F(H * 0.82)}h90l14,-22h12l-12,26h-104z`, '#ffffff'));
  const ps = { leaf: '#2b3a5e', leafBack: '#22304f', trunk: '#2b3a5e', silhouette: true };
  sc.add(
    palm(sc, W * 0.06, H * 0.86, 520, 60, ps) +
      palm(sc, W * 0.95, H * 0.86, 480, -50, ps) +
      palm(sc, W * 0.4, H * 0.82, 300, 20, ps),
  );
  sc.add(vignette(sc, 0.22, '#140f2a'));
};

SCENES['offers/hotel-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.42;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3a9ee6'],
        [0.7, '#a9dcf6'],
        [1, '#e4f5fc'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.62, H * 0.14, 260));
  sc.add(cloud(sc, W * 0.9, H * 0.24, 180, { op: 0.9 }));
  sc.add(
    hillLayer(sc, {
      y: hz - 16,
      amp: 14,
      freq: 0.006,
      fill: '#6d9fb4',
      bottom: hz + 2,
      shape: (x) => 120 * (1 - smoothstep(W * 0.55, W * 0.7, x)) - 50 * gauss(x, W * 0.8, W * 0.08),
    }).el,
  );
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#2a8ac4'],
          [1, '#1b6fa4'],
        ],
        0,
        hz,
        0,
        H * 0.6,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H * 0.6, n: 60, color: '#e0f4ff', op: 0.4, maxLen: 40 }));
  // infinity pool meeting the sea
  const py = H * 0.6;
  sc.add(
    rect(
      0,
      py,
      W,
      H * 0.22,
      sc.lin(
        [
          [0, '#3fd0e0'],
          [1, '#15a6c6'],
        ],
        0,
        py,
        0,
        py + H * 0.22,
        true,
      ),
    ),
  );
  sc.add(rect(0, py - 3, W, 6, '#e9fbff', 'opacity=".8"'));
  let caus = '';
  for (let i = 0; i < 60; i++) {
    const x = sc.r(0, W);
    const y = sc.r(py + 10, py + H * 0.2);
    caus += `M${F(x)},${F(y)}q12,-6 24,0t24,0`;
  }
  sc.add(stroke(caus, '#ffffff', 2.5, 'opacity=".4"'));
  // deck with loungers and umbrellas
  sc.add(rect(0, py + H * 0.22, W, H, '#f0e2cc') + rect(0, py + H * 0.22, W, 10, '#d9c6a8'));
  let planks = '';
  for (let x = 0; x < W; x += 80)
    planks += `M${F(x)},${F(py + H * 0.23)}l${F((x - W / 2) * 0.2)},${F(H)}`;
  sc.add(stroke(planks, '#e0cdb0', 3));
  const lounger = (x, y, s) =>
    pathEl(
      `M${F(x)},${F(y)}h${F(160 * s)}l${F(40 * s)},${F(-50 * s)}h${F(16 * s)}l${F(-36 * s)},${F(60 * s)}h${F(-180 * s)}z`,
      '#ffffff',
    ) +
    stroke(
      `M${F(x + 10 * s)},${F(y + 10 * s)}v${F(24 * s)}M${F(x + 150 * s)},${F(y + 10 * s)}v${F(24 * s)}`,
      '#b59a76',
      4 * s,
    ) +
    rect(x + 20 * s, y - 8 * s, 120 * s, 8 * s, '#f28482', `rx="${F(4 * s)}"`);
  const umb = (x, y, s, c) =>
    stroke(`M${F(x)},${F(y)}v${F(-200 * s)}`, '#8a6a4a', 5 * s) +
    pathEl(
      `M${F(x - 120 * s)},${F(y - 170 * s)}Q${F(x)},${F(y - 250 * s)} ${F(x + 120 * s)},${F(y - 170 * s)}Z`,
      c,
    ) +
    pathEl(
      `M${F(x - 40 * s)},${F(y - 170 * s)}Q${F(x)},${F(y - 248 * s)} ${F(x + 40 * s)},${F(y - 170 * s)}Z`,
      '#ffffff',
      'opacity=".7"',
    );
  sc.add(lounger(W * 0.3, H * 0.93, 1.2) + lounger(W * 0.52, H * 0.93, 1.2));
  sc.add(umb(W * 0.46, H * 0.96, 1.2, '#f2a93b'));
  // villa on the left
  sc.add(
    rect(-20, H * 0.26, W * 0.2, H * 0.36, '#f7f2ea') +
      rect(W * 0.12, H * 0.26, W * 0.06, H * 0.36, '#e3dccf'),
  );
  sc.add(
    poly(
      [
        [-40, H * 0.27],
        [W * 0.09, H * 0.14],
        [W * 0.22, H * 0.27],
      ],
      '#b27a3f',
    ),
  );
  sc.add(
    rect(W * 0.02, H * 0.36, W * 0.08, H * 0.2, '#2f5a6e') +
      rect(W * 0.02, H * 0.36, W * 0.08, 6, '#1f3f4e'),
  );
  // framing palms
  sc.add(palm(sc, W * 0.22, H * 0.62, 520, -40, { leaf: '#2f9150', trunk: '#8a6742' }));
  sc.add(
    palm(sc, W * 0.96, H * 0.98, 620, -120, { leaf: '#2a8447', trunk: '#7a5a38', curve: 0.4 }),
  );
  sc.add(vignette(sc, 0.15, '#06324a'));
};

SCENES['offers/hotel-3'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#0b1533'],
        [0.6, '#21345f'],
        [1, '#3f5683'],
      ],
      H * 0.7,
    ),
  );
  sc.add(stars(sc, 140, H * 0.5));
  sc.add(moon(sc, W * 0.82, H * 0.14, 34, '#fdf6e3', '#14203f'));
  let m = '';
  for (const [x, top, wl, wr] of [
    [W * 0.2, H * 0.2, 320, 300],
    [W * 0.5, H * 0.14, 360, 340],
    [W * 0.82, H * 0.24, 300, 320],
  ])
    m += alpinePeak(sc, {
      x,
      top,
      base: H * 0.62,
      wl,
      wr,
      rock: '#34466f',
      shadow: '#263556',
      snow: '#dfe8f6',
      snowShade: '#9fb0cf',
      snowLine: 0.45,
    });
  sc.add(m);
  const f = hillLayer(sc, { y: H * 0.62, amp: 24, freq: 0.004, fill: '#1c2a48' });
  sc.add(f.el + pineForest(sc, f.pts, { color: '#16223c', minH: 50, maxH: 100 }));
  const snow = hillLayer(sc, {
    y: H * 0.78,
    amp: 20,
    freq: 0.003,
    fill: '#dfe8f5',
    fill2: '#9fb2d0',
    shape: (x) => -60 * gauss(x, W * 0.5, W * 0.3),
  });
  sc.add(snow.el);
  // lodge
  const lx = W * 0.5;
  const ly = snow.at(lx) + 50;
  sc.add(glow(sc, lx, ly - 120, 420, '#ffb45c', 0.45));
  sc.add(
    rect(lx - 260, ly - 150, 520, 150, '#5a3b2a') + rect(lx + 140, ly - 150, 120, 150, '#47301f'),
  );
  sc.add(
    poly(
      [
        [lx - 300, ly - 140],
        [lx, ly - 400],
        [lx + 300, ly - 140],
      ],
      '#eef3fb',
    ),
  );
  sc.add(
    poly(
      [
        [lx - 270, ly - 150],
        [lx, ly - 380],
        [lx + 270, ly - 150],
      ],
      '#6b4631',
    ),
  );
  sc.add(
    poly(
      [
        [lx - 210, ly - 150],
        [lx, ly - 330],
        [lx + 210, ly - 150],
      ],
      '#ffc26b',
    ),
  );
  let mull = '';
  for (let k = -3; k <= 3; k++)
    mull += `M${F(lx + k * 60)},${F(ly - 150)}V${F(ly - 150 - (210 - Math.abs(k * 60)) * (180 / 210))}`;
  sc.add(stroke(`${mull}M${F(lx - 160)},${F(ly - 210)}H${F(lx + 160)}`, '#6b4631', 6));
  for (const dx of [-220, -150, 90, 160]) sc.add(rect(lx + dx, ly - 110, 50, 60, '#ffcf7a'));
  sc.add(rect(lx - 30, ly - 90, 60, 90, '#ffb45c'));
  sc.add(rect(lx + 150, ly - 440, 40, 100, '#4a3324'));
  sc.add(
    group(
      circle(lx + 170, ly - 470, 20) +
        circle(lx + 190, ly - 510, 28) +
        circle(lx + 220, ly - 560, 36),
      `fill="#c9d3e6" opacity=".3" filter="${sc.blur(6)}"`,
    ),
  );
  sc.add(rect(lx - 280, ly - 4, 560, 14, '#f4f7fc'));
  for (const [x, h] of [
    [W * 0.1, 340],
    [W * 0.18, 260],
    [W * 0.86, 320],
    [W * 0.94, 240],
  ]) {
    const y = snow.at(x) + 70;
    sc.add(
      pathEl(pineD(x, y, h, h * 0.3, 5), '#1b2b45') +
        pathEl(pineLitD(x, y, h, h * 0.3, 5), '#23385a'),
    );
  }
  let flakes = '';
  for (let i = 0; i < 80; i++) flakes += circle(sc.r(0, W), sc.r(0, H), sc.r(1.5, 3.5), '#ffffff');
  sc.add(group(flakes, 'opacity=".6"'));
  sc.add(vignette(sc, 0.3, '#050914'));
};
