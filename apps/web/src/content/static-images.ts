/**
 * Responsive image helpers for the generated demo illustrations in /public/images
 * (see scripts/demo-images/, `npm run images:demo`). Every image exists in several widths named
 * `<path>-<width>.webp`.
 */

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const LANDSCAPE_WIDTHS = [480, 960, 1600] as const;
const PORTRAIT_WIDTHS = [96, 192, 384] as const;
const HERO_WIDTHS = [480, 960, 1600, 2400] as const;

function variant(path: string, width: number): string {
  return `${path}-${width}.webp`;
}

function srcSetOf(path: string, widths: readonly number[]): string {
  return widths.map((w) => `${variant(path, w)} ${w}w`).join(', ');
}

/** 16:10 scene, e.g. `landscape('/images/spots/ratargul')`. `src` is the 960px variant. */
export function landscape(path: string): ResponsiveImage {
  return {
    src: variant(path, 960),
    srcSet: srcSetOf(path, LANDSCAPE_WIDTHS),
    width: 960,
    height: 600,
  };
}

/** Square portrait, e.g. `portrait('/images/people/person-1')`. `src` is the 192px variant. */
export function portrait(path: string): ResponsiveImage {
  return {
    src: variant(path, 192),
    srcSet: srcSetOf(path, PORTRAIT_WIDTHS),
    width: 192,
    height: 192,
  };
}

/** 16:9 home hero. `src` is the 1600px variant; the srcSet goes up to 2400px. */
export function heroImage(): ResponsiveImage {
  const path = '/images/hero/coastal';
  return {
    src: variant(path, 1600),
    srcSet: srcSetOf(path, HERO_WIDTHS),
    width: 1600,
    height: 900,
  };
}
