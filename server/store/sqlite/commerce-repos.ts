/** Payments, processed provider events and domain orders in the embedded store (see account-repos.ts). */
import type { DomainOrdersRepo, PaymentsRepo, ProcessedEventsRepo } from '../port';
import type { DomainOrderRecord, PaymentRecord } from '../records';
import { patched } from '../record-utils';
import type { Database } from './database';
import { Docs } from './docs';

export function sqlitePayments(db: Database): PaymentsRepo {
  const payments = new Docs<PaymentRecord>(db, 'payments');
  /** Moves a pending payment on; null when it was not pending. */
  const settle = (id: string, change: (record: PaymentRecord) => PaymentRecord) =>
    db.transaction(() => {
      const record = payments.get(id);
      return record?.status === 'pending' ? payments.put(id, change(record)) : null;
    });
  return {
    async create(record) {
      return payments.insert(record.id, record);
    },
    async findById(id) {
      return payments.get(id);
    },
    async findByProviderSession(sessionId) {
      return payments.first('providerSessionId = ?', sessionId);
    },
    async update(id, patch) {
      return payments.patch(id, patch, ['id']);
    },
    async markPaidOnce(id, now) {
      return settle(id, (record) => ({ ...record, status: 'paid', paidAt: now.toISOString() }));
    },
    async markCancelledOnce(id) {
      return settle(id, (record) => ({ ...record, status: 'cancelled' }));
    },
    async claimUnlinkedPackagePayments(customerId, packageType, projectId) {
      // Selected and linked in one transaction: no other call can claim the same records.
      return db.transaction(() =>
        payments
          .where(
            `customerId = ? AND projectId IS NULL AND doc ->> '$.purpose' = 'package'
             AND doc ->> '$.status' = 'paid' AND doc ->> '$.packageType' = ?
             ORDER BY doc ->> '$.createdAt', k`,
            customerId,
            packageType,
          )
          .map((record) => payments.put(record.id, { ...record, projectId })),
      );
    },
    async unlinkProject(projectId) {
      return db.transaction(() => {
        const linked = payments.where('projectId = ?', projectId);
        for (const record of linked)
          payments.put(record.id, patched(record, { projectId: undefined }, ['id']));
        return linked.length;
      });
    },
  };
}

export function sqliteProcessedEvents(db: Database): ProcessedEventsRepo {
  const events = new Docs<{ eventId: string; processedAt: string }>(db, 'processedEvents');
  return {
    async markOnce(eventId, now) {
      return db.transaction(() => {
        if (events.get(eventId)) return false;
        events.insert(eventId, { eventId, processedAt: now.toISOString() });
        return true;
      });
    },
  };
}

export function sqliteDomainOrders(db: Database): DomainOrdersRepo {
  const orders = new Docs<DomainOrderRecord>(db, 'domainOrders');
  return {
    async create(record) {
      return orders.insert(record.id, record);
    },
    async findById(id) {
      return orders.get(id);
    },
    async update(id, patch) {
      return orders.patch(id, patch, ['id']);
    },
    async isOrdered(fqdn) {
      const name = fqdn.trim().toLowerCase();
      const dot = name.indexOf('.');
      if (dot <= 0) return false;
      return (
        orders.first(
          "domainName = ? AND tld = ? AND doc ->> '$.status' = 'paid'",
          name.slice(0, dot),
          name.slice(dot + 1),
        ) !== null
      );
    },
    async delete(id) {
      return orders.delete(id);
    },
  };
}
