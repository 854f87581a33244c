/**
 * Travel-package offer scenes: the Hill Tracts explorer (Bandarban and Rangamati), the island
 * hopper (Saint Martin's and Chhera Dwip, snorkelling) and a wellness week in Sylhet's tea hills.
 */
import { F, lerp, smoothstep, lighten, darken } from '../color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, group, smoothD } from '../svg.mjs';
import { gauss, hillLayer, grassTufts, rock } from '../terrain.mjs';
import { skyRect, sun, cloud, pillCloud, mist, birds } from '../sky.mjs';
import { waveLines } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { roundTree, palm, teaGarden } from '../plants.mjs';
import { countryBoat } from '../vehicles.mjs';
import { figure } from '../buildings.mjs';

export const SCENES = {};

/** Band along a centre line whose width grows from w0 to w1 (a river seen in perspective). */
function riverD(pts, w0, w1) {
  const n = pts.length - 1;
  const L = pts.map(([x, y], i) => [x - lerp(w0, w1, (i / n) ** 1.4) / 2, y]);
  const R = pts.map(([x, y], i) => [x + lerp(w0, w1, (i / n) ** 1.4) / 2, y]).reverse();
  return `${smoothD(L)}${smoothD(R, false)}Z`;
}

/** Hiker with a backpack (and a walking stick for the guide), standing at y. */
function hiker(x, y, s, cloth, pack, stick) {
  let g = '';
  if (stick)
    g += stroke(`M${F(x + 9 * s)},${F(y)}L${F(x + 14 * s)},${F(y - 34 * s)}`, '#6b4a2e', 2 * s);
  g += figure(x, y, s, { skin: '#8a5a3c', cloth, hair: '#1d1714' });
  if (pack) g += rect(x - 12 * s, y - 27 * s, 8 * s, 14 * s, pack, `rx="${F(2 * s)}"`);
  return g;
}

