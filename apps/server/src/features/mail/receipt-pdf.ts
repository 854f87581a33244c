import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { money, tripDay } from './templates/format';
import { mailText, type MailKey, type MailLocale, type MailValues } from './templates/words';
import { BanglaText, banglaFonts, hasBangla, isBanglaChar, scriptRuns } from './receipt-pdf-bangla';

export interface ReceiptDocument {
  /** The language of its labels, dates and amounts (English when absent). */
  locale?: MailLocale;
  number: string;
  agencyName: string;
  agencyAddress: string | undefined;
  publicUrl: string;
  paidAt: Date;
  timeZone: string;
  /** Absent in a copy mailed to an address not verified (the name was typed, not proven). */
  payerName: string | undefined;
  payerEmail: string;
  amountCents: number;
  refundedCents: number;
  transactionId: string;
  card: string | null;
  items: { label: string; detail?: string; amountCents: number }[];
}

const INK = rgb(0.11, 0.2, 0.25);
const MUTED = rgb(0.3, 0.39, 0.44);
const PRIMARY = rgb(0.04, 0.43, 0.5);
const LINE = rgb(0.83, 0.88, 0.9);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The standard PDF fonts speak Windows-1252 only: any other character (an emoji, a script other
 * than Bengali) is written as "?" rather than failing the receipt. Bengali is kept when the
 * receipt draws it in Noto Sans Bengali (`bangla`, receipt-pdf-bangla.ts).
 */
function printable(text: string, font: PDFFont, bangla = false): string {
  let chars = characterSets.get(font);
  if (!chars) {
    chars = new Set(font.getCharacterSet());
    characterSets.set(font, chars);
  }
  return [...text.normalize('NFC')]
    .map((c) => (chars.has(c.codePointAt(0) ?? -1) || (bangla && isBanglaChar(c)) ? c : '?'))
    .join('');
}

