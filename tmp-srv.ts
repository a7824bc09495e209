import { testConfig } from '/work/wt-base/server/config';
import { createMemoryLogger } from '/work/wt-base/server/lib/logger';
import { startServer } from '/work/wt-base/server/start';
import { mkdtempSync } from 'node:fs';
const config = testConfig({ dataDir: mkdtempSync('/tmp/d-'), port: 3999 });
const { logger, lines } = createMemoryLogger('warn');
const server = await startServer({ config, logger, distDir: '/work/wt-base/dist', host: '127.0.0.1' });
console.log('listening', server.port);
setInterval(() => { while (lines.length) console.log(lines.shift()); }, 500);
