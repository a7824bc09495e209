/** The maintenance credit claim by email (decision 16): applied, reserved, or 409 already claimed. */
import type { Router } from '@koa/router';
import { routes } from '../../contract/routes';
import type { Bind } from '../http/bind-route';
import type { CoreServices } from '../services/core';

export function mountCreditRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(router, routes.claimMaintenanceCredit, ({ query }) => s.credits.claim(query.email, query.tracking));
}
