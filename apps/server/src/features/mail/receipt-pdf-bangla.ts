import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type * as HarfBuzzModule from 'harfbuzzjs';
import {
  beginText,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/*
 * Bengali text in the receipt PDF (docs/i18n.md, "Receipts in Bangla"): HarfBuzz shapes it with
 * Noto Sans Bengali (conjuncts, reph, pre-base vowel signs, mark positions), and the glyphs it
 * chooses are drawn by id through a CID font with identity encoding.
 */

/** Bengali letters, signs and digits, the dandas Bengali shares with Devanagari, ZWNJ and ZWJ. */
const BANGLA = '\\u0980-\\u09FF\\u0964\\u0965\\u200C\\u200D';
/** A run of Bengali words: the spaces between them belong to the run, so they shape together. */
const BANGLA_RUN = new RegExp(`[${BANGLA}]+(?:[ \\u00A0]+[${BANGLA}]+)*`, 'gu');
const HAS_BANGLA = new RegExp(`[${BANGLA}]`, 'u');

export const hasBangla = (text: string): boolean => HAS_BANGLA.test(text);
export const isBanglaChar = (c: string): boolean => HAS_BANGLA.test(c);

/** `text` cut into runs, each either Bengali (`bangla`) or not, in reading order. */
export function scriptRuns(text: string): { text: string; bangla: boolean }[] {
  const runs: { text: string; bangla: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(BANGLA_RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), bangla: false });
    runs.push({ text: match[0], bangla: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), bangla: false });
  return runs;
}

/**
 * The TrueType font inside a WOFF 1.0 file (the npm font packages ship WOFF, HarfBuzz and PDF
 * read TrueType): each table inflated where it was compressed, the table directory rebuilt.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const o = 44 + i * 20;
    return {
      tag: view.getUint32(o),
      offset: view.getUint32(o + 4),
      compLength: view.getUint32(o + 8),
      origLength: view.getUint32(o + 12),
      checksum: view.getUint32(o + 16),
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const out = new Uint8Array(tables.reduce((size, t) => size + pad(t.origLength), 12 + 16 * count));
  const outView = new DataView(out.buffer);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= count) {
    power *= 2;
    log2 += 1;
  }
  outView.setUint32(0, flavor);
  outView.setUint16(4, count);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, log2);
  outView.setUint16(10, count * 16 - power * 16);
  let at = 12 + 16 * count;
  tables.forEach((t, i) => {
    const stored = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(stored) : stored;
    if (data.length !== t.origLength) throw new Error('WOFF table of the wrong length');
    out.set(data, at);
    const o = 12 + i * 16;
    outView.setUint32(o, t.tag);
    outView.setUint32(o + 4, t.checksum);
    outView.setUint32(o + 8, at);
    outView.setUint32(o + 12, t.origLength);
    at += pad(t.origLength);
  });
  return out;
}

/** The tables of a TrueType file by tag. */
function sfntTables(sfnt: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const o = 12 + i * 16;
    const at = view.getUint32(o + 8);
    tables.set(
      String.fromCharCode(...sfnt.subarray(o, o + 4)),
      sfnt.subarray(at, at + view.getUint32(o + 12)),
    );
  }
  return tables;
}

/** A TrueType file of `tables`, in tag order, with their checksums. */
function sfntOf(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const pad = (n: number) => (n + 3) & ~3;
  const out = new Uint8Array(
    tags.reduce((size, tag) => size + pad(tables.get(tag)!.length), 12 + 16 * tags.length),
  );
  const view = new DataView(out.buffer);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= tags.length) {
    power *= 2;
    log2 += 1;
  }
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, log2);
  view.setUint16(10, tags.length * 16 - power * 16);
  let at = 12 + 16 * tags.length;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    out.set(data, at);
    let sum = 0;
    for (let n = 0; n < pad(data.length); n += 4) sum = (sum + view.getUint32(at + n)) >>> 0;
    const o = 12 + i * 16;
    for (let c = 0; c < 4; c++) out[o + c] = tag.charCodeAt(c);
    view.setUint32(o + 4, sum);
    view.setUint32(o + 8, at);
    view.setUint32(o + 12, data.length);
    at += pad(data.length);
  });
  return out;
}

