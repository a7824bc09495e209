/**
 * How a stored picture is served at several widths and formats (issue 20), shared by the uploads
 * (server/media/process-image.ts), the demo sites' screenshots (`npm run portfolio-images`) and the
 * `<picture>` that shows them. A record keeps one URL, its widest JPEG; the other files are named
 * after it, `<stem>-<width>.<ext>`, so the URL alone says which AVIF and WebP files exist. Stems are
 * content hashes, so each URL always means the same bytes and is cached as immutable.
 */

/** The narrower widths each picture is also made at: phones, and cards on tablets and laptops. */
export const RESPONSIVE_WIDTHS = [480, 960] as const;
export const RESPONSIVE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

export const FORMAT_EXTENSION = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const satisfies Record<
  ResponsiveFormat,
  string
>;

/** The widths a picture whose widest variant is `widest` px is stored at, ascending. */
export const responsiveWidths = (widest: number): number[] => [
  ...RESPONSIVE_WIDTHS.filter((width) => width < widest),
  widest,
];

/** The file name of one variant. */
export const variantFileName = (stem: string, width: number, format: ResponsiveFormat): string =>
  `${stem}-${width}.${FORMAT_EXTENSION[format]}`;

/** Uploads (`/uploads/<hash>-<w>.jpg`) and the demo sites' screenshots (`/work/<key>.<hash>-<w>.jpg`). */
const RESPONSIVE_URL = /^(\/(?:uploads|work)\/[a-z0-9][a-z0-9.-]{0,80})-(\d{2,5})\.jpg$/;

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ResponsivePicture {
  /** The widest JPEG: what a browser without `<picture>` shows. */
  src: string;
  /** The JPEG at every width. */
  srcSet: string;
  /** AVIF first (smallest), then WebP. */
  sources: PictureSource[];
}

const srcSetOf = (stem: string, widths: readonly number[], format: ResponsiveFormat) =>
  widths.map((width) => `${variantFileName(stem, width, format)} ${width}w`).join(', ');

/**
 * The variants behind a stored picture's URL; null for any other URL (an SVG drawn by the server,
 * an address typed in the studio), which is shown as it is.
 */
export function responsivePicture(url: string): ResponsivePicture | null {
  const match = RESPONSIVE_URL.exec(url);
  if (!match?.[1] || !match[2]) return null;
  const stem = match[1];
  const widths = responsiveWidths(Number(match[2]));
  return {
    src: url,
    srcSet: srcSetOf(stem, widths, 'jpeg'),
    sources: [
      { type: 'image/avif', srcSet: srcSetOf(stem, widths, 'avif') },
      { type: 'image/webp', srcSet: srcSetOf(stem, widths, 'webp') },
    ],
  };
}
