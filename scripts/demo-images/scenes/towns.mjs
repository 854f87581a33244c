/**
 * Town and city scenes: Santorini, Kyoto, Marrakech and a street-food night in Old Dhaka.
 */
import { F, lerp, smoothstep, mix } from '../color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, group, lineD } from '../svg.mjs';
import { hillLayer, alpinePeak } from '../terrain.mjs';
import { skyRect, glow, sun, moon, stars, cloud, pillCloud, mist, birds } from '../sky.mjs';
import { waveLines } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { palm, blossomTree } from '../plants.mjs';
import { sailboat, rickshaw } from '../vehicles.mjs';
import { figure, eaveRoof } from '../buildings.mjs';

export const SCENES = {};

SCENES['packages/santorini'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.42;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3d8fd6'],
        [0.7, '#a9d8f2'],
        [1, '#e4f3fb'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.82, H * 0.12, 40, {
      core: '#fffdf2',
      glowColor: '#fff4c4',
      glowR: 5,
      glowOp: 0.55,
    }),
  );
  sc.add(cloud(sc, W * 0.62, H * 0.2, 220, { op: 0.9 }));
  sc.add(pillCloud(sc, W * 0.9, H * 0.3, 200, 12, '#ffffff', 0.7));
  // caldera islands in the distance
  sc.add(
    hillLayer(sc, {
      y: hz - 24,
      amp: 16,
      freq: 0.006,
      fill: '#8a93ad',
      shape: (x) => 200 * (1 - smoothstep(W * 0.6, W * 0.74, x)),
      bottom: hz + 2,
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
          [0, '#3d8fc6'],
          [0.3, '#1f6fae'],
          [1, '#0c3f7a'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 150, color: '#cfe9fb', op: 0.35 }));
  sc.add(sailboat(sc, W * 0.78, H * 0.62, 0.9));
  sc.add(stroke(`M${F(W * 0.78 + 40)},${F(H * 0.63)}q120,8 260,30`, '#ffffff', 3, 'opacity=".5"'));
  // caldera cliff: the rim descends to the right, then a steep face drops into the sea
  const rimY = (x) => H * 0.27 + (x / W) * H * 0.16 + Math.sin(x * 0.012) * 5;
  const edgeX = W * 0.58;
  const face = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    face.push([
      edgeX + W * 0.1 * t ** 1.6 + (k && k < 10 ? sc.r(-14, 14) : 0),
      lerp(rimY(edgeX), H + 20, t),
    ]);
  }
  const rim = [];
  for (let x = -20; x <= edgeX; x += 40) rim.push([x, rimY(x)]);
  const cliffD = `${lineD([...rim, ...face])}L-20,${F(H + 20)}Z`;
  sc.add(
    pathEl(
      cliffD,
      sc.lin(
        [
          [0, '#b9735a'],
          [0.45, '#93503f'],
          [1, '#5a322c'],
        ],
        0,
        H * 0.27,
        0,
        H,
        true,
      ),
    ),
  );
  const cid = sc.clip(pathEl(cliffD, '#000'));
  let strata = '';
  for (let k = 0; k < 9; k++) {
    const y0 = H * 0.42 + k * 68 + sc.r(-12, 12);
    strata += `M-20,${F(y0)}C${F(W * 0.2)},${F(y0 + sc.r(-30, 10))} ${F(W * 0.4)},${F(y0 + sc.r(0, 40))} ${F(W * 0.72)},${F(y0 + sc.r(10, 60))}`;
  }
  let gullies = '';
  for (let k = 0; k < 14; k++) {
    const x0 = sc.r(W * 0.05, W * 0.66);
    const y0 = rimY(Math.min(x0, edgeX)) + sc.r(20, 200);
    gullies += `M${F(x0)},${F(y0)}q${F(sc.r(-20, 20))},${F(sc.r(60, 120))} ${F(sc.r(-10, 30))},${F(sc.r(150, 320))}`;
  }
  const shadeFace = sc.lin(
    [
      [0, '#2a1418', 0],
      [1, '#2a1418', 0.35],
    ],
    edgeX - 260,
    0,
    edgeX + 120,
    0,
    true,
  );
  sc.add(
    group(
      stroke(strata, '#e0a07a', 14, 'opacity=".22"') +
        stroke(strata, '#f2c6a0', 3, 'opacity=".35" transform="translate(0 -8)"') +
        stroke(gullies, '#3f2024', 6, 'opacity=".14"') +
        rect(0, 0, W, H, shadeFace),
      `clip-path="${cid}"`,
    ),
  );
  // village: white cubes cascading down the rim, narrowing towards the sea
  const blue = ['#1f5fbf', '#2a77c9', '#1b4f9c'];
  const dome = (cx, baseY, r) =>
    pathEl(`M${F(cx - r)},${F(baseY)}a${F(r)},${F(r * 1.05)} 0 0 1 ${F(2 * r)},0z`, '#1f5fbf') +
    pathEl(
      `M${F(cx - r * 0.62)},${F(baseY - r * 0.52)}a${F(r * 0.9)},${F(r * 0.9)} 0 0 1 ${F(r * 0.5)},${F(-r * 0.42)}`,
      'none',
      `stroke="#6fa6ef" stroke-width="${F(r * 0.12)}" stroke-linecap="round"`,
    ) +
    stroke(
      `M${F(cx)},${F(baseY - r * 1.05)}v${F(-r * 0.45)}M${F(cx - r * 0.14)},${F(baseY - r * 1.05 - r * 0.3)}h${F(r * 0.28)}`,
      '#ffffff',
      Math.max(2, r * 0.08),
    );
  for (let row = 0; row < 9; row++) {
    const y = H * 0.31 + row * 54;
    const limit = edgeX - 50 - row * W * 0.052;
    let x = -30 + sc.r(0, 40);
    while (x < limit) {
      const w = sc.r(56, 100);
      const h = sc.r(44, 68);
      if (y - h * 0.4 < rimY(x + w / 2)) {
        x += w;
        continue;
      }
      const wall = sc.pick(['#ffffff', '#ffffff', '#fbf8f2', '#f6efe4', '#fbe7c9', '#f7d9c4']);
      let house =
        rect(x, y - h, w, h + 20, wall) + rect(x + w * 0.78, y - h, w * 0.22, h + 20, '#d7e0ec');
      house += rect(x - 3, y - h - 5, w + 6, 7, '#ffffff', 'rx="3"');
      const door = sc.pick([...blue, '#c2553b']);
      house += pathEl(
        `M${F(x + w * 0.18)},${F(y + 6)}v${F(-h * 0.45)}a${F(w * 0.07)},${F(w * 0.07)} 0 0 1 ${F(w * 0.14)},0v${F(h * 0.45)}z`,
        door,
      );
      if (w > 70) house += rect(x + w * 0.48, y - h * 0.62, w * 0.14, h * 0.24, door, 'rx="2"');
      if (sc.chance(0.14)) house += dome(x + w * 0.45, y - h, w * 0.36);
      if (sc.chance(0.18)) {
        let b = '';
        for (let k = 0; k < 6; k++)
          b += circle(x + sc.r(0, w * 0.5), y - sc.r(0, h * 0.5), sc.r(7, 13));
        house += group(b, `fill="${sc.pick(['#d6338a', '#e0569b'])}"`);
      }
      sc.add(house);
      x += w + sc.r(-4, 12);
    }
    if (row === 2) {
      // church with a big blue dome and a bell tower
      const cx = limit - 40;
      const cy = y + 8;
      sc.add(
        rect(cx - 70, cy - 96, 140, 110, '#ffffff') + rect(cx + 40, cy - 96, 30, 110, '#d7e0ec'),
      );
      sc.add(rect(cx - 58, cy - 124, 116, 30, '#ffffff'));
      sc.add(dome(cx, cy - 122, 62));
      sc.add(pathEl(`M${F(cx - 18)},${F(cy + 14)}v-44a18,18 0 0 1 36,0v44z`, '#1b4f9c'));
      const bx = cx - 116;
      sc.add(
        rect(bx - 30, cy - 150, 60, 164, '#ffffff') + rect(bx + 14, cy - 150, 16, 164, '#d7e0ec'),
      );
      sc.add(
        pathEl(`M${F(bx - 14)},${F(cy - 110)}v-26a14,14 0 0 1 28,0v26z`, '#8ab0de') +
          circle(bx, cy - 118, 7, '#c79a3a'),
      );
      sc.add(
        pathEl(`M${F(bx - 30)},${F(cy - 150)}q30,-34 60,0z`, '#ffffff') +
          stroke(`M${F(bx)},${F(cy - 168)}v-22M${F(bx - 8)},${F(cy - 182)}h16`, '#ffffff', 3),
      );
    }
  }
  // windmill on the top
  const mx = W * 0.12;
  const my = H * 0.29;
  sc.add(rect(mx - 32, my - 120, 64, 120, '#fdfbf6') + rect(mx + 14, my - 120, 18, 120, '#e2e8f0'));
  sc.add(
    poly(
      [
        [mx - 38, my - 120],
        [mx, my - 160],
        [mx + 38, my - 120],
      ],
      '#8a6a4f',
    ),
  );
  let sails = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + 0.5;
    sails += poly(
      [
        [mx, my - 130],
        [mx + Math.cos(a) * 130, my - 130 + Math.sin(a) * 130],
        [mx + Math.cos(a + 0.22) * 120, my - 130 + Math.sin(a + 0.22) * 120],
      ],
      '#ffffff',
      'opacity=".92"',
    );
    sails += stroke(
      `M${F(mx)},${F(my - 130)}L${F(mx + Math.cos(a) * 130)},${F(my - 130 + Math.sin(a) * 130)}`,
      '#6d5843',
      3,
    );
  }
  sc.add(sails);
  sc.add(vignette(sc, 0.2, '#0b2040'));
};

