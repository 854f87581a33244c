/*
 * CSV as RFC 4180 has it (CRLF line ends, quotes doubled), UTF-8 with a byte-order mark so that
 * spreadsheet apps read accents and Bengali right. A field is quoted when it holds a comma, a
 * semicolon, a tab, a quote or a line break: spreadsheets in locales whose decimal mark is a comma
 * (de, fr, nl) split on `;` and import dialogs offer tab, so `x;=2+3` unquoted would be two cells,
 * the second a formula. Text that a spreadsheet would run as a formula (starting with =, +, -, @,
 * tab or carriage return) is prefixed with an apostrophe (OWASP's advice against CSV injection),
 * every cell of every file; numbers are written as numbers.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** The byte-order mark that starts the file. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** What splits a field in some reader: either delimiter, a tab, a quote, a line break. */
const MUST_QUOTE = /[",;\t\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return MUST_QUOTE.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(cells: CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
