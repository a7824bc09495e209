/** Payments, processed provider events and domain orders in MongoDB. */
import { TLDS, type Tld } from '@contract/catalogue';
import type { DomainOrdersRepo, PaymentsRepo, ProcessedEventsRepo } from '../port';
import type { DomainOrderRecord, PaymentRecord } from '../records';
import { insertedOnce, patchById, toDoc, toRecord, uniquely } from './mapper';
import type { PaymentDoc } from './documents';
import type { Models } from './models';

export function mongoPayments({ payments }: Models): PaymentsRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => payments.create(doc));
      return toRecord<PaymentRecord>(doc) as PaymentRecord;
    },
    async findById(id) {
      return toRecord(await payments.findById(id).lean());
    },
    async findByProviderSession(sessionId) {
      return toRecord(await payments.findOne({ providerSessionId: sessionId }).lean());
    },
    // The unique provider session id can collide on update too.
    update: (id, patch) => uniquely(() => patchById<PaymentRecord, PaymentDoc>(payments, id, patch, ['id'])),
    async markPaidOnce(id, now) {
      const paid = await payments
        .findOneAndUpdate(
          { _id: id, status: 'pending' },
          { $set: { status: 'paid', paidAt: now.toISOString() } },
          { returnDocument: 'after' },
        )
        .lean();
      return toRecord(paid);
    },
    async markCancelledOnce(id) {
      const cancelled = await payments
        .findOneAndUpdate(
          { _id: id, status: 'pending' },
          { $set: { status: 'cancelled' } },
          { returnDocument: 'after' },
        )
        .lean();
      return toRecord(cancelled);
    },
    async claimUnlinkedPackagePayments(customerId, packageType, projectId) {
      // One conditional update per payment: a payment another call linked first no longer matches,
      // so each is linked exactly once even with several server processes claiming at the same time.
      const unlinked = {
        customerId,
        purpose: 'package' as const,
        packageType,
        status: 'paid' as const,
        projectId: { $exists: false },
      };
      const claimed: PaymentRecord[] = [];
      for (;;) {
        const linked = await payments
          .findOneAndUpdate(
            unlinked,
            { $set: { projectId } },
            { returnDocument: 'after', sort: { createdAt: 1, _id: 1 } },
          )
          .lean();
        const record = toRecord<PaymentRecord>(linked);
        if (!record) return claimed;
        claimed.push(record);
      }
    },
    async unlinkProject(projectId) {
      const { modifiedCount } = await payments.updateMany({ projectId }, { $unset: { projectId: 1 } });
      return modifiedCount;
    },
  };
}

export function mongoProcessedEvents({ processedEvents }: Models): ProcessedEventsRepo {
  return {
    markOnce: (eventId, now) =>
      insertedOnce(() => processedEvents.create({ eventId, processedAt: now.toISOString() })),
  };
}

export function mongoDomainOrders({ domainOrders }: Models): DomainOrdersRepo {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => domainOrders.create(doc));
      return toRecord<DomainOrderRecord>(doc) as DomainOrderRecord;
    },
    async findById(id) {
      return toRecord(await domainOrders.findById(id).lean());
    },
    update: (id, patch) => patchById(domainOrders, id, patch, ['id']),
    async isOrdered(fqdn) {
      // Labels hold no dots (the contract's domain label), so the first dot starts the TLD.
      const name = fqdn.trim().toLowerCase();
      const dot = name.indexOf('.');
      const tld = name.slice(dot + 1);
      if (dot <= 0 || !isTld(tld)) return false;
      const order = await domainOrders.exists({ domainName: name.slice(0, dot), tld, status: 'paid' });
      return order !== null;
    },
    async delete(id) {
      const { deletedCount } = await domainOrders.deleteOne({ _id: id });
      return deletedCount === 1;
    },
  };
}

const isTld = (value: string): value is Tld => (TLDS as readonly string[]).includes(value);
