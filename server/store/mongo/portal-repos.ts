/** Projects, subscriptions, tickets, messages and leads in MongoDB. Lists are newest first. */
import type { LeadsRepo, MessagesRepo, ProjectsRepo, SubscriptionsRepo, SupportTicketsRepo } from '../port';
import type {
  LeadRecord,
  MessageRecord,
  ProjectRecord,
  SubscriptionRecord,
  SupportTicketRecord,
} from '../records';
import { patchById, toDoc, toRecord, toRecords, uniquely } from './mapper';
import type { Models } from './models';

const newest = { createdAt: -1, _id: -1 } as const;

export function mongoProjects({ projects }: Models): ProjectsRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => projects.create(doc));
      return toRecord<ProjectRecord>(doc) as ProjectRecord;
    },
    async findById(id) {
      return toRecord(await projects.findById(id).lean());
    },
    async listByCustomer(customerId) {
      return toRecords(await projects.find({ customerId }).sort(newest).lean());
    },
    async list() {
      return toRecords(await projects.find().sort(newest).lean());
    },
    update: (id, patch) => patchById(projects, id, patch, ['id']),
    async addPayment(id, cents, at) {
      // ISO times of one format order as strings: $min keeps the earliest payment's time.
      const paid = await projects
        .findOneAndUpdate({ _id: id }, { $inc: { paidAmount: cents }, $min: { paidAt: at.toISOString() } })
        .lean();
      if (!paid) return null;
      // Conditional, forward-only status moves: concurrent payments can only advance the status.
      await projects.updateOne(
        {
          _id: id,
          status: { $in: ['pending', 'paid_deposit'] },
          $expr: { $gte: ['$paidAmount', '$totalAmount'] },
        },
        { $set: { status: 'paid_full' } },
      );
      await projects.updateOne(
        { _id: id, status: 'pending', paidAmount: { $gt: 0 } },
        { $set: { status: 'paid_deposit' } },
      );
      return toRecord(await projects.findById(id).lean());
    },
    async delete(id) {
      const { deletedCount } = await projects.deleteOne({ _id: id });
      return deletedCount === 1;
    },
  };
}

export function mongoSubscriptions({ subscriptions }: Models): SubscriptionsRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => subscriptions.create(doc));
      return toRecord<SubscriptionRecord>(doc) as SubscriptionRecord;
    },
    async findById(id) {
      return toRecord(await subscriptions.findById(id).lean());
    },
    async listByCustomer(customerId) {
      return toRecords(await subscriptions.find({ customerId }).sort(newest).lean());
    },
    update: (id, patch) => patchById(subscriptions, id, patch, ['id', 'customerId']),
    async deleteForCustomer(customerId) {
      await subscriptions.deleteMany({ customerId });
    },
  };
}

export function mongoSupportTickets({ supportTickets: tickets }: Models): SupportTicketsRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => tickets.create(doc));
      return toRecord<SupportTicketRecord>(doc) as SupportTicketRecord;
    },
    async findById(id) {
      return toRecord<SupportTicketRecord>(await tickets.findById(id).lean());
    },
    async listByCustomer(customerId) {
      return toRecords(await tickets.find({ customerId }).sort(newest).lean());
    },
    async list(status) {
      return toRecords(
        await tickets
          .find(status === undefined ? {} : { status })
          .sort(newest)
          .lean(),
      );
    },
    update: (id, patch) => patchById(tickets, id, patch, ['id', 'customerId']),
    async deleteForCustomer(customerId) {
      await tickets.deleteMany({ customerId });
    },
  };
}

export function mongoMessages({ messages }: Models): MessagesRepo {
  return {
    async create(record) {
      const { readAt, ...rest } = toDoc(record);
      await uniquely(() => messages.create({ ...rest, ...(readAt ? { readAt: new Date(readAt) } : {}) }));
      return toRecord<MessageRecord>(toDoc(record)) as MessageRecord;
    },
    async listByCustomer(customerId) {
      return toRecords(await messages.find({ customerId }).sort(newest).lean());
    },
    async list() {
      return toRecords(await messages.find().sort(newest).lean());
    },
    async markAdminMessagesRead(customerId, now) {
      const { modifiedCount } = await messages.updateMany(
        { customerId, fromAdmin: true, isRead: false },
        { $set: { isRead: true, readAt: now } },
      );
      return modifiedCount;
    },
    async deleteReadBefore(cutoff) {
      const { deletedCount } = await messages.deleteMany({ isRead: true, readAt: { $lt: cutoff } });
      return deletedCount;
    },
    async deleteForCustomer(customerId) {
      await messages.deleteMany({ customerId });
    },
  };
}

export function mongoLeads({ leads }: Models): LeadsRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => leads.create(doc));
      return toRecord<LeadRecord>(doc) as LeadRecord;
    },
    async createUnlessRecent(record, since) {
      const sessionId = record.tracking.session_id;
      if (typeof sessionId === 'string') {
        // Look, then insert: two calls racing may both store, which only repeats a lead (this
        // bounds repeats; it is no invariant). ISO instants compare as strings.
        const seen = await leads.exists({
          'tracking.session_id': sessionId,
          source: record.source,
          email: record.email ?? null,
          createdAt: { $gte: since.toISOString() },
        });
        if (seen) return false;
      }
      await uniquely(() => leads.create(toDoc(record)));
      return true;
    },
    async list() {
      return toRecords(await leads.find().sort(newest).lean());
    },
  };
}
