/**
 * Password resets, the mail outbox and the live events in the embedded store (see account-repos.ts).
 * Each conditional step (use a reset once, claim a mail, mark it sent) is one transaction, so two
 * requests or workers at once cannot both win.
 */
import { EventEmitter } from 'node:events';
import type { EventsFeed, MailOutboxRepo, PasswordResetsRepo, PublishedEvent } from '../port';
import { hasExpired } from '../record-utils';
import type { MailRecord, PasswordResetRecord } from '../records';
import type { Database } from './database';
import { Docs } from './docs';

export function sqlitePasswordResets(db: Database): PasswordResetsRepo {
  const resets = new Docs<PasswordResetRecord>(db, 'passwordResets');
  return {
    async create(record) {
      resets.insert(record.tokenHash, record);
    },
    async consume(tokenHash, now) {
      return db.transaction(() => {
        const record = resets.get(tokenHash);
        if (!record || record.usedAt !== undefined || hasExpired(record.expiresAt, now)) return null;
        return resets.put(tokenHash, { ...record, usedAt: now.toISOString() });
      });
    },
    async deleteForCustomer(customerId) {
      resets.deleteWhere('customerId = ?', customerId);
    },
  };
}

export function sqliteMailOutbox(db: Database): MailOutboxRepo {
  const mails = new Docs<MailRecord>(db, 'mailOutbox');
  return {
    async enqueue(record) {
      return mails.insert(record.id, record);
    },
    async findById(id) {
      return mails.get(id);
    },
    async list(limit) {
      return mails.where('1 ORDER BY createdAt DESC, k DESC LIMIT ?', limit);
    },
    async claimNext(now, claimId, leaseUntil) {
      const iso = now.toISOString();
      return db.transaction(() => {
        // Pending and due, or sending with its lease run out: the oldest due first.
        const due = mails.first(
          "status IN ('pending', 'sending') AND nextAttemptAt <= ? ORDER BY nextAttemptAt, createdAt",
          iso,
        );
        if (!due) return null;
        return mails.put(due.id, {
          ...due,
          status: 'sending',
          claimId,
          nextAttemptAt: leaseUntil.toISOString(),
        });
      });
    },
    async markSent(id, claimId, now) {
      return db.transaction(() => {
        const mail = mails.get(id);
        if (mail?.status !== 'sending' || mail.claimId !== claimId) return false;
        const { claimId: _claim, ...rest } = mail;
        mails.put(id, { ...rest, status: 'sent', sentAt: now.toISOString() });
        return true;
      });
    },
    async release(id, claimId, retryAt, error) {
      return db.transaction(() => {
        const mail = mails.get(id);
        if (mail?.status !== 'sending' || mail.claimId !== claimId) return false;
        const { claimId: _claim, ...rest } = mail;
        mails.put(id, {
          ...rest,
          status: 'pending',
          attempts: mail.attempts + 1,
          nextAttemptAt: retryAt.toISOString(),
          lastError: error,
        });
        return true;
      });
    },
  };
}

/** One process, one emitter: the embedded store is never shared between processes. */
export function inProcessEvents(): EventsFeed {
  const emitter = new EventEmitter();
  // Every open stream is a listener; hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    async publish(published) {
      emitter.emit('event', published);
    },
    subscribe(listener: (published: PublishedEvent) => void) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
