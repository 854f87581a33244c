/**
 * River, lake and wetland scenes: the Sundarbans, Ratargul swamp forest, Rangamati lake and
 * monsoon travel.
 */
import { F, lerp, smoothstep, lighten, darken } from '../color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, group, smoothD } from '../svg.mjs';
import { hillLayer } from '../terrain.mjs';
import { skyRect, sun, cloud, mist, birds } from '../sky.mjs';
import { waveLines, reflect } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { roundTree, palm } from '../plants.mjs';
import { countryBoat } from '../vehicles.mjs';
import { figure } from '../buildings.mjs';

export const SCENES = {};

SCENES['packages/sundarbans'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.52;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#9cc9c0'],
        [0.55, '#e3e6bd'],
        [1, '#f6e9b8'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.3, H * 0.2, 44, { core: '#fffbe8', glowColor: '#fff3b8', glowR: 6, glowOp: 0.7 }),
  );
  const farBank = hillLayer(sc, {
    y: hz - 34,
    amp: 14,
    freq: 0.03,
    oct: 3,
    fill: '#9dbda3',
    bottom: hz + 2,
  });
  const midBank = hillLayer(sc, {
    y: hz - 50,
    amp: 22,
    freq: 0.025,
    oct: 3,
    fill: '#6f9a78',
    bottom: hz + 2,
    shape: (x) => (x < W * 0.45 ? (W * 0.45 - x) * 0.7 : 0),
  });
  const banks = farBank.el + mist(sc, hz - 20, 60, '#f2f1d6', 0.6) + midBank.el;
  sc.add(banks);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#e2e0b6'],
          [0.35, '#a3b99a'],
          [1, '#4c7363'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, banks, hz, 0.35));
  sc.add(mist(sc, hz, 40, '#f6f3d8', 0.7));
  sc.add(waveLines(sc, { y0: hz + 6, y1: H, n: 110, color: '#f4f6df', op: 0.35, maxLen: 110 }));
  // near mangrove bank on the left: canopy, aerial roots, mud with pneumatophores
  const bankY = H * 0.74;
  const canopyTop = (x) => H * 0.04 + (x / (W * 0.45)) ** 1.6 * H * 0.36;
  const tones = ['#244a33', '#2f5b3d', '#3b6e47', '#4f8756'];
  const can = tones.map(() => '');
  for (let i = 0; i < 150; i++) {
    const x = sc.r(-60, W * 0.47);
    const band = sc.rng();
    const y = canopyTop(x) + band * (H * 0.5 - canopyTop(x)) * 0.9;
    const tone = Math.min(3, Math.floor((1 - band) * 3.2 + sc.r(0, 0.8)));
    can[tone] += circle(x, y, sc.r(26, 58) * (1 - band * 0.3));
  }
  let leaves = '';
  for (let i = 0; i < 70; i++) {
    const x = sc.r(-20, W * 0.46);
    const y = canopyTop(x) + sc.r(0, H * 0.3);
    leaves += ellipse(
      x,
      y,
      sc.r(5, 10),
      sc.r(2.5, 4),
      '#6fa56a',
      `transform="rotate(${F(sc.r(-40, 40))} ${F(x)} ${F(y)})"`,
    );
  }
  let roots = '';
  for (let i = 0; i < 16; i++) {
    const x = sc.r(-20, W * 0.44);
    const top = H * 0.5 + (x / W) * H * 0.2 + sc.r(-20, 40);
    roots += `M${F(x)},${F(top - 60)}L${F(x + sc.r(-10, 10))},${F(top + 20)}`;
    for (let k = 0; k < 3; k++) {
      const dx = sc.r(-70, 70);
      roots += `M${F(x)},${F(top + sc.r(0, 30))}Q${F(x + dx * 0.6)},${F(top - 10)} ${F(x + dx)},${F(bankY + sc.r(-20, 6))}`;
    }
  }
  const mud = `M-40,${F(bankY - 10)}C${F(W * 0.2)},${F(bankY - 30)} ${F(W * 0.4)},${F(bankY - 6)} ${F(W * 0.52)},${F(bankY + 26)}L${F(W * 0.52)},${F(bankY + 40)}L-40,${F(bankY + 40)}Z`;
  sc.add(stroke(roots, '#4d4030', 6));
  sc.add(
    can.map((c, k) => group(c, `fill="${tones[k]}"`)).join('') + group(leaves, 'opacity=".7"'),
  );
  sc.add(pathEl(mud, '#6c5a44'));
  let pn = '';
  for (let i = 0; i < 90; i++) {
    const x = sc.r(0, W * 0.5);
    const base = bankY - 10 + (x / (W * 0.5)) * 30 + sc.r(0, 14);
    pn += `M${F(x)},${F(base)}l${F(sc.r(-2, 2))},${F(-sc.r(8, 20))}`;
  }
  sc.add(stroke(pn, '#4a3d2e', 2.5));
  // spotted deer (chital) on the bank
  const deer = (x, y, s) => {
    const c = '#b9692f';
    let g = stroke(
      `M${F(x - 30 * s)},${F(y - 36 * s)}l${F(-4 * s)},${F(36 * s)}M${F(x - 20 * s)},${F(y - 36 * s)}l${F(3 * s)},${F(36 * s)}M${F(x + 24 * s)},${F(y - 36 * s)}l${F(-3 * s)},${F(36 * s)}M${F(x + 32 * s)},${F(y - 36 * s)}l${F(4 * s)},${F(36 * s)}`,
      darken(c, 0.2),
      5 * s,
    );
    g += ellipse(x, y - 46 * s, 42 * s, 17 * s, c);
    g += pathEl(
      `M${F(x + 28 * s)},${F(y - 56 * s)}L${F(x + 44 * s)},${F(y - 92 * s)}L${F(x + 56 * s)},${F(y - 88 * s)}L${F(x + 44 * s)},${F(y - 46 * s)}Z`,
      c,
    );
    g += ellipse(
      x + 58 * s,
      y - 92 * s,
      14 * s,
      7 * s,
      c,
      `transform="rotate(20 ${F(x + 58 * s)} ${F(y - 92 * s)})"`,
    );
    g += ellipse(
      x + 46 * s,
      y - 100 * s,
      6 * s,
      3 * s,
      c,
      `transform="rotate(-30 ${F(x + 46 * s)} ${F(y - 100 * s)})"`,
    );
    g += stroke(
      `M${F(x + 52 * s)},${F(y - 98 * s)}q${F(-6 * s)},${F(-20 * s)} ${F(-18 * s)},${F(-34 * s)}M${F(x + 48 * s)},${F(y - 112 * s)}l${F(-12 * s)},${F(-4 * s)}M${F(x + 56 * s)},${F(y - 98 * s)}q${F(4 * s)},${F(-22 * s)} ${F(-4 * s)},${F(-38 * s)}`,
      '#6b4a2f',
      3 * s,
    );
    g += ellipse(x - 40 * s, y - 52 * s, 5 * s, 8 * s, '#f4e8d6');
    let sp = '';
    for (let k = 0; k < 14; k++)
      sp += circle(x + sc.r(-32, 30) * s, y - 46 * s + sc.r(-10, 6) * s, 2.2 * s, '#f4e8d6');
    return g + ellipse(x, y - 36 * s, 34 * s, 6 * s, '#f4e8d6', 'opacity=".8"') + sp;
  };
  sc.add(deer(W * 0.3, bankY + 4, 1.15));
  // tourist launch with reflection
  const boatX = W * 0.66;
  const boatY = H * 0.72;
  let boat = pathEl(
    `M${F(boatX - 190)},${F(boatY - 18)}L${F(boatX + 210)},${F(boatY - 24)}Q${F(boatX + 190)},${F(boatY + 14)} ${F(boatX + 120)},${F(boatY + 18)}L${F(boatX - 150)},${F(boatY + 18)}Q${F(boatX - 180)},${F(boatY + 6)} ${F(boatX - 190)},${F(boatY - 18)}Z`,
    '#f4f1e6',
  );
  boat += rect(boatX - 170, boatY - 4, 360, 8, '#2e6b5e');
  boat += rect(boatX - 120, boatY - 74, 220, 54, '#fbfaf4');
  boat += rect(boatX - 134, boatY - 86, 248, 14, '#2e6b5e', 'rx="4"');
  let wins = '';
  for (let i = 0; i < 6; i++)
    wins += rect(boatX - 106 + i * 34, boatY - 62, 24, 20, '#35535a', 'rx="3"');
  boat += wins;
  boat +=
    rect(boatX - 60, boatY - 122, 120, 38, '#fbfaf4') +
    rect(boatX - 72, boatY - 132, 144, 12, '#d9573b', 'rx="4"');
  boat += stroke(
    `M${F(boatX + 40)},${F(boatY - 132)}L${F(boatX + 40)},${F(boatY - 180)}`,
    '#444',
    3,
  );
  boat += poly(
    [
      [boatX + 42, boatY - 180],
      [boatX + 74, boatY - 172],
      [boatX + 42, boatY - 162],
    ],
    '#0a7d4f',
  );
  sc.add(reflect(sc, boat, boatY + 18, 0.25));
  sc.add(boat);
  // egrets
  sc.add(birds(sc, 5, W * 0.62, H * 0.25, 110, '#ffffff', 13));
  sc.add(vignette(sc, 0.2, '#1c2a20'));
};

