/** The home hero's picture (drawn by `npm run hero-image` into public/hero/, shown by home.css). */
export const HERO_IMAGE = { width: 1200, height: 840, widths: [480, 800, 1200] } as const;

export type HeroImageFormat = 'avif' | 'webp';

/** The path of the picture at `width` in `format`, under public/ and on the site. */
export const heroImageFile = (width: number, format: HeroImageFormat): string => `hero/${width}.${format}`;

/**
 * The widths home.css shows, by screen: below 600 px the 480 file (800 on a 2x screen), from 600 px
 * the 800 file (1200 on a 2x screen). home.css's `image-set`s say the same (hero-image.test.ts).
 */
export const HERO_CHOICES = [
  { media: '(max-width: 599px)', x1: 480, x2: 800 },
  { media: '(min-width: 600px)', x1: 800, x2: 1200 },
] as const;

/**
 * The picture is the home page's largest paint, but as a CSS background it was found only once the
 * stylesheet had been applied to the laid-out page (Lighthouse: 1.5 s of the LCP's 2.7 s were
 * "load delay"). These preloads name the same AVIF files the CSS picks, from the first bytes of the
 * HTML; a browser without AVIF skips them (`type`) and the CSS takes the WebP as before.
 */
export const heroImagePreloads = (): string =>
  HERO_CHOICES.map(
    ({ media, x1, x2 }) =>
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" media="${media}" imagesrcset="/${heroImageFile(x1, 'avif')} 1x, /${heroImageFile(x2, 'avif')} 2x">`,
  ).join('');
