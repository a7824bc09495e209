/**
 * `npm start` (after `scripts/build-if-stale.ts` built the client when needed): reads the
 * configuration from the environment, starts the server and prints how to use it. A bad
 * configuration stops here, naming the variable (production also stops on the demo admin, and on the
 * sandbox checkout unless PAYMENTS_SANDBOX=true).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startupBanner } from './banner';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { startServer } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel });
  const distDir = path.join(root, 'dist');
  // loadConfig let production through without Stripe only because PAYMENTS_SANDBOX=true asked for it.
  if (config.env === 'production' && !config.stripe.secretKey) {
    logger.warn('PAYMENTS_SANDBOX=true: the sandbox checkout is on, anyone can mark their own payment paid');
  }

  const server = await startServer({ config, logger, distDir });
  console.log(await startupBanner(config, server.url));

  // SIGTERM (a deploy, a container stop) and Ctrl-C: requests in flight finish, new ones get 503,
  // the store closes, and the process exits 0 within SHUTDOWN_GRACE_MS and a little more.
  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    server.shutdown().then(
      () => {
        logger.info('stopped', { signal });
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
