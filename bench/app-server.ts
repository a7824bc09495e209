/**
 * The app under benchmark, started the way `npm start` starts it (server/index.ts): configuration
 * through `loadConfig` with npm start's defaults, the stdout logger at the configured level (info:
 * one line per request, written to the child's stdout, which the runner discards), and
 * `startServer` with the embedded store, the demo data and the built client. The differences: a
 * fresh data folder, sign-in rate limits lifted, and a loopback-only socket on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/lib/logger';
import { startServer } from '@server/start';
import { serveBench } from './protocol';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  // `npm start`'s defaults (no NODE_ENV: the demo admin and the sandbox checkout are allowed).
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    // The bench signs in thousands of times from one address; production keeps the defaults.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_AND_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  });
  const logger = createLogger({ level: config.logLevel });
  // The runner starts this process in the project root, as npm does.
  const distDir = path.join(process.cwd(), 'dist');
  const running = await startServer({ config, logger, distDir, host: '127.0.0.1' });
  serveBench(running.port, async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

main().catch((error: unknown) => {
  console.error('bench app server failed to start:', error);
  process.exit(1);
});
