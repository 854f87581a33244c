import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRef,
  rgb,
  type PDFPage,
  type PDFRawStream,
  type PDFStream,
} from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BanglaText, banglaFonts, scriptRuns, woffToSfnt } from './receipt-pdf-bangla';
import { receiptPdf, type ReceiptDocument } from './receipt-pdf';

/*
 * Bengali on the receipt PDF (docs/i18n.md, "Receipts in Bangla"): the glyphs drawn are the ones
 * HarfBuzz shapes with the same font (conjuncts, reph, the vowel sign ি before its consonant),
 * never the characters' cmap glyphs in typed order; and the page rasterised looks like Chromium's
 * rendering of the same text in the same font. The pictures are left in OUT to look at.
 */

const OUT = '/tmp/wayfare-receipt-bangla';
const require = createRequire(import.meta.url);
const FONT_FILE =
  require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff');
const BOLD_FONT_FILE =
  require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff');

const NAME = 'নাদিয়া রহমান';
const TITLE = 'ক্ষমা ত্যাগী অর্ক';

const receipt = (overrides: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  number: 'WF-000123',
  agencyName: 'Wayfare Travels',
  agencyAddress: '12 Gulshan Avenue; Dhaka 1212',
  publicUrl: 'https://wayfare.example',
  paidAt: new Date('2026-03-01T10:00:00Z'),
  timeZone: 'Asia/Dhaka',
  payerName: 'Nadia Rahman',
  payerEmail: 'nadia@example.com',
  amountCents: 24_900,
  refundedCents: 0,
  transactionId: 'pi_3Q0000000000',
  card: 'Visa •••• 4242',
  items: [{ label: 'Sundarbans Mangrove Safari', detail: '2 travellers', amountCents: 24_900 }],
  ...overrides,
});

