/**
 * The maintenance credit claim by email (decisions 16, 29): applied, reserved, or 409 already
 * claimed; the holder's name only for that customer signed in or a signed claim link.
 */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { IpLimiter } from '../policies/rate-limit';
import type { CoreServices } from '../services/core';

export function mountCreditRoutes(router: Router, bind: Bind, s: CoreServices, limiter: IpLimiter): void {
  bind(
    router,
    routes.claimMaintenanceCredit,
    async ({ query }, { ip, caller }) => {
      // A claim for an email with no account stores a reservation: counted per client address.
      await limiter.hit('credit-claim', ip);
      return s.credits.claim({ ...query, caller: caller?.customer });
    },
    // The holder signed in sees their own name (decision 29).
    { identifiesCaller: true },
  );
}