SCENES['offers/package-1'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#74b3de'],
        [0.6, '#cfe6ee'],
        [1, '#f9ebcc'],
      ],
      H * 0.5,
    ),
  );
  sc.add(sun(sc, W * 0.72, H * 0.22, 44, { core: '#fff6dc', glowColor: '#ffe0a0', glowR: 5 }));
  sc.add(pillCloud(sc, W * 0.3, H * 0.12, 340, 16, '#ffffff', 0.8));
  sc.add(hillLayer(sc, { y: H * 0.3, amp: 50, freq: 0.004, fill: '#a6c0d4' }).el);
  sc.add(mist(sc, H * 0.36, 60, '#f3f1e6', 0.6));
  const l2 = hillLayer(sc, { y: H * 0.4, amp: 60, freq: 0.0045, fill: '#87ab9a' });
  sc.add(l2.el);
  // the golden stupa of Bandarban on a far hilltop
  const gx = W * 0.28;
  const gy = Math.min(l2.at(gx - 30), l2.at(gx), l2.at(gx + 30)) + 16;
  sc.add(
    rect(gx - 34, gy - 14, 68, 14, '#e9d9b0') +
      pathEl(
        `M${F(gx - 26)},${F(gy - 14)}Q${F(gx - 24)},${F(gy - 62)} ${F(gx)},${F(gy - 70)}Q${F(gx + 24)},${F(gy - 62)} ${F(gx + 26)},${F(gy - 14)}Z`,
        '#e2a93a',
      ) +
      poly(
        [
          [gx - 6, gy - 68],
          [gx, gy - 100],
          [gx + 6, gy - 68],
        ],
        '#d39a2e',
      ) +
      pathEl(
        `M${F(gx - 10)},${F(gy - 20)}Q${F(gx - 12)},${F(gy - 52)} ${F(gx)},${F(gy - 62)}Q${F(gx - 4)},${F(gy - 46)} ${F(gx - 2)},${F(gy - 20)}Z`,
        '#f6d27a',
        'opacity=".7"',
      ),
  );
  sc.add(mist(sc, H * 0.46, 60, '#eef4ea', 0.55));
  const l3 = hillLayer(sc, { y: H * 0.5, amp: 50, freq: 0.004, fill: '#5f9a6c' });
  let t3 = '';
  for (let x = -20; x < W + 20; x += sc.r(30, 60))
    t3 += circle(x, l3.at(x) + sc.r(6, 16), sc.r(16, 30));
  sc.add(l3.el + group(t3, 'fill="#558f61"'));
  const l4 = hillLayer(sc, {
    y: H * 0.62,
    amp: 30,
    freq: 0.004,
    fill: '#4f8a52',
    fill2: '#3f7a44',
    shape: (x) => 60 * gauss(x, W * 0.5, W * 0.2) - 90 * smoothstep(W * 0.65, W, x),
  });
  sc.add(l4.el);
  // the Sangu river winding out of the hills, with a country boat
  const river = riverD(
    [
      [W * 0.56, l4.at(W * 0.56) + 8],
      [W * 0.47, H * 0.72],
      [W * 0.54, H * 0.79],
      [W * 0.36, H * 0.88],
      [W * 0.18, H * 1.04],
    ],
    16,
    340,
  );
  sc.add(
    pathEl(
      river,
      sc.lin(
        [
          [0, '#a6d6d8'],
          [1, '#3f9aa8'],
        ],
        0,
        H * 0.62,
        0,
        H,
        true,
      ),
    ),
  );
  const rcid = sc.clip(pathEl(river, '#000'));
  sc.add(
    group(
      waveLines(sc, { y0: H * 0.66, y1: H, n: 60, color: '#e6f8ff', op: 0.5, maxLen: 50 }),
      `clip-path="${rcid}"`,
    ),
  );
  sc.add(
    countryBoat(sc, W * 0.37, H * 0.89, 0.7, { hull: '#5a3a26', stripe: '#2f9a6b', mast: false }),
  );
  // a bamboo house on stilts (Marma style) on the slope across the river
  const hx = W * 0.72;
  const hy = l4.at(hx + 80) + 30;
  sc.add(
    stroke(
      `M${F(hx + 10)},${F(hy)}v-44M${F(hx + 80)},${F(hy)}v-44M${F(hx + 150)},${F(hy)}v-44`,
      '#6b4a2e',
      6,
    ) +
      rect(hx - 10, hy - 50, 180, 10, '#8a6a44') +
      rect(hx, hy - 120, 160, 72, '#d8b878') +
      stroke(`M${F(hx)},${F(hy - 96)}h160M${F(hx)},${F(hy - 72)}h160`, '#b89456', 3) +
      rect(hx + 60, hy - 110, 36, 60, '#5a3f28') +
      poly(
        [
          [hx - 26, hy - 116],
          [hx + 80, hy - 178],
          [hx + 186, hy - 116],
        ],
        '#a57a3a',
      ) +
      poly(
        [
          [hx + 80, hy - 178],
          [hx + 186, hy - 116],
          [hx + 120, hy - 116],
        ],
        '#8a6430',
      ),
  );
  sc.add(roundTree(sc, hx - 60, hy + 6, 40, { color: '#3a7a3c' }));
  // foreground ridge with the trail and the trekking group
  const l5 = hillLayer(sc, {
    y: H * 0.94,
    amp: 12,
    freq: 0.004,
    fill: '#3c7a40',
    fill2: '#2c5f31',
    shape: (x) => -230 * smoothstep(W * 0.45, W * 1.05, x),
  });
  sc.add(l5.el);
  const trail = [];
  for (let x = W * 0.5; x <= W + 20; x += 40) trail.push([x, l5.at(x) + 20]);
  sc.add(stroke(smoothD(trail), '#c98a5a', 10));
  sc.add(grassTufts(sc, 40, [W * 0.45, H * 0.82, W * 0.55, H * 0.16], '#5a9a4a', 18));
  for (const [fx, s, cloth, pack, stick] of [
    [W * 0.7, 3, '#e4572e', '#2f5f8a', true],
    [W * 0.78, 2.9, '#2f7fc0', '#f2a93b', false],
    [W * 0.85, 2.8, '#f2c14e', '#7b4fc9', false],
  ])
    sc.add(hiker(fx, l5.at(fx) + 22, s, cloth, pack, stick));
  sc.add(birds(sc, 5, W * 0.5, H * 0.2, 90, '#2f4f4f', 10));
  sc.add(vignette(sc, 0.16, '#14301c'));
};