SCENES['packages/kyoto'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f4a8c'],
        [0.45, '#c7809f'],
        [0.8, '#f6b49a'],
        [1, '#ffd9a8'],
      ],
      H * 0.8,
    ),
  );
  sc.add(
    sun(sc, W * 0.32, H * 0.46, 78, {
      core: '#fff0d2',
      glowColor: '#ffc48f',
      glowR: 4.5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.2, H * 0.2, 300, 16, '#f5b8c4', 0.55));
  sc.add(pillCloud(sc, W * 0.7, H * 0.14, 380, 14, '#e9a4bb', 0.5));
  sc.add(pillCloud(sc, W * 0.5, H * 0.36, 240, 12, '#ffd0b0', 0.5));
  sc.add(hillLayer(sc, { y: H * 0.58, amp: 50, freq: 0.003, fill: '#b57f9e' }).el);
  sc.add(mist(sc, H * 0.62, 60, '#f8c8b8', 0.5));
  const midHill = hillLayer(sc, { y: H * 0.68, amp: 36, freq: 0.004, fill: '#8a5f86' });
  sc.add(midHill.el);
  let mt = '';
  for (let x = -20; x < W + 20; x += sc.r(26, 44)) mt += circle(x, midHill.at(x) + 8, sc.r(20, 34));
  sc.add(group(mt, 'fill="#7d5580"'));
  // five-storey pagoda
  const px = W * 0.64;
  const pb = H * 0.84;
  const k = 1.22;
  const c = '#3b2a4a';
  const c2 = '#4d3860';
  let pg = rect(px - 92 * k, pb - 30 * k, 184 * k, 40 * k, c);
  let y = pb - 30 * k;
  for (let t = 0; t < 5; t++) {
    const bw = (70 - t * 9) * k;
    const bh = (62 - t * 5) * k;
    const rw = (170 - t * 20) * k;
    pg += rect(px - bw, y - bh, bw * 2, bh, c2);
    pg += rect(px - bw + 12, y - bh + 14, bw * 2 - 24, bh - 26, '#f0a36b', 'opacity=".55"');
    pg += stroke(
      `M${F(px - bw * 0.3)},${F(y - bh + 14)}v${F(bh - 26)}M${F(px + bw * 0.3)},${F(y - bh + 14)}v${F(bh - 26)}`,
      c2,
      4,
    );
    y -= bh;
    pg += eaveRoof(px, y + 16 * k, rw, 40 * k, c);
    pg += stroke(
      `M${F(px - rw * 0.96)},${F(y + 16 * k - 40 * k * 0.45)}Q${F(px - rw * 0.75)},${F(y + 16 * k)} ${F(px - rw * 0.55)},${F(y + 16 * k)}`,
      '#8a5d7a',
      3,
      'opacity=".7"',
    );
    y -= 18 * k;
  }
  pg += stroke(`M${F(px)},${F(y + 4)}V${F(y - 140)}`, c, 8);
  let rings = '';
  for (let t = 0; t < 8; t++) rings += `M${F(px - 15)},${F(y - 26 - t * 13)}h30`;
  pg += stroke(rings, c, 4.5);
  pg += circle(px, y - 146, 8, c);
  sc.add(pg);
  sc.add(blossomTree(sc, W * 0.1, H * 0.84, 2.2));
  sc.add(blossomTree(sc, W * 0.92, H * 0.86, 1.9));
  sc.add(blossomTree(sc, W * 0.4, H * 0.9, 1.3, { pinks: ['#f1a3bd', '#e98aa9', '#f8c6d4'] }));
  // machiya townhouses in the foreground with glowing shoji and lanterns
  let town = '';
  let rx = -40;
  while (rx < W + 40) {
    const w = sc.r(190, 290);
    const top = H * 0.87 + sc.r(-26, 10);
    town += rect(rx, top, w, H - top + 10, sc.pick(['#2d2540', '#33294a', '#2a2238']));
    const ww = w * 0.34;
    town += rect(rx + w * 0.14, top + 36, ww, 52, '#ffcf8a', 'opacity=".8"');
    let lat = '';
    for (let lx = rx + w * 0.14 + 12; lx < rx + w * 0.14 + ww; lx += 12)
      lat += `M${F(lx)},${F(top + 36)}v52`;
    town += stroke(`${lat}M${F(rx + w * 0.14)},${F(top + 62)}h${F(ww)}`, '#6a4350', 2.5);
    town += poly(
      [
        [rx - 16, top + 8],
        [rx + 18, top - 30],
        [rx + w - 18, top - 30],
        [rx + w + 16, top + 8],
      ],
      '#1f1a2c',
    );
    let tiles = '';
    for (let tx = rx + 10; tx < rx + w; tx += 13)
      tiles += `M${F(tx)},${F(top - 26)}l${F((tx - rx - w / 2) * 0.05)},${F(30)}`;
    town += stroke(tiles, '#3a3150', 2.5);
    town += rect(rx + 12, top - 36, w - 24, 9, '#453a5e', 'rx="4"');
    if (sc.chance(0.6)) {
      const lx = rx + w * sc.r(0.62, 0.85);
      town +=
        glow(sc, lx, top + 46, 60, '#ff7a4a', 0.5) +
        ellipse(lx, top + 46, 14, 19, '#e0413a') +
        rect(lx - 8, top + 25, 16, 4, '#2a1c1c') +
        rect(lx - 8, top + 63, 16, 4, '#2a1c1c');
    }
    rx += w + sc.r(-8, 2);
  }
  sc.add(town);
  let petals = '';
  for (let i = 0; i < 40; i++)
    petals += ellipse(
      sc.r(0, W),
      sc.r(H * 0.25, H),
      5,
      3,
      sc.pick(['#fbc7d6', '#f6a8c0']),
      `transform="rotate(${F(sc.r(0, 180))} 0 0)" opacity=".9"`.replace(' 0 0', ''),
    );
  sc.add(petals);
  sc.add(birds(sc, 5, W * 0.38, H * 0.26, 90, '#4b3358', 10));
  sc.add(vignette(sc, 0.24, '#231433'));
};

