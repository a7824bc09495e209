/**
 * An uploaded image made safe and responsive with sharp (issue 20): decoded and encoded again, so
 * nothing of the uploaded file is served (EXIF, GPS, ICC comments and any payload hidden after the
 * image data go); turned upright by its EXIF orientation first; refused when it is not an image or
 * decodes to more than 40 megapixels (a decompression bomb: a small file that expands to gigabytes).
 * Each upload becomes AVIF, WebP and JPEG files at a few widths, never wider than the original.
 */
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  FORMAT_EXTENSION,
  RESPONSIVE_FORMATS,
  responsiveWidths,
  type ResponsiveFormat,
} from '@contract/responsive-image';
import { CONTENT_TYPES } from './image-store';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** The widest variant; a wider original is scaled down to it. */
const LARGEST_WIDTH = 1600;
/** The formats and widths are the ones `<picture>` asks for (contract/responsive-image.ts). */
export const VARIANT_FORMATS = RESPONSIVE_FORMATS;
export type VariantFormat = ResponsiveFormat;

export interface ImageFile {
  name: string;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** A hash of the upright pixels: the same picture uploaded twice is stored once. */
  id: string;
  width: number;
  height: number;
  files: ImageFile[];
}

export class ImageRefusedError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefusedError';
  }
}

/** The widths to make: the listed ones narrower than the original, and the original's own. */
const widthsFor = (width: number): number[] => responsiveWidths(Math.min(width, LARGEST_WIDTH));

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRefusedError(413, 'The image is larger than 10 MB');
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
      throw new ImageRefusedError(400, 'The image has more than 40 megapixels');
    }
    // Raw pixels, upright: what every variant is made of, and what the id is a hash of.
    upright = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ImageRefusedError) throw error;
    throw new ImageRefusedError(400, 'The file is not an image (JPEG, PNG, WebP, AVIF or GIF)');
  }
  const { width, height, channels } = upright.info;
  const id = createHash('sha256').update(upright.data).digest('hex').slice(0, 24);
  const raw = { raw: { width, height, channels } } as const;

  const files: ImageFile[] = [];
  for (const variantWidth of widthsFor(width)) {
    const resized = sharp(upright.data, raw).resize({ width: variantWidth });
    for (const format of VARIANT_FORMATS) {
      const encoded = resized
        .clone()
        .toFormat(format, format === 'avif' ? { quality: 55, effort: 2 } : { quality: 80 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      const extension = FORMAT_EXTENSION[format];
      files.push({
        name: `${id}-${info.width}.${extension}`,
        format,
        width: info.width,
        height: info.height,
        bytes: data,
        contentType: CONTENT_TYPES[extension],
      });
    }
  }
  return { id, width, height, files };
}
