/**
 * Queues mail (decision 36): composes the message in the recipient's language and writes it whole
 * to the outbox in the store, where the worker (worker.ts) picks it up. Queueing never fails the
 * call that caused it: a store that cannot take the mail is logged, and the call goes on.
 */
import type { LanguageCode } from '@contract/catalogue';
import type { MailKind, OutboxResponse } from '@contract/api/mail';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { MailRecord } from '../../store/records';
import type { EventPublisher } from '../events';
import { composeMail, type MailParams } from './compose';

export interface MailRequest {
  kind: MailKind;
  to: string;
  language: LanguageCode;
  params: MailParams;
}

export interface Mailer {
  queue(request: MailRequest): Promise<void>;
  /** Where the agency's own notifications go (ADMIN_NOTIFY_EMAIL, else the admin's email). */
  readonly adminAddress: string;
  /** The admin's outbox view. */
  outbox(): Promise<OutboxResponse>;
  /** Called after each queued mail: the worker sends it at once instead of at its next poll. */
  onQueued(listener: () => void): void;
}

export interface MailerDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  events: EventPublisher;
  brand: string;
  adminAddress: string;
  /** True when SMTP_URL is set and a worker sends. */
  sends: boolean;
}

/** The outbox view shows this many of the latest mails. */
export const OUTBOX_VIEW_LIMIT = 100;

/** A record as the admin sees it: without the worker's claim. */
export const toOutboxMail = ({ claimId: _claim, ...mail }: MailRecord) => mail;

export function createMailer(deps: MailerDeps): Mailer {
  const listeners: Array<() => void> = [];
  return {
    adminAddress: deps.adminAddress,
    async queue({ kind, to, language, params }) {
      try {
        const now = deps.clock.now().toISOString();
        const record = await deps.store.mailOutbox.enqueue({
          id: newId(),
          kind,
          to,
          language,
          ...composeMail(kind, language, params, deps.brand),
          status: 'pending',
          attempts: 0,
          createdAt: now,
          nextAttemptAt: now,
        });
        for (const listener of listeners) listener();
        await deps.events.toAdmins({ type: 'mail.queued', mail: toOutboxMail(record) });
      } catch (error) {
        deps.logger.error('could not queue a mail', { error, kind });
      }
    },
    async outbox() {
      const mails = await deps.store.mailOutbox.list(OUTBOX_VIEW_LIMIT);
      return { delivery: deps.sends ? 'smtp' : 'outbox', mails: mails.map(toOutboxMail) };
    },
    onQueued(listener) {
      listeners.push(listener);
    },
  };
}
