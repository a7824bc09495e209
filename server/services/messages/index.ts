/**
 * Messages (decision 18): customers write to the team, admins write to a chosen customer. An admin
 * message stays unread until the customer opens their messages, which marks it read.
 */
import type { Message } from '@contract/entities';
import type { AdminSendMessage } from '@contract/api/admin';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { notFound } from '../../http/errors';
import type { Store } from '../../store/port';
import type { MessageRecord } from '../../store/records';
import { DEFAULT_LANGUAGE } from '@contract/catalogue';
import type { EventPublisher } from '../events';
import type { PortalLinks } from '../mail/links';
import type { Mailer } from '../mail/mailer';

export { startMessageCleanup, MESSAGE_RETENTION_MS } from './cleanup';

export interface MessageService {
  /** The customer's messages as they were when opened; their admin messages are read from now on. */
  listForCustomer(customerId: string): Promise<Message[]>;
  /** The customer's unread messages from the team, left unread (the portal's red dot). */
  countUnread(customerId: string): Promise<number>;
  send(customerId: string, input: { subject: string; content: string }): Promise<Message>;
  /** Every message, each with the customer's name. */
  listAll(): Promise<Message[]>;
  adminSend(input: AdminSendMessage): Promise<Message>;
}

const toMessage = (record: MessageRecord, customerName?: string): Message => ({
  id: record.id,
  subject: record.subject,
  content: record.content,
  fromAdmin: record.fromAdmin,
  isRead: record.isRead,
  createdAt: record.createdAt,
  customerId: record.customerId,
  readAt: record.readAt,
  customerName,
});

export interface MessageServiceDeps {
  store: Store;
  clock: Clock;
  events: EventPublisher;
  mailer: Mailer;
  links: PortalLinks;
}

export function createMessageService(deps: MessageServiceDeps): MessageService {
  const { store, clock, events, mailer, links } = deps;

  const create = (customerId: string, subject: string, content: string, fromAdmin: boolean) =>
    store.messages.create({
      id: newId(),
      customerId,
      subject,
      content,
      fromAdmin,
      isRead: false,
      createdAt: clock.now().toISOString(),
    });

  return {
    async listForCustomer(customerId) {
      const records = await store.messages.listByCustomer(customerId);
      // The answer shows what was new when the tab opened (the "New" flag); the store moves on.
      await store.messages.markAdminMessagesRead(customerId, clock.now());
      return records.map((record) => toMessage(record));
    },
    async countUnread(customerId) {
      const records = await store.messages.listByCustomer(customerId);
      return records.filter((record) => record.fromAdmin && !record.isRead).length;
    },
    async send(customerId, { subject, content }) {
      const record = await create(customerId, subject, content, false);
      const customer = await store.customers.findById(customerId);
      const customerName = customer ? `${customer.firstName} ${customer.lastName}` : undefined;
      // The admin's streams show it with its name; the customer's other tabs too.
      await events.toCustomer(customerId, {
        type: 'message.created',
        message: toMessage(record, customerName),
      });
      await mailer.queue({
        kind: 'admin_new_message',
        to: mailer.adminAddress,
        language: DEFAULT_LANGUAGE,
        params: {
          customer: customerName,
          email: customer?.email,
          subject,
          content,
          link: links.site(DEFAULT_LANGUAGE),
        },
      });
      return toMessage(record);
    },
    async listAll() {
      const [records, customers] = await Promise.all([store.messages.list(), store.customers.list()]);
      const names = new Map(customers.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
      return records.map((record) => toMessage(record, names.get(record.customerId)));
    },
    async adminSend({ customerId, subject, content }) {
      const customer = await store.customers.findById(customerId);
      if (!customer) throw notFound('Customer not found');
      const message = toMessage(
        await create(customerId, subject, content, true),
        `${customer.firstName} ${customer.lastName}`,
      );
      await events.toCustomer(customerId, { type: 'message.created', message });
      const language = customer.language ?? DEFAULT_LANGUAGE;
      await mailer.queue({
        kind: 'admin_message',
        to: customer.email,
        language,
        params: { name: customer.firstName, subject, content, link: links.site(language) },
      });
      return message;
    },
  };
}
