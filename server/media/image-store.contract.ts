/** The image storage port's contract: every adapter keeps and returns files alike. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageStore } from './image-store';

export function runImageStoreContract(name: string, make: () => Promise<ImageStore>): void {
  describe(`${name} keeps the image storage contract`, () => {
    let store: ImageStore;
    beforeEach(async () => {
      store = await make();
    });
    afterEach(() => store.close());

    const name1 = `${'a'.repeat(16)}-480.webp`;

    it('returns what was put, with its type, and null for an unknown name', async () => {
      const bytes = Buffer.from([1, 2, 3, 250]);
      await store.put(name1, bytes, 'image/webp');
      expect(await store.get(name1)).toEqual({ bytes, contentType: 'image/webp' });
      expect(await store.get(`${'b'.repeat(16)}-480.webp`)).toBeNull();
    });

    it('keeps one file when a name is written again (names are content hashes)', async () => {
      const bytes = Buffer.from('same bytes');
      await Promise.all([store.put(name1, bytes, 'image/webp'), store.put(name1, bytes, 'image/webp')]);
      await store.put(name1, bytes, 'image/webp');
      expect((await store.get(name1))?.bytes).toEqual(bytes);
    });
  });
}
