/**
 * People: square head-and-shoulders portraits (400×400 canvas), one scene per person in PEOPLE.
 */
import { lighten, darken } from '../color.mjs';
import { rect, circle, ellipse, pathEl, stroke, group } from '../svg.mjs';

export const SCENES = {};

function portrait(sc, o) {
  const skin = o.skin;
  const skinShade = darken(skin, 0.13);
  const skinDeep = darken(skin, 0.3);
  const hair = o.hair;
  const hairHi = lighten(hair, 0.18);
  let s = rect(
    0,
    0,
    400,
    400,
    sc.lin(
      [
        [0, lighten(o.bg, 0.25)],
        [1, o.bg],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += circle(200, 215, 150, lighten(o.bg, 0.4), 'opacity=".55"');
  s +=
    circle(330, 70, 40, lighten(o.bg, 0.45), 'opacity=".5"') +
    circle(70, 330, 24, lighten(o.bg, 0.45), 'opacity=".5"');
  // hair that falls behind the head
  if (o.style === 'long')
    s += pathEl(
      'M112,180C100,120 140,78 200,78C262,78 302,122 290,184C292,250 300,310 312,352L88,352C100,310 108,250 112,180Z',
      hair,
    );
  if (o.style === 'bob')
    s += pathEl(
      'M114,178C106,116 146,80 200,80C256,80 296,116 288,178C290,220 292,250 290,272L110,272C108,250 110,220 114,178Z',
      hair,
    );
  if (o.style === 'afro') {
    let a = circle(200, 150, 122, hair);
    for (let k = 0; k < 16; k++) {
      const ang = (k / 16) * Math.PI * 2;
      a += circle(200 + Math.cos(ang) * 118, 150 + Math.sin(ang) * 112, 30, hair);
    }
    s += a;
  }
  if (o.style === 'bun')
    s += circle(200, 74, 42, hair) + circle(188, 64, 18, hairHi, 'opacity=".5"');
  if (o.style === 'hijab')
    s += pathEl(
      'M96,200C90,110 140,66 200,66C260,66 310,110 304,200C306,260 330,300 352,330L352,400L48,400L48,330C70,300 94,260 96,200Z',
      o.scarf,
    );
  // body and neck
  s += pathEl('M44,400C46,336 100,300 164,292L236,292C300,300 354,336 356,400Z', o.shirt);
  s += pathEl('M356,400C354,350 322,318 282,304C300,330 306,370 304,400Z', darken(o.shirt, 0.12));
  s += pathEl('M170,226L170,296C182,318 218,318 230,296L230,226Z', skinShade);
  s += pathEl('M170,250C186,266 214,266 230,250L230,226L170,226Z', skinDeep, 'opacity=".35"');
  if (o.neck === 'v')
    s +=
      pathEl('M160,292L200,350L240,292Z', skinShade) +
      stroke('M158,290L200,352L242,290', darken(o.shirt, 0.18), 8);
  if (o.neck === 'crew') s += stroke('M162,296C180,318 220,318 238,296', darken(o.shirt, 0.2), 10);
  if (o.neck === 'collar')
    s +=
      pathEl('M166,288L200,326L176,348L148,302Z', o.shirt2) +
      pathEl('M234,288L200,326L224,348L252,302Z', o.shirt2) +
      stroke('M200,326V400', darken(o.shirt, 0.2), 4) +
      circle(200, 360, 4, darken(o.shirt, 0.3)) +
      circle(200, 386, 4, darken(o.shirt, 0.3));
  if (o.neck === 'cardigan')
    s +=
      pathEl('M164,292L200,340L236,292Z', o.shirt2) +
      stroke('M186,316L200,400M214,316L200,400', darken(o.shirt, 0.2), 5);
  if (o.dupatta)
    s +=
      pathEl(
        'M236,292C262,296 290,304 312,318C270,350 200,384 158,400L92,400C150,370 206,332 236,292Z',
        o.dupatta,
      ) + stroke('M250,300C222,340 170,376 120,400', darken(o.dupatta, 0.15), 4, 'opacity=".6"');
  // ears + head
  if (o.style !== 'hijab') {
    s += ellipse(130, 196, 14, 22, skinShade) + ellipse(270, 196, 14, 22, skinShade);
    s +=
      ellipse(132, 198, 6, 11, skinDeep, 'opacity=".35"') +
      ellipse(268, 198, 6, 11, skinDeep, 'opacity=".35"');
  }
  s += pathEl(
    'M130,176C130,116 162,96 200,96C238,96 270,116 270,176C270,236 244,276 200,276C156,276 130,236 130,176Z',
    skin,
  );
  s += pathEl(
    'M236,110C262,128 270,150 270,176C270,236 244,276 200,276C232,262 252,226 254,182C256,150 250,128 236,110Z',
    skinShade,
    'opacity=".45"',
  );
  // hijab frame around the face
  if (o.style === 'hijab') {
    s += pathEl(
      'M96,200C90,110 140,66 200,66C260,66 310,110 304,200C304,250 290,300 250,318L150,318C110,300 96,250 96,200ZM200,112C160,112 138,136 136,180C136,236 160,272 200,272C240,272 264,236 264,180C262,136 240,112 200,112Z',
      o.scarf,
      'fill-rule="evenodd"',
    );
    s += stroke(
      'M136,180C138,136 160,114 200,112C240,114 262,136 264,180',
      darken(o.scarf, 0.15),
      5,
    );
    s += pathEl('M250,318C290,300 304,250 304,200C316,260 300,320 262,350Z', darken(o.scarf, 0.12));
  }
  if (o.beard)
    s += pathEl(
      'M134,200C138,252 166,282 200,284C234,282 262,252 266,200C258,230 244,244 228,246C214,238 186,238 172,246C156,244 142,230 134,200Z',
      hair,
    );
  // face
  const ey = 190;
  s += ellipse(172, ey, 7, 9, '#2b1d16') + ellipse(228, ey, 7, 9, '#2b1d16');
  s += circle(174, ey - 3, 2.4, '#ffffff') + circle(230, ey - 3, 2.4, '#ffffff');
  const brow = o.style === 'hijab' ? '#3a2a22' : darken(hair, 0.1);
  s += stroke(
    `M156,${ey - 22}Q172,${ey - 30} 188,${ey - 22}M212,${ey - 22}Q228,${ey - 30} 244,${ey - 22}`,
    brow,
    6,
  );
  s += stroke('M200,198Q193,220 203,224', skinDeep, 4, 'opacity=".6"');
  s +=
    circle(160, 226, 13, '#ff7b7b', 'opacity=".22"') +
    circle(240, 226, 13, '#ff7b7b', 'opacity=".22"');
  if (o.mustache)
    s += pathEl('M176,230Q188,220 200,226Q212,220 224,230Q212,236 200,232Q188,236 176,230Z', hair);
  if (o.smile === 'open')
    s +=
      pathEl('M178,240Q200,266 222,240Q200,248 178,240Z', '#7a2e2e') +
      pathEl('M182,241Q200,247 218,241L216,245Q200,250 184,245Z', '#ffffff');
  else s += stroke('M180,240Q200,258 220,240', o.beard ? '#f4e4dc' : '#9a4a3f', 5);
  if (o.lips) s += pathEl('M180,240Q200,258 220,240Q200,246 180,240Z', o.lips);
  // front hair
  if (o.style === 'long')
    s +=
      pathEl(
        'M126,184C118,114 158,86 200,88C244,86 284,114 276,184C268,146 246,124 208,116L200,130L192,116C156,124 134,146 126,184Z',
        hair,
      ) + stroke('M150,120C160,104 180,96 196,96', hairHi, 5, 'opacity=".6"');
  if (o.style === 'short')
    s +=
      pathEl(
        'M126,172C118,108 158,82 204,84C250,86 282,114 274,172C268,146 258,132 244,124C214,136 168,132 146,118C136,132 130,150 126,172Z',
        hair,
      ) + stroke('M170,100C196,92 232,96 252,110', hairHi, 6, 'opacity=".5"');
  if (o.style === 'afro')
    s += pathEl(
      'M132,168C136,124 164,104 200,104C236,104 264,124 268,168C252,140 230,128 200,128C170,128 148,140 132,168Z',
      hair,
    );
  if (o.style === 'buzz')
    s += pathEl(
      'M132,160C132,110 166,92 200,92C234,92 268,110 268,160C260,132 238,116 200,114C162,116 140,132 132,160Z',
      hair,
    );
  if (o.style === 'bob')
    s +=
      pathEl(
        'M120,190C112,118 152,84 200,84C248,84 288,118 280,190L272,150C262,150 246,148 232,140C214,150 168,152 128,150Z',
        hair,
      ) + stroke('M150,112C168,98 190,94 210,96', hairHi, 5, 'opacity=".6"');
  if (o.style === 'bun')
    s +=
      pathEl(
        'M128,178C120,116 160,92 200,92C240,92 280,116 272,178C266,146 248,126 200,120C152,126 134,146 128,178Z',
        hair,
      ) + stroke('M160,112C176,102 200,100 220,104', hairHi, 5, 'opacity=".6"');
  // accessories
  if (o.glasses)
    s += group(
      `<rect x="148" y="172" width="48" height="38" rx="14"/><rect x="204" y="172" width="48" height="38" rx="14"/><path d="M196,186Q200,182 204,186M148,184L132,180M252,184L268,180"/>`,
      `fill="#ffffff" fill-opacity=".15" stroke="${o.glasses}" stroke-width="5"`,
    );
  if (o.earrings === 'hoop')
    s +=
      circle(130, 228, 10, 'none', 'stroke="#e6b13a" stroke-width="4"') +
      circle(270, 228, 10, 'none', 'stroke="#e6b13a" stroke-width="4"');
  if (o.earrings === 'stud') s += circle(130, 220, 5, '#e6b13a') + circle(270, 220, 5, '#e6b13a');
  return s;
}

const PEOPLE = [
  {
    bg: '#f7c6a3',
    skin: '#c68a62',
    hair: '#1e1613',
    style: 'long',
    shirt: '#1f8a84',
    neck: 'v',
    dupatta: '#f2a93b',
    earrings: 'stud',
    smile: 'open',
  },
  {
    bg: '#a9cfee',
    skin: '#f1c7a5',
    hair: '#7a4a26',
    style: 'short',
    shirt: '#3f6fb5',
    shirt2: '#ffffff',
    neck: 'collar',
    glasses: '#2b2d42',
  },
  {
    bg: '#c8b6ef',
    skin: '#7a4a2e',
    hair: '#1b1310',
    style: 'afro',
    shirt: '#f2b632',
    neck: 'crew',
    earrings: 'hoop',
    smile: 'open',
    lips: '#8a3b32',
  },
  {
    bg: '#a8dcc0',
    skin: '#a86f4c',
    hair: '#221915',
    style: 'short',
    shirt: '#2f7d4f',
    neck: 'crew',
    beard: true,
    smile: 'open',
  },
  {
    bg: '#f6b8c0',
    skin: '#f3cfae',
    hair: '#1c1718',
    style: 'bob',
    shirt: '#ef6f5f',
    neck: 'crew',
    earrings: 'stud',
  },
  {
    bg: '#f3dca4',
    skin: '#b9805a',
    hair: '#221915',
    style: 'hijab',
    scarf: '#b26aa8',
    shirt: '#f7efe2',
    neck: 'crew',
    smile: 'open',
  },
  {
    bg: '#9fd3e0',
    skin: '#a66e4a',
    hair: '#15100d',
    style: 'bun',
    shirt: '#4b3f8f',
    neck: 'v',
    dupatta: '#e8577a',
    earrings: 'stud',
    smile: 'open',
  },
  {
    bg: '#f4c9a0',
    skin: '#b47a52',
    hair: '#1c1512',
    style: 'short',
    shirt: '#3d6f8f',
    shirt2: '#e6eef3',
    neck: 'collar',
    glasses: '#2b2d42',
    mustache: true,
  },
  // Sadia Islam, Traveller Care (the About page): her own face, not a reviewer's.
  {
    bg: '#c9e4b4',
    skin: '#b07650',
    hair: '#1a1310',
    style: 'long',
    shirt: '#c0392b',
    neck: 'crew',
    dupatta: '#2e86ab',
    earrings: 'hoop',
    smile: 'open',
  },
];

PEOPLE.forEach((o, i) => {
  SCENES[`people/person-${i + 1}`] = (sc) => sc.add(portrait(sc, o));
});