/**
 * `sfnt` with the outlines of `glyphs` (and the glyphs they are composed of) only, every glyph
 * keeping its id, so the shaped ids drawn stay valid; without the shaping tables (the PDF shows
 * glyphs already shaped) and the glyph names. A receipt embeds a few kilobytes, not the font.
 */
export function subsetTrueType(sfnt: Uint8Array, glyphs: Iterable<number>): Uint8Array {
  const tables = sfntTables(sfnt);
  const head = new Uint8Array(tables.get('head')!);
  const headView = new DataView(head.buffer);
  const glyf = tables.get('glyf')!;
  const loca = tables.get('loca')!;
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const count = new DataView(tables.get('maxp')!.buffer, tables.get('maxp')!.byteOffset).getUint16(
    4,
  );
  const long = headView.getInt16(50) === 1;
  const offset = (id: number) =>
    long ? locaView.getUint32(id * 4) : locaView.getUint16(id * 2) * 2;
  const outline = (id: number) => glyf.subarray(offset(id), offset(id + 1));

  const kept = new Set<number>([0]);
  const pending = [...glyphs];
  while (pending.length) {
    const id = pending.pop()!;
    if (id >= count || kept.has(id)) continue;
    kept.add(id);
    const data = outline(id);
    if (data.length < 10) continue;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (view.getInt16(0) >= 0) continue;
    // A composite glyph: its components, each flags, glyph id, offsets and an optional scale.
    let at = 10;
    for (;;) {
      const flags = view.getUint16(at);
      pending.push(view.getUint16(at + 2));
      at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      if (!(flags & 0x20)) break;
    }
  }

  const pad = (n: number) => (n + 3) & ~3;
  let size = 0;
  for (const id of kept) size += pad(outline(id).length);
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array((count + 1) * 4);
  const newLocaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let id = 0; id < count; id++) {
    newLocaView.setUint32(id * 4, at);
    if (kept.has(id)) {
      newGlyf.set(outline(id), at);
      at += pad(outline(id).length);
    }
  }
  newLocaView.setUint32(count * 4, at);
  headView.setInt16(50, 1);
  headView.setUint32(8, 0);
  const post = new Uint8Array(tables.get('post')!.subarray(0, 32));
  new DataView(post.buffer).setUint32(0, 0x00030000);

  const subset = new Map<string, Uint8Array>();
  for (const tag of ['OS/2', 'cmap', 'cvt ', 'fpgm', 'hhea', 'hmtx', 'maxp', 'name', 'prep']) {
    const table = tables.get(tag);
    if (table) subset.set(tag, table);
  }
  subset.set('head', head);
  subset.set('glyf', newGlyf);
  subset.set('loca', newLoca);
  subset.set('post', post);
  const out = sfntOf(subset);
  // The whole file's checksum, as head records it.
  const outView = new DataView(out.buffer);
  let sum = 0;
  for (let n = 0; n < out.length; n += 4) sum = (sum + outView.getUint32(n)) >>> 0;
  const headAt = sfntTables(out).get('head')!.byteOffset;
  outView.setUint32(headAt + 8, (0xb1b0afba - sum) >>> 0);
  return out;
}

/** One glyph HarfBuzz chose, in font units. */
export interface ShapedGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

type HarfBuzz = typeof HarfBuzzModule;

/** A Noto Sans Bengali weight: its TrueType bytes and the HarfBuzz font that shapes with them. */
export class ShapingFont {
  private readonly cache = new Map<string, ShapedGlyph[]>();
  readonly upem: number;
  readonly ascent: number;
  readonly descent: number;
  readonly bbox: [number, number, number, number];

