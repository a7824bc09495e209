/** The home hero's picture (drawn by `npm run hero-image`): its size, widths and file names. */
export const HERO_IMAGE = {
  width: 1200,
  height: 840,
  widths: [480, 800, 1200],
} as const;

export type HeroImageFormat = 'avif' | 'webp' | 'jpg';

/** The path of the picture at `width` in `format`, under public/ and on the site. */
export const heroImageFile = (width: number, format: HeroImageFormat): string =>
  `hero/hero-${width}.${format}`;

/** A `srcset` of every width in `format`. */
export const heroSrcSet = (format: HeroImageFormat): string =>
  HERO_IMAGE.widths.map((width) => `/${heroImageFile(width, format)} ${width}w`).join(', ');