SCENES['spots/ratargul'] = (sc) => {
  const { W, H } = sc;
  const wy = H * 0.6;
  const parts = [];
  parts.push(
    skyRect(
      sc,
      [
        [0, '#e8f3cf'],
        [1, '#c3dca6'],
      ],
      wy + 2,
    ),
  );
  const trunks = (n, color, wMin, wMax, top, canopy) => {
    let t = '';
    let c = '';
    for (let i = 0; i < n; i++) {
      const x = sc.r(-20, W + 20);
      const w = sc.r(wMin, wMax);
      const lean = sc.r(-30, 30);
      t += pathEl(
        `M${F(x - w)},${F(wy + 4)}C${F(x - w * 0.8)},${F(wy - 150)} ${F(x + lean - w * 0.5)},${F(top + 80)} ${F(x + lean - w * 0.4)},${F(top)}L${F(x + lean + w * 0.4)},${F(top)}C${F(x + lean + w * 0.5)},${F(top + 80)} ${F(x + w * 0.8)},${F(wy - 150)} ${F(x + w)},${F(wy + 4)}Z`,
        color,
      );
      t += stroke(
        `M${F(x + lean * 0.6)},${F(lerp(wy, top, 0.6))}q${F(sc.r(-50, 50))},${F(-40)} ${F(sc.r(-90, 90))},${F(-90)}`,
        color,
        w * 0.35,
      );
      for (let k = 0; k < 4; k++)
        c += circle(x + lean + sc.r(-90, 90), top + sc.r(-40, 30), sc.r(40, 90));
    }
    return t + group(c, `fill="${canopy}"`);
  };
  parts.push(trunks(26, '#b3c9a1', 3, 6, H * 0.12, '#cfe2b4'));
  parts.push(mist(sc, H * 0.4, 220, '#eef6dc', 0.6));
  parts.push(trunks(16, '#7f9a6b', 5, 10, H * 0.06, '#9cc27f'));
  parts.push(mist(sc, H * 0.5, 160, '#e6f1d2', 0.45));
  parts.push(trunks(9, '#3f4630', 10, 22, -20, '#4f7f3c'));
  const scene = parts.join('');
  sc.add(scene);
  // light shafts
  let shafts = '';
  for (let i = 0; i < 5; i++) {
    const x = sc.r(W * 0.1, W * 0.9);
    shafts += poly(
      [
        [x, -10],
        [x + 60, -10],
        [x + 300, wy],
        [x + 180, wy],
      ],
      '#fffbe0',
    );
  }
  sc.add(group(shafts, `opacity=".18" filter="${sc.blur(14)}"`));
  sc.add(
    rect(
      0,
      wy,
      W,
      H - wy,
      sc.lin(
        [
          [0, '#86a86e'],
          [0.5, '#5d7d4a'],
          [1, '#34502c'],
        ],
        0,
        wy,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, scene, wy, 0.45));
  sc.add(waveLines(sc, { y0: wy + 6, y1: H, n: 90, color: '#e9f5d2', op: 0.3, maxLen: 120 }));
  let pads = '';
  for (let i = 0; i < 24; i++) {
    const t = sc.rng();
    const y = lerp(wy + 30, H, t);
    pads += ellipse(
      sc.r(0, W),
      y,
      lerp(6, 22, t),
      lerp(2, 6, t),
      sc.pick(['#7fb04f', '#6a9c40', '#8fc15b']),
    );
  }
  sc.add(pads);
  // dinghy with boatman and pole
  const bx = W * 0.56;
  const by = H * 0.78;
  let boat = pathEl(
    `M${F(bx - 220)},${F(by - 16)}Q${F(bx)},${F(by + 34)} ${F(bx + 230)},${F(by - 22)}Q${F(bx)},${F(by + 8)} ${F(bx - 220)},${F(by - 16)}Z`,
    '#4a3020',
  );
  boat += stroke(
    `M${F(bx - 210)},${F(by - 14)}Q${F(bx)},${F(by + 4)} ${F(bx + 220)},${F(by - 20)}`,
    '#8a5a34',
    4,
  );
  boat += figure(bx + 120, by - 6, 2.6, { skin: '#7a4a2f', cloth: '#2f6fa8', hair: '#1b1511' });
  boat += stroke(`M${F(bx + 60)},${F(by + 70)}L${F(bx + 170)},${F(by - 170)}`, '#6b4a2f', 5);
  boat += figure(bx - 60, by - 4, 2.2, { skin: '#8a5a3c', cloth: '#e85d75', hair: '#1b1511' });
  sc.add(reflect(sc, boat, by + 10, 0.3));
  sc.add(boat);
  sc.add(vignette(sc, 0.25, '#0f2010'));
};

SCENES['destinations/rangamati'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3f9fdc'],
        [0.65, '#a6d8f2'],
        [1, '#e6f6fb'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.22, H * 0.16, 260));
  sc.add(cloud(sc, W * 0.74, H * 0.12, 320));
  sc.add(cloud(sc, W * 0.5, H * 0.3, 160, { op: 0.85 }));
  const far = hillLayer(sc, {
    y: hz - 40,
    amp: 40,
    freq: 0.004,
    fill: '#8ab0c4',
    bottom: hz + 2,
  }).el;
  const mid = hillLayer(sc, {
    y: hz - 14,
    amp: 26,
    freq: 0.006,
    fill: '#5f9a8a',
    bottom: hz + 2,
    shape: (x) => 40 * (smoothstep(W * 0.28, W * 0.4, x) - smoothstep(W * 0.62, W * 0.74, x)),
  }).el;
  sc.add(far + mid);
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#6fbfd0'],
          [0.5, '#3f9ab5'],
          [1, '#24708e'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, far + mid, hz, 0.3));
  // green islands on the lake
  const island = (x, y, w, h, c) => {
    const d = `M${F(x - w)},${F(y)}C${F(x - w * 0.7)},${F(y - h)} ${F(x + w * 0.6)},${F(y - h * 1.1)} ${F(x + w)},${F(y)}Z`;
    let s =
      pathEl(d, c) +
      pathEl(
        `M${F(x - w * 0.6)},${F(y - h * 0.45)}C${F(x - w * 0.4)},${F(y - h * 0.9)} ${F(x)},${F(y - h * 0.95)} ${F(x + w * 0.2)},${F(y - h * 0.7)}Z`,
        lighten(c, 0.15),
        'opacity=".7"',
      );
    let tr = '';
    for (let k = 0; k < Math.floor(w / 30); k++) {
      const tx = x - w * 0.7 + sc.r(0, w * 1.4);
      tr += circle(tx, y - h * 0.75 * (1 - Math.abs(tx - x) / w) - 4, sc.r(10, 22) * (h / 80));
    }
    s += group(tr, `fill="${darken(c, 0.12)}"`);
    return s;
  };
  const isl =
    island(W * 0.3, hz + 30, 230, 90, '#4f9a58') + island(W * 0.62, hz + 14, 160, 60, '#5aa262');
  sc.add(reflect(sc, isl, hz + 40, 0.3));
  sc.add(isl);
  sc.add(waveLines(sc, { y0: hz + 8, y1: H, n: 130, color: '#e6f8ff', op: 0.45, maxLen: 80 }));
  // near bank (left) and a big wooded island (right) joined by the hanging bridge
  const wl = H * 0.74;
  const bank = `M-20,${F(H * 0.58)}C${F(W * 0.08)},${F(H * 0.56)} ${F(W * 0.15)},${F(H * 0.64)} ${F(W * 0.2)},${F(wl + 4)}C${F(W * 0.16)},${F(H * 0.86)} ${F(W * 0.1)},${F(H * 0.95)} ${F(W * 0.06)},${F(H + 20)}L-20,${F(H + 20)}Z`;
  const big = `M${F(W * 0.7)},${F(wl + 6)}C${F(W * 0.75)},${F(H * 0.58)} ${F(W * 0.85)},${F(H * 0.47)} ${F(W + 20)},${F(H * 0.46)}L${F(W + 20)},${F(wl + 6)}Z`;
  let land = pathEl(big, '#3f8a4c') + pathEl(bank, '#3c7a42');
  let canopy = '';
  for (let i = 0; i < 16; i++) {
    const tx = sc.r(W * 0.76, W + 20);
    canopy += circle(
      tx,
      H * 0.5 + Math.max(0, (W * 0.84 - tx) * 0.45) + sc.r(-10, 30),
      sc.r(24, 46),
    );
  }
  land += group(canopy, 'fill="#357a40"');
  land +=
    roundTree(sc, W * 0.03, H * 0.6, 62, { color: '#2f6b3a' }) +
    roundTree(sc, W * 0.1, H * 0.62, 46, { color: '#37783f' });
  const x0 = W * 0.17;
  const x1 = W * 0.77;
  const y0 = H * 0.63;
  const y1 = H * 0.6;
  const deck = (t) => [lerp(x0, x1, t), lerp(y0, y1, t) + 48 * Math.sin(Math.PI * t)];
  const cable = (t) => [lerp(x0, x1, t), lerp(y0 - 100, y1 - 100, t) + 70 * Math.sin(Math.PI * t)];
  const N = 44;
  const dPts = [];
  const cPts = [];
  let hangers = '';
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    dPts.push(deck(t));
    cPts.push(cable(t));
    const [dx, dy] = deck(t);
    const [, cy] = cable(t);
    hangers += `M${F(dx)},${F(dy)}L${F(dx)},${F(cy)}`;
  }
  const bridge =
    stroke(hangers, '#f1e6da', 2) +
    stroke(smoothD(cPts), '#e0453a', 5) +
    stroke(smoothD(dPts.map(([x, y]) => [x, y - 34])), '#e0453a', 3.5) +
    stroke(smoothD(dPts), '#b8322a', 10) +
    rect(x0 - 8, y0 - 112, 14, 122, '#c8362c') +
    rect(x1 - 4, y1 - 112, 14, 122, '#c8362c');
  const all = land + bridge;
  sc.add(reflect(sc, all, wl, 0.22));
  sc.add(all);
  sc.add(
    countryBoat(sc, W * 0.5, H * 0.86, 0.9, {
      hull: '#5a3a26',
      stripe: '#2f9a6b',
      stripe2: '#f2c14e',
      roof: '#c89b5c',
      mast: false,
    }),
  );
  sc.add(birds(sc, 4, W * 0.44, H * 0.22, 80, '#2f4f6f', 10));
  sc.add(vignette(sc, 0.16, '#082838'));
};

