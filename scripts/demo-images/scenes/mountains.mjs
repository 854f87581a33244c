/**
 * Mountain and rock-landscape scenes: the Swiss Alps, Iceland under the aurora and Patagonia.
 */
import { F, lerp, mix } from '../color.mjs';
import { rect, circle, ellipse, poly, pathEl, stroke, group, lineD, smoothD } from '../svg.mjs';
import { gauss, hillLayer, alpinePeak, grassTufts } from '../terrain.mjs';
import { skyRect, glow, stars, cloud, mist } from '../sky.mjs';
import { waveLines, reflect } from '../water.mjs';
import { vignette } from '../effects.mjs';
import { pineD, pineLitD, pineForest } from '../plants.mjs';

export const SCENES = {};

SCENES['packages/swiss-alps'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4f9be0'],
        [0.6, '#a7d3f3'],
        [1, '#e2f1fb'],
      ],
      H * 0.62,
    ),
  );
  sc.add(cloud(sc, W * 0.18, H * 0.14, 260));
  sc.add(cloud(sc, W * 0.86, H * 0.22, 220, { op: 0.9 }));
  const range = (x, top, wl, wr, t) =>
    alpinePeak(sc, {
      x,
      top,
      base: H * 0.62,
      wl,
      wr,
      rock: mix('#8190ad', '#bcd0e6', t),
      shadow: mix('#59678a', '#a9bdd6', t),
      snowShade: mix('#c3d0e6', '#dce6f2', t),
      snowLine: 0.38,
    });
  let back = '';
  for (const [x, top, wl, wr] of [
    [W * 0.08, H * 0.26, 260, 300],
    [W * 0.3, H * 0.3, 300, 260],
    [W * 0.9, H * 0.24, 300, 320],
  ])
    back += range(x, top, wl, wr, 0.55);
  sc.add(back);
  const main = alpinePeak(sc, {
    x: W * 0.6,
    top: H * 0.07,
    base: H * 0.64,
    wl: 330,
    wr: 420,
    rock: '#7d8aa6',
    shadow: '#4f5b7a',
    snowShade: '#bccbe3',
    snowLine: 0.45,
    jag: 0.04,
    pow: 0.9,
  });
  const side = range(W * 0.4, H * 0.22, 240, 260, 0.2) + range(W * 0.78, H * 0.28, 200, 260, 0.25);
  sc.add(side + main);
  sc.add(mist(sc, H * 0.6, 70, '#eaf4fb', 0.7));
  const forest = hillLayer(sc, {
    y: H * 0.64,
    amp: 30,
    freq: 0.004,
    fill: '#3f7a45',
    shape: (x) => -60 * gauss(x, W * 0.15, W * 0.2) - 40 * gauss(x, W * 0.92, W * 0.15),
  });
  const forestEl = forest.el + pineForest(sc, forest.pts, { color: '#2b5c38', minH: 36, maxH: 70 });
  sc.add(forestEl);
  // lake with mirrored mountains
  const lakeY = H * 0.7;
  sc.add(
    rect(
      0,
      lakeY,
      W,
      H * 0.14,
      sc.lin(
        [
          [0, '#6aa9d6'],
          [1, '#2f6f9f'],
        ],
        0,
        lakeY,
        0,
        H * 0.84,
        true,
      ),
    ),
  );
  sc.add(reflect(sc, back + side + main + forestEl, lakeY, 0.38, H * 0.84));
  sc.add(
    waveLines(sc, { y0: lakeY + 4, y1: H * 0.84, n: 60, color: '#e6f3ff', op: 0.4, maxLen: 60 }),
  );
  // meadow
  const meadow = hillLayer(sc, {
    y: H * 0.84,
    amp: 30,
    freq: 0.003,
    fill: '#9ccc58',
    fill2: '#5e9e3a',
    shape: (x) => -90 * gauss(x, W * 0.85, W * 0.25),
  });
  sc.add(meadow.el);
  let flowers = '';
  for (let i = 0; i < 120; i++) {
    const x = sc.r(0, W);
    const y = meadow.at(x) + sc.r(10, H - meadow.at(x));
    flowers += circle(x, y, sc.r(2, 4.5), sc.pick(['#ffffff', '#ffe066', '#ff8fab', '#c9a0ff']));
  }
  sc.add(flowers);
  sc.add(grassTufts(sc, 50, [0, H * 0.86, W, H * 0.14], '#4e8a33', 20, 0.7));
  // chalet
  const cx = W * 0.77;
  const cy = meadow.at(cx + 90) + 30;
  sc.add(rect(cx, cy - 120, 200, 120, '#a0663a') + rect(cx + 150, cy - 120, 50, 120, '#7f4f2c'));
  sc.add(rect(cx, cy - 36, 200, 36, '#e8e1d4'));
  sc.add(
    poly(
      [
        [cx - 30, cy - 112],
        [cx + 100, cy - 200],
        [cx + 230, cy - 112],
      ],
      '#5a3a26',
    ),
  );
  sc.add(
    poly(
      [
        [cx - 14, cy - 120],
        [cx + 100, cy - 190],
        [cx + 214, cy - 120],
      ],
      '#c58a52',
    ),
  );
  for (const wx of [cx + 24, cx + 84, cx + 144]) {
    sc.add(rect(wx, cy - 96, 32, 34, '#3a4b63') + rect(wx - 6, cy - 62, 44, 9, '#e04e5a'));
    sc.add(
      group(
        circle(wx + 2, cy - 64, 5) + circle(wx + 16, cy - 66, 5) + circle(wx + 30, cy - 64, 5),
        'fill="#ff6b6b"',
      ),
    );
  }
  sc.add(rect(cx + 88, cy - 160, 24, 24, '#3a4b63'));
  // foreground pines
  for (const [x, h] of [
    [W * 0.05, 300],
    [W * 0.12, 220],
    [W * 0.95, 260],
  ]) {
    const y = meadow.at(x) + 40;
    sc.add(
      pathEl(pineD(x, y, h, h * 0.28, 5), '#24553a') +
        pathEl(pineLitD(x, y, h, h * 0.28, 5), '#357048'),
    );
  }
  sc.add(vignette(sc, 0.18, '#0e2238'));
};

