/*
 * pg_trgm's similarity, computed in the server, for searches in Bangla script (docs/i18n.md,
 * "Search in Bangla"). pg_trgm takes a word's letters from the database's LC_CTYPE: under
 * C.UTF-8 (PGlite's, and the PostgreSQL of our CI) Bengali letters, vowel signs and hasanta are
 * word characters, but a PostgreSQL database created with LC_CTYPE "C" sees no word in Bangla text
 * at all (similarity('কক্সবাজার', 'কক্সবাজর') is 0 there). Bangla near spellings are therefore
 * matched here, the same way whatever the database.
 */

/** A word's characters as pg_trgm takes them under a UTF-8 locale: letters, marks and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The trigrams of a text as pg_trgm makes them: lower case, each word padded with two spaces
 * before and one after, every three consecutive characters (code points), each once.
 */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  }
  return found;
}

/** pg_trgm's similarity(): the trigrams two texts share over all the trigrams either has. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** The names at least `min` similar to `text`, closest first (then by name, as the database). */
export function nearNamesHere(text: string, names: readonly string[], min: number): string[] {
  return names
    .map((name) => ({ name, score: similarity(name, text) }))
    .filter((n) => n.score >= min)
    .sort((x, y) => y.score - x.score || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
    .map((n) => n.name);
}
