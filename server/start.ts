/**
 * Starting the server from a configuration: store, demo data (embedded store only), the admin
 * account, the app, the message cleanup job, and the listening socket. `index.ts` calls it with the
 * environment's configuration; tests call it with a temporary data folder.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Config } from './config';
import { createDrain } from './http/drain';
import { listen } from './http/listen';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { seedDemoContent, seedDemoCustomer } from './seed';
import { createCoreServices } from './services/core';
import { ensureAdminAccount } from './services/customers/admin-account';
import { startMessageCleanup } from './services/messages';
import { createSmtpTransport } from './services/mail/transport';
import { createMailWorker, type MailWorker } from './services/mail/worker';
import { createStore } from './store';
import { createFolderImageStore } from './media/folder-image-store';
import type { ImageStore } from './media/image-store';
import type { Store } from './store/port';

export interface StartOptions {
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** The built client to serve; API only when absent. */
  distDir?: string;
  /** Host to bind; all interfaces when absent. */
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** True when this start filled an empty embedded store with the demo data. */
  seeded: boolean;
  /** Stops at once: the socket, the cleanup job and the store. */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM): new requests are answered 503, those in flight finish (at most
   * `graceMs`, then their connections are cut), then everything closes as in `close`.
   */
  shutdown(graceMs?: number): Promise<void>;
}

/** How long in-flight requests may take once a shutdown starts: inside a 10 s stop budget. */
export const SHUTDOWN_GRACE_MS = 8000;

/** Uploaded images beside the store: GridFS on MongoDB (shared by every process), else DATA_DIR/uploads. */
async function openImageStore(config: Config): Promise<ImageStore> {
  if (config.mongodbUri) {
    const { createGridFsImageStore } = await import('./media/gridfs-image-store');
    return createGridFsImageStore(config.mongodbUri);
  }
  return createFolderImageStore(join(config.dataDir, 'uploads'));
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  const services = createCoreServices({ config, store, clock, logger });

  // Demo data belongs to the embedded default: a MongoDB deployment starts empty.
  const seeded = !config.mongodbUri && (await store.isEmpty());
  if (seeded) {
    await seedDemoContent(store, { clock });
    await seedDemoCustomer(store, { clock, hashPassword: (password) => services.passwords.hash(password) });
  }
  await ensureAdminAccount({ store, clock, passwords: services.passwords, admin: config.admin });

  const drain = createDrain();
  const images = await openImageStore(config);
  const app = createApp({ config, store, clock, logger, services, distDir: options.distDir, drain, images });
  const stopCleanup = startMessageCleanup({
    store,
    clock,
    intervalMs: config.messageCleanupIntervalMs,
    logger,
  });
  const mailWorker = startMailWorker(config, { store, clock, logger });
  if (mailWorker) services.mailer.onQueued(() => mailWorker.wake());
  const server: Server = await listen(app, config.port, options.host);
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopCleanup();
      await mailWorker?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold `close` open until their clients leave.
      server.closeAllConnections();
      await closed;
      await store.close();
      await images.close();
    })();
    return closing;
  };

  return {
    url: `http://localhost:${port}`,
    port,
    store,
    seeded,
    close,
    async shutdown(graceMs = SHUTDOWN_GRACE_MS) {
      drain.start();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([drain.idle(), deadline]);
      clearTimeout(timer);
      await close();
    },
  };
}

/**
 * The outbox's sender, when SMTP_URL is configured (decision 36); without it mail stays in the
 * outbox for the admin portal to show, and nothing is sent.
 */
function startMailWorker(
  config: Config,
  deps: { store: Store; clock: Clock; logger: Logger },
): MailWorker | undefined {
  if (!config.mail.smtpUrl) return undefined;
  const transport = createSmtpTransport(config.mail.smtpUrl, new URL(config.publicOrigin).hostname);
  const worker = createMailWorker({ ...deps, transport, from: config.mail.from });
  worker.start();
  return worker;
}
