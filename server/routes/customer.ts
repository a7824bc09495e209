/** The signed-in customer's own data (spec part 1 §7): every call reads the caller's id, never the client's. */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { CoreServices } from '../services/core';

export function mountCustomerRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(router, routes.customerProjects, (_input, { caller }) =>
    s.projects.listForCustomer(caller.customer.id),
  );
  bind(router, routes.customerSubscriptions, (_input, { caller }) =>
    s.subscriptions.listForCustomer(caller.customer.id),
  );
  bind(router, routes.customerSupportTickets, (_input, { caller }) =>
    s.customers.supportTickets(caller.customer.id),
  );
  bind(
    router,
    routes.createSupportTicket,
    ({ body }, { caller }) => s.tickets.create(caller.customer, body),
    {
      status: 201,
    },
  );
  bind(
    router,
    routes.changePassword,
    ({ body }, { caller }) => s.accountPasswords.changePassword(caller, body),
    {
      // Limited like a sign-in, on the signed-in account: a stolen session cannot guess the password.
      rateLimitAccount: (_input, caller) => caller?.customer.email,
    },
  );
  bind(router, routes.customerMessages, (_input, { caller }) =>
    s.messages.listForCustomer(caller.customer.id),
  );
  bind(router, routes.customerUnreadMessages, async (_input, { caller }) => ({
    count: await s.messages.countUnread(caller.customer.id),
  }));
  bind(router, routes.sendMessage, ({ body }, { caller }) => s.messages.send(caller.customer.id, body), {
    status: 201,
  });
  bind(router, routes.upgradeSubscription, ({ body }, { caller }) =>
    s.subscriptions.upgrade(caller.customer.id, body),
  );
}
