/** Payments, processed provider events and domain orders in MongoDB. */
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
      if (dot <= 0) return false;
      const order = await domainOrders.exists({
        domainName: name.slice(0, dot),
        tld: name.slice(dot + 1),
        status: 'paid',
      });
      return order !== null;
    },
  };
}
