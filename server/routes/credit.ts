/** The maintenance credit claim by email (decision 16): applied, reserved, or 409 already claimed. */
import type { Router } from '@koa/router';
import { routes } from '../../contract/routes';
import type { Bind } from '../http/bind-route';
import type { IpLimiter } from '../policies/rate-limit';
import type { CoreServices } from '../services/core';

export function mountCreditRoutes(router: Router, bind: Bind, s: CoreServices, limiter: IpLimiter): void {
  bind(router, routes.claimMaintenanceCredit, async ({ query }, { ip }) => {
    // A claim for an email with no account stores a reservation: counted per client address.
    await limiter.hit('credit-claim', ip);
    return s.credits.claim(query.email, query.tracking);
  });
}
