import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { customer, message } from '../contract/fixtures';
import { runStoreContract } from '../store.contract';
import { JOURNAL_FILE, SNAPSHOT_FILE } from './journal';
import { createMemoryStore } from './memory-store';

const folders: string[] = [];
const newFolder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'memory-store-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

runStoreContract('the in-memory store', async () => createMemoryStore());
runStoreContract('the persisted embedded store', async () => createMemoryStore({ dir: newFolder() }));

describe('the persisted embedded store', () => {
  it('keeps accounts and messages across a restart', async () => {
    const dir = newFolder();
    const first = createMemoryStore({ dir });
    const ada = await first.customers.create(customer({ email: 'Ada@Example.com' }));
    const hello = await first.messages.create(message({ customerId: ada.id }));
    await first.customers.update(ada.id, { firstName: 'Augusta' });
    await first.close();

    const second = createMemoryStore({ dir });
    expect(await second.customers.findByEmail('ada@example.com')).toEqual({ ...ada, firstName: 'Augusta' });
    expect(await second.messages.listByCustomer(ada.id)).toEqual([hello]);
    await second.close();
  });

  it('has a change in its journal on disk by the time the call resolves (a crash keeps it)', async () => {
    const dir = newFolder();
    const running = createMemoryStore({ dir });
    const ada = await running.customers.create(customer());
    await running.customers.delete(ada.id);
    const grace = await running.customers.create(customer());
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toContain(grace.id);

    // The folder as a crash would leave it: the running store never closed.
    const copy = newFolder();
    cpSync(dir, copy, { recursive: true });
    rmSync(join(copy, 'lock'));
    const restarted = createMemoryStore({ dir: copy });
    expect(await restarted.customers.list()).toEqual([grace]);
    await restarted.close();
    await running.close();
  });

  it('keeps every acknowledged write when the process is killed mid-stream', async () => {
    const dir = newFolder();
    const writer = fileURLToPath(new URL('./testing/crash-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acknowledged: string[] = [];
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      acknowledged.push(...lines);
      if (acknowledged.length >= 300) child.kill('SIGKILL');
    });
    const signal = await new Promise((resolve) => child.on('exit', (_code, killedBy) => resolve(killedBy)));
    expect(signal).toBe('SIGKILL');

    const restarted = createMemoryStore({ dir });
    const kept = new Set((await restarted.customers.list()).map((row) => row.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    await restarted.close();
  }, 30_000);

  it('ignores a torn last journal line and keeps everything before it', async () => {
    const dir = newFolder();
    const first = createMemoryStore({ dir });
    const ada = await first.customers.create(customer());
    await first.close();
    const grace = customer();
    appendFileSync(join(dir, JOURNAL_FILE), `${JSON.stringify({ t: 'customers', k: grace.id, v: grace })}\n`);
    appendFileSync(join(dir, JOURNAL_FILE), '{"t":"customers","k":"torn","v":{"id":"tor');

    const second = createMemoryStore({ dir });
    expect((await second.customers.list()).map((row) => row.id).sort()).toEqual([ada.id, grace.id].sort());
    const linus = await second.customers.create(customer());
    await second.close();

    const third = createMemoryStore({ dir });
    expect((await third.customers.list()).map((row) => row.id).sort()).toEqual(
      [ada.id, grace.id, linus.id].sort(),
    );
    await third.close();
  });

  it('refuses to start over a journal corrupt in the middle rather than lose data silently', async () => {
    const dir = newFolder();
    writeFileSync(join(dir, JOURNAL_FILE), 'not json\n{"t":"customers","k":"x"}\n');
    expect(() => createMemoryStore({ dir })).toThrow(/line 1 is corrupt/);
  });

  it('compacts a growing journal into a snapshot and keeps everything', async () => {
    const dir = newFolder();
    const first = createMemoryStore({ dir, compactAfterBytes: 2048 });
    const written = [];
    for (let i = 0; i < 40; i += 1) written.push(await first.messages.create(message({ customerId: 'ada' })));
    // The journal may grow to the size of the last snapshot (plus the line that crossed it).
    const snapshotSize = statSync(join(dir, SNAPSHOT_FILE)).size;
    expect(snapshotSize).toBeGreaterThan(2048);
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBeLessThan(snapshotSize + 1024);
    first.compact();
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBe(0);
    await first.messages.deleteForCustomer('nobody');
    await first.close();

    const second = createMemoryStore({ dir });
    const ids = (await second.messages.listByCustomer('ada')).map((row) => row.id).sort();
    expect(ids).toEqual(written.map((row) => row.id).sort());
    await second.close();
  });

  it('lets one store at a time use a data folder', async () => {
    const dir = newFolder();
    const first = createMemoryStore({ dir });
    expect(() => createMemoryStore({ dir })).toThrow(/already open/);
    await first.close();
    const second = createMemoryStore({ dir });
    await second.close();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = newFolder();
    writeFileSync(join(dir, 'lock'), '999999999');
    const store = createMemoryStore({ dir });
    await store.close();
  });
});
