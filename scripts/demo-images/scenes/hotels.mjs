/**
 * Hotel offer scenes: a beach tower hotel with pool at sunset (Cox's Bazar), tea-garden
 * cottages (Srimangal) and a lakeside resort with an infinity pool (Kaptai Lake, Rangamati).
 */
import { F, lerp, smoothstep } from '../color.mjs';
import { rect, circle, pathEl, stroke, group, smoothD } from '../svg.mjs';
import { gauss, hillLayer } from '../terrain.mjs';
import { skyRect, sun, cloud, pillCloud, mist, birds } from '../sky.mjs';
import { waveLines, reflectionColumn, reflect } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { palm, roundTree, teaGarden } from '../plants.mjs';
import { countryBoat } from '../vehicles.mjs';
import { cottage } from '../buildings.mjs';

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

/** A small tea-garden bungalow on short stilts with a front verandah (base at y). */
function bungalow(sc, x, y, w, roof) {
  const h = w * 0.5;
  const fy = y - w * 0.12;
  let s = stroke(
    `M${F(x + w * 0.05)},${F(fy)}V${F(y)}M${F(x + w * 0.5)},${F(fy)}V${F(y)}M${F(x + w * 0.95)},${F(fy)}V${F(y)}`,
    '#5b4030',
    w * 0.04,
  );
  s += cottage(sc, x, fy, w, h, { wall: '#f7f0e1', roof, win: '#41584a', door: '#8a5433' });
  s += rect(x - w * 0.06, fy - 3, w * 1.12, w * 0.05, '#9a6a45');
  s += stroke(
    `M${F(x - w * 0.06)},${F(fy - h * 0.28)}H${F(x + w * 1.06)}M${F(x)},${F(fy - h * 0.28)}V${F(fy)}M${F(x + w * 0.33)},${F(fy - h * 0.28)}V${F(fy)}M${F(x + w * 0.66)},${F(fy - h * 0.28)}V${F(fy)}M${F(x + w)},${F(fy - h * 0.28)}V${F(fy)}`,
    '#7a5236',
    w * 0.025,
  );
  return s;
}

SCENES['offers/hotel-2'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#7fbfe4'],
        [0.6, '#cbe7ee'],
        [1, '#f2f6e2'],
      ],
      H * 0.5,
    ),
  );
  sc.add(sun(sc, W * 0.84, H * 0.13, 40, { core: '#fffbe6', glowColor: '#fff2b0', glowR: 5 }));
  sc.add(cloud(sc, W * 0.24, H * 0.16, 280));
  sc.add(cloud(sc, W * 0.6, H * 0.1, 200, { op: 0.9 }));
  sc.add(hillLayer(sc, { y: H * 0.34, amp: 36, freq: 0.004, fill: '#9dbfd2' }).el);
  sc.add(mist(sc, H * 0.38, 60, '#eef6f0', 0.6));
  const l1 = hillLayer(sc, {
    y: H * 0.44,
    amp: 40,
    freq: 0.0035,
    fill: '#8cc56a',
    fill2: '#74b352',
  });
  sc.add(
    teaGarden(sc, l1, {
      hi: null,
      gap: 16,
      width: 7,
      rowOp: 0.4,
      count: 10,
      row: '#5e9b44',
      trees: 6,
      s: 0.42,
    }),
  );
  sc.add(mist(sc, H * 0.5, 40, '#f2fae8', 0.3));
  const l2 = hillLayer(sc, {
    y: H * 0.58,
    amp: 40,
    freq: 0.003,
    fill: '#7fbd58',
    fill2: '#5e9e3e',
    shape: (x) => -60 * gauss(x, W * 0.42, W * 0.22),
  });
  sc.add(
    teaGarden(sc, l2, {
      hi: null,
      gap: 26,
      width: 12,
      rowOp: 0.5,
      count: 12,
      row: '#4f8a35',
      wobble: 4,
      trees: 3,
      s: 0.7,
    }),
  );
  // the lodge: a main house and cottages along the ridge, joined by a red-earth path
  const spots = [
    [W * 0.14, 140, '#3f7f5a'],
    [W * 0.3, 150, '#b4553f'],
    [W * 0.46, 230, '#3f7f5a'],
    [W * 0.66, 150, '#b4553f'],
  ];
  let path = '';
  const pp = spots.map(([x, w]) => [x + w / 2, l2.at(x + w / 2) + 24]);
  path = smoothD([[-20, pp[0][1] + 20], ...pp, [W * 0.78, l2.at(W * 0.78) + 40]]);
  sc.add(stroke(path, '#c98358', 14));
  for (const [x, w, roof] of spots) {
    const y = Math.max(l2.at(x), l2.at(x + w)) + 26;
    sc.add(bungalow(sc, x, y, w, roof));
  }
  const l3 = hillLayer(sc, {
    y: H * 0.8,
    amp: 50,
    freq: 0.0028,
    fill: '#76b64d',
    fill2: '#4f8f33',
    shape: (x) => 40 * gauss(x, W * 0.5, W * 0.2),
  });
  sc.add(
    teaGarden(sc, l3, {
      hi: null,
      gap: 40,
      width: 20,
      rowOp: 0.6,
      count: 10,
      row: '#3f7a2a',
      wobble: 7,
      trees: 2,
      s: 1.15,
    }),
  );
  sc.add(
    pathEl(
      `M${F(W * 0.56)},${F(l3.at(W * 0.56) + 4)}C${F(W * 0.6)},${F(H * 0.86)} ${F(W * 0.5)},${F(H * 0.9)} ${F(W * 0.54)},${F(H + 10)}L${F(W * 0.66)},${F(H + 10)}C${F(W * 0.58)},${F(H * 0.9)} ${F(W * 0.66)},${F(H * 0.86)} ${F(W * 0.575)},${F(l3.at(W * 0.575) + 4)}Z`,
      '#c97b4f',
    ),
  );
  sc.add(birds(sc, 4, W * 0.4, H * 0.2, 70, '#3a5a5a', 10));
  sc.add(vignette(sc, 0.16, '#1f3320'));
};

