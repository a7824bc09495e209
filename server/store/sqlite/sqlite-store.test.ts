import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customer, message } from '../contract/fixtures';
import { runStoreContract } from '../store.contract';
import { DATABASE_FILE, createSqliteStore } from './sqlite-store';
import { crashRound } from './testing/crash-round';

const folders: string[] = [];
const newFolder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

runStoreContract('the in-memory SQLite store', async () => createSqliteStore());
runStoreContract('the SQLite store in a data folder', async () => createSqliteStore({ dir: newFolder() }));

describe('the SQLite store in a data folder', () => {
  it('keeps accounts and messages across a restart', async () => {
    const dir = newFolder();
    const first = createSqliteStore({ dir });
    const ada = await first.customers.create(customer({ email: 'Ada@Example.com' }));
    const hello = await first.messages.create(message({ customerId: ada.id }));
    await first.customers.update(ada.id, { firstName: 'Augusta' });
    await first.close();

    const second = createSqliteStore({ dir });
    expect(await second.customers.findByEmail('ada@example.com')).toEqual({ ...ada, firstName: 'Augusta' });
    expect(await second.messages.listByCustomer(ada.id)).toEqual([hello]);
    await second.close();
  });

  it('keeps every acknowledged write when the process is killed mid-stream', async () => {
    const round = await crashRound(newFolder(), 300);
    expect(round.acknowledged).toBeGreaterThanOrEqual(300);
    expect(round.lost).toBe(0);
  }, 30_000);

  it('lets one server process at a time use a data folder', async () => {
    const dir = newFolder();
    const held = createSqliteStore({ dir });
    const store = JSON.stringify(fileURLToPath(new URL('./sqlite-store.ts', import.meta.url)));
    const script = `import { createSqliteStore } from ${store};
      try { createSqliteStore({ dir: process.argv[1], busyTimeoutMs: 100 }); } catch (error) { console.log(error.message); }`;
    const other = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
      encoding: 'utf8',
    });
    expect(other.stdout).toMatch(/in use by another server process/);
    await held.close();
  }, 20_000);

  it('opens one connection per data folder in a process', async () => {
    const dir = newFolder();
    const first = createSqliteStore({ dir });
    expect(() => createSqliteStore({ dir })).toThrow(/already open/);
    await first.close();
    const second = createSqliteStore({ dir });
    await second.close();
  });
});

describe('a data folder of the journal store', () => {
  const ada = customer({ email: 'ada@example.com' });
  const grace = customer({ email: 'grace@example.com' });
  const gone = customer({ email: 'gone@example.com' });
  const hello = message({ customerId: ada.id });

  /** A folder as the journal store left it: a snapshot, then journal lines, the last one torn. */
  function journalFolder(): string {
    const dir = newFolder();
    const snapshot = {
      version: 1,
      tables: {
        customers: [
          [ada.id, ada],
          [gone.id, gone],
        ],
        messages: [],
      },
    };
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(snapshot));
    const lines = [
      { t: 'customers', k: grace.id, v: grace },
      { t: 'messages', k: hello.id, v: hello },
      { t: 'customers', k: ada.id, v: { ...ada, firstName: 'Augusta' } },
      { t: 'customers', k: gone.id },
    ].map((entry) => JSON.stringify(entry));
    writeFileSync(join(dir, 'journal.jsonl'), `${lines.join('\n')}\n{"t":"customers","k":"torn","v":{"id`);
    writeFileSync(join(dir, 'lock'), '999999999');
    return dir;
  }

  it('is migrated at start: every row kept, the old files kept aside and not imported twice', async () => {
    const dir = journalFolder();
    const store = createSqliteStore({ dir });
    expect((await store.customers.list()).map((row) => row.email).sort()).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    expect((await store.customers.findById(ada.id))?.firstName).toBe('Augusta');
    expect(await store.messages.listByCustomer(ada.id)).toEqual([hello]);
    await store.customers.delete(grace.id);
    await store.close();

    expect(readdirSync(dir).sort()).toEqual(
      [DATABASE_FILE, 'journal.jsonl.migrated', 'snapshot.json.migrated'].sort(),
    );
    const reopened = createSqliteStore({ dir });
    expect(await reopened.customers.findById(grace.id)).toBeNull();
    await reopened.close();
  });

  it('is refused, untouched, when a journal line in the middle is corrupt', () => {
    const dir = newFolder();
    writeFileSync(join(dir, 'journal.jsonl'), 'not json\n{"t":"customers","k":"x"}\n');
    expect(() => createSqliteStore({ dir })).toThrow(/line 1 is corrupt/);
    expect(existsSync(join(dir, 'journal.jsonl'))).toBe(true);
  });
});