/** Splits `text` into lines no wider than `width` at `size`, as `measure` measures them. */
function wrap(
  text: string,
  measure: (text: string, size: number) => number,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A payment's receipt as a one-page A4 PDF (more pages when there are many items): numbered,
 * with the agency's name and address, the payer, the items, the amount and the transaction id.
 * The same bytes for the same payment and number (the document's dates are the payment's), so
 * the attachment and the download are one document.
 */
export async function receiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const locale = receipt.locale ?? 'en';
  const t = (key: MailKey, values?: MailValues) => mailText(locale, key, values);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('mail.receipt.documentTitle', { number: receipt.number }));
  pdf.setAuthor(receipt.agencyName);
  pdf.setSubject(t('mail.receipt.documentSubject', { transactionId: receipt.transactionId }));
  pdf.setCreator('Wayfare');
  pdf.setProducer('Wayfare');
  pdf.setCreationDate(receipt.paidAt);
  pdf.setModificationDate(receipt.paidAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Bengali (a traveller's name, a package's title) is shaped and set in Noto Sans Bengali; a
  // receipt without any is the same document as before (docs/i18n.md, "Receipts in Bangla").
  const written = [
    locale === 'bn' ? t('mail.receipt.title') : undefined,
    receipt.agencyName,
    receipt.agencyAddress,
    receipt.payerName,
    receipt.payerEmail,
    receipt.card,
    ...receipt.items.flatMap((item) => [item.label, item.detail]),
  ];
  const bangla = written.some((value) => value && hasBangla(value))
    ? new BanglaText(pdf, await banglaFonts())
    : undefined;
  const shaperOf = (font: PDFFont) => (font === bold ? bangla!.fonts.bold : bangla!.fonts.regular);
  const drawnWidth = (value: string, font: PDFFont, size: number) =>
    [...value].reduce((sum, c) => sum + font.widthOfTextAtSize(c, size), 0);
  /**
   * The width of `value` at `size`: its Bengali runs as shaped, the rest in Helvetica as `Tj`
   * draws it. pdf-lib's `widthOfTextAtSize` subtracts Helvetica's kerning pairs, which `drawText`
   * does not apply, so a Bengali run placed by it would start inside the Latin text before it
   * ("Travel-এর" would lose its hyphen): a run's width is its characters' widths.
   */
  const measure = (value: string, font: PDFFont, size: number) =>
    bangla && hasBangla(value)
      ? scriptRuns(value).reduce(
          (sum, run) =>
            sum +
            (run.bangla ? shaperOf(font).width(run.text, size) : drawnWidth(run.text, font, size)),
          0,
        )
      : font.widthOfTextAtSize(value, size);

  const margin = 56;
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const right = width - margin;
  let y = height - margin;

  const text = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: typeof INK; align?: 'right' } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    const color = options.color ?? INK;
    const safe = printable(value, font, !!bangla);
    const at = options.align === 'right' ? x - measure(safe, font, size) : x;
    if (!bangla || !hasBangla(safe)) {
      page.drawText(safe, { x: at, y, size, font, color });
      return;
    }
    let pen = at;
    for (const run of scriptRuns(safe)) {
      if (run.bangla) bangla.draw(page, shaperOf(font), run.text, pen, y, size, color);
      else page.drawText(run.text, { x: pen, y, size, font, color });
      pen += run.bangla ? shaperOf(font).width(run.text, size) : drawnWidth(run.text, font, size);
    }
  };
  const newPageIfNeeded = (room: number) => {
    if (y - room > margin) return;
    page = pdf.addPage([595.28, 841.89]);
    y = height - margin;
  };

  // The agency, and the document's name and number.
  text(receipt.agencyName, margin, { size: 20, font: bold, color: PRIMARY });
  text(t('mail.receipt.title'), right, { size: 20, font: bold, align: 'right' });
  y -= 18;
  for (const line of (receipt.agencyAddress ?? '').split(/\n|;\s*/).filter(Boolean)) {
    text(line.trim(), margin, { color: MUTED });
    y -= 14;
  }
  text(receipt.publicUrl.replace(/^https?:\/\//, ''), margin, { color: MUTED });
  y -= 34;

  const facts: [string, string][] = [
    [t('mail.receipt.number'), receipt.number],
    [t('mail.receipt.datePaid'), tripDay(receipt.paidAt, receipt.timeZone, locale)],
    [
      t('mail.receipt.billedTo'),
      receipt.payerName ? `${receipt.payerName} <${receipt.payerEmail}>` : receipt.payerEmail,
    ],
    [t('mail.receipt.paidWith'), receipt.card ?? t('mail.receipt.card')],
    [t('mail.receipt.transactionId'), receipt.transactionId],
  ];
  for (const [label, value] of facts) {
    text(label, margin, { color: MUTED });
    text(value, margin + 120, { font: bold });
    y -= 17;
  }
  y -= 16;

  // The items.
  text(t('mail.items.item'), margin, { font: bold, color: MUTED });
  text(t('mail.items.amount'), right, { font: bold, color: MUTED, align: 'right' });
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 1, color: LINE });
  y -= 16;
  for (const item of receipt.items) {
    const lines = wrap(
      printable(item.label, bold, !!bangla),
      (line, size) => measure(line, bold, size),
      10.5,
      right - margin - 110,
    );
    newPageIfNeeded(lines.length * 14 + 30);
    lines.forEach((line, i) => {
      text(line, margin, { font: bold });
      if (i === 0) text(money(item.amountCents, locale), right, { align: 'right' });
      y -= 14;
    });
    if (item.detail) {
      for (const line of wrap(
        printable(item.detail, regular, !!bangla),
        (line, size) => measure(line, regular, size),
        9.5,
        right - margin - 110,
      )) {
        text(line, margin, { size: 9.5, color: MUTED });
        y -= 13;
      }
    }
    y -= 6;
    page.drawLine({
      start: { x: margin, y: y + 4 },
      end: { x: right, y: y + 4 },
      thickness: 0.5,
      color: LINE,
    });
    y -= 10;
  }
  newPageIfNeeded(60);
  text(t('mail.receipt.totalPaid'), margin, { size: 12, font: bold });
  text(money(receipt.amountCents, locale), right, { size: 12, font: bold, align: 'right' });
  y -= 18;
  if (receipt.refundedCents > 0) {
    text(t('mail.receipt.refunded'), margin);
    text(`-${money(receipt.refundedCents, locale)}`, right, { align: 'right' });
    y -= 18;
  }
  y -= 24;
  newPageIfNeeded(40);
  text(t('mail.receipt.thanks', { agency: receipt.agencyName }), margin, { color: MUTED });
  y -= 14;
  text(t('mail.receipt.zone', { zone: receipt.timeZone }), margin, {
    size: 9,
    color: MUTED,
  });
  bangla?.finish();
  return pdf.save({ useObjectStreams: false });
}
