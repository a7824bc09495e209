import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderImageStore } from './folder-image-store';
import { createMemoryImageStore } from './image-store';
import { runImageStoreContract } from './image-store.contract';

runImageStoreContract('the memory image store', async () => createMemoryImageStore());

runImageStoreContract('the folder image store', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  const store = createFolderImageStore(join(dir, 'uploads'));
  return { ...store, close: () => rm(dir, { recursive: true, force: true }) };
});
