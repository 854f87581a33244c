import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * A message catalogue (docs/i18n.md): `src/**\/locales/<language>.json`, or a part's of its own,
 * `src/**\/locales/<part>/<language>.json` (a feature whose screens load apart).
 */
export const CATALOG_FILE = /[\\/]locales[\\/](?:[\w-]+[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles each ICU message of a catalogue into Lingui's runtime form, so that the browser and
 * the server-side renderer interpret messages without a parser. A message that does not parse
 * fails the build, naming the file and the key.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}

/** Vite plugin: catalogues are compiled as they are imported, before Vite's JSON plugin. */
export function compileCatalogs(): Plugin {
  return {
    name: 'wayfare:compile-catalogs',
    enforce: 'pre',
    transform(source, id) {
      const [file = id, query = ''] = id.split('?');
      // The catalogue's text as it is (`?raw`: the catalogue test reads the source).
      if (!CATALOG_FILE.test(file) || /(^|&)raw\b/.test(query)) return null;
      return { code: JSON.stringify(compileCatalog(source, file)), map: null };
    },
  };
}
