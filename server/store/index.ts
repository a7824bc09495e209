/**
 * Chooses the storage adapter: MongoDB when a URI is configured, otherwise the embedded SQLite store
 * in a data folder (or purely in memory, for tests).
 */
import { createSqliteStore } from './sqlite/sqlite-store';
import type { Store } from './port';

export interface StoreConfig {
  mongodbUri?: string;
  /** The embedded store's folder (DATA_DIR); `.data` when not given. */
  dataDir?: string;
  /** Keep nothing on disk (tests). */
  inMemory?: boolean;
}

export const DEFAULT_DATA_DIR = '.data';

export async function createStore(config: StoreConfig = {}): Promise<Store> {
  if (config.mongodbUri) {
    // Loaded only when used: the embedded default does not pay for the driver.
    const { createMongoStore } = await import('./mongo/mongo-store');
    return createMongoStore(config.mongodbUri);
  }
  if (config.inMemory) return createSqliteStore();
  return createSqliteStore({ dir: config.dataDir ?? DEFAULT_DATA_DIR });
}

export { DuplicateKeyError } from './port';
export type { Store } from './port';
export { normalizeEmail } from './record-utils';