SCENES['offers/hotel-3'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.48;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f9fd6'],
        [0.6, '#b3d9e8'],
        [1, '#f7e4b8'],
      ],
      hz + 2,
    ),
  );
  sc.add(sun(sc, W * 0.16, H * 0.28, 42, { core: '#fff3d4', glowColor: '#ffd48a', glowR: 5 }));
  sc.add(pillCloud(sc, W * 0.42, H * 0.12, 360, 16, '#ffffff', 0.75));
  sc.add(cloud(sc, W * 0.8, H * 0.1, 240, { op: 0.9 }));
  const far = hillLayer(sc, { y: hz - 50, amp: 36, freq: 0.004, fill: '#8fb2c4', bottom: hz + 2 });
  const mid = hillLayer(sc, {
    y: hz - 14,
    amp: 24,
    freq: 0.006,
    fill: '#5c9a74',
    bottom: hz + 2,
    shape: (x) => 30 * (smoothstep(W * 0.2, W * 0.3, x) - smoothstep(W * 0.45, W * 0.55, x)),
  });
  sc.add(far.el + mid.el);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#6cc3b0'],
          [0.45, '#2f9a88'],
          [1, '#1c6e66'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, far.el + mid.el, hz, 0.3));
  sc.add(reflectionColumn(sc, W * 0.16, hz, H * 0.7, 40, 140, '#fff1c8', 0.5));
  // a wooded island and the hill of the resort on the right bank
  const isl = pathEl(
    `M${F(W * 0.24)},${F(hz + 26)}C${F(W * 0.27)},${F(hz - 40)} ${F(W * 0.38)},${F(hz - 46)} ${F(W * 0.42)},${F(hz + 26)}Z`,
    '#4a9458',
  );
  let trees = '';
  for (let k = 0; k < 6; k++)
    trees += circle(W * (0.27 + k * 0.024), hz - sc.r(4, 24), sc.r(14, 22));
  const island = isl + group(trees, 'fill="#3d8049"');
  const bankD = `M${F(W * 0.5)},${F(hz + 70)}C${F(W * 0.6)},${F(hz - 60)} ${F(W * 0.72)},${F(H * 0.17)} ${F(W + 20)},${F(H * 0.15)}L${F(W + 20)},${F(hz + 70)}Z`;
  let bank = pathEl(bankD, '#3f8a4c');
  let canopy = '';
  for (let k = 0; k < 18; k++) {
    const x = sc.r(W * 0.55, W + 20);
    const t = (x - W * 0.5) / (W * 0.5);
    canopy += circle(x, lerp(hz + 20, H * 0.2, Math.min(1, t * 1.3)) + sc.r(0, 40), sc.r(20, 40));
  }
  bank += group(canopy, 'fill="#357a42"');
  // terraced resort stepping down the hill: white wings with balconies and warm windows
  let hotel = '';
  const wings = [
    [W * 0.66, hz + 40, 300, 110],
    [W * 0.76, hz - 40, 300, 120],
    [W * 0.86, hz - 120, 260, 120],
  ];
  for (const [x, base, w, h] of wings) {
    hotel +=
      rect(x, base - h, w, h, '#f5f1e8') + rect(x + w * 0.8, base - h, w * 0.2, h, '#dcd5c6');
    hotel += rect(x - 10, base - h - 12, w + 20, 14, '#b9874f');
    for (let fy = base - h + 16; fy < base - 24; fy += 44) {
      for (let wx = x + 14; wx < x + w - 30; wx += 38)
        hotel += rect(wx, fy, 26, 24, sc.chance(0.5) ? '#ffd892' : '#5f8fa0');
      hotel +=
        rect(x - 4, fy + 24, w + 8, 6, '#ffffff') + rect(x - 4, fy + 14, w + 8, 2, '#9fb6be');
    }
  }
  hotel += rect(W * 0.6, hz + 34, W * 0.07, 8, '#a97c52');
  hotel += stroke(`M${F(W * 0.6)},${F(hz + 42)}v18`, '#6d4a35', 4);
  const resort = island + bank + hotel;
  sc.add(reflect(sc, resort, hz + 26, 0.25));
  sc.add(resort);
  sc.add(waveLines(sc, { y0: hz + 6, y1: H * 0.76, n: 60, color: '#e6fff6', op: 0.4, maxLen: 70 }));
  sc.add(
    countryBoat(sc, W * 0.44, hz + 130, 0.7, {
      hull: '#5a3a26',
      stripe: '#2f9a6b',
      stripe2: '#f2c14e',
      mast: false,
    }),
  );
  // infinity pool and deck in front, on the lake shore
  const py = H * 0.78;
  sc.add(rect(0, py - 4, W, 8, '#f2fbf8', 'opacity=".9"'));
  sc.add(
    rect(
      0,
      py + 4,
      W,
      H * 0.1,
      sc.lin(
        [
          [0, '#52d2d6'],
          [1, '#1ea7b8'],
        ],
        0,
        py,
        0,
        py + H * 0.1,
        true,
      ),
    ),
  );
  let caus = '';
  for (let i = 0; i < 20; i++)
    caus += `M${F(sc.r(0, W))},${F(sc.r(py + 12, py + H * 0.09))}q12,-6 24,0t24,0`;
  sc.add(stroke(caus, '#ffffff', 2.5, 'opacity=".45"'));
  const dy = py + H * 0.1;
  sc.add(rect(0, dy, W, H - dy, '#e8d6bb') + rect(0, dy, W, 8, '#c9b08c'));
  for (const x of [W * 0.18, W * 0.34, W * 0.62])
    sc.add(
      pathEl(`M${F(x)},${F(dy + 52)}h150l30,-40h14l-26,48h-168z`, '#ffffff') +
        rect(x + 16, dy + 44, 110, 8, '#f08a5d', 'rx="4"'),
    );
  sc.add(
    stroke(`M${F(W * 0.52)},${F(H)}v-170`, '#8a6a4a', 6) +
      pathEl(
        `M${F(W * 0.52 - 130)},${F(H - 140)}Q${F(W * 0.52)},${F(H - 230)} ${F(W * 0.52 + 130)},${F(H - 140)}Z`,
        '#f2efe6',
      ),
  );
  sc.add(
    roundTree(sc, W * 0.03, H + 20, 190, { color: '#2f7a3c' }) +
      roundTree(sc, W * 0.99, H + 20, 150, { color: '#357f40' }),
  );
  sc.add(birds(sc, 5, W * 0.5, H * 0.22, 90, '#2f4f5f', 10));
  sc.add(vignette(sc, 0.16, '#0b2a2a'));
};