/** HarfBuzz's own shaping of `text` with a font file, independent of the receipt's code. */
function harfbuzz(file: string, text: string) {
  const font = new hb.Font(new hb.Face(new hb.Blob(woffToSfnt(readFileSync(file)))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return {
    shaped: buffer.getGlyphInfos().map((g) => g.codepoint),
    nominal: [...text].map((c) => font.nominalGlyph(c.codePointAt(0)!) ?? 0),
    glyphOf: (c: string) => font.nominalGlyph(c.codePointAt(0)!)!,
  };
}

/** Each page's content streams, inflated, joined. */
async function contents(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .map((page) => {
      const streams = page.node.Contents();
      const refs = streams instanceof PDFArray ? streams.asArray() : streams ? [streams] : [];
      return refs
        .map((ref) => {
          const stream = (ref instanceof PDFRef ? pdf.context.lookup(ref) : ref) as PDFStream;
          const raw = (stream as PDFRawStream).contents;
          const filter = stream.dict.get(PDFName.of('Filter'));
          return Buffer.from(filter ? inflateSync(raw) : raw).toString('latin1');
        })
        .join('\n');
    })
    .join('\n');
}

/** The glyph ids drawn for each ActualText span: what the receipt drew for each Bengali run. */
function spans(content: string): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const [, hex, body] of content.matchAll(
    /\/Span << \/ActualText <feff([0-9a-f]*)> >> BDC([\s\S]*?)EMC/g,
  )) {
    const text = Buffer.from(hex!, 'hex').swap16().toString('utf16le');
    const ids = [...body!.matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap(([, items]) =>
      [...items!.matchAll(/<([0-9a-f]{4})>/g)].map(([, id]) => parseInt(id!, 16)),
    );
    found.set(text, ids);
  }
  return found;
}

const contains = (haystack: number[], needle: number[]) =>
  haystack.some((_, i) => needle.every((n, j) => haystack[i + j] === n));

describe('the receipt PDF', () => {
  it('keeps a receipt without Bengali in the standard fonts, embedding nothing', async () => {
    const bytes = await receiptPdf(receipt());
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).not.toContain('NotoSansBengali');
    expect(text).toContain('/BaseFont /Helvetica');
    expect(bytes.length).toBeLessThan(5_000);
  });

  it('draws a Bengali name and package title as HarfBuzz shapes them, not as typed', async () => {
    const bytes = await receiptPdf(
      receipt({
        payerName: NAME,
        items: [{ label: TITLE, detail: `${NAME}, 2 travellers`, amountCents: 24_900 }],
      }),
    );
    // Both weights embedded, each as a subset of the glyphs drawn (the whole font is 110 KB).
    expect(Buffer.from(bytes).toString('latin1')).toMatch(
      /\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/,
    );
    expect(Buffer.from(bytes).toString('latin1')).toMatch(
      /\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/,
    );
    expect(bytes.length).toBeLessThan(30_000);
    const drawn = spans(await contents(bytes));

    // The name is bold in "Billed to" (the email after it stays in Helvetica), regular in the detail.
    for (const [file, text] of [
      [BOLD_FONT_FILE, NAME],
      [BOLD_FONT_FILE, TITLE],
      [FONT_FILE, NAME],
    ] as const) {
      const { shaped, nominal, glyphOf } = harfbuzz(file, text);
      const ids = drawn.get(text);
      expect(ids, `a span for ${text}`).toBeDefined();
      expect(ids).toEqual(shaped);
      expect(ids).not.toEqual(nominal);
      if (text === TITLE) {
        // ক্ষ is one conjunct glyph, ত্য carries the ya-phala, র্ক a reph: no halant is left.
        expect(ids).not.toContain(glyphOf('\u09CD'));
        expect(contains(ids!, [glyphOf('ক'), glyphOf('\u09CD'), glyphOf('ষ')])).toBe(false);
        expect(ids).not.toContain(glyphOf('ষ'));
      } else {
        // ি is typed after দ and drawn before it.
        expect(contains(nominal, [glyphOf('দ'), glyphOf('ি')])).toBe(true);
        expect(contains(ids!, [glyphOf('ি'), glyphOf('দ')])).toBe(true);
        expect(contains(ids!, [glyphOf('দ'), glyphOf('ি')])).toBe(false);
      }
    }
  });

  it.skipIf(!existsSync('/usr/bin/pdftotext'))(
    'starts a Bengali run where the Latin text before it ends, kerning or not',
    async () => {
      // Helvetica kerns "AV", "Wa" and "Te"; the PDF's Tj draws them unkerned, so a Bengali run
      // placed by the kerned width would cover the hyphen before it.
      const bytes = await receiptPdf(receipt({ payerName: 'WAVE TAVVY-নাদিয়া' }));
      mkdirSync(OUT, { recursive: true });
      writeFileSync(`${OUT}/mixed-run.pdf`, bytes);
      const html = execFileSync('/usr/bin/pdftotext', ['-bbox', `${OUT}/mixed-run.pdf`, '-'], {
        encoding: 'utf8',
      });
      const words = [
        ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)</g),
      ].map((m) => ({ x0: Number(m[1]), y: Number(m[2]), x1: Number(m[3]), text: m[4]! }));
      const at = words.findIndex((w) => w.text.startsWith('TAVVY'));
      expect(at, 'the name on the receipt').toBeGreaterThan(0);
      const line = words
        .filter((w) => Math.abs(w.y - words[at]!.y) < 3)
        .sort((a, b) => a.x0 - b.x0);
      expect(line.map((w) => w.text).join(' ')).toContain('WAVE TAVVY-নাদিয়া');
      for (let i = 1; i < line.length; i += 1)
        expect(line[i]!.x0, `${line[i]!.text} after ${line[i - 1]!.text}`).toBeGreaterThanOrEqual(
          line[i - 1]!.x1 - 0.5,
        );
    },
  );

  it('cuts text into Bengali runs and the rest', () => {
    expect(scriptRuns(`${NAME} <nadia@example.com>`)).toEqual([
      { text: NAME, bangla: true },
      { text: ' <nadia@example.com>', bangla: false },
    ]);
    expect(scriptRuns('Tour: ক্ষমা, অর্ক')).toEqual([
      { text: 'Tour: ', bangla: false },
      { text: 'ক্ষমা', bangla: true },
      { text: ', ', bangla: false },
      { text: 'অর্ক', bangla: true },
    ]);
  });

  // Debian's Chromium, or its headless shell (what CI installs).
  const chromium =
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((tool) => existsSync(tool)) ??
    '/usr/bin/chromium';
  const tools = ['/usr/bin/pdftoppm', chromium].filter((tool) => !existsSync(tool));
  it.skipIf(tools.length > 0)(
    `looks like Chromium's rendering of the same text and font${tools.length ? ` (skipped: ${tools.join(', ')} not installed; apt-get install poppler-utils chromium)` : ''}`,
    async () => {
      mkdirSync(OUT, { recursive: true });
      const line = `${NAME} ${TITLE}`;
      const size = 48;

      // The line alone on a page, drawn by the receipt's code, rasterised at 96 dpi (1 pt = 4/3 px).
      const pdf = await PDFDocument.create();
      const page: PDFPage = pdf.addPage([720, 120]);
      const bangla = new BanglaText(pdf, await banglaFonts());
      bangla.draw(page, bangla.fonts.regular, line, 20, 50, size, rgb(0, 0, 0));
      bangla.finish();
      writeFileSync(`${OUT}/line.pdf`, await pdf.save());
      execFileSync('/usr/bin/pdftoppm', [
        '-r',
        '96',
        '-png',
        '-singlefile',
        `${OUT}/line.pdf`,
        `${OUT}/pdf`,
      ]);

      // The same line in Chromium, the same font file loaded with @font-face.
      writeFileSync(
        `${OUT}/line.html`,
        `<!doctype html><meta charset="utf-8"><style>
@font-face { font-family: Receipt; src: url(${pathToFileURL(FONT_FILE).href}) format('woff'); }
html, body { margin: 0; background: #fff; }
p { margin: 0; padding: 20pt; font: ${size}pt/1.6 Receipt; color: #000; white-space: nowrap; }
</style><p lang="bn">${line}</p>`,
      );
      execFileSync(
        chromium,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--hide-scrollbars',
          '--force-device-scale-factor=1',
          '--window-size=960,160',
          '--virtual-time-budget=2000',
          `--screenshot=${OUT}/chromium.png`,
          pathToFileURL(`${OUT}/line.html`).href,
        ],
        { stdio: 'ignore', timeout: 60_000 },
      );

      // The whole receipt too, to look at.
      writeFileSync(
        `${OUT}/receipt.pdf`,
        await receiptPdf(
          receipt({
            payerName: NAME,
            items: [{ label: TITLE, detail: NAME, amountCents: 24_900 }],
          }),
        ),
      );
      execFileSync('/usr/bin/pdftoppm', [
        '-r',
        '110',
        '-png',
        '-singlefile',
        `${OUT}/receipt.pdf`,
        `${OUT}/receipt`,
      ]);

      const ink = async (file: string) => {
        const { data, info } = await sharp(file)
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        let [left, top, right, bottom] = [info.width, info.height, -1, -1];
        for (let y = 0; y < info.height; y++)
          for (let x = 0; x < info.width; x++)
            if (data[y * info.width + x]! < 128) {
              left = Math.min(left, x);
              right = Math.max(right, x);
              top = Math.min(top, y);
              bottom = Math.max(bottom, y);
            }
        expect(right, `ink in ${file}`).toBeGreaterThan(left);
        const box = { left, top, width: right - left + 1, height: bottom - top + 1 };
        return { box, pixels: sharp(file).extract(box).greyscale() };
      };
      const fromPdf = await ink(`${OUT}/pdf.png`);
      const fromChromium = await ink(`${OUT}/chromium.png`);
      // The same extent: an unshaped line (ক ্ ষ side by side, a halant on every conjunct) is
      // far wider than the shaped one.
      expect(fromPdf.box.width / fromChromium.box.width).toBeGreaterThan(0.98);
      expect(fromPdf.box.width / fromChromium.box.width).toBeLessThan(1.02);
      expect(Math.abs(fromPdf.box.height - fromChromium.box.height)).toBeLessThanOrEqual(3);

      // And the same ink: both scaled onto one grid and softened by a pixel, the pixels inked in
      // either mostly in both. Renderers hint and antialias strokes a pixel apart: against
      // Debian's Chromium the overlap is 0.81, against its headless shell (CI's) 0.69; an unshaped
      // line already fails the extent above (1.13 times as wide).
      const { width, height } = fromPdf.box;
      const grid = async (image: typeof fromPdf) =>
        image.pixels.resize(width, height, { fit: 'fill' }).blur(1.5).raw().toBuffer();
      const [a, b] = await Promise.all([grid(fromPdf), grid(fromChromium)]);
      let both = 0;
      let either = 0;
      for (let i = 0; i < a.length; i++) {
        const inA = a[i]! < 128;
        const inB = b[i]! < 128;
        if (inA && inB) both += 1;
        if (inA || inB) either += 1;
      }
      const overlap = both / either;
      writeFileSync(
        `${OUT}/overlap.txt`,
        `ink overlap (intersection over union): ${overlap.toFixed(3)}\n`,
      );
      expect(overlap).toBeGreaterThan(0.6);
    },
  );
});
