/**
 * Projects, subscriptions, tickets, messages and leads in the embedded store (synchronous critical
 * sections, as in account-repos.ts). Lists are newest first.
 */
import type { LeadsRepo, MessagesRepo, ProjectsRepo, SubscriptionsRepo, SupportTicketsRepo } from '../port';
import type { ProjectStatus } from '../records';
import { newestFirst } from '../record-utils';
import type { MemoryDb } from './memory-db';
import { patched } from './rows';

export function memoryProjects(db: MemoryDb): ProjectsRepo {
  const { projects } = db.tables;
  return {
    async create(record) {
      const stored = projects.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async findById(id) {
      return projects.get(id) ?? null;
    },
    async listByCustomer(customerId) {
      return projects
        .values()
        .filter((row) => row.customerId === customerId)
        .sort(newestFirst);
    },
    async list() {
      return projects.values().sort(newestFirst);
    },
    async update(id, patch) {
      const row = projects.get(id);
      if (!row) return null;
      const stored = projects.put(id, patched(row, patch, ['id']));
      await db.commit();
      return stored;
    },
    async addPayment(id, cents) {
      const row = projects.get(id);
      if (!row) return null;
      const paidAmount = row.paidAmount + cents;
      const stored = projects.put(id, {
        ...row,
        paidAmount,
        status: statusAfterPayment(row.status, paidAmount, row.totalAmount),
      });
      await db.commit();
      return stored;
    },
    async delete(id) {
      const deleted = projects.delete(id);
      await db.commit();
      return deleted;
    },
  };
}

/** Decision 14, forward only: see the port's addPayment. */
function statusAfterPayment(status: ProjectStatus, paid: number, total: number): ProjectStatus {
  if (status !== 'pending' && status !== 'paid_deposit') return status;
  if (paid >= total) return 'paid_full';
  return paid > 0 ? 'paid_deposit' : status;
}

export function memorySubscriptions(db: MemoryDb): SubscriptionsRepo {
  const { subscriptions } = db.tables;
  return {
    async create(record) {
      const stored = subscriptions.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async findById(id) {
      return subscriptions.get(id) ?? null;
    },
    async listByCustomer(customerId) {
      return subscriptions
        .values()
        .filter((row) => row.customerId === customerId)
        .sort(newestFirst);
    },
    async update(id, patch) {
      const row = subscriptions.get(id);
      if (!row) return null;
      const stored = subscriptions.put(id, patched(row, patch, ['id', 'customerId']));
      await db.commit();
      return stored;
    },
    async deleteForCustomer(customerId) {
      subscriptions.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    },
  };
}

export function memorySupportTickets(db: MemoryDb): SupportTicketsRepo {
  const { supportTickets: tickets } = db.tables;
  return {
    async create(record) {
      const stored = tickets.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async listByCustomer(customerId) {
      return tickets
        .values()
        .filter((row) => row.customerId === customerId)
        .sort(newestFirst);
    },
    async deleteForCustomer(customerId) {
      tickets.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    },
  };
}

export function memoryMessages(db: MemoryDb): MessagesRepo {
  const { messages } = db.tables;
  return {
    async create(record) {
      const stored = messages.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async listByCustomer(customerId) {
      return messages
        .values()
        .filter((row) => row.customerId === customerId)
        .sort(newestFirst);
    },
    async list() {
      return messages.values().sort(newestFirst);
    },
    async markAdminMessagesRead(customerId, now) {
      const unread = messages
        .values()
        .filter((row) => row.customerId === customerId && row.fromAdmin && !row.isRead);
      for (const row of unread) messages.put(row.id, { ...row, isRead: true, readAt: now.toISOString() });
      await db.commit();
      return unread.length;
    },
    async deleteReadBefore(cutoff) {
      const deleted = messages.deleteWhere(
        (row) => row.isRead && row.readAt !== undefined && Date.parse(row.readAt) < cutoff.getTime(),
      );
      await db.commit();
      return deleted;
    },
    async deleteForCustomer(customerId) {
      messages.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    },
  };
}

export function memoryLeads(db: MemoryDb): LeadsRepo {
  const { leads } = db.tables;
  return {
    async create(record) {
      const stored = leads.insert(record.id, record);
      await db.commit();
      return stored;
    },
    async createUnlessRecent(record, since) {
      const sessionId = record.tracking.session_id;
      // Checked and inserted in one synchronous step: two calls at once store one lead.
      const seen =
        typeof sessionId === 'string' &&
        leads
          .values()
          .some(
            (row) =>
              row.tracking.session_id === sessionId &&
              row.source === record.source &&
              row.email === record.email &&
              Date.parse(row.createdAt) >= since.getTime(),
          );
      if (seen) return false;
      leads.insert(record.id, record);
      await db.commit();
      return true;
    },
    async list() {
      return leads.values().sort(newestFirst);
    },
  };
}
