/**
 * The admin's calls (spec part 1 §7, decisions 9, 16, 19) and the Settings tab's; every one needs the
 * admin-scoped token.
 */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { CoreServices } from '../services/core';

export function mountAdminRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(router, routes.adminAccount, (_input, { caller }) => s.adminSettings.account(caller.customer));
  bind(router, routes.adminSignOutEverywhere, (_input, { caller }) =>
    s.adminSettings.signOutEverywhere(caller.customer.id),
  );
  bind(router, routes.adminCustomers, () => s.customers.listAll());
  bind(router, routes.deleteCustomer, ({ params }, { caller }) =>
    s.customers.delete(params.id, caller.customer.id),
  );
  bind(router, routes.adminMessages, () => s.messages.listAll());
  bind(router, routes.adminSendMessage, ({ body }) => s.messages.adminSend(body), { status: 201 });
  bind(router, routes.adminProjects, () => s.projects.listAll());
  bind(router, routes.updateProjectStatus, ({ params, body }) =>
    s.projects.updateStatus(params.id, body.status),
  );
  bind(router, routes.applyMaintenanceCredit, ({ body }) => s.credits.applyToCustomer(body.customerId));
  bind(router, routes.adminSupportTickets, ({ query }) => s.tickets.listAll(query.status));
  bind(router, routes.respondToTicket, ({ params, body }) => s.tickets.respond(params.id, body));
  bind(router, routes.adminOutbox, () => s.mailer.outbox());
}
