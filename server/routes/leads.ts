/** The stored leads (decision 25), for the admin. */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { CoreServices } from '../services/core';

export function mountLeadRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(router, routes.adminLeads, () => s.leads.list());
}