SCENES['packages/marrakech'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#c46f6a'],
        [0.45, '#eea27a'],
        [0.85, '#f8cf9c'],
        [1, '#fbe3bd'],
      ],
      H * 0.75,
    ),
  );
  sc.add(
    sun(sc, W * 0.24, H * 0.42, 62, {
      core: '#fff1d1',
      glowColor: '#ffc07a',
      glowR: 5,
      glowOp: 0.6,
    }),
  );
  sc.add(pillCloud(sc, W * 0.7, H * 0.15, 360, 16, '#f7b79a', 0.6));
  sc.add(pillCloud(sc, W * 0.35, H * 0.24, 280, 14, '#fbc9a0', 0.5));
  // Atlas mountains
  let atlas = '';
  for (const [x, top, wl, wr] of [
    [W * 0.12, H * 0.4, 300, 280],
    [W * 0.45, H * 0.35, 360, 320],
    [W * 0.8, H * 0.38, 300, 340],
  ])
    atlas += alpinePeak(sc, {
      x,
      top,
      base: H * 0.66,
      wl,
      wr,
      rock: '#b98aa0',
      shadow: '#9c7090',
      snow: '#fbeef0',
      snowShade: '#e2c6d2',
      snowLine: 0.25,
      jag: 0.03,
    });
  sc.add(atlas);
  sc.add(mist(sc, H * 0.62, 70, '#f8d3b0', 0.7));
  // medina roofs
  let roofs = '';
  let x = -20;
  while (x < W + 20) {
    const w = sc.r(60, 140);
    const h = sc.r(40, 110);
    roofs += rect(x, H * 0.74 - h, w, h + H * 0.3, sc.pick(['#d98c5f', '#cf7f55', '#e39a6a']));
    if (sc.chance(0.5)) roofs += rect(x + w * 0.3, H * 0.74 - h + 16, 12, 18, '#9b4e36', 'rx="6"');
    x += w - 4;
  }
  sc.add(roofs);
  // Koutoubia minaret
  const mx = W * 0.64;
  const mb = H * 0.76;
  const tw = 110;
  const th = 480;
  sc.add(
    rect(mx - tw / 2, mb - th, tw, th, '#c97b4f') +
      rect(mx + tw * 0.2, mb - th, tw * 0.3, th, '#b3683f'),
  );
  for (let k = 0; k < 3; k++) {
    const yy = mb - 110 - k * 120;
    sc.add(pathEl(`M${F(mx - 18)},${F(yy)}v-38a18,18 0 0 1 36,0v38z`, '#7d3e2a'));
    sc.add(stroke(`M${F(mx - 40)},${F(yy - 60)}h80`, '#e6a47a', 3, 'opacity=".7"'));
  }
  sc.add(rect(mx - tw / 2, mb - th + 30, tw, 20, '#3f8f82', 'opacity=".85"'));
  let merlons = '';
  for (let k = 0; k < 5; k++)
    merlons += poly(
      [
        [mx - tw / 2 + k * 22, mb - th],
        [mx - tw / 2 + k * 22 + 11, mb - th - 18],
        [mx - tw / 2 + k * 22 + 22, mb - th],
      ],
      '#c97b4f',
    );
  sc.add(merlons);
  sc.add(
    rect(mx - 28, mb - th - 92, 56, 92, '#c97b4f') + rect(mx + 8, mb - th - 92, 20, 92, '#b3683f'),
  );
  sc.add(pathEl(`M${F(mx - 10)},${F(mb - th - 50)}v-18a10,10 0 0 1 20,0v18z`, '#7d3e2a'));
  sc.add(pathEl(`M${F(mx - 24)},${F(mb - th - 92)}a24,24 0 0 1 48,0z`, '#3f8f82'));
  sc.add(
    stroke(`M${F(mx)},${F(mb - th - 116)}v-46`, '#d8b04a', 4) +
      group(
        circle(mx, mb - th - 128, 7) +
          circle(mx, mb - th - 146, 5.5) +
          circle(mx, mb - th - 160, 4),
        'fill="#e5bd4f"',
      ),
  );
  // ramparts with crenellations and a gate
  const wy = H * 0.8;
  let wall = rect(-10, wy, W + 20, H - wy, '#b8633f');
  let cren = '';
  for (let cx = -10; cx < W + 20; cx += 44) cren += rect(cx, wy - 22, 26, 24, '#b8633f');
  wall += cren;
  const gx = W * 0.3;
  wall +=
    rect(gx - 90, wy - 80, 180, H - wy + 80, '#a8573a') +
    pathEl(`M${F(gx - 44)},${F(H)}V${F(wy + 10)}a44,50 0 0 1 88,0V${F(H)}z`, '#5e2a22');
  wall += stroke(
    `M${F(gx - 58)},${F(H)}V${F(wy + 6)}a58,64 0 0 1 116,0V${F(H)}`,
    '#e0a06e',
    6,
    'opacity=".7"',
  );
  sc.add(wall);
  sc.add(rect(-10, wy + 26, W + 20, 6, '#9a4f33', 'opacity=".5"'));
  // date palms
  const pal = {
    trunk: '#6b4a2e',
    leaf: '#5e7a3a',
    leafBack: '#455c2a',
    nut: '#c06a2b',
    curve: 0.1,
    base: 0.038,
    tip: 0.03,
    frondLen: 0.36,
  };
  sc.add(palm(sc, W * 0.08, H * 1.02, 560, 40, pal));
  sc.add(palm(sc, W * 0.17, H * 1.02, 420, -30, pal));
  sc.add(palm(sc, W * 0.9, H * 1.02, 500, -40, pal));
  sc.add(palm(sc, W * 0.5, H * 0.96, 300, 20, pal));
  sc.add(birds(sc, 4, W * 0.46, H * 0.3, 80, '#7a3f3a', 10));
  sc.add(vignette(sc, 0.22, '#3a1a14'));
};

