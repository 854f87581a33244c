/**
 * Beach and sea-coast scenes: Cox's Bazar, the Maldives, Saint Martin's Island, Kuakata and
 * the 16:9 home hero.
 */
import { F, lerp, smoothstep } from '../color.mjs';
import { rect, ellipse, poly, pathEl, stroke } from '../svg.mjs';
import { gauss, hillLayer, rock } from '../terrain.mjs';
import { skyRect, sun, stars, cloud, pillCloud, birds } from '../sky.mjs';
import { waveLines, reflectionColumn } from '../water.mjs';
import { vignette, stipple } from '../effects.mjs';
import { pineD, palm } from '../plants.mjs';
import { countryBoat, sailboat } from '../vehicles.mjs';

export const SCENES = {};

SCENES['packages/coxs-bazar'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.5;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2c3f7c'],
        [0.45, '#a85c8e'],
        [0.78, '#f0906a'],
        [1, '#ffd49c'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.68, hz - 70, 56, {
      core: '#fff2d2',
      glowColor: '#ffb07a',
      glowR: 6,
      glowOp: 0.65,
    }),
  );
  sc.add(pillCloud(sc, W * 0.24, H * 0.16, 360, 18, '#f4a3a6', 0.5));
  sc.add(pillCloud(sc, W * 0.58, H * 0.1, 460, 16, '#e89bb0', 0.45));
  sc.add(pillCloud(sc, W * 0.88, H * 0.27, 280, 14, '#ffc0a0', 0.55));
  sc.add(pillCloud(sc, W * 0.42, H * 0.34, 240, 12, '#ffc9a6', 0.5));
  // Himchari hills on the left, fading out over the sea
  const cut = (k) => (x) => (x > W * k ? (x - W * k) * 0.55 : 0);
  sc.add(hillLayer(sc, { y: hz - 40, amp: 30, freq: 0.005, fill: '#9c6e94', shape: cut(0.42) }).el);
  sc.add(hillLayer(sc, { y: hz - 8, amp: 24, freq: 0.006, fill: '#6e4f7e', shape: cut(0.28) }).el);
  // sea
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f7b48c'],
          [0.18, '#b98aa4'],
          [0.55, '#52669a'],
          [1, '#2b416f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.68, hz, H * 0.86, 40, 300, '#ffd9a6', 0.85));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 170, color: '#ffe3cc', op: 0.35, maxLen: 90 }));
  sc.add(
    countryBoat(sc, W * 0.44, hz + 34, 0.32, {
      hull: '#3b2a45',
      stripe: '#3b2a45',
      stripe2: '#3b2a45',
      roof: '#3b2a45',
    }),
  );
  sc.add(
    countryBoat(sc, W * 0.86, hz + 60, 0.42, {
      hull: '#35284a',
      stripe: '#35284a',
      stripe2: '#35284a',
      roof: '#35284a',
    }),
  );
  // beach: long curving shore from the left
  const shore = (o) =>
    `M-40,${F(H * 0.62 + o)}C${F(W * 0.3)},${F(H * 0.64 + o)} ${F(W * 0.55)},${F(H * 0.8 + o)} ${F(W + 40)},${F(H * 1.02 + o)}`;
  sc.add(stroke(shore(-78), '#ffe9d6', 3, 'opacity=".35" stroke-dasharray="60 24 120 30"'));
  sc.add(stroke(shore(-40), '#fff2e4', 4, 'opacity=".55" stroke-dasharray="140 20 60 16"'));
  sc.add(pathEl(`${shore(-10)}L-40,${H + 40}Z`, '#c99a7f'));
  sc.add(stroke(shore(-12), '#fff8f0', 6, 'opacity=".9"'));
  sc.add(
    pathEl(
      `${shore(14)}L-40,${H + 40}Z`,
      sc.lin(
        [
          [0, '#f2c79a'],
          [1, '#e0a878'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    stipple(
      sc,
      `${shore(14)}L-40,${H + 40}Z`,
      [0, H * 0.6, W, H * 0.4],
      260,
      '#b9825c',
      0.35,
      1,
      2.2,
    ),
  );
  // casuarina trees on the left edge
  let cas = '';
  for (const [x, h] of [
    [30, 360],
    [105, 300],
    [170, 250],
  ])
    cas += pineD(x, H * 0.66, h, h * 0.16, 7);
  sc.add(pathEl(cas, '#3b2c45'));
  // beach umbrellas with chairs
  const umbrella = (x, y, s, c1, c2) => {
    let u = stroke(`M${F(x)},${F(y)}L${F(x + 6 * s)},${F(y - 90 * s)}`, '#6b4b3a', 4 * s);
    u += pathEl(
      `M${F(x - 60 * s)},${F(y - 78 * s)}Q${F(x + 6 * s)},${F(y - 140 * s)} ${F(x + 72 * s)},${F(y - 78 * s)}Z`,
      c1,
    );
    u += pathEl(
      `M${F(x - 20 * s)},${F(y - 78 * s)}Q${F(x + 6 * s)},${F(y - 138 * s)} ${F(x + 32 * s)},${F(y - 78 * s)}Z`,
      c2,
    );
    u += pathEl(
      `M${F(x - 34 * s)},${F(y)}l${F(14 * s)},${F(-26 * s)}h${F(46 * s)}l${F(-14 * s)},${F(26 * s)}z`,
      '#5a6fb0',
    );
    u += stroke(`M${F(x - 20 * s)},${F(y - 26 * s)}l${F(-8 * s)},${F(-30 * s)}`, '#5a6fb0', 7 * s);
    return u;
  };
  sc.add(umbrella(W * 0.3, H * 0.86, 1, '#e8505b', '#fff4e0'));
  sc.add(umbrella(W * 0.42, H * 0.95, 1.15, '#f9a03f', '#fff4e0'));
  sc.add(umbrella(W * 0.18, H * 0.78, 0.8, '#3aa6a0', '#fff4e0'));
  sc.add(
    countryBoat(sc, W * 0.09, H * 0.9, 0.95, {
      hull: '#5b3a29',
      stripe: '#e94f37',
      stripe2: '#3f88c5',
      roof: '#d9a45b',
    }),
  );
  sc.add(birds(sc, 6, W * 0.55, H * 0.24, 120, '#4a2f4f', 11));
  sc.add(vignette(sc, 0.25));
};

SCENES['packages/maldives'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.38;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#2f9be8'],
        [0.7, '#9fd9f7'],
        [1, '#def4fd'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.86, H * 0.1, 38, {
      core: '#fffdf0',
      glowColor: '#fff6c8',
      glowR: 5,
      glowOp: 0.5,
    }),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.2, 280));
  sc.add(cloud(sc, W * 0.56, H * 0.12, 200, { op: 0.9 }));
  sc.add(cloud(sc, W * 0.8, H * 0.28, 160, { op: 0.85 }));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#1b86c4'],
          [0.25, '#1fb1c9'],
          [0.6, '#49d6cf'],
          [1, '#8ff0de'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  // distant island
  sc.add(ellipse(W * 0.14, hz + 6, 170, 12, '#f6ecd0'));
  let isl = '';
  for (let i = 0; i < 6; i++)
    isl += palm(sc, W * 0.08 + i * 32, hz + 4, sc.r(60, 90), sc.r(-14, 14), {
      silhouette: true,
      trunk: '#3d7a5a',
      leaf: '#3f8a5f',
      leafBack: '#2f6f4f',
      fronds: 7,
    });
  sc.add(isl);
  // light caustics
  let caus = '';
  for (let i = 0; i < 90; i++) {
    const t = sc.rng();
    const y = lerp(hz + 20, H, t);
    const x = sc.r(0, W);
    const l = lerp(10, 70, t);
    caus += `M${F(x)},${F(y)}q${F(l / 4)},${F(-l / 10)} ${F(l / 2)},0t${F(l / 2)},0`;
  }
  sc.add(stroke(caus, '#ffffff', 2.5, 'opacity=".35"'));
  // overwater villas in perspective
  const villas = [];
  for (let k = 0; k < 7; k++) {
    const t = k / 6;
    villas.push({
      x: lerp(W * 0.42, W * 0.98, t ** 1.15),
      y: lerp(hz + 36, H * 0.7, t ** 1.3),
      s: lerp(0.35, 1.25, t ** 1.2),
    });
  }
  const walkway = `M${F(villas[0].x)},${F(villas[0].y + 6)}L${F(villas.at(-1).x)},${F(villas.at(-1).y + 22)}`;
  sc.add(stroke(walkway, '#8a6a4a', 10));
  for (const v of villas) {
    const { x, y, s } = v;
    sc.add(rect(x - 100 * s, y + 22 * s, 200 * s, 14 * s, '#137a8a', 'opacity=".35"'));
    let st = '';
    for (const dx of [-70, -20, 30, 80]) st += `M${F(x + dx * s)},${F(y)}v${F(28 * s)}`;
    sc.add(stroke(st, '#5e4532', 5 * s));
    sc.add(rect(x - 90 * s, y - 6 * s, 180 * s, 10 * s, '#9c7350'));
    sc.add(
      rect(x - 70 * s, y - 60 * s, 140 * s, 56 * s, '#f1e2c6') +
        rect(x + 30 * s, y - 60 * s, 40 * s, 56 * s, '#dcc7a3'),
    );
    sc.add(rect(x - 50 * s, y - 46 * s, 60 * s, 34 * s, '#2f5a6e'));
    sc.add(
      poly(
        [
          [x - 98 * s, y - 52 * s],
          [x - 30 * s, y - 108 * s],
          [x + 30 * s, y - 108 * s],
          [x + 98 * s, y - 52 * s],
        ],
        '#b27a3f',
      ),
    );
    let th = '';
    for (let k = 0; k < 10; k++)
      th += `M${F(x - 90 * s + k * 18 * s)},${F(y - 54 * s)}l${F(10 * s)},${F(-42 * s)}`;
    sc.add(stroke(th, '#8c5a2b', 2 * s));
  }
  // sandbank foreground with palms
  const sand = `M-20,${F(H * 0.8)}C${F(W * 0.15)},${F(H * 0.76)} ${F(W * 0.32)},${F(H * 0.86)} ${F(W * 0.44)},${F(H + 20)}L-20,${F(H + 20)}Z`;
  sc.add(pathEl(sand, '#7fe3d2', 'transform="translate(0 -12)" opacity=".8"'));
  sc.add(pathEl(sand, '#fbf1d8'));
  sc.add(stipple(sc, sand, [0, H * 0.75, W * 0.45, H * 0.25], 120, '#e7cf9f', 0.5, 1, 2));
  sc.add(palm(sc, W * 0.06, H * 0.98, 500, 140, { leaf: '#2f9a55', trunk: '#8a6742', curve: 0.5 }));
  sc.add(palm(sc, W * 0.14, H * 1.02, 380, 80, { leaf: '#3aa862', trunk: '#8a6742', curve: 0.4 }));
  sc.add(vignette(sc, 0.16, '#06324a'));
};

SCENES['spots/saint-martin'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.44;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3aa6e6'],
        [0.7, '#a8dcf6'],
        [1, '#e2f5fd'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.3, H * 0.18, 320));
  sc.add(cloud(sc, W * 0.7, H * 0.26, 200, { op: 0.9 }));
  sc.add(pillCloud(sc, W * 0.88, H * 0.12, 220, 12, '#ffffff', 0.7));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#1b7fc0'],
          [0.35, '#1fa6c4'],
          [0.7, '#44cbc4'],
          [1, '#7fe2cf'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 140, color: '#ffffff', op: 0.4, maxLen: 80 }));
  sc.add(
    countryBoat(sc, W * 0.32, hz + 40, 0.4, {
      hull: '#2f4f6f',
      stripe: '#f2c14e',
      stripe2: '#e4572e',
      roof: '#c89b5c',
    }),
  );
  // beach on the right
  const sand = `M${F(W * 0.55)},${F(H + 20)}C${F(W * 0.68)},${F(H * 0.78)} ${F(W * 0.8)},${F(H * 0.64)} ${F(W + 20)},${F(H * 0.6)}L${F(W + 20)},${F(H + 20)}Z`;
  sc.add(pathEl(sand, '#bfeee0', 'transform="translate(-18 -6)"'));
  sc.add(
    pathEl(
      sand,
      sc.lin(
        [
          [0, '#f6e2b4'],
          [1, '#e9c98e'],
        ],
        0,
        H * 0.6,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(stipple(sc, sand, [W * 0.55, H * 0.6, W * 0.45, H * 0.4], 160, '#c9a468', 0.45));
  // coral rocks in the shallows
  const rocks = [
    [W * 0.12, H * 0.86, 110, 40],
    [W * 0.26, H * 0.93, 80, 30],
    [W * 0.06, H * 0.7, 60, 22],
    [W * 0.38, H * 0.78, 70, 24],
    [W * 0.2, H * 0.66, 40, 14],
    [W * 0.47, H * 0.94, 90, 34],
    [W * 0.5, H * 0.7, 40, 14],
  ];
  for (const [x, y, w, h] of rocks)
    sc.add(rock(sc, x, y, w, h, { fill: '#54483f', top: '#8a7564', foam: '#ffffff' }));
  // leaning coconut palms
  sc.add(
    palm(sc, W * 0.96, H * 0.72, 560, -320, { curve: 0.55, leaf: '#2e9150', trunk: '#8b6a44' }),
  );
  sc.add(
    palm(sc, W * 0.86, H * 0.82, 470, -220, { curve: 0.5, leaf: '#37a35d', trunk: '#8b6a44' }),
  );
  sc.add(palm(sc, W * 1.0, H * 0.9, 380, -120, { curve: 0.4, leaf: '#2a8447', trunk: '#7a5a38' }));
  sc.add(birds(sc, 3, W * 0.52, H * 0.2, 60, '#3a5a7a', 10));
  sc.add(vignette(sc, 0.16, '#063048'));
};

SCENES['destinations/kuakata'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.56;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#33356f'],
        [0.4, '#8a5b93'],
        [0.75, '#e98585'],
        [1, '#ffc98f'],
      ],
      hz + 2,
    ),
  );
  sc.add(stars(sc, 30, H * 0.18));
  sc.add(
    sun(sc, W * 0.55, hz + 10, 80, {
      core: '#ffe6b8',
      glowColor: '#ff9f7a',
      glowR: 5,
      glowOp: 0.7,
    }),
  );
  sc.add(pillCloud(sc, W * 0.3, H * 0.3, 420, 16, '#c77a9c', 0.6));
  sc.add(pillCloud(sc, W * 0.76, H * 0.22, 340, 14, '#b86f9a', 0.55));
  sc.add(pillCloud(sc, W * 0.62, H * 0.42, 300, 12, '#ffb08a', 0.55));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#f3a088'],
          [0.4, '#a76a93'],
          [1, '#3c3a70'],
        ],
        0,
        hz,
        0,
        H * 0.8,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.55, hz, H * 0.8, 120, 380, '#ffd0a0', 0.8));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H * 0.8, n: 120, color: '#ffd9c6', op: 0.35 }));
  const sil = '#2a2143';
  // fishing boats with nets (silhouettes)
  sc.add(
    countryBoat(sc, W * 0.28, hz + 30, 0.5, { hull: sil, stripe: sil, stripe2: sil, roof: sil }),
  );
  sc.add(
    countryBoat(sc, W * 0.8, hz + 48, 0.7, { hull: sil, stripe: sil, stripe2: sil, roof: sil }),
  );
  sc.add(
    stroke(
      `M${F(W * 0.8 + 40)},${F(hz - 20)}L${F(W * 0.8 + 120)},${F(hz + 40)}M${F(W * 0.8 + 40)},${F(hz - 20)}L${F(W * 0.8 + 100)},${F(hz + 50)}`,
      sil,
      2,
    ),
  );
  // wet beach with mirror sheen
  const beachTop = H * 0.8;
  sc.add(
    rect(
      0,
      beachTop,
      W,
      H - beachTop,
      sc.lin(
        [
          [0, '#d9949a'],
          [1, '#8a5f7f'],
        ],
        0,
        beachTop,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    stroke(
      `M-20,${F(beachTop)}Q${F(W * 0.3)},${F(beachTop - 8)} ${F(W * 0.6)},${F(beachTop + 2)}T${F(W + 20)},${F(beachTop)}`,
      '#fff0e8',
      4,
      'opacity=".8"',
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.55, beachTop + 6, H, 200, 420, '#ffc9a0', 0.35));
  let crabs = '';
  for (let i = 0; i < 16; i++)
    crabs += ellipse(sc.r(0, W), sc.r(beachTop + 30, H), 5, 3, '#e0463c');
  sc.add(crabs);
  // coconut palms silhouettes on the left
  const ps = { silhouette: true, trunk: sil, leaf: sil, leafBack: sil };
  sc.add(palm(sc, W * 0.04, H * 1.02, 640, 120, { ...ps, curve: 0.4 }));
  sc.add(palm(sc, W * 0.14, H * 0.98, 460, 60, { ...ps, curve: 0.3 }));
  sc.add(palm(sc, W * 0.98, H * 1.02, 420, -70, { ...ps, curve: 0.3 }));
  sc.add(birds(sc, 6, W * 0.45, H * 0.3, 120, sil, 12));
  sc.add(vignette(sc, 0.25, '#15102a'));
};

SCENES['hero/coastal'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.56;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#7fb2e5'],
        [0.45, '#c9c3e3'],
        [0.78, '#fbc3b5'],
        [1, '#ffdcae'],
      ],
      hz + 2,
    ),
  );
  sc.add(
    sun(sc, W * 0.66, hz - 26, 58, {
      core: '#fff4dc',
      glowColor: '#ffc48e',
      glowR: 7,
      glowOp: 0.6,
    }),
  );
  sc.add(cloud(sc, W * 0.86, H * 0.2, 300, { fill: '#fff5f2', shade: '#f2c7cf', op: 0.95 }));
  sc.add(pillCloud(sc, W * 0.42, H * 0.16, 420, 18, '#ffffff', 0.55));
  sc.add(pillCloud(sc, W * 0.16, H * 0.3, 300, 14, '#ffe3dc', 0.6));
  sc.add(pillCloud(sc, W * 0.62, H * 0.36, 260, 12, '#ffd6c0', 0.6));
  sc.add(
    hillLayer(sc, {
      y: hz - 24,
      amp: 18,
      freq: 0.006,
      fill: '#b59ac4',
      bottom: hz + 2,
      shape: (x) =>
        200 * (1 - smoothstep(W * 0.7, W * 0.84, x)) - 30 * gauss(x, W * 0.92, W * 0.08),
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
          [0, '#ffc7a6'],
          [0.2, '#7fc9cf'],
          [0.6, '#2fa3b8'],
          [1, '#1c7f9f'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(reflectionColumn(sc, W * 0.66, hz, H * 0.78, 60, 260, '#fff0d6', 0.8));
  sc.add(waveLines(sc, { y0: hz + 4, y1: H, n: 170, color: '#ffffff', op: 0.4, maxLen: 90 }));
  sc.add(sailboat(sc, W * 0.36, hz + 40, 0.7, { sail: '#fff8f2', sail2: '#fde6dc' }));
  // beach sweeping in from the bottom right
  const shore = (o) =>
    `M${F(W * 0.1)},${F(H + 20)}C${F(W * 0.4)},${F(H * 0.86 + o)} ${F(W * 0.7)},${F(H * 0.8 + o)} ${F(W + 20)},${F(H * 0.72 + o)}`;
  sc.add(stroke(shore(-40), '#ffffff', 3, 'opacity=".5" stroke-dasharray="120 30 40 20"'));
  sc.add(pathEl(`${shore(-10)}L${F(W + 20)},${F(H + 20)}Z`, '#bfe8de'));
  sc.add(stroke(shore(-10), '#ffffff', 6, 'opacity=".9"'));
  const sandD = `${shore(6)}L${F(W + 20)},${F(H + 20)}Z`;
  sc.add(
    pathEl(
      sandD,
      sc.lin(
        [
          [0, '#fde3bd'],
          [1, '#f1c992'],
        ],
        0,
        H * 0.72,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(stipple(sc, sandD, [W * 0.1, H * 0.7, W * 0.9, H * 0.3], 200, '#d9a96e', 0.4, 1, 2.2));
  sc.add(
    palm(sc, W * 0.95, H * 0.98, 640, -160, { curve: 0.45, leaf: '#2f9a63', trunk: '#8a6a48' }),
  );
  sc.add(
    palm(sc, W * 0.87, H * 1.02, 500, -60, { curve: 0.35, leaf: '#38a86d', trunk: '#8a6a48' }),
  );
  sc.add(palm(sc, W * 1.0, H * 0.9, 420, -40, { curve: 0.3, leaf: '#2a8a58', trunk: '#7a5a3c' }));
  sc.add(birds(sc, 5, W * 0.54, H * 0.24, 90, '#6a5a7a', 10));
  sc.add(vignette(sc, 0.14, '#2a1f40'));
};
