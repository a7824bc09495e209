/**
 * Crash safety of the server (issue 13): SIGKILL in the middle of a stream of registrations,
 * messages and credit claims, restart on the same data folder, every acknowledged write present.
 * Three rounds here; `npm run bench:load` runs twenty.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serverCrashRound } from './testing/crash-round';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

it.each([40, 90, 150])(
  'keeps every acknowledged write when killed after %i of them',
  async (killAfter) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'agency-crash-'));
    folders.push(dir);
    const round = await serverCrashRound(dir, killAfter);
    const { customers, messages, reservations } = round.acknowledged;
    expect(customers + messages + reservations).toBeGreaterThanOrEqual(killAfter);
    expect(messages).toBeGreaterThan(0);
    expect(reservations).toBeGreaterThan(0);
    expect(round.lost).toBe(0);
  },
  60_000,
);