SCENES['articles/street-food'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#16183a'],
        [0.7, '#3a2d5c'],
        [1, '#5a3a66'],
      ],
      H * 0.6,
    ),
  );
  sc.add(stars(sc, 50, H * 0.25));
  sc.add(moon(sc, W * 0.86, H * 0.1, 26, '#fdf6e3', '#16183a'));
  // the domes and minarets of an old mosque above the rooftops
  const mx = W * 0.5;
  const my = H * 0.36;
  let mosque = rect(mx - 230, my - 20, 460, 200, '#4a3f6e');
  for (const [dx, r] of [
    [-130, 52],
    [0, 82],
    [130, 52],
  ])
    mosque +=
      pathEl(
        `M${F(mx + dx - r)},${F(my - 20)}C${F(mx + dx - r)},${F(my - 20 - r * 1.3)} ${F(mx + dx)},${F(my - 20 - r * 1.4)} ${F(mx + dx)},${F(my - 20 - r * 1.75)}C${F(mx + dx)},${F(my - 20 - r * 1.4)} ${F(mx + dx + r)},${F(my - 20 - r * 1.3)} ${F(mx + dx + r)},${F(my - 20)}Z`,
        '#6a5d92',
      ) + stroke(`M${F(mx + dx)},${F(my - 20 - r * 1.75)}v-24`, '#6a5d92', 4);
  for (const dx of [-250, 250])
    mosque +=
      rect(mx + dx - 14, my - 160, 28, 340, '#554a7c') +
      rect(mx + dx - 20, my - 110, 40, 10, '#6a5d92') +
      pathEl(
        `M${F(mx + dx - 16)},${F(my - 160)}Q${F(mx + dx - 16)},${F(my - 196)} ${F(mx + dx)},${F(my - 210)}Q${F(mx + dx + 16)},${F(my - 196)} ${F(mx + dx + 16)},${F(my - 160)}Z`,
        '#6a5d92',
      );
  sc.add(mosque);
  // narrow old houses of Old Dhaka: arched windows, balconies and cornices
  let bld = '';
  let win = '';
  let x = -20;
  while (x < W + 20) {
    const w = sc.r(130, 210);
    const near = Math.abs(x + w / 2 - mx) < 260;
    const h = near ? sc.r(150, 210) : sc.r(220, 360);
    const top = H * 0.62 - h;
    const c = sc.pick(['#3b2f57', '#44304f', '#2f3354', '#4a3a4e']);
    bld += rect(x, top, w, h + 20, c) + rect(x - 6, top - 10, w + 12, 12, mix(c, '#8a7aa8', 0.35));
    for (let wy = top + 30; wy < H * 0.56; wy += 72) {
      for (let wx = x + 18; wx < x + w - 30; wx += 50) {
        const lit = sc.chance(0.45);
        const col = lit ? sc.pick(['#ffcf7a', '#ffb86b', '#f7e3a1']) : '#251d38';
        win += rect(wx, wy + 8, 22, 26, col) + circle(wx + 11, wy + 8, 11, col);
      }
      if (sc.chance(0.5))
        bld +=
          rect(x + 6, wy + 36, w - 12, 6, '#5d4f7a') +
          stroke(`M${F(x + 10)},${F(wy + 22)}H${F(x + w - 10)}`, '#5d4f7a', 3);
    }
    x += w + sc.r(-6, 6);
  }
  sc.add(bld + group(win, 'opacity=".75"'));
  // tangled overhead electric wires
  let wires0 = '';
  for (let k = 0; k < 4; k++) {
    const y0 = sc.r(H * 0.28, H * 0.44);
    wires0 += `M-20,${F(y0)}Q${F(W / 2)},${F(y0 + sc.r(30, 90))} ${F(W + 20)},${F(y0 + sc.r(-40, 40))}`;
  }
  sc.add(stroke(wires0, '#120f22', 2));
  sc.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      sc.lin(
        [
          [0, '#3b2f4f'],
          [1, '#221b33'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  // stalls
  const stall = (x, w, c1, c2, kind) => {
    const top = H * 0.5;
    const ct = H * 0.74;
    let s = glow(sc, x + w / 2, ct - 80, w * 0.8, '#ffb060', 0.35);
    s += stroke(
      `M${F(x + 10)},${F(top)}V${F(H * 0.95)}M${F(x + w - 10)},${F(top)}V${F(H * 0.95)}`,
      '#3a2a24',
      10,
    );
    s += rect(x - 20, top - 40, w + 40, 60, c1);
    let st = '';
    const n = 8;
    for (let k = 0; k < n; k += 2)
      st += rect(x - 20 + (k * (w + 40)) / n, top - 40, (w + 40) / n, 60, c2);
    s += st;
    let sc2 = `M${F(x - 20)},${F(top + 20)}`;
    for (let k = 0; k < n; k++)
      sc2 += `a${F((w + 40) / n / 2)},${F(16)} 0 0 0 ${F((w + 40) / n)},0`;
    s += pathEl(`${sc2}Z`, k2(c1, c2));
    s +=
      rect(x - 10, ct, w + 20, H * 0.95 - ct, '#7a4a32') +
      rect(x - 10, ct, w + 20, 16, '#a0653f') +
      rect(x - 10, ct + 40, w + 20, 6, '#5e3826');
    if (kind === 'pots') {
      for (const dx of [0.25, 0.62]) {
        const px = x + w * dx;
        s +=
          pathEl(
            `M${F(px - 50)},${F(ct)}Q${F(px - 84)},${F(ct - 40)} ${F(px - 46)},${F(ct - 66)}H${F(px + 46)}Q${F(px + 84)},${F(ct - 40)} ${F(px + 50)},${F(ct)}Z`,
            '#b8733a',
          ) +
          ellipse(px - 20, ct - 36, 16, 20, '#e0a060', 'opacity=".45"') +
          rect(px - 52, ct - 72, 104, 10, '#8f5428', 'rx="5"') +
          ellipse(px, ct - 74, 48, 10, '#c8362c');
        let steam = '';
        for (let k = 0; k < 3; k++)
          steam += `M${F(px - 20 + k * 20)},${F(ct - 74)}c-16,-24 16,-40 0,-64s16,-40 0,-60`;
        s += stroke(steam, '#ffffff', 8, `opacity=".35" filter="${sc.blur(4)}"`);
      }
    } else if (kind === 'skewers') {
      let sk = '';
      for (let k = 0; k < 8; k++) {
        const px = x + 20 + k * ((w - 40) / 7);
        sk += stroke(`M${F(px)},${F(ct)}l6,-90`, '#d9b98a', 3);
        for (let j = 0; j < 3; j++)
          sk += circle(
            px + 1 + j * 2,
            ct - 30 - j * 20,
            9,
            sc.pick(['#b5482e', '#d9773a', '#8f3a24', '#6da34d']),
          );
      }
      s += rect(x + 6, ct - 10, w - 12, 12, '#2b2020') + sk;
      s += glow(sc, x + w / 2, ct - 6, 120, '#ff6a2b', 0.4);
    } else {
      for (let k = 0; k < 4; k++) {
        const px = x + 40 + k * ((w - 80) / 3);
        s +=
          ellipse(px, ct - 10, 40, 12, '#c9a27a') +
          ellipse(px, ct - 18, 36, 10, '#e9b96a') +
          ellipse(px, ct - 26, 34, 10, '#f2c77a') +
          ellipse(px, ct - 34, 32, 10, '#f7d58f');
      }
    }
    // hurricane lamps
    for (const dx of [0.2, 0.8]) {
      const lx = x + w * dx;
      s += stroke(`M${F(lx)},${F(top + 20)}v30`, '#2a1c1c', 2);
      s +=
        glow(sc, lx, top + 76, 80, '#ffc46b', 0.55) +
        rect(lx - 14, top + 50, 28, 8, '#3a3a3a', 'rx="3"') +
        ellipse(lx, top + 76, 16, 20, '#ffe3a0') +
        rect(lx - 16, top + 96, 32, 12, '#3a3a3a', 'rx="4"') +
        stroke(`M${F(lx - 18)},${F(top + 58)}v40M${F(lx + 18)},${F(top + 58)}v40`, '#3a3a3a', 3);
    }
    return s;
  };
  const k2 = (a, b) => mix(a, b, 0.5);
  sc.add(stall(W * 0.04, 420, '#e0413a', '#fff1e0', 'pots'));
  sc.add(stall(W * 0.38, 400, '#2f8f83', '#f7e9c8', 'skewers'));
  sc.add(stall(W * 0.7, 400, '#f2a93b', '#fff1e0', 'plates'));
  // crowd silhouettes and wet street reflections
  let crowd = '';
  for (const [px, s] of [
    [W * 0.3, 5.2],
    [W * 0.34, 4.6],
    [W * 0.64, 5.6],
    [W * 0.95, 5],
  ])
    crowd += figure(px, H + 30, s, { skin: '#140f22', cloth: '#140f22', hair: '#140f22' });
  sc.add(rickshaw(sc, W * 0.46, H * 0.985, 2, { hood: '#c8362c', panel: '#2f9a8a' }));
  sc.add(crowd);
  sc.add(vignette(sc, 0.3, '#07050f'));
};
