/**
 * The image store contract on MongoDB GridFS. Needs a MongoDB server, so it joins the run when
 * MONGODB_URI is set (vite.config.ts), like the store's own MongoDB contract:
 *   MONGODB_URI=mongodb://localhost:27017 npx vitest run server/media
 */
import { newId } from '../lib/ids';
import { createGridFsImageStore } from './gridfs-image-store';
import { runImageStoreContract } from './image-store.contract';

const uri = process.env.MONGODB_URI ?? '';

runImageStoreContract('the GridFS image store', async () => {
  const store = await createGridFsImageStore(uri, { dbName: `images-${newId()}` });
  return {
    ...store,
    async close() {
      await store.dropDatabase();
      await store.close();
    },
  };
});
