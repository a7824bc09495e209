import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customer } from './contract/fixtures';
import { createStore } from './index';

const dir = mkdtempSync(join(tmpdir(), 'create-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createStore', () => {
  it('keeps the embedded store in the data folder', async () => {
    const dataDir = join(dir, 'data');
    const store = await createStore({ dataDir });
    const ada = await store.customers.create(customer());
    await store.close();
    expect(existsSync(join(dataDir, 'store.db'))).toBe(true);
    const reopened = await createStore({ dataDir });
    expect(await reopened.customers.findById(ada.id)).toEqual(ada);
    await reopened.close();
  });

  it('writes nothing to disk in memory', async () => {
    const store = await createStore({ inMemory: true, dataDir: join(dir, 'unused') });
    await store.customers.create(customer());
    await store.close();
    expect(existsSync(join(dir, 'unused'))).toBe(false);
  });
});
