/**
 * Password resets, the mail outbox and live events in MongoDB. Each conditional step is one
 * findOneAndUpdate with the condition in the filter, so several server processes agree on who
 * used a reset or claimed a mail. Events are inserted into a collection that every process watches
 * through a change stream (MongoDB needs a replica set for that; a single node can be one).
 */
import type { ChangeStream } from 'mongodb';
import type { EventsFeed, MailOutboxRepo, PasswordResetsRepo, PublishedEvent } from '../port';
import type { MailRecord, PasswordResetRecord } from '../records';
import type { EventDoc } from './documents';
import type { Models } from './models';
import { toDoc, toRecord, toRecords, uniquely } from './mapper';

const after = { returnDocument: 'after' } as const;

export function mongoPasswordResets({ passwordResets }: Models): PasswordResetsRepo {
  return {
    async create(record) {
      await uniquely(() => passwordResets.create({ ...record, expiresAt: new Date(record.expiresAt) }));
    },
    async consume(tokenHash, now) {
      const used = await passwordResets
        .findOneAndUpdate(
          { tokenHash, usedAt: { $exists: false }, expiresAt: { $gt: now } },
          { $set: { usedAt: now.toISOString() } },
          after,
        )
        .lean();
      return toRecord<PasswordResetRecord>(used);
    },
    async deleteForCustomer(customerId) {
      await passwordResets.deleteMany({ customerId });
    },
  };
}

export function mongoMailOutbox({ mailOutbox: mails }: Models): MailOutboxRepo {
  return {
    async enqueue(record) {
      await uniquely(() => mails.create(toDoc(record)));
      return record;
    },
    async findById(id) {
      return toRecord<MailRecord>(await mails.findById(id).lean());
    },
    async list(limit) {
      return toRecords(await mails.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean());
    },
    async claimNext(now, claimId, leaseUntil) {
      const claimed = await mails
        .findOneAndUpdate(
          { status: { $in: ['pending', 'sending'] }, nextAttemptAt: { $lte: now.toISOString() } },
          { $set: { status: 'sending', claimId, nextAttemptAt: leaseUntil.toISOString() } },
          { ...after, sort: { nextAttemptAt: 1, createdAt: 1 } },
        )
        .lean();
      return toRecord<MailRecord>(claimed);
    },
    async markSent(id, claimId, now) {
      const { modifiedCount } = await mails.updateOne(
        { _id: id, status: 'sending', claimId },
        { $set: { status: 'sent', sentAt: now.toISOString() }, $unset: { claimId: 1 } },
      );
      return modifiedCount === 1;
    },
    async release(id, claimId, retryAt, error) {
      const { modifiedCount } = await mails.updateOne(
        { _id: id, status: 'sending', claimId },
        {
          $set: { status: 'pending', nextAttemptAt: retryAt.toISOString(), lastError: error },
          $inc: { attempts: 1 },
          $unset: { claimId: 1 },
        },
      );
      return modifiedCount === 1;
    },
  };
}

/**
 * Publish inserts; one change stream per process (opened with the first subscriber) hands every
 * inserted event to this process's listeners. Thin on purpose: the database orders and delivers.
 */
export function mongoEvents({ events }: Models): EventsFeed & { close(): Promise<void> } {
  const listeners = new Set<(published: PublishedEvent) => void>();
  let stream: ChangeStream<EventDoc> | undefined;
  const open = () => {
    stream = events.watch<EventDoc>([{ $match: { operationType: 'insert' } }]);
    stream.on('change', (change) => {
      if (change.operationType !== 'insert') return;
      for (const listener of listeners) listener(change.fullDocument.published);
    });
    // A broken stream (failover, closed connection) is reopened by the next subscriber.
    stream.on('error', () => {
      stream = undefined;
    });
  };
  return {
    async publish(published) {
      await events.create({ published, createdAt: new Date() });
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stream) open();
      return () => listeners.delete(listener);
    },
    async close() {
      await stream?.close();
      stream = undefined;
    },
  };
}
