/**
 * Support tickets (decision 34): a customer opens one (open); the admin answers it, which writes
 * adminResponse and moves it to answered or closed. Each step tells the other side at once (a live
 * event) and by mail: the agency's address learns of a new ticket, the customer of an answer, in
 * the customer's language.
 */
import type { SupportTicket, TicketStatus } from '@contract/entities';
import type { CreateSupportTicketBody } from '@contract/api/customer';
import type { RespondToTicketBody } from '@contract/api/admin';
import { DEFAULT_LANGUAGE } from '@contract/catalogue';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { notFound } from '../../http/errors';
import type { Store } from '../../store/port';
import type { CustomerRecord, SupportTicketRecord } from '../../store/records';
import type { EventPublisher } from '../events';
import { categoryName } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import type { PortalLinks } from '../mail/links';

export interface TicketService {
  create(customer: CustomerRecord, input: Required<CreateSupportTicketBody>): Promise<SupportTicket>;
  listForCustomer(customerId: string): Promise<SupportTicket[]>;
  /** Every ticket (or one status), newest first, with its customer's name and email. */
  listAll(status?: TicketStatus): Promise<SupportTicket[]>;
  respond(id: string, input: RespondToTicketBody): Promise<SupportTicket>;
}

/** The ticket as its customer sees it. */
export const toTicket = (record: SupportTicketRecord): SupportTicket => ({
  id: record.id,
  subject: record.subject,
  description: record.description,
  category: record.category,
  status: record.status,
  createdAt: record.createdAt,
  adminResponse: record.adminResponse,
  respondedAt: record.respondedAt,
});

/** The ticket as the admin sees it: with whose it is. */
const withOwner = (record: SupportTicketRecord, owner: CustomerRecord | null | undefined): SupportTicket => ({
  ...toTicket(record),
  customerId: record.customerId,
  customerName: owner ? `${owner.firstName} ${owner.lastName}` : undefined,
  customerEmail: owner?.email,
});

export function createTicketService(deps: {
  store: Store;
  clock: Clock;
  events: EventPublisher;
  mailer: Mailer;
  links: PortalLinks;
}): TicketService {
  const { store, clock, events, mailer, links } = deps;
  return {
    async create(customer, input) {
      const record = await store.supportTickets.create({
        id: newId(),
        customerId: customer.id,
        subject: input.subject,
        description: input.description,
        category: input.category,
        status: 'open',
        createdAt: clock.now().toISOString(),
      });
      const ticket = withOwner(record, customer);
      await events.toCustomer(customer.id, { type: 'ticket.created', ticket });
      await mailer.queue({
        kind: 'admin_new_ticket',
        to: mailer.adminAddress,
        language: DEFAULT_LANGUAGE,
        params: {
          customer: ticket.customerName,
          email: customer.email,
          subject: record.subject,
          category: categoryName(DEFAULT_LANGUAGE, record.category),
          description: record.description,
          link: links.site(DEFAULT_LANGUAGE),
        },
      });
      return toTicket(record);
    },
    async listForCustomer(customerId) {
      return (await store.supportTickets.listByCustomer(customerId)).map(toTicket);
    },
    async listAll(status) {
      const [records, customers] = await Promise.all([
        store.supportTickets.list(status),
        store.customers.list(),
      ]);
      const byId = new Map(customers.map((customer) => [customer.id, customer]));
      return records.map((record) => withOwner(record, byId.get(record.customerId)));
    },
    async respond(id, { response, status }) {
      const updated = await store.supportTickets.update(id, {
        adminResponse: response,
        status,
        respondedAt: clock.now().toISOString(),
      });
      if (!updated) throw notFound('Support ticket not found');
      const owner = await store.customers.findById(updated.customerId);
      const ticket = withOwner(updated, owner);
      await events.toCustomer(updated.customerId, { type: 'ticket.answered', ticket });
      if (owner) {
        const language = owner.language ?? DEFAULT_LANGUAGE;
        await mailer.queue({
          kind: 'ticket_answered',
          to: owner.email,
          language,
          params: { name: owner.firstName, subject: updated.subject, response, link: links.site(language) },
        });
      }
      return ticket;
    },
  };
}
