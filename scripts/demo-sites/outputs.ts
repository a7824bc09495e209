/**
 * The pure part of `npm run portfolio-images`: which files each demo site's screenshot becomes and
 * what they are called. Names carry a hash of the page's HTML and the encoder settings, so the same
 * page always gives the same names and a changed page gives new ones (the files are cached as
 * immutable). The manifest the seed reads maps each project key to its widest JPEG's URL.
 */
import { createHash } from 'node:crypto';
import {
  RESPONSIVE_FORMATS,
  responsiveWidths,
  variantFileName,
  type ResponsiveFormat,
} from '@contract/responsive-image';
import { demoPage, type DemoSite } from './kit';

/** Where the files go under public/ and on the site. */
export const WORK_FOLDER = 'work';
/** The widest variant: a card two columns wide on a 2x laptop screen. */
export const WORK_IMAGE_WIDTH = 960;
/** The screenshot's 1280 × 800 scaled: the cards' 16 : 10. */
export const WORK_IMAGE_HEIGHT = 600;

export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 6 },
  webp: { quality: 72, effort: 6 },
  jpeg: { quality: 72, mozjpeg: true },
} as const satisfies Record<ResponsiveFormat, object>;

export interface WorkImageFile {
  /** Path under public/, and the site path without its leading slash. */
  file: string;
  width: number;
  height: number;
  format: ResponsiveFormat;
}

export interface WorkImage {
  key: string;
  /** The site URL a record stores: the widest JPEG. */
  url: string;
  files: WorkImageFile[];
}

/** `work/<key>.<hash>`: the name every variant of the site's picture starts with. */
export function workImageStem(site: DemoSite): string {
  const hash = createHash('sha256')
    .update(demoPage(site))
    .update(JSON.stringify({ ENCODER_SETTINGS, WORK_IMAGE_WIDTH, WORK_IMAGE_HEIGHT }))
    .digest('hex')
    .slice(0, 10);
  return `${WORK_FOLDER}/${site.key}.${hash}`;
}

export function workImage(site: DemoSite): WorkImage {
  const stem = workImageStem(site);
  const files = responsiveWidths(WORK_IMAGE_WIDTH).flatMap((width) =>
    RESPONSIVE_FORMATS.map((format) => ({
      file: variantFileName(stem, width, format),
      width,
      height: Math.round((width * WORK_IMAGE_HEIGHT) / WORK_IMAGE_WIDTH),
      format,
    })),
  );
  return { key: site.key, url: `/${variantFileName(stem, WORK_IMAGE_WIDTH, 'jpeg')}`, files };
}

/** The manifest the seed reads: project key → its picture's URL, in the sites' order. */
export const workImageManifest = (sites: readonly DemoSite[]): Record<string, string> =>
  Object.fromEntries(sites.map((site) => [site.key, workImage(site).url]));
