/**
 * The site as `npm start` runs it: the built client and the real server on the embedded store,
 * in a fresh data folder, so every journey starts from the seeded demo content and the demo
 * customer. It listens on 127.0.0.1 and a free port; nothing reaches the network.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '@server/config';
import { createMemoryLogger } from '@server/lib/logger';
import { DEMO_CUSTOMER } from '@server/seed';
import { startServer } from '@server/start';
import { createApiClient, type ApiClient } from './api-client';
import { ensureClientBuilt } from './build-client';

export { DEMO_CUSTOMER };

export interface Site {
  /** `http://127.0.0.1:<port>`, the address the browser opens. */
  url: string;
  api: ApiClient;
  /** A customer-scoped token of the seeded demo customer, from a real login. */
  loginDemoCustomer(): Promise<string>;
  /** What the server logged at error level: a journey that passes leaves none. */
  serverErrors(): string[];
  close(): Promise<void>;
}

export interface SiteOptions {
  /** The explicit HEALTH_CHECK_ALLOW_LOOPBACK setting: lets the check read a page served here. */
  healthCheckAllowLoopback?: boolean;
}

/** A port free right now on 127.0.0.1, so the site's public origin is known before it starts. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const distDir = await ensureClientBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-e2e-data-'));
  // The test configuration: the embedded store in dataDir, cheap password hashing (the seeded
  // accounts are hashed at start), generous rate limits. Loopback health checks stay refused
  // unless a journey opts in, as `HEALTH_CHECK_ALLOW_LOOPBACK=true npm start` would.
  const port = await freePort();
  const config = testConfig({
    dataDir,
    port,
    // The address the browser opens, as PUBLIC_ORIGIN would say: canonical links point here.
    publicOrigin: `http://127.0.0.1:${port}`,
    healthCheckAllowLoopback: options.healthCheckAllowLoopback ?? false,
  });
  const { logger, lines } = createMemoryLogger('warn');
  const server = await startServer({ config, logger, distDir, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${server.port}`;
  const api = createApiClient(url);

  return {
    url,
    api,
    async loginDemoCustomer() {
      const { token } = await api.ok('login', {
        body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });
      return token;
    },
    serverErrors: () => lines.filter((line) => (JSON.parse(line) as { level?: string }).level === 'error'),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
