import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { newId } from '../lib/ids';
import { createFolderImageStore } from './folder-image-store';
import { createGridFsImageStore } from './gridfs-image-store';
import { createMemoryImageStore } from './image-store';
import { runImageStoreContract } from './image-store.contract';

runImageStoreContract('the memory image store', async () => createMemoryImageStore());

runImageStoreContract('the folder image store', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  const store = createFolderImageStore(join(dir, 'uploads'));
  return { ...store, close: () => rm(dir, { recursive: true, force: true }) };
});

// Needs a MongoDB server: MONGODB_URI=mongodb://localhost:27017 npx vitest run server/media
const uri = process.env.MONGODB_URI;
describe.runIf(Boolean(uri))('GridFS', () => {
  runImageStoreContract('the GridFS image store', async () => {
    const store = await createGridFsImageStore(uri ?? '', { dbName: `images-${newId()}` });
    return {
      ...store,
      async close() {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
