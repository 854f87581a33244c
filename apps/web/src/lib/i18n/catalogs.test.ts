import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import glossary from '@/locales/glossary.json';

/*
 * Every catalogue of the web app (docs/i18n.md), read as written: both languages have the same
 * keys, every message is ICU MessageFormat with the same arguments in both, keys are named after
 * their catalogue, and Bangla uses the glossary's word for each of the product's terms.
 */

const sources = import.meta.glob<string>(
  ['/src/**/locales/{en,bn}.json', '/src/**/locales/*/{en,bn}.json'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

type Messages = Record<string, string>;
const catalogues = new Map<string, { en?: Messages; bn?: Messages }>();
for (const [file, text] of Object.entries(sources)) {
  const folder = file.replace(/\/(en|bn)\.json$/, '');
  const language = file.endsWith('/bn.json') ? 'bn' : 'en';
  const entry = catalogues.get(folder) ?? {};
  entry[language] = JSON.parse(text) as Messages;
  catalogues.set(folder, entry);
}

/** The arguments a message uses (`{name}`, `{count, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === 'object')
        for (const [choice, branch] of Object.entries(format))
          if (choice !== 'offset' && Array.isArray(branch)) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

/** `<0>…</0>` elements of a rich message, sorted. */
function elementsOf(message: string): string[] {
  return [...message.matchAll(/<(\d+)\/?>/g)].map((match) => match[1]!).sort();
}

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(catalogues.size).toBeGreaterThan(0);
  });

  for (const [folder, { en, bn }] of catalogues) {
    describe(folder, () => {
      it('has both languages with the same keys', () => {
        expect(en, `${folder}/locales/en.json`).toBeDefined();
        expect(bn, `${folder}/locales/bn.json`).toBeDefined();
        const missingInBangla = Object.keys(en!).filter((key) => !(key in bn!));
        const onlyInBangla = Object.keys(bn!).filter((key) => !(key in en!));
        expect(missingInBangla, 'keys missing from bn.json').toEqual([]);
        expect(onlyInBangla, 'keys missing from en.json').toEqual([]);
      });

      it('names every key after one prefix of its own', () => {
        const prefixes = new Set(Object.keys(en!).map((key) => key.split('.')[0]));
        expect(prefixes.size).toBe(1);
      });

      it('uses the same arguments and elements in both languages', () => {
        for (const [key, english] of Object.entries(en!)) {
          const bangla = bn![key];
          if (bangla === undefined) continue;
          expect(argumentsOf(bangla), key).toEqual(argumentsOf(english));
          expect(elementsOf(bangla), key).toEqual(elementsOf(english));
        }
      });

      it("uses the glossary's Bangla word for each term", () => {
        for (const [key, english] of Object.entries(en!)) {
          const bangla = bn![key] ?? '';
          // The words people read: argument names (`{travellers}`) are not words of the text.
          const words = english
            .replace(/\{\s*[\w]+\s*\}/g, '')
            .replace(/\{\s*\w+\s*,\s*\w+\s*,/g, '{');
          for (const term of glossary.terms) {
            const used = new RegExp(`\\b${term.en}`, 'i').test(words);
            if (!used) continue;
            expect(
              term.bn.some((word) => bangla.includes(word)),
              `${key}: "${english}" uses "${term.en}"; its Bangla should use ${term.bn.join(' or ')}`,
            ).toBe(true);
          }
        }
      });
    });
  }

  it('keeps every prefix to one catalogue', () => {
    const owners = new Map<string, string>();
    for (const [folder, { en }] of catalogues) {
      for (const key of Object.keys(en ?? {})) {
        const prefix = key.split('.')[0]!;
        expect(owners.get(prefix) ?? folder, `prefix "${prefix}"`).toBe(folder);
        owners.set(prefix, folder);
      }
    }
  });
});