  constructor(
    private readonly hb: HarfBuzz,
    private readonly font: InstanceType<HarfBuzz['Font']>,
    readonly sfnt: Uint8Array,
    readonly postScriptName: string,
    readonly file: string,
    private readonly unicodes: number[],
  ) {
    const head = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    const table = (tag: string) => {
      const count = head.getUint16(4);
      for (let i = 0; i < count; i++) {
        const o = 12 + i * 16;
        if (String.fromCharCode(...sfnt.subarray(o, o + 4)) === tag) return head.getUint32(o + 8);
      }
      throw new Error(`font has no ${tag} table`);
    };
    const h = table('head');
    this.upem = head.getUint16(h + 18);
    this.bbox = [
      head.getInt16(h + 36),
      head.getInt16(h + 38),
      head.getInt16(h + 40),
      head.getInt16(h + 42),
    ];
    const extents = font.hExtents();
    this.ascent = extents.ascender;
    this.descent = extents.descender;
  }

  /** The glyphs of `text` in visual order. Shaped once per text and weight. */
  shape(text: string): ShapedGlyph[] {
    const known = this.cache.get(text);
    if (known) return known;
    const buffer = new this.hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(this.hb.Direction.LTR);
    buffer.setScript('Beng');
    buffer.setLanguage('bn');
    this.hb.shape(this.font, buffer);
    const positions = buffer.getGlyphPositions();
    const glyphs = buffer.getGlyphInfos().map((info, i) => ({
      id: info.codepoint,
      cluster: info.cluster,
      xAdvance: positions[i]!.xAdvance,
      xOffset: positions[i]!.xOffset,
      yOffset: positions[i]!.yOffset,
    }));
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(text, glyphs);
    return glyphs;
  }

  /** The width of `text` at `size` points. */
  width(text: string, size: number): number {
    return (this.shape(text).reduce((sum, g) => sum + g.xAdvance, 0) * size) / this.upem;
  }

  private characters: Map<number, string> | undefined;

  /** The character whose cmap glyph `glyph` is, if any (the lowest code point). */
  character(glyph: number): string | undefined {
    if (!this.characters) {
      this.characters = new Map();
      for (const unicode of [...this.unicodes].sort((a, b) => b - a)) {
        const id = this.font.nominalGlyph(unicode);
        if (id) this.characters.set(id, String.fromCodePoint(unicode));
      }
    }
    return this.characters.get(glyph);
  }

  /** The glyph the font's cmap gives a character, before shaping. */
  nominal(codePoint: number): number | undefined {
    return this.font.nominalGlyph(codePoint);
  }

  /** The glyph's advance in the font's horizontal metrics, in font units. */
  advance(glyph: number): number {
    return this.font.glyphHAdvance(glyph);
  }
}

export interface BanglaFonts {
  regular: ShapingFont;
  bold: ShapingFont;
}

const FILES = {
  regular: ['noto-sans-bengali-bengali-400-normal.woff', 'NotoSansBengali-Regular'],
  bold: ['noto-sans-bengali-bengali-700-normal.woff', 'NotoSansBengali-Bold'],
} as const;

let loading: Promise<BanglaFonts> | undefined;

/**
 * The two weights, read from @fontsource/noto-sans-bengali in node_modules and HarfBuzz's
 * WebAssembly started, on the first receipt with Bengali text (a receipt without any never loads
 * them). Resolved from this file, so the bundled server (dist/server.js) finds them too.
 */
export function banglaFonts(): Promise<BanglaFonts> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const require = createRequire(import.meta.url);
    const load = async ([file, name]: readonly [string, string]) => {
      const path = require.resolve(`@fontsource/noto-sans-bengali/files/${file}`);
      const sfnt = woffToSfnt(new Uint8Array(await readFile(path)));
      const face = new hb.Face(new hb.Blob(sfnt));
      return new ShapingFont(
        hb,
        new hb.Font(face),
        sfnt,
        name,
        path,
        Array.from(face.collectUnicodes()),
      );
    };
    const [regular, bold] = await Promise.all([load(FILES.regular), load(FILES.bold)]);
    return { regular, bold };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A UTF-16BE hex string, as ToUnicode and ActualText want. */
