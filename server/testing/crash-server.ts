/**
 * A child process for the server crash rounds (crash-round.ts): the real server, started as
 * `npm start` starts it but with the test configuration (cheap password hashing, generous limits),
 * on the data folder given as its argument. Prints its port once it listens; it is then killed.
 */
import { testConfig } from '../config';
import { silentLogger } from '../lib/logger';
import { startServer } from '../start';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-server <data folder>');
const running = await startServer({
  config: testConfig({ dataDir, port: 0 }),
  logger: silentLogger,
  host: '127.0.0.1',
});
process.stdout.write(`${running.port}\n`);