SCENES['packages/iceland-aurora'] = (sc) => {
  const { W, H } = sc;
  const lakeY = H * 0.68;
  const skyParts = [];
  skyParts.push(
    skyRect(
      sc,
      [
        [0, '#050f26'],
        [0.5, '#0c2b48'],
        [1, '#1c5566'],
      ],
      lakeY + 2,
    ),
  );
  skyParts.push(stars(sc, 160, lakeY * 0.8));
  // aurora: soft glow band plus vertical curtains of rays
  const curtain = (base, amp, phase, hMax, colors, op, step) => {
    const c = (x) =>
      base + Math.sin(x * 0.0032 + phase) * amp + Math.sin(x * 0.009 + phase * 2) * amp * 0.35;
    const top = [];
    const bot = [];
    for (let x = -80; x <= W + 80; x += 60) {
      top.push([x, c(x) - hMax]);
      bot.push([x, c(x) + 10]);
    }
    const band = `${smoothD(top)}L${F(bot.at(-1)[0])},${F(bot.at(-1)[1])}${smoothD(bot.slice().reverse(), false).slice(1)}Z`;
    const bandFill = sc.lin([
      [0, colors[2], 0],
      [0.45, colors[2], 0.25],
      [0.85, colors[1], 0.55],
      [1, colors[0], 0],
    ]);
    let out = pathEl(band, bandFill, `filter="${sc.blur(14)}" opacity="${op}"`);
    const rayFill = sc.lin([
      [0, colors[2], 0],
      [0.5, colors[1], 0.35],
      [0.92, colors[0], 0.95],
      [1, colors[0], 0],
    ]);
    let rays = '';
    for (let x = -20; x < W + 20; x += step * sc.r(0.6, 1.4)) {
      const h = hMax * sc.r(0.45, 1) * (0.6 + 0.4 * Math.sin(x * 0.005 + phase) ** 2);
      const y = c(x);
      rays += `<rect x="${F(x)}" y="${F(y - h)}" width="${F(sc.r(3, 9))}" height="${F(h + 8)}" opacity="${F(sc.r(0.25, 0.85))}"/>`;
    }
    out += group(rays, `fill="${rayFill}" filter="${sc.blur(3)}" opacity="${op}"`);
    return out;
  };
  skyParts.push(curtain(H * 0.26, 50, 2.1, 150, ['#b4ffd2', '#49e0b0', '#9a6cf0'], 0.6, 14));
  skyParts.push(curtain(H * 0.4, 70, 0.4, 230, ['#c8ffdc', '#3ff0a6', '#7b5cf0'], 0.95, 9));
  // Kirkjufell-like mountain and neighbours
  const kx = W * 0.6;
  const peakD = `M${F(kx - 330)},${F(lakeY)}C${F(kx - 240)},${F(lakeY - 90)} ${F(kx - 120)},${F(H * 0.3)} ${F(kx - 30)},${F(H * 0.25)}C${F(kx + 30)},${F(H * 0.24)} ${F(kx + 90)},${F(H * 0.36)} ${F(kx + 170)},${F(H * 0.5)}C${F(kx + 260)},${F(H * 0.62)} ${F(kx + 360)},${F(lakeY - 20)} ${F(kx + 470)},${F(lakeY)}Z`;
  let mtn = hillLayer(sc, {
    y: lakeY - 50,
    amp: 30,
    freq: 0.004,
    fill: '#20344a',
    bottom: lakeY + 1,
  }).el;
  mtn += pathEl(peakD, '#1b2a3c');
  const mcid = sc.clip(pathEl(peakD, '#000'));
  let bands = '';
  for (let k = 0; k < 46; k++) {
    const yy = sc.r(H * 0.27, lakeY - 30);
    const xx = sc.r(kx - 320, kx + 420);
    const len = sc.r(30, 160);
    bands += `M${F(xx)},${F(yy)}q${F(len / 2)},${F(sc.r(-8, 4))} ${F(len)},${F(sc.r(4, 26))}`;
  }
  mtn += group(
    stroke(bands, '#cfe3ef', 4, 'opacity=".35"') +
      pathEl(
        `M${F(kx - 60)},${F(H * 0.25)}C${F(kx - 10)},${F(H * 0.24)} ${F(kx + 30)},${F(H * 0.28)} ${F(kx + 60)},${F(H * 0.33)}L${F(kx + 10)},${F(H * 0.3)}L${F(kx - 40)},${F(H * 0.34)}L${F(kx - 110)},${F(H * 0.33)}Z`,
        '#dfeef7',
        'opacity=".85"',
      ) +
      rect(
        kx + 20,
        0,
        600,
        H,
        sc.lin(
          [
            [0, '#050c18', 0],
            [1, '#050c18', 0.45],
          ],
          kx - 40,
          0,
          kx + 300,
          0,
          true,
        ),
      ),
    `clip-path="${mcid}"`,
  );
  skyParts.push(mtn);
  const scene = skyParts.join('');
  sc.add(scene);
  sc.add(rect(0, lakeY, W, H - lakeY, '#0c2336'));
  sc.add(reflect(sc, scene, lakeY, 0.55));
  sc.add(
    waveLines(sc, { y0: lakeY + 4, y1: H * 0.86, n: 60, color: '#9ef5cf', op: 0.25, maxLen: 90 }),
  );
  // snowy shore
  const shore = hillLayer(sc, {
    y: H * 0.88,
    amp: 22,
    freq: 0.004,
    fill: '#d9e7f2',
    fill2: '#9fb8cf',
    shape: (x) => -50 * gauss(x, W * 0.2, W * 0.22),
  });
  sc.add(shore.el);
  let rocks = '';
  for (let i = 0; i < 12; i++) {
    const x = sc.r(0, W);
    const y = shore.at(x) + sc.r(10, 90);
    rocks += ellipse(x, y, sc.r(14, 40), sc.r(6, 14), '#2a3b4f');
    rocks += ellipse(x - 4, y - 5, sc.r(10, 26), sc.r(3, 6), '#eaf3fa');
  }
  sc.add(rocks);
  // red cabin with glowing window
  const cx = W * 0.16;
  const cy = shore.at(cx + 60) + 24;
  sc.add(glow(sc, cx + 60, cy - 40, 140, '#ffb347', 0.35));
  sc.add(rect(cx, cy - 70, 130, 70, '#a8322d') + rect(cx + 96, cy - 70, 34, 70, '#85241f'));
  sc.add(
    poly(
      [
        [cx - 14, cy - 66],
        [cx + 65, cy - 124],
        [cx + 144, cy - 66],
      ],
      '#e9f1f8',
    ),
  );
  sc.add(rect(cx + 22, cy - 52, 26, 24, '#ffcf6e') + rect(cx + 62, cy - 52, 22, 52, '#4a1714'));
  sc.add(vignette(sc, 0.35, '#02060f'));
};

