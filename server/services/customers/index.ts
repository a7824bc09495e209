/**
 * The admin's view of accounts: the list, and deletion (decision 19) — the account, its tokens
 * (so its sessions stop at once), messages, subscriptions and tickets go; its projects stay for
 * the agency's records, with the client name and email they had.
 */
import type { Customer, SupportTicket } from '@contract/entities';
import { badRequest, notFound } from '../../http/errors';
import { mappedOnce } from '../../lib/mapped-once';
import type { Store } from '../../store/port';
import { toTicket } from '../tickets';
import { toCustomer } from './to-customer';

export { toCustomer } from './to-customer';

export interface CustomerService {
  listAll(): Promise<Customer[]>;
  delete(id: string, byCustomerId: string): Promise<{ success: true }>;
  supportTickets(customerId: string): Promise<SupportTicket[]>;
}

/** A customer's list, mapped once while their tickets do not change (lib/mapped-once.ts). */
const toTickets = mappedOnce(toTicket);

export function createCustomerService(deps: { store: Store }): CustomerService {
  const { store } = deps;
  return {
    async listAll() {
      return (await store.customers.list()).map(toCustomer);
    },
    async delete(id, byCustomerId) {
      // An admin deleting their own account would lock the agency out of its portal.
      if (id === byCustomerId) {
        const message = 'You cannot delete your own account';
        throw badRequest(message, { issues: [{ path: 'id', message }] });
      }
      const customer = await store.customers.findById(id);
      if (!customer) throw notFound('Customer not found');
      // Tokens first: from here on the account can no longer act, whatever else fails.
      await store.tokens.deleteForCustomer(id);
      await store.messages.deleteForCustomer(id);
      await store.subscriptions.deleteForCustomer(id);
      await store.supportTickets.deleteForCustomer(id);
      await store.passwordResets.deleteForCustomer(id);
      await store.customers.delete(id);
      return { success: true };
    },
    async supportTickets(customerId) {
      return toTickets(await store.supportTickets.listByCustomer(customerId));
    },
  };
}