SCENES['articles/monsoon-travel'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f6b7d'],
        [0.6, '#8fa9b2'],
        [1, '#c4d5d2'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 520, { fill: '#7f97a5', shade: '#5f7787' }));
  sc.add(cloud(sc, W * 0.7, H * 0.16, 620, { fill: '#8aa1ae', shade: '#667e8d' }));
  sc.add(cloud(sc, W * 0.5, H * 0.3, 360, { fill: '#9fb3bd', shade: '#7f96a2', op: 0.9 }));
  const tl = hillLayer(sc, {
    y: hz - 20,
    amp: 16,
    freq: 0.01,
    oct: 3,
    fill: '#5d7f6a',
    bottom: hz + 2,
  });
  let tp = '';
  for (let x = 20; x < W; x += sc.r(70, 160))
    tp += palm(sc, x, tl.at(x) + 8, sc.r(80, 130), sc.r(-12, 12), {
      silhouette: true,
      trunk: '#4d6f5b',
      leaf: '#4d6f5b',
      leafBack: '#4d6f5b',
      fronds: 7,
    });
  const shore = tl.el + tp;
  sc.add(shore);
  sc.add(mist(sc, hz - 6, 50, '#cfdcd8', 0.6));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#b6c9c6'],
          [0.5, '#7f9f9c'],
          [1, '#4f7471'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, shore, hz, 0.3));
  // paddy strips on the right bank
  for (let k = 0; k < 5; k++) {
    const y = hz + 40 + k * 42 * (1 + k * 0.3);
    const x0 = W * (0.58 - k * 0.04);
    sc.add(
      pathEl(
        `M${F(x0)},${F(y)}L${F(W + 20)},${F(y - 10)}L${F(W + 20)},${F(y + 20 + k * 6)}L${F(x0 + 30)},${F(y + 24 + k * 6)}Z`,
        k % 2 ? '#7fae5a' : '#6b9f4c',
      ),
    );
    let sh = '';
    for (let x = x0 + 20; x < W; x += 16 + k * 4)
      sh += `M${F(x)},${F(y + 18 + k * 5)}l-2,${F(-10 - k * 3)}M${F(x)},${F(y + 18 + k * 5)}l3,${F(-9 - k * 3)}`;
    sc.add(stroke(sh, '#a9d37f', 1.5 + k * 0.4, 'opacity=".7"'));
  }
  // ripples
  let rip = '';
  for (let i = 0; i < 70; i++) {
    const t = sc.rng();
    const y = lerp(hz + 10, H, t);
    rip += ellipse(
      sc.r(0, W),
      y,
      lerp(6, 30, t),
      lerp(1.5, 6, t),
      'none',
      `stroke="#e4efee" stroke-width="${F(lerp(1, 2.5, t))}"`,
    );
  }
  sc.add(group(rip, 'opacity=".45"'));
  // country boat with a yellow umbrella
  const bx = W * 0.36;
  const by = H * 0.74;
  sc.add(
    countryBoat(sc, bx, by, 1.4, {
      hull: '#4a3424',
      stripe: '#d9483b',
      stripe2: '#2f6fa8',
      roof: '#b98e55',
      mast: false,
    }),
  );
  sc.add(figure(bx + 70, by - 8, 2.6, { skin: '#7a4a2f', cloth: '#2f8f83', hair: '#1b1511' }));
  sc.add(stroke(`M${F(bx + 74)},${F(by - 60)}L${F(bx + 90)},${F(by - 150)}`, '#3a2a1a', 4));
  sc.add(
    pathEl(
      `M${F(bx - 10)},${F(by - 120)}Q${F(bx + 80)},${F(by - 240)} ${F(bx + 190)},${F(by - 150)}Q${F(bx + 160)},${F(by - 160)} ${F(bx + 135)},${F(by - 138)}Q${F(bx + 100)},${F(by - 156)} ${F(bx + 70)},${F(by - 132)}Q${F(bx + 35)},${F(by - 146)} ${F(bx - 10)},${F(by - 120)}Z`,
      '#f6c026',
    ),
  );
  sc.add(
    pathEl(
      `M${F(bx + 70)},${F(by - 132)}Q${F(bx + 84)},${F(by - 210)} ${F(bx + 92)},${F(by - 200)}Q${F(bx + 110)},${F(by - 170)} ${F(bx + 135)},${F(by - 138)}Q${F(bx + 100)},${F(by - 156)} ${F(bx + 70)},${F(by - 132)}Z`,
      '#e0a315',
    ),
  );
  // banana plants in the foreground right
  const bleaf = (x, y, len, ang, c) => {
    const a = (ang * Math.PI) / 180;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len + len * 0.25;
    const mx = (x + ex) / 2;
    const my = (y + ey) / 2 - len * 0.3;
    return (
      pathEl(
        `M${F(x)},${F(y)}Q${F(mx - 40)},${F(my - 60)} ${F(ex)},${F(ey)}Q${F(mx + 30)},${F(my + 40)} ${F(x)},${F(y)}Z`,
        c,
      ) + stroke(`M${F(x)},${F(y)}Q${F(mx)},${F(my)} ${F(ex)},${F(ey)}`, lighten(c, 0.2), 3)
    );
  };
  sc.add(stroke(`M${F(W * 0.92)},${F(H + 10)}L${F(W * 0.9)},${F(H * 0.62)}`, '#3f6a3a', 30));
  sc.add(
    bleaf(W * 0.9, H * 0.64, 300, -150, '#2f6b34') +
      bleaf(W * 0.9, H * 0.62, 260, -60, '#3a7d3c') +
      bleaf(W * 0.9, H * 0.66, 280, -110, '#2a5f2f') +
      bleaf(W * 0.9, H * 0.7, 240, -20, '#458a45'),
  );
  // rain
  let rain = '';
  for (let i = 0; i < 420; i++) {
    const x = sc.r(-100, W + 50);
    const y = sc.r(-40, H);
    const l = sc.r(18, 46);
    rain += `M${F(x)},${F(y)}l${F(l * 0.25)},${F(l)}`;
  }
  sc.add(stroke(rain, '#eef6f8', 1.6, 'opacity=".45"'));
  sc.add(vignette(sc, 0.28, '#18252c'));
};
