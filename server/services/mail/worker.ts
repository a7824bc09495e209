/**
 * Sends the outbox (decision 36). One loop per server process: claim the oldest due mail (a lease
 * in the store, so two processes never send the same mail at once), hand it to the transport,
 * then mark it sent under that claim. A failed send goes back with exponential backoff (30 s,
 * 1 min, 2 min … capped at 1 h) and is retried without end: mail is delayed, never lost.
 *
 * A restart neither loses nor repeats a mail: it is in the store from the moment it is queued; a
 * process killed after claiming leaves the lease to run out, and the mail is claimed again. Only a
 * kill between the SMTP server's acceptance and the mark can send a mail twice; the message keeps
 * its Message-ID (the outbox id) so the receiving side can tell it is the same message.
 */
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { newId } from '../../lib/ids';
import type { Store } from '../../store/port';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  store: Store;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  from: string;
  /** How long a claim holds a mail; past it a mail whose worker died is claimed again. */
  leaseMs?: number;
  /** How often the loop looks for due mail when nothing woke it. */
  pollMs?: number;
  /** The first retry's delay; each further failure doubles it, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface MailWorker {
  /** Sends every mail due now; resolves with how many were sent (tests call it directly). */
  runOnce(): Promise<number>;
  start(): void;
  /** Looks for due mail now (a mail was queued). */
  wake(): void;
  /** Stops the loop and waits for the send in progress. */
  stop(): Promise<void>;
}

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { store, transport, clock, logger } = options;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const pollMs = options.pollMs ?? 15_000;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  const workerId = newId();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  async function sendOne(): Promise<boolean> {
    const now = clock.now();
    const claimId = `${workerId}:${newId()}`;
    const mail = await store.mailOutbox.claimNext(now, claimId, new Date(now.getTime() + leaseMs));
    if (!mail) return false;
    try {
      await transport.send({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        id: mail.id,
      });
    } catch (error) {
      const delay = Math.min(maxBackoffMs, backoffMs * 2 ** mail.attempts);
      const retryAt = new Date(clock.now().getTime() + delay);
      await store.mailOutbox.release(mail.id, claimId, retryAt, describe(error));
      logger.warn('mail not sent; will retry', { mailId: mail.id, attempts: mail.attempts + 1, error });
      return false;
    }
    await store.mailOutbox.markSent(mail.id, claimId, clock.now());
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    // Until nothing is due, or a failure (the failed mail waits for its backoff; the rest for the next poll).
    while (await sendOne()) sent += 1;
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        logger.error('mail worker failed', { error });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      void runOnce();
      schedule();
    },
    wake() {
      if (!stopped) void runOnce();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
