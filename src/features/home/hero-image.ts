/** The home hero's picture (drawn by `npm run hero-image` into public/hero/, shown by home.css). */
export const HERO_IMAGE = { width: 1200, height: 840, widths: [480, 800, 1200] } as const;

export type HeroImageFormat = 'avif' | 'webp';

/** The path of the picture at `width` in `format`, under public/ and on the site. */
export const heroImageFile = (width: number, format: HeroImageFormat): string => `hero/${width}.${format}`;
