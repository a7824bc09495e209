/**
 * Projects, subscriptions, tickets, messages and leads in the embedded store (see account-repos.ts).
 * Lists are newest first.
 */
import type { LeadsRepo, MessagesRepo, ProjectsRepo, SubscriptionsRepo, SupportTicketsRepo } from '../port';
import type {
  LeadRecord,
  MessageRecord,
  ProjectRecord,
  ProjectStatus,
  SubscriptionRecord,
  SupportTicketRecord,
} from '../records';
import type { Database } from './database';
import { Docs } from './docs';

const NEWEST_FIRST = 'ORDER BY createdAt DESC, k DESC';

export function sqliteProjects(db: Database): ProjectsRepo {
  const projects = new Docs<ProjectRecord>(db, 'projects');
  return {
    async create(record) {
      return projects.insert(record.id, record);
    },
    async findById(id) {
      return projects.get(id);
    },
    async listByCustomer(customerId) {
      return projects.where(`customerId = ? ${NEWEST_FIRST}`, customerId);
    },
    async list() {
      return projects.where(`1 ${NEWEST_FIRST}`);
    },
    async update(id, patch) {
      return projects.patch(id, patch, ['id']);
    },
    async addPayment(id, cents, at) {
      return db.transaction(() => {
        const record = projects.get(id);
        if (!record) return null;
        const paidAmount = record.paidAmount + cents;
        const status = statusAfterPayment(record.status, paidAmount, record.totalAmount);
        const iso = at.toISOString();
        const paidAt = record.paidAt !== undefined && record.paidAt <= iso ? record.paidAt : iso;
        return projects.put(id, { ...record, paidAmount, status, paidAt });
      });
    },
    async delete(id) {
      return projects.delete(id);
    },
  };
}

/** Decision 14, forward only: see the port's addPayment. */
function statusAfterPayment(status: ProjectStatus, paid: number, total: number): ProjectStatus {
  if (status !== 'pending' && status !== 'paid_deposit') return status;
  if (paid >= total) return 'paid_full';
  return paid > 0 ? 'paid_deposit' : status;
}

export function sqliteSubscriptions(db: Database): SubscriptionsRepo {
  const subscriptions = new Docs<SubscriptionRecord>(db, 'subscriptions');
  return {
    async create(record) {
      return subscriptions.insert(record.id, record);
    },
    async findById(id) {
      return subscriptions.get(id);
    },
    async listByCustomer(customerId) {
      return subscriptions.where(`customerId = ? ${NEWEST_FIRST}`, customerId);
    },
    async update(id, patch) {
      return subscriptions.patch(id, patch, ['id', 'customerId']);
    },
    async deleteForCustomer(customerId) {
      subscriptions.deleteWhere('customerId = ?', customerId);
    },
  };
}

export function sqliteSupportTickets(db: Database): SupportTicketsRepo {
  const tickets = new Docs<SupportTicketRecord>(db, 'supportTickets');
  return {
    async create(record) {
      return tickets.insert(record.id, record);
    },
    async findById(id) {
      return tickets.get(id);
    },
    async listByCustomer(customerId) {
      return tickets.where(`customerId = ? ${NEWEST_FIRST}`, customerId);
    },
    async list(status) {
      return status === undefined
        ? tickets.where(`1 ${NEWEST_FIRST}`)
        : tickets.where(`doc ->> '$.status' = ? ${NEWEST_FIRST}`, status);
    },
    async update(id, patch) {
      return tickets.patch(id, patch, ['id', 'customerId']);
    },
    async deleteForCustomer(customerId) {
      tickets.deleteWhere('customerId = ?', customerId);
    },
  };
}

export function sqliteMessages(db: Database): MessagesRepo {
  const messages = new Docs<MessageRecord>(db, 'messages');
  return {
    async create(record) {
      return messages.insert(record.id, record);
    },
    async listByCustomer(customerId) {
      return messages.where(`customerId = ? ${NEWEST_FIRST}`, customerId);
    },
    async list() {
      return messages.where(`1 ${NEWEST_FIRST}`);
    },
    async markAdminMessagesRead(customerId, now) {
      return db.transaction(() => {
        const unread = messages.where(
          "customerId = ? AND doc ->> '$.fromAdmin' AND NOT doc ->> '$.isRead'",
          customerId,
        );
        const readAt = now.toISOString();
        for (const record of unread) messages.put(record.id, { ...record, isRead: true, readAt });
        return unread.length;
      });
    },
    async deleteReadBefore(cutoff) {
      return messages.deleteWhere("doc ->> '$.isRead' AND readAt < ?", cutoff.toISOString());
    },
    async deleteForCustomer(customerId) {
      messages.deleteWhere('customerId = ?', customerId);
    },
  };
}

export function sqliteLeads(db: Database): LeadsRepo {
  const leads = new Docs<LeadRecord>(db, 'leads');
  return {
    async create(record) {
      return leads.insert(record.id, record);
    },
    async createUnlessRecent(record, since) {
      const sessionId = record.tracking.session_id;
      // Checked and inserted in one transaction: two calls at once store one lead.
      return db.transaction(() => {
        const seen =
          typeof sessionId === 'string' &&
          leads.first(
            `sessionId = ? AND doc ->> '$.source' = ? AND doc ->> '$.email' IS ? AND createdAt >= ?`,
            sessionId,
            record.source,
            record.email ?? null,
            since.toISOString(),
          ) !== null;
        if (seen) return false;
        leads.insert(record.id, record);
        return true;
      });
    },
    async list() {
      return leads.where(`1 ${NEWEST_FIRST}`);
    },
  };
}
