/**
 * The port where uploaded images are kept (issue 20): a folder under DATA_DIR beside the embedded
 * store, GridFS when MONGODB_URI is set (so every server process serves every upload), memory in
 * tests. Names are content hashes: a name is written once and never changes.
 */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  /** Keeps the file under `name`; writing a name again with the same bytes changes nothing. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
  close(): Promise<void>;
}

/** What a stored name may look like: `<hash>-<width>.<ext>`; anything else is never looked up. */
export const IMAGE_NAME = /^[a-f0-9]{16,64}-\d{1,5}\.(avif|webp|jpg)$/;

export const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

export function createMemoryImageStore(): ImageStore {
  const files = new Map<string, StoredImage>();
  return {
    async put(name, bytes, contentType) {
      files.set(name, { bytes: Buffer.from(bytes), contentType });
    },
    async get(name) {
      const file = files.get(name);
      return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
    },
    async close() {},
  };
}
