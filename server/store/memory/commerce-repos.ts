/**
 * Payments, processed provider events and domain orders in the embedded store (synchronous critical
 * sections, as in account-repos.ts).
 */
import type { DomainOrdersRepo, PaymentsRepo, ProcessedEventsRepo } from '../port';
import type { PaymentRecord } from '../records';
import type { MemoryDb } from './memory-db';
import { patched } from './rows';

export function memoryPayments(db: MemoryDb): PaymentsRepo {
  const { payments } = db.tables;
  return {
    async create(record) {
      const stored = payments.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async findById(id) {
      return payments.get(id) ?? null;
    },
    async findByProviderSession(sessionId) {
      return payments.findUnique('providerSessionId', sessionId) ?? null;
    },
    async update(id, patch) {
      const row = payments.get(id);
      if (!row) return null;
      const stored = payments.put(id, patched(row, patch, ['id']));
      await db.commit();
      return stored;
    },
    async markPaidOnce(id, now) {
      const row = payments.get(id);
      if (!row || row.status !== 'pending') return null;
      const stored = payments.put(id, { ...row, status: 'paid', paidAt: now.toISOString() });
      await db.commit();
      return stored;
    },
    async markCancelledOnce(id) {
      const row = payments.get(id);
      if (!row || row.status !== 'pending') return null;
      const stored = payments.put(id, { ...row, status: 'cancelled' });
      await db.commit();
      return stored;
    },
    async claimUnlinkedPackagePayments(customerId, packageType, projectId) {
      // Selected and linked in one synchronous step: no other call can claim the same rows.
      const claimed = payments
        .values()
        .filter(
          (row) =>
            row.purpose === 'package' &&
            row.status === 'paid' &&
            row.customerId === customerId &&
            row.packageType === packageType &&
            row.projectId === undefined,
        )
        .sort(oldestFirst)
        .map((row) => payments.put(row.id, { ...row, projectId }));
      if (claimed.length > 0) await db.commit();
      return claimed;
    },
    async unlinkProject(projectId) {
      const linked = payments.values().filter((row) => row.projectId === projectId);
      for (const row of linked) payments.put(row.id, patched(row, { projectId: undefined }, ['id']));
      if (linked.length > 0) await db.commit();
      return linked.length;
    },
  };
}

const oldestFirst = (a: PaymentRecord, b: PaymentRecord): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function memoryProcessedEvents(db: MemoryDb): ProcessedEventsRepo {
  const { processedEvents } = db.tables;
  return {
    async markOnce(eventId, now) {
      if (processedEvents.has(eventId)) return false;
      processedEvents.insert(eventId, { eventId, processedAt: now.toISOString() });
      await db.commit();
      return true;
    },
  };
}

export function memoryDomainOrders(db: MemoryDb): DomainOrdersRepo {
  const { domainOrders } = db.tables;
  return {
    async create(record) {
      const stored = domainOrders.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async findById(id) {
      return domainOrders.get(id) ?? null;
    },
    async update(id, patch) {
      const row = domainOrders.get(id);
      if (!row) return null;
      const stored = domainOrders.put(id, patched(row, patch, ['id']));
      await db.commit();
      return stored;
    },
    async isOrdered(fqdn) {
      const name = fqdn.trim().toLowerCase();
      return domainOrders
        .values()
        .some((row) => row.status === 'paid' && `${row.domainName}.${row.tld}` === name);
    },
    async delete(id) {
      const deleted = domainOrders.delete(id);
      await db.commit();
      return deleted;
    },
  };
}
