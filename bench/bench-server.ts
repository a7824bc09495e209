/**
 * A server under benchmark, run as a child process so its memory is its own: `app` is the real app
 * on the embedded store (persisted to a temporary folder, seeded with the demo content and customer,
 * sign-in rate limits lifted), `bare` is a bare Koa app answering a constant JSON: a tiny one, or,
 * at a path the runner names, a copy of the app's own answer there, so that a comparison can
 * separate the app's work from the cost of moving the bytes. It talks to the runner over IPC:
 * `ready` with its port, then a peak-memory figure per phase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { systemClock } from '../server/lib/clock';
import { silentLogger } from '../server/lib/logger';
import { seedDemoContent, seedDemoCustomer } from '../server/seed';
import { createCoreServices } from '../server/services/core';
import { createMemoryStore } from '../server/store/memory/memory-store';
import { createPeakProbe } from './peak-memory';

export type BenchServerMode = 'app' | 'bare';

/** Messages from the runner. */
export type RunnerMessage =
  | { type: 'phase.start' }
  | { type: 'phase.end' }
  | { type: 'stop' }
  /** Bare server only: constant answers by path. */
  | { type: 'bodies'; bodies: Record<string, unknown> };
/** Messages to the runner. */
export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'bodies.set' }
  | { type: 'phase.peak'; peakBytes: number; source: 'VmHWM' | 'sampled' };

const send = (message: ServerMessage) => process.send?.(message);

async function startApp(): Promise<{ server: Server; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    // The bench signs in thousands of times from one address; production keeps the defaults.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  });
  const store = createMemoryStore({ dir: dataDir });
  const clock = systemClock;
  const services = createCoreServices({ config, store, clock, logger: silentLogger });
  await seedDemoContent(store, { clock });
  await seedDemoCustomer(store, { clock, hashPassword: (password) => services.passwords.hash(password) });
  const app = createApp({ config, store, clock, logger: silentLogger, services });
  const server = app.listen(0, '127.0.0.1');
  return {
    server,
    cleanup: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Constant answers of the bare app by path; anything else gets the tiny one. */
const bareBodies = new Map<string, unknown>();

function startBare(): { server: Server; cleanup: () => Promise<void> } {
  const app = new Koa();
  app.use((ctx) => {
    // An object, like the app's answers, so Koa serialises it on each request in both.
    ctx.body = bareBodies.get(ctx.path) ?? { status: 'ok', service: 'bare-koa' };
  });
  return { server: app.listen(0, '127.0.0.1'), cleanup: async () => undefined };
}

async function main(mode: BenchServerMode): Promise<void> {
  const { server, cleanup } = mode === 'app' ? await startApp() : startBare();
  await new Promise((resolve) => server.once('listening', resolve));
  const probe = createPeakProbe();

  process.on('message', (message: RunnerMessage) => {
    if (message.type === 'phase.start') probe.start();
    else if (message.type === 'phase.end') send({ type: 'phase.peak', ...probe.stop() });
    else if (message.type === 'bodies') {
      for (const [requestPath, body] of Object.entries(message.bodies)) bareBodies.set(requestPath, body);
      send({ type: 'bodies.set' });
    } else if (message.type === 'stop') {
      server.closeAllConnections();
      server.close(() => void cleanup().finally(() => process.exit(0)));
    }
  });
  // The runner going away (crash, Ctrl-C) must not leave a server behind.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: (server.address() as AddressInfo).port });
}

const mode = process.argv[2];
if (mode !== 'app' && mode !== 'bare') {
  console.error('usage: bench-server.ts app|bare');
  process.exit(2);
}
main(mode).catch((error: unknown) => {
  console.error('bench server failed to start:', error);
  process.exit(1);
});