function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * One weight embedded in one document: a Type0 font over a CIDFontType2 with Identity-H and an
 * identity CID-to-glyph map, so a shown two-byte code is a glyph id. The widths and the
 * ToUnicode map cover the glyphs the document used, written by `finish()` before saving.
 */
class EmbeddedBangla {
  readonly ref: PDFRef;
  private readonly widths = new Map<number, number>();
  private readonly unicode = new Map<number, string>();
  private readonly keys = new WeakMap<PDFPage, PDFName>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: ShapingFont,
  ) {
    this.ref = pdf.context.nextRef();
  }

  /** The width PDF viewers use for a glyph, in thousandths of the size. */
  private pdfWidth(glyph: number): number {
    let width = this.widths.get(glyph);
    if (width === undefined) {
      width = Math.round((this.font.advance(glyph) * 1000) / this.font.upem);
      this.widths.set(glyph, width);
    }
    return width;
  }

  /**
   * What copying a glyph gives: the character it is the cmap glyph of, else the characters of
   * its cluster no other glyph of the cluster stands for (a conjunct's ligature, a reph).
   */
  private learn(text: string, glyphs: ShapedGlyph[]) {
    const clusters = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    const utf16 = [...text].reduce<number[]>((at, c) => [...at, (at.at(-1) ?? 0) + c.length], [0]);
    const indexOf = new Map<number, number>(utf16.map((offset, i) => [offset, i]));
    const chars = [...text];
    for (const [n, cluster] of clusters.entries()) {
      const from = indexOf.get(cluster) ?? 0;
      const to =
        n + 1 < clusters.length ? (indexOf.get(clusters[n + 1]!) ?? chars.length) : chars.length;
      const own = chars.slice(from, to);
      const members = glyphs.filter((g) => g.cluster === cluster);
      const left = [...own];
      const unnamed: number[] = [];
      const name = (glyph: number, text: string) => {
        if (!this.unicode.has(glyph)) this.unicode.set(glyph, text);
      };
      for (const g of members) {
        const at = left.findIndex((ch) => this.font.nominal(ch.codePointAt(0)!) === g.id);
        if (at >= 0) {
          name(g.id, left[at]!);
          left.splice(at, 1);
        } else unnamed.push(g.id);
      }
      // A vowel sign in two parts (ো is ে and া) draws each part's own glyph.
      const rest = unnamed.filter((glyph) => {
        const c = this.font.character(glyph);
        if (c === undefined) return true;
        name(glyph, c);
        const whole = left.findIndex((ch) => ch !== c && ch.normalize('NFD').includes(c));
        if (whole >= 0) left.splice(whole, 1);
        return false;
      });
      if (rest.length && left.length && !this.unicode.has(rest[0]!))
        this.unicode.set(rest[0]!, left.join(''));
    }
  }

  private key(page: PDFPage): PDFName {
    let key = this.keys.get(page);
    if (!key) {
      key = page.node.newFontDictionary(this.font.postScriptName, this.ref);
      this.keys.set(page, key);
    }
    return key;
  }

  /**
   * Draws shaped `text` with its baseline origin at (x, y): glyphs that sit on the baseline in
   * one TJ array with the shaper's advances and offsets as adjustments, a raised or lowered mark
   * in one of its own; all of it inside an ActualText span with the text as typed.
   */
  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Color) {
    const glyphs = this.font.shape(text);
    this.learn(text, glyphs);
    const scale = size / this.font.upem;
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        `<< /ActualText <feff${utf16Hex(text)}> >>`,
      ]),
      beginText(),
      setFillingColor(color),
      setFontAndSize(this.key(page), size),
    ];
    let pen = 0;
    let i = 0;
    while (i < glyphs.length) {
      const rise = glyphs[i]!.yOffset;
      const start = x + (pen + glyphs[i]!.xOffset) * scale;
      const items: (PDFHexString | number)[] = [];
      // Where the PDF's own advance leaves the next glyph, in font units from the segment's start.
      let shown = pen + glyphs[i]!.xOffset;
      while (i < glyphs.length && glyphs[i]!.yOffset === rise) {
        const g = glyphs[i]!;
        const target = pen + g.xOffset;
        const adjust = round(((shown - target) * 1000) / this.font.upem);
        if (items.length && adjust !== 0) items.push(adjust);
        items.push(PDFHexString.of(g.id.toString(16).padStart(4, '0')));
        shown = target + (this.pdfWidth(g.id) * this.font.upem) / 1000;
        pen += g.xAdvance;
        i += 1;
      }
      ops.push(
        setTextMatrix(1, 0, 0, 1, round(start), round(y + rise * scale)),
        PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [this.pdf.context.obj(items)]),
      );
    }
    ops.push(endText(), endMarkedContent(), popGraphicsState());
    page.pushOperators(...ops);
  }

  /** Writes the font's objects: the TrueType file, its descriptor, widths and ToUnicode map. */
  finish() {
    const { context } = this.pdf;
    const font = this.font;
    const k = 1000 / font.upem;
    const subset = subsetTrueType(font.sfnt, this.widths.keys());
    // A subset font's name starts with a tag of six capitals, the same for the same glyphs.
    const digest = createHash('sha256').update(subset).digest();
    const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26)));
    const name = `${tag.join('')}+${font.postScriptName}`;
    const file = context.register(context.flateStream(subset, { Length1: subset.length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4,
        FontBBox: font.bbox.map((n) => Math.round(n * k)),
        ItalicAngle: 0,
        Ascent: Math.round(font.ascent * k),
        Descent: Math.round(font.descent * k),
        CapHeight: Math.round(font.ascent * k),
        StemV: 80,
        FontFile2: file,
      }),
    );
    const ids = [...this.widths.keys()].sort((a, b) => a - b);
    const widths: (number | number[])[] = [];
    for (const id of ids) {
      const last = widths.at(-1);
      const lastStart = widths.at(-2);
      if (Array.isArray(last) && typeof lastStart === 'number' && lastStart + last.length === id)
        last.push(this.widths.get(id)!);
      else widths.push(id, [this.widths.get(id)!]);
    }
    const cid = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        W: widths,
        CIDToGIDMap: 'Identity',
      }),
    );
    const entries = [...this.unicode].sort(([a], [b]) => a - b);
    const chunks: string[] = [];
    for (let n = 0; n < entries.length; n += 100) {
      const chunk = entries.slice(n, n + 100);
      chunks.push(
        `${chunk.length} beginbfchar\n${chunk
          .map(([id, text]) => `<${id.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`)
          .join('\n')}\nendbfchar`,
      );
    }
    const cmap = [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <ffff>',
      'endcodespacerange',
      ...chunks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
    const toUnicode = context.register(context.flateStream(cmap));
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cid],
        ToUnicode: toUnicode,
      }),
    );
  }
}

/** The Bengali weights of one document, embedded on first use. */
export class BanglaText {
  private readonly embedded = new Map<ShapingFont, EmbeddedBangla>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: BanglaFonts,
  ) {}

  draw(
    page: PDFPage,
    font: ShapingFont,
    text: string,
    x: number,
    y: number,
    size: number,
    color: Color,
  ) {
    let embedded = this.embedded.get(font);
    if (!embedded) {
      embedded = new EmbeddedBangla(this.pdf, font);
      this.embedded.set(font, embedded);
    }
    embedded.draw(page, text, x, y, size, color);
  }

  /** Call once, after the last `draw` and before saving. */
  finish() {
    for (const embedded of this.embedded.values()) embedded.finish();
  }
}
