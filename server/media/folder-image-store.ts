/**
 * Uploaded images in a folder (DATA_DIR/uploads): one file per name, written to a temporary name
 * and renamed, so a reader never sees half a file. The type follows from the name's extension.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { CONTENT_TYPES, IMAGE_NAME, type ImageStore } from './image-store';

export function createFolderImageStore(dir: string): ImageStore {
  let ready: Promise<unknown> | null = null;
  return {
    async put(name, bytes) {
      if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, name));
    },
    async get(name) {
      if (!IMAGE_NAME.test(name)) return null;
      try {
        const bytes = await readFile(join(dir, name));
        const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
        return { bytes, contentType: CONTENT_TYPES[extension] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {},
  };
}