SCENES['packages/patagonia'] = (sc) => {
  const { W, H } = sc;
  sc.add(
    skyRect(
      sc,
      [
        [0, '#4a72b5'],
        [0.6, '#a8c6e6'],
        [1, '#f2dfd2'],
      ],
      H * 0.6,
    ),
  );
  // lenticular clouds
  const lenticular = (x, y, w) => {
    let s = '';
    for (let k = 0; k < 4; k++)
      s += ellipse(
        x + k * 8,
        y - k * 12,
        w * (1 - k * 0.18),
        16 - k * 2,
        k % 2 ? '#fde8e4' : '#ffffff',
        `opacity="${0.85 - k * 0.1}"`,
      );
    return s;
  };
  sc.add(lenticular(W * 0.55, H * 0.12, 300) + lenticular(W * 0.18, H * 0.2, 200));
  // massif with three granite towers
  const baseY = H * 0.6;
  sc.add(
    alpinePeak(sc, {
      x: W * 0.14,
      top: H * 0.3,
      base: baseY,
      wl: 300,
      wr: 260,
      rock: '#7e8aa4',
      shadow: '#5a6582',
      snowShade: '#c7d2e6',
      snowLine: 0.4,
    }),
  );
  const tower = (x, top, w, lean) => {
    const b = H * 0.5;
    const left = [];
    const right = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const y = lerp(b, top + w * 0.45, t);
      left.push([x - w * (1 - 0.5 * t) + lean * t + (i && i < 8 ? sc.r(-0.07, 0.07) * w : 0), y]);
      right.push([x + w * (1 - 0.5 * t) + lean * t + (i && i < 8 ? sc.r(-0.07, 0.07) * w : 0), y]);
    }
    const cap = [
      [x - w * 0.4 + lean, top + w * 0.3],
      [x - w * 0.18 + lean, top + w * 0.08],
      [x + lean * 1.05, top],
      [x + w * 0.22 + lean, top + w * 0.14],
      [x + w * 0.42 + lean, top + w * 0.36],
    ];
    const pts = [...left, ...cap, ...right.reverse()];
    const d = `${lineD(pts)}Z`;
    let s = pathEl(
      d,
      sc.lin([
        [0, '#f0b08c'],
        [0.45, '#cf9580'],
        [1, '#6f6580'],
      ]),
    );
    const cid = sc.clip(pathEl(d, '#000'));
    let shade = '';
    const sh = [[x + lean * 1.05, top]];
    for (let i = 8; i >= 0; i--)
      sh.push([
        x + w * 0.2 + lean * (i / 8) + sc.r(-0.05, 0.05) * w,
        lerp(b, top + w * 0.45, i / 8),
      ]);
    shade += poly([...sh, [x + w * 2, b], [x + w * 2, top - 20]], '#6e4f63', 'opacity=".5"');
    let cracks = '';
    for (let k = 0; k < 5; k++)
      cracks += `M${F(x - w * 0.6 + k * w * 0.3)},${F(top + w * 0.6 + sc.r(0, 40))}l${F(sc.r(-6, 6))},${F(sc.r(60, 140))}`;
    s += group(shade + stroke(cracks, '#7a4f55', 3, 'opacity=".45"'), `clip-path="${cid}"`);
    return s;
  };
  sc.add(
    tower(W * 0.47, H * 0.13, 52, -6) +
      tower(W * 0.56, H * 0.09, 60, 4) +
      tower(W * 0.66, H * 0.15, 55, 8),
  );
  sc.add(
    alpinePeak(sc, {
      x: W * 0.57,
      top: H * 0.33,
      base: baseY + 20,
      wl: 560,
      wr: 560,
      rock: '#4d5570',
      shadow: '#3c4359',
      snow: '#e8eef6',
      snowShade: '#aeb9cf',
      snowLine: 0.22,
      jag: 0.05,
      pow: 1.1,
    }),
  );
  sc.add(
    alpinePeak(sc, {
      x: W * 0.86,
      top: H * 0.28,
      base: baseY,
      wl: 260,
      wr: 320,
      rock: '#6f7894',
      shadow: '#4c546e',
      snowShade: '#c3cde0',
      snowLine: 0.3,
    }),
  );
  sc.add(
    hillLayer(sc, { y: H * 0.52, amp: 24, freq: 0.005, fill: '#3c445a', bottom: baseY + 4 }).el,
  );
  // turquoise lake
  sc.add(
    rect(
      0,
      baseY,
      W,
      H - baseY,
      sc.lin(
        [
          [0, '#56c2cc'],
          [0.5, '#2b8fa6'],
          [1, '#2b8fa6'],
        ],
        0,
        baseY,
        0,
        H,
        true,
      ),
    ),
  );
  sc.add(
    waveLines(sc, { y0: baseY + 4, y1: H * 0.76, n: 90, color: '#e6fbff', op: 0.45, maxLen: 50 }),
  );
  // golden steppe
  const st1 = hillLayer(sc, {
    y: H * 0.78,
    amp: 26,
    freq: 0.003,
    fill: '#cfa85a',
    fill2: '#b08a40',
  });
  sc.add(st1.el);
  const st2 = hillLayer(sc, {
    y: H * 0.88,
    amp: 30,
    freq: 0.0025,
    fill: '#ddb96a',
    fill2: '#b8903f',
    shape: (x) => -40 * gauss(x, W * 0.2, W * 0.2),
  });
  sc.add(st2.el);
  sc.add(grassTufts(sc, 110, [0, H * 0.84, W, H * 0.16], '#9a7432', 26, 0.75));
  sc.add(grassTufts(sc, 60, [0, H * 0.8, W, H * 0.08], '#a7843f', 12, 0.6));
  // guanacos
  const guanaco = (x, y, s, dir = 1) => {
    const c = '#8a5a35';
    let g = ellipse(x, y - 40 * s, 34 * s, 16 * s, c);
    g += ellipse(x, y - 34 * s, 26 * s, 8 * s, '#f1e0c4', 'opacity=".9"');
    g += stroke(
      `M${F(x + dir * 26 * s)},${F(y - 46 * s)}Q${F(x + dir * 34 * s)},${F(y - 70 * s)} ${F(x + dir * 40 * s)},${F(y - 92 * s)}`,
      c,
      10 * s,
    );
    g += ellipse(x + dir * 46 * s, y - 94 * s, 12 * s, 6 * s, c);
    g += stroke(
      `M${F(x + dir * 36 * s)},${F(y - 98 * s)}l${F(dir * 2 * s)},${F(-10 * s)}`,
      c,
      3 * s,
    );
    g += stroke(
      `M${F(x - 24 * s)},${F(y - 30 * s)}l-2,${F(30 * s)}M${F(x - 14 * s)},${F(y - 30 * s)}l2,${F(30 * s)}M${F(x + 16 * s)},${F(y - 30 * s)}l-2,${F(30 * s)}M${F(x + 24 * s)},${F(y - 30 * s)}l2,${F(30 * s)}`,
      c,
      5 * s,
    );
    return g;
  };
  sc.add(guanaco(W * 0.18, H * 0.86, 1.2) + guanaco(W * 0.26, H * 0.88, 1.0, -1));
  sc.add(vignette(sc, 0.2, '#1a1a30'));
};
