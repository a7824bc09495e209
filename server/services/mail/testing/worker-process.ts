/**
 * A mail worker as its own process, for the restart test: it opens the embedded store in DATA_DIR
 * and sends through SMTP_URL with a lease of LEASE_MS, printing "sent <id>" for each mail it marks
 * sent. The test kills it with SIGKILL mid-send and starts another on the same folder.
 */
import { systemClock } from '@server/lib/clock';
import { createMemoryLogger } from '@server/lib/logger';
import { createSqliteStore } from '@server/store/sqlite/sqlite-store';
import { createSmtpTransport } from '../transport';
import { createMailWorker } from '../worker';

const dir = process.env.DATA_DIR ?? '';
const store = createSqliteStore({ dir });
const { logger } = createMemoryLogger();
const worker = createMailWorker({
  store,
  transport: createSmtpTransport(process.env.SMTP_URL ?? '', 'test.localdomain'),
  clock: systemClock,
  logger,
  from: 'Swift Web Studio <no-reply@test.localdomain>',
  leaseMs: Number(process.env.LEASE_MS ?? 1000),
  pollMs: 100,
});

// Reports progress by polling its own store: a mail marked sent is printed once.
const printed = new Set<string>();
const report = setInterval(() => {
  void store.mailOutbox.list(100).then((mails) => {
    for (const mail of mails) {
      if (mail.status === 'sent' && !printed.has(mail.id)) {
        printed.add(mail.id);
        console.log(`sent ${mail.id}`);
      }
    }
  });
}, 50);
console.log('worker started');
worker.start();

process.on('SIGTERM', () => {
  clearInterval(report);
  void worker
    .stop()
    .then(() => store.close())
    .then(() => process.exit(0));
});
