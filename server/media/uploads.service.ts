/**
 * Uploads (issue 20): an image is processed (process-image.ts), every variant is stored through the
 * image port, and the answer says where each one is served. Names are content hashes, so a URL
 * always means the same bytes and can be cached for good.
 */
import type { UploadResponse } from '@contract/api/studio';
import type { ImageStore, StoredImage } from './image-store';
import { IMAGE_NAME } from './image-store';
import { processImage } from './process-image';

export const UPLOADS_URL_PREFIX = '/uploads/';

export interface UploadsService {
  upload(bytes: Buffer): Promise<UploadResponse>;
  /** A stored file by its name; null for a name that is not one or is not stored. */
  file(name: string): Promise<StoredImage | null>;
}

export function createUploadsService(images: ImageStore): UploadsService {
  return {
    async upload(bytes) {
      const processed = await processImage(bytes);
      await Promise.all(processed.files.map((file) => images.put(file.name, file.bytes, file.contentType)));
      const variants = processed.files.map((file) => ({
        format: file.format,
        width: file.width,
        height: file.height,
        url: `${UPLOADS_URL_PREFIX}${file.name}`,
      }));
      const jpegs = variants.filter((variant) => variant.format === 'jpeg');
      const widest = jpegs.reduce((best, variant) => (variant.width > best.width ? variant : best));
      return {
        id: processed.id,
        url: widest.url,
        width: processed.width,
        height: processed.height,
        variants,
      };
    },
    async file(name) {
      return IMAGE_NAME.test(name) ? images.get(name) : null;
    },
  };
}