SCENES['offers/package-2'] = (sc) => {
  const { W, H } = sc;
  const hz = H * 0.4;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#3a9ee6'],
        [0.7, '#a3d8f4'],
        [1, '#e4f6fb'],
      ],
      hz + 2,
    ),
  );
  sc.add(cloud(sc, W * 0.2, H * 0.14, 260));
  sc.add(cloud(sc, W * 0.7, H * 0.1, 200, { op: 0.9 }));
  sc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      sc.lin(
        [
          [0, '#1c7fc0'],
          [0.35, '#24a3cc'],
          [1, '#5ed8cf'],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  // Chhera Dwip: a small palm islet on the horizon
  const cx = W * 0.3;
  sc.add(ellipse(cx, hz + 4, 150, 12, '#efe0b8'));
  for (const [dx, h, lean] of [
    [-40, 120, 8],
    [0, 100, -6],
    [40, 130, 14],
  ])
    sc.add(palm(sc, cx + dx, hz + 2, h, lean, { leaf: '#2f7f4e', trunk: '#7a5a38', fronds: 7 }));
  // Saint Martin's Island: beach, coconut grove and coral rocks
  const bx = W * 0.6;
  sc.add(
    pathEl(
      `M${F(bx)},${F(hz + 40)}C${F(bx + 120)},${F(hz - 4)} ${F(bx + 340)},${F(hz - 10)} ${F(W + 20)},${F(hz - 8)}L${F(W + 20)},${F(hz + 130)}C${F(W * 0.86)},${F(hz + 90)} ${F(bx + 160)},${F(hz + 60)} ${F(bx)},${F(hz + 40)}Z`,
      '#f1ddb0',
    ) +
      pathEl(
        `M${F(bx + 120)},${F(hz + 14)}C${F(bx + 260)},${F(hz - 30)} ${F(W * 0.9)},${F(hz - 50)} ${F(W + 20)},${F(hz - 40)}L${F(W + 20)},${F(hz + 40)}C${F(W * 0.9)},${F(hz + 20)} ${F(bx + 240)},${F(hz + 20)} ${F(bx + 120)},${F(hz + 14)}Z`,
        '#3f8a4c',
      ),
  );
  for (const [x, h, lean] of [
    [W * 0.74, 220, -26],
    [W * 0.86, 280, 18],
    [W * 0.97, 240, -12],
  ])
    sc.add(
      palm(sc, x, hz + 24 + (x - W * 0.7) * 0.12, h, lean, {
        leaf: '#2a8447',
        trunk: '#7a5a38',
        fronds: 7,
      }),
    );
  for (const [x, y, w] of [
    [W * 0.63, hz + 70, 40],
    [W * 0.72, hz + 96, 60],
    [W * 0.86, hz + 124, 50],
  ])
    sc.add(rock(sc, x, y, w, w * 0.35, { fill: '#5a4e47', top: '#8a7a6a', foam: '#ffffff' }));
  sc.add(
    waveLines(sc, { y0: hz + 4, y1: H * 0.66, n: 40, color: '#e6f8ff', op: 0.45, maxLen: 60 }),
  );
  // a trawler ferrying islanders between the two islands
  const tx = W * 0.46;
  const ty = hz + 110;
  sc.add(
    figure(tx - 30, ty + 6, 1.5, { cloth: '#f28c28' }) +
      figure(tx, ty + 6, 1.5, { cloth: '#f28c28', skin: '#c68a62' }) +
      figure(tx + 30, ty + 6, 1.5, { cloth: '#f28c28', hair: '#3a2a20' }) +
      countryBoat(sc, tx, ty, 0.75, {
        hull: '#2f5f8a',
        stripe: '#f2c14e',
        stripe2: '#e4572e',
        roof: false,
        mast: false,
      }),
  );
  // the reef under clear shallow water, then the snorkeller at the surface
  const ry = H * 0.66;
  let reef = '';
  for (let i = 0; i < 16; i++) {
    const x = sc.r(-20, W + 20);
    const y = sc.r(ry + 90, H + 20);
    const r = lerp(20, 60, (y - ry) / (H - ry)) * sc.r(0.7, 1.2);
    const c = sc.pick(['#f08a6a', '#f2b45a', '#e46a9a', '#b07ad8', '#6fcf8f']);
    if (sc.chance(0.5))
      reef +=
        ellipse(x, y, r, r * 0.6, c) +
        ellipse(x - r * 0.2, y - r * 0.2, r * 0.5, r * 0.25, lighten(c, 0.3));
    else {
      let d = '';
      for (let k = -2; k <= 2; k++)
        d += `M${F(x)},${F(y)}q${F(k * r * 0.25)},${F(-r * 0.6)} ${F(k * r * 0.45)},${F(-r * 1.2)}`;
      reef += stroke(d, c, r * 0.16);
    }
  }
  let fish = '';
  for (let i = 0; i < 6; i++) {
    const x = sc.r(0, W);
    const y = sc.r(ry + 80, H - 20);
    const s = sc.r(0.8, 1.4);
    const c = sc.pick(['#ffb32b', '#ff7a3c', '#fde74c']);
    fish +=
      ellipse(x, y, 16 * s, 7 * s, c) +
      poly(
        [
          [x + 14 * s, y],
          [x + 26 * s, y - 8 * s],
          [x + 26 * s, y + 8 * s],
        ],
        c,
      );
  }
  sc.add(reef + fish);
  const sx = W * 0.3;
  const sy = H * 0.74;
  const big = `transform="translate(${F(sx)} ${F(sy)}) scale(1.4) translate(${F(-sx)} ${F(-sy)})"`;
  sc.add(
    group(
      ellipse(sx + 80, sy + 34, 90, 24, '#f2a93b') +
        stroke(
          `M${F(sx + 160)},${F(sy + 36)}l90,-8M${F(sx + 160)},${F(sy + 46)}l90,14`,
          '#b9805a',
          18,
        ) +
        poly(
          [
            [sx + 244, sy + 14],
            [sx + 310, sy - 6],
            [sx + 300, sy + 34],
          ],
          '#2b7fd8',
        ) +
        poly(
          [
            [sx + 244, sy + 52],
            [sx + 310, sy + 56],
            [sx + 290, sy + 86],
          ],
          '#2b7fd8',
        ) +
        stroke(`M${F(sx + 20)},${F(sy + 30)}l-50,20`, '#b9805a', 16),
      big,
    ),
  );
  sc.add(
    rect(
      0,
      ry,
      W,
      H - ry,
      sc.lin(
        [
          [0, '#2ba9cc', 1],
          [0.3, '#44c3cf', 0.6],
          [1, '#7fe3d6', 0.2],
        ],
        0,
        ry,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    group(
      stroke(
        `M${F(sx - 70)},${F(sy + 10)}a70,16 0 1 0 140,0a70,16 0 1 0 -140,0M${F(sx - 110)},${F(sy + 14)}a110,26 0 1 0 220,0a110,26 0 1 0 -220,0`,
        '#ffffff',
        3,
        'opacity=".6"',
      ) +
        circle(sx, sy - 6, 26, '#b9805a') +
        pathEl(`M${F(sx - 27)},${F(sy - 8)}a27,27 0 0 1 54,0Z`, '#1d1714') +
        stroke(`M${F(sx - 26)},${F(sy - 4)}h52`, '#1d1714', 6) +
        rect(sx - 30, sy - 12, 40, 22, '#2bb0e0', 'rx="8"') +
        rect(sx - 24, sy - 8, 28, 14, '#bfefff', 'rx="5"') +
        stroke(`M${F(sx + 22)},${F(sy + 6)}v-64q0,-10 10,-10`, '#ff7a2b', 8),
      big,
    ),
  );
  sc.add(waveLines(sc, { y0: ry, y1: H, n: 24, color: '#ffffff', op: 0.35, maxLen: 90 }));
  sc.add(birds(sc, 4, W * 0.5, H * 0.2, 80, '#2f4f6f', 10));
  sc.add(vignette(sc, 0.14, '#06324a'));
};

SCENES['offers/package-3'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#9fd0e8'],
        [0.65, '#e2f1ea'],
        [1, '#f8f2dc'],
      ],
      H * 0.5,
    ),
  );
  sc.add(sun(sc, W * 0.2, H * 0.16, 40, { core: '#fffbe6', glowColor: '#fff0b8', glowR: 6 }));
  sc.add(pillCloud(sc, W * 0.66, H * 0.12, 320, 16, '#ffffff', 0.8));
  sc.add(hillLayer(sc, { y: H * 0.32, amp: 34, freq: 0.004, fill: '#a3c2d0' }).el);
  sc.add(mist(sc, H * 0.37, 60, '#f1f7ef', 0.6));
  const l1 = hillLayer(sc, {
    y: H * 0.42,
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
  const l2 = hillLayer(sc, {
    y: H * 0.56,
    amp: 44,
    freq: 0.003,
    fill: '#7fbd58',
    fill2: '#5e9e3e',
  });
  sc.add(
    teaGarden(sc, l2, {
      hi: null,
      gap: 30,
      width: 14,
      rowOp: 0.5,
      count: 12,
      row: '#4f8a35',
      wobble: 4,
      trees: 4,
      s: 0.7,
    }),
  );
  // a walking trail through the garden, with two walkers
  const tr = [
    [-20, H * 0.7],
    [W * 0.2, l2.at(W * 0.2) + 60],
    [W * 0.42, l2.at(W * 0.42) + 30],
    [W * 0.62, l2.at(W * 0.62) + 50],
    [W * 0.85, l2.at(W * 0.85) + 20],
    [W + 20, l2.at(W) + 30],
  ];
  sc.add(stroke(smoothD(tr), '#c98358', 12));
  sc.add(
    figure(W * 0.4, l2.at(W * 0.4) + 36, 1.6, { cloth: '#ffffff' }) +
      figure(W * 0.43, l2.at(W * 0.43) + 34, 1.6, { cloth: '#e94f64', skin: '#c68a62' }),
  );
  sc.add(mist(sc, H * 0.7, 40, '#f5fbef', 0.35));
  // spa deck in the foreground: towels, massage stones, a flower bowl and a pot of tea
  const dy = H * 0.74;
  sc.add(rect(0, dy, W, H - dy, '#b07a4e') + rect(0, dy, W, 12, '#8a5a36'));
  let planks = '';
  for (let x = -W; x < 2 * W; x += 160)
    planks += `M${F(W / 2 + (x - W / 2) * 0.45)},${F(dy + 12)}L${F(x)},${F(H)}`;
  sc.add(stroke(planks, '#a36e46', 3));
  // tray with a clay teapot and two glasses of tea
  const tx = W * 0.3;
  const ty = H * 0.9;
  sc.add(ellipse(tx, ty, 230, 50, '#6b4226') + ellipse(tx, ty - 6, 216, 42, '#8a5a34'));
  sc.add(
    pathEl(
      `M${F(tx - 150)},${F(ty - 40)}c-40,-10 -50,-50 -34,-70l10,6c-12,18 -4,44 30,52z`,
      '#a4532e',
    ) +
      ellipse(tx - 100, ty - 60, 70, 58, '#b85c33') +
      ellipse(tx - 120, ty - 80, 30, 18, '#d07a4a', 'opacity=".6"') +
      ellipse(tx - 100, ty - 116, 34, 10, '#9a4a28') +
      circle(tx - 100, ty - 128, 9, '#9a4a28') +
      stroke(`M${F(tx - 36)},${F(ty - 90)}c30,0 34,40 6,52`, '#9a4a28', 9),
  );
  for (const gx of [tx + 40, tx + 130]) {
    sc.add(
      pathEl(
        `M${F(gx - 28)},${F(ty - 110)}L${F(gx - 22)},${F(ty - 16)}H${F(gx + 22)}L${F(gx + 28)},${F(ty - 110)}Z`,
        '#f4f9fb',
        'opacity=".7"',
      ) +
        pathEl(
          `M${F(gx - 25)},${F(ty - 86)}L${F(gx - 22)},${F(ty - 18)}H${F(gx + 22)}L${F(gx + 25)},${F(ty - 86)}Z`,
          '#c9782a',
        ) +
        rect(gx - 25, ty - 90, 50, 8, '#e7a75a'),
    );
    sc.add(
      stroke(
        `M${F(gx - 8)},${F(ty - 120)}c-14,-20 14,-34 0,-56M${F(gx + 8)},${F(ty - 124)}c-14,-20 14,-34 0,-56`,
        '#ffffff',
        5,
        `opacity=".55" filter="${sc.blur(3)}"`,
      ),
    );
  }
  // stacked massage stones with a frangipani flower
  const kx = W * 0.64;
  const ky = H * 0.92;
  let sy = ky;
  let stones = '';
  for (const [w, h, c] of [
    [92, 30, '#3d3f45'],
    [76, 26, '#4a4d54'],
    [60, 22, '#3d3f45'],
    [44, 18, '#575a62'],
  ]) {
    sy -= h * 1.7;
    stones +=
      ellipse(kx, sy, w, h, c) +
      ellipse(kx - w * 0.3, sy - h * 0.4, w * 0.4, h * 0.3, '#ffffff', 'opacity=".14"');
  }
  let petals = '';
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    petals += ellipse(
      kx + Math.cos(a) * 14,
      sy - 30 + Math.sin(a) * 10,
      16,
      9,
      '#fff8ec',
      `transform="rotate(${F((a * 180) / Math.PI)} ${F(kx + Math.cos(a) * 14)} ${F(sy - 30 + Math.sin(a) * 10)})"`,
    );
  }
  sc.add(stones + petals + circle(kx, sy - 30, 7, '#f6c343'));
  // rolled white towels
  const rx = W * 0.84;
  const rY = H * 0.92;
  for (const [dx, dy2] of [
    [-70, 0],
    [70, 0],
    [0, -70],
  ]) {
    const x = rx + dx;
    const y = rY + dy2;
    sc.add(
      rect(x - 70, y - 70, 140, 70, '#e9edf0', 'rx="30"') +
        circle(x + 56, y - 35, 35, '#ffffff') +
        stroke(
          `M${F(x + 56)},${F(y - 35)}m-22,0a22,22 0 1 1 22,22a12,12 0 1 1 -10,-14`,
          '#cfd8de',
          4,
        ),
    );
  }
  // banana leaves framing the left edge
  const leaf = (x, y, len, ang, c) => {
    const a = (ang * Math.PI) / 180;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.18;
    const ny = Math.cos(a) * len * 0.18;
    return (
      pathEl(
        `M${F(x)},${F(y)}Q${F((x + ex) / 2 + nx)},${F((y + ey) / 2 + ny)} ${F(ex)},${F(ey)}Q${F((x + ex) / 2 - nx)},${F((y + ey) / 2 - ny)} ${F(x)},${F(y)}Z`,
        c,
      ) + stroke(`M${F(x)},${F(y)}L${F(ex)},${F(ey)}`, darken(c, 0.2), 3)
    );
  };
  sc.add(
    leaf(-40, H * 0.95, 420, -70, '#3f9a4a') +
      leaf(-40, H * 0.98, 380, -40, '#2f8a44') +
      leaf(-40, H, 300, -15, '#4aa856'),
  );
  sc.add(birds(sc, 4, W * 0.55, H * 0.22, 70, '#3a5a5a', 10));
  sc.add(vignette(sc, 0.16, '#1f3320'));
};
