import { describe } from 'vitest';
import { newId } from '../../lib/ids';
import { runStoreContract } from '../store.contract';
import { createMongoStore } from './mongo-store';

// Needs a MongoDB server (a replica set is not required): MONGODB_URI=mongodb://localhost:27017 npx vitest run server/store
const uri = process.env.MONGODB_URI;

describe.runIf(Boolean(uri))('the MongoDB store', () => {
  runStoreContract('the MongoDB store', async () => {
    // A fresh database per test, dropped when the test closes its store.
    const store = await createMongoStore(uri ?? '', { dbName: `store-contract-${newId()}` });
    return {
      ...store,
      async close() {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
